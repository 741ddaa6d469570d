/**
 * `kassen replay <file>`: plays a replay back and checks it ends on its recorded hash (and names
 * the house rules it played by when any differs from the default). A replay
 * that no longer reproduces (tampered, or recorded by different rules) exits 1; a file that is
 * not a replay at all exits 2 like any bad input.
 */
import { type Command, Option } from "commander";
import {
  IllegalChoiceError,
  KassenError,
  LANGS,
  type Lang,
  playReplay,
  ReplayMismatchError,
} from "../engine/index.ts";
import { houseRules } from "../scenario/house-rules.ts";
import { isPinnedDiceError } from "../scenario/input-checks.ts";
import { loadReplay } from "../scenario/replay-file.ts";
import { DataFileError } from "../systems/shared/data-file.ts";
import { EXIT_FAIL } from "./errors.ts";
import { houseRulesLine } from "./house-rules-line.ts";
import { say, sayJson } from "./output.ts";

// Moved to src/scenario (the server's replay viewer uses them too); kept importable from here.
export { loadReplay, parseReplay, ReplayFile } from "../scenario/replay-file.ts";

/** Registers the command. */
export function registerReplay(program: Command): void {
  program
    .command("replay")
    .description("play a replay back and check it reproduces its final state")
    .argument("<file>", "replay file (JSON, from run --save-replay)")
    .option("--json", "print the outcome as JSON")
    .addOption(
      new Option(
        "--lang <lang>",
        "language of the house-rules line (default: the system's)",
      ).choices(LANGS),
    )
    .action((file: string, flags: { json?: boolean; lang?: Lang }) => {
      const report = (ok: boolean, detail: string): void => {
        if (flags.json) sayJson({ file, ok, [ok ? "hash" : "mismatch"]: detail }, 0);
        else say(ok ? `ok ${detail}` : `mismatch: ${detail}`);
        if (!ok) process.exitCode = EXIT_FAIL;
      };
      try {
        const { replay, system } = loadReplay(file);
        const battle = playReplay(system, replay);
        report(true, battle.hash());
        // Issue 33: the house rules it played by, by name, when any differs from the default.
        const rules = houseRules(system.id, replay.options, flags.lang ?? system.lang);
        const line = houseRulesLine(rules, flags.lang ?? system.lang);
        if (!flags.json && line !== null && rules.some((r) => r.changed)) say(line);
      } catch (err) {
        // A refused recorded choice is a mismatch too: the replay no longer reproduces.
        if (err instanceof ReplayMismatchError || err instanceof IllegalChoiceError) {
          report(false, err.message);
          return;
        }
        // Anything else the engine refuses while playing back is this file's problem: name it.
        if (err instanceof KassenError && !(err instanceof DataFileError)) {
          throw new DataFileError(file, isPinnedDiceError(err) ? "pinned" : "", err.message);
        }
        throw err;
      }
    });
}
