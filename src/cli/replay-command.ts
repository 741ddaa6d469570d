/**
 * `kassen replay <file>`: plays a replay back and checks it ends on its recorded hash. A replay
 * that no longer reproduces (tampered, or recorded by different rules) exits 1; a file that is
 * not a replay at all exits 2 like any bad input.
 */
import type { Command } from "commander";
import { z } from "zod";
import {
  IllegalChoiceError,
  playReplay,
  type Replay,
  ReplayMismatchError,
} from "../engine/index.ts";
import { findSystem, SYSTEMS } from "../systems/registry.ts";
import { DataFileError, loadDataFile } from "../systems/shared/data-file.ts";
import { EXIT_FAIL } from "./errors.ts";
import { say } from "./output.ts";

/** The replay file format (as written by `kassen run --save-replay`). */
export const ReplayFile = z
  .object({
    kassen: z.string(),
    system: z.string(),
    contentHash: z.string(),
    seed: z.number().int(),
    setup: z.custom<Replay["setup"]>((v) => v !== undefined, "the battle's setup"),
    options: z.record(
      z.string(),
      z.custom<Replay["setup"]>(() => true),
    ),
    pinned: z.array(z.number().int()),
    choices: z.array(z.tuple([z.string(), z.string()])),
    finalHash: z.string(),
  })
  .strict();

/** Registers the command. */
export function registerReplay(program: Command): void {
  program
    .command("replay")
    .description("play a replay back and check it reproduces its final state")
    .argument("<file>", "replay file (JSON, from run --save-replay)")
    .action((file: string) => {
      const replay = loadDataFile(file, ReplayFile) as Replay;
      const system = findSystem(replay.system);
      if (system === undefined) {
        const known = Object.keys(SYSTEMS).join(", ");
        throw new DataFileError(
          file,
          "system",
          `unknown system ${JSON.stringify(replay.system)} (known: ${known})`,
        );
      }
      try {
        const battle = playReplay(system, replay);
        say(`ok ${battle.hash()}`);
      } catch (err) {
        // A refused recorded choice is a mismatch too: the replay no longer reproduces.
        if (!(err instanceof ReplayMismatchError || err instanceof IllegalChoiceError)) throw err;
        say(`mismatch: ${err.message}`);
        process.exitCode = EXIT_FAIL;
      }
    });
}
