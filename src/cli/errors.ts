/**
 * How the CLI fails: one line `kassen: <file or flag>: <where>: <what was expected>` on stderr
 * and exit code 2, whatever went wrong (bad flag, broken file, rule system refusing a setup);
 * exit 1 only for a check that ran and failed. Players and scenario authors read these, so a
 * stack trace is never shown — except for real bugs with KASSEN_DEBUG set.
 */
import { CommanderError } from "commander";
import { KassenError } from "../engine/index.ts";
import { echo } from "../shared/limits.ts";
import { sayError } from "./output.ts";

/** Exit code for bad input: flags, files, setups. */
export const EXIT_USAGE = 2;
/** Exit code for a check that ran and failed (scenario differences, replay mismatch). */
export const EXIT_FAIL = 1;

/** A command-line mistake the user can fix (a flag value that does not fit). */
export class UsageError extends KassenError {}

/** Commander's help and version "errors" are successful exits. */
const QUIET_EXITS = new Set(["commander.helpDisplayed", "commander.help", "commander.version"]);

/**
 * A bad flag value in the CLI's shape: commander's "option '-n, --battles <n>' argument 'x' is
 * invalid. expected …" becomes "-n, --battles x: expected …" (the value cut to a readable length).
 */
function flagValueLine(message: string): string {
  const m = /^option '([^']*?)(?: <[^']*>| \[[^']*\])?' argument '(.*)' is invalid\. (.*)$/s.exec(
    message,
  );
  if (m === null) return message;
  const reason = m[3].replace(/^Allowed choices are (.*)\.$/, "expected one of $1");
  return `${m[1]} ${echo(m[2])}: ${reason}`;
}

/** The one line to print for an error, or null when nothing should be printed. */
export function errorLine(err: unknown): string | null {
  if (err instanceof CommanderError) {
    if (QUIET_EXITS.has(err.code)) return null;
    const message = err.message.replace(/^error: /, "");
    return err.code === "commander.invalidArgument" ? flagValueLine(message) : message;
  }
  if (err instanceof KassenError) return err.message;
  // A bug, not a user error: still one line, with the trace only on request.
  const message = err instanceof Error ? err.message : String(err);
  if (process.env.KASSEN_DEBUG && err instanceof Error && err.stack) {
    for (const l of err.stack.split("\n")) sayError(l);
  }
  return `internal error: ${message} (set KASSEN_DEBUG=1 for details)`;
}

/** The exit code for an error. */
export function errorExitCode(err: unknown): number {
  if (err instanceof CommanderError && QUIET_EXITS.has(err.code)) return err.exitCode;
  return EXIT_USAGE;
}

/**
 * What a failed write to stdout or stderr does, instead of a stack trace: output piped into
 * `head` and closed early (EPIPE) ends the program quietly with the exit code it had; any other
 * failure (a full disk: `kassen run … > /dev/full`) is one line on stderr, exit 2. Installed once
 * by the program (main.ts), not by in-process tests.
 */
export function guardOutput(): void {
  const failed = (stream: "stdout" | "stderr") => (err: NodeJS.ErrnoException) => {
    if (err.code === "EPIPE") process.exit(process.exitCode ?? 0);
    if (stream === "stdout") {
      const why = (err.message ?? String(err)).replace(/, write$/, "");
      try {
        process.stderr.write(`kassen: stdout: cannot write: ${why}\n`);
      } catch {
        // stderr is gone too: the exit code is all that is left to say it.
      }
    }
    process.exit(EXIT_USAGE);
  };
  process.stdout.on("error", failed("stdout"));
  process.stderr.on("error", failed("stderr"));
}

/** Prints an error the CLI way and sets the exit code. */
export function reportError(err: unknown): void {
  const line = errorLine(err);
  // sayError escapes it: an error often echoes a file's or a server's text.
  if (line !== null) sayError(`kassen: ${line.split("\n")[0]}`);
  process.exitCode = errorExitCode(err);
}
