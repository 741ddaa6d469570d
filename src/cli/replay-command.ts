/**
 * `kassen replay <file>`: plays a replay back and checks it ends on its recorded hash. A replay
 * that no longer reproduces (tampered, or recorded by different rules) exits 1; a file that is
 * not a replay at all exits 2 like any bad input.
 */
import type { Command } from "commander";
import {
  IllegalChoiceError,
  KassenError,
  playReplay,
  ReplayMismatchError,
} from "../engine/index.ts";
import { isPinnedDiceError } from "../scenario/input-checks.ts";
import { loadReplay } from "../scenario/replay-file.ts";
import { DataFileError } from "../systems/shared/data-file.ts";
import { EXIT_FAIL } from "./errors.ts";
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
    .action((file: string, flags: { json?: boolean }) => {
      const report = (ok: boolean, detail: string): void => {
        if (flags.json) sayJson({ file, ok, [ok ? "hash" : "mismatch"]: detail }, 0);
        else say(ok ? `ok ${detail}` : `mismatch: ${detail}`);
        if (!ok) process.exitCode = EXIT_FAIL;
      };
      try {
        const { replay, system } = loadReplay(file);
        const battle = playReplay(system, replay);
        report(true, battle.hash());
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
