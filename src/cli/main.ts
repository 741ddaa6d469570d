/**
 * The `kassen` command line: run, play, check, validate and replay scenarios, write JSON
 * Schemas, a menu for playing, and the table server's tables for its operators. Every failure
 * ends as one `kassen: <message>` line.
 */
import { Command, type OutputConfiguration } from "commander";
import { ENGINE_VERSION } from "../engine/state.ts";
import { isEntry } from "../shared/is-entry.ts";
import { PACKAGE_VERSION } from "../shared/version.ts";
import { guardOutput, reportError } from "./errors.ts";

/** What `kassen --version` prints: the package, and the replay / carry-over format it writes. */
export const VERSION_LINE = `kassen ${PACKAGE_VERSION} (replay and carry-over format ${ENGINE_VERSION})`;

/** A command's registration, loaded on demand. */
type Register = (program: Command) => void;

/**
 * The commands in help order, each loaded only when needed: `kassen odds 2D6` should not wait
 * for every rule system's rules and content to load.
 */
const COMMANDS: Record<string, () => Promise<Register>> = {
  run: async () => (await import("./run-command.ts")).registerRun,
  play: async () => (await import("./play-command.ts")).registerPlay,
  check: async () => (await import("./check-command.ts")).registerCheck,
  validate: async () => (await import("./validate-command.ts")).registerValidate,
  replay: async () => (await import("./replay-command.ts")).registerReplay,
  sim: async () => (await import("./sim-command.ts")).registerSim,
  tune: async () => (await import("./tune-command.ts")).registerTune,
  odds: async () => (await import("./odds-command.ts")).registerOdds,
  schema: async () => (await import("./schema-command.ts")).registerSchema,
  tables: async () => (await import("./tables-command.ts")).registerTables,
  menu: async () => (await import("./menu-command.ts")).registerMenu,
  serve: async () => (await import("./serve-command.ts")).registerServe,
  join: async () => (await import("./join-command.ts")).registerJoin,
};

/**
 * Builds the program; errors are thrown (not printed, not exited) so main reports them once.
 * `output` redirects help text (tests read it in-process). `only` registers just that command
 * when it is one (a faster start); otherwise every command is registered.
 */
export async function makeProgram(
  output: OutputConfiguration = {},
  only?: string,
): Promise<Command> {
  const program = new Command("kassen")
    .description("Kassen (合戦): tabletop battle rules, run exactly as the rulebooks say")
    .showHelpAfterError(false)
    .version(VERSION_LINE, "-V, --version", "print the package and replay-format versions")
    // Set before the commands are added: subcommands inherit these settings when created.
    .exitOverride()
    .configureOutput({ ...output, outputError: () => {} });
  const names =
    only !== undefined && Object.hasOwn(COMMANDS, only) ? [only] : Object.keys(COMMANDS);
  for (const name of names) (await COMMANDS[name]())(program);
  return program;
}

/** Runs the CLI with `argv` (as in process.argv). */
export async function main(argv: string[]): Promise<void> {
  try {
    const program = await makeProgram({}, argv[2]);
    await program.parseAsync(argv);
  } catch (err) {
    reportError(err);
  }
}

/**
 * Runs the CLI as the program: what `kassen` does, whether started from this file (tsx) or from
 * the bundle the launcher builds (bin/kassen.mjs).
 */
export async function runAsProgram(argv: string[]): Promise<void> {
  guardOutput();
  await main(argv);
}

// The launcher points sim and bot workers at the bundled workers (see scripts/bundle.mjs), and
// an installed package's server at the browser table built when it was packed.
export { setBotWorkerUrl } from "../server/bots/worker-url.ts";
export { setSimWorkerUrl } from "../sim/worker-url.ts";
export { setWebDir } from "./web-dir.ts";

if (isEntry(import.meta.url)) await runAsProgram(process.argv);
