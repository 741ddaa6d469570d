/**
 * The `kassen` command line: run, play, check, validate and replay scenarios, write JSON
 * Schemas, and a menu for playing. Every failure ends as one `kassen: <message>` line.
 */
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Command, type OutputConfiguration } from "commander";
import { registerCheck } from "./check-command.ts";
import { reportError } from "./errors.ts";
import { registerMenu } from "./menu-command.ts";
import { registerOdds } from "./odds-command.ts";
import { registerPlay } from "./play-command.ts";
import { registerReplay } from "./replay-command.ts";
import { registerRun } from "./run-command.ts";
import { registerSchema } from "./schema-command.ts";
import { registerSim } from "./sim-command.ts";
import { registerValidate } from "./validate-command.ts";

/**
 * Builds the program; errors are thrown (not printed, not exited) so main reports them once.
 * `output` redirects help text (tests read it in-process).
 */
export function makeProgram(output: OutputConfiguration = {}): Command {
  const program = new Command("kassen")
    .description("Kassen (合戦): tabletop battle rules, run exactly as the rulebooks say")
    .showHelpAfterError(false)
    // Set before the commands are added: subcommands inherit these settings when created.
    .exitOverride()
    .configureOutput({ ...output, outputError: () => {} });
  registerRun(program);
  registerPlay(program);
  registerCheck(program);
  registerValidate(program);
  registerReplay(program);
  registerSim(program);
  registerSchema(program);
  registerMenu(program);
  registerOdds(program);
  return program;
}

/** Runs the CLI with `argv` (as in process.argv). */
export async function main(argv: string[]): Promise<void> {
  try {
    await makeProgram().parseAsync(argv);
  } catch (err) {
    reportError(err);
  }
}

/** Whether this module is the program being run (not imported, e.g. by a test). */
function isEntry(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntry()) {
  // Output piped into `head` and closed early is not an error worth a stack trace.
  process.stdout.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw err;
  });
  await main(process.argv);
}
