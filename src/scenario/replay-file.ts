/**
 * The replay file: its format, and reading and checking one (`kassen replay`, and the table
 * server's replay viewer route, which takes a replay's text instead of a file). Here, not in
 * src/cli, because the server uses it too and src/cli depends on src/server, not the reverse.
 */
import { z } from "zod";
import { KassenError, type Replay, ReplayMismatchError, type RuleSystem } from "../engine/index.ts";
import {
  MAX_ID_CHARS,
  MAX_OPTION_ID_CHARS,
  MAX_PINNED_DICE,
  MAX_REPLAY_BYTES,
  MAX_REPLAY_CHOICES,
} from "../shared/limits.ts";
import { findSystem, SYSTEMS } from "../systems/registry.ts";
import {
  checkJsonDepth,
  DataFileError,
  parseJsonText,
  readDataFile,
} from "../systems/shared/data-file.ts";
import { checkOptions, checkSetupLists } from "./input-checks.ts";
import { setupError } from "./load.ts";

/** The replay file format (as written by `kassen run --save-replay`). */
export const ReplayFile = z
  .object({
    kassen: z.string().max(MAX_ID_CHARS),
    system: z.string().max(MAX_ID_CHARS),
    contentHash: z.string().max(MAX_ID_CHARS),
    seed: z.number().int(),
    setup: z.custom<Replay["setup"]>((v) => v !== undefined, "the battle's setup"),
    options: z.record(
      z.string(),
      z.custom<Replay["setup"]>(() => true),
    ),
    pinned: z.array(z.number().int()).max(MAX_PINNED_DICE),
    choices: z
      .array(z.tuple([z.string().max(MAX_ID_CHARS), z.string().max(MAX_OPTION_ID_CHARS)]))
      .max(MAX_REPLAY_CHOICES),
    finalHash: z.string().max(MAX_ID_CHARS),
    // Played battles (new games, the table server) name their cards with opaque ids.
    ids: z.literal("opaque").optional(),
  })
  .strict();

/**
 * Reads and checks a replay file: JSON (parsed by JSON.parse, within MAX_REPLAY_BYTES), the
 * replay format, a known system, options and a setup that system accepts. Every problem is a
 * DataFileError naming the file; a file that is no replay at all (a scenario) says so.
 */
export function loadReplay(file: string): { replay: Replay; system: RuleSystem } {
  return parseReplay(readDataFile(file, MAX_REPLAY_BYTES), file);
}

/** Checks replay text as {@link loadReplay} does; `file` names it in errors. */
export function parseReplay(text: string, file: string): { replay: Replay; system: RuleSystem } {
  // Before the first JSON.parse below, which any depth would cost seconds.
  checkJsonDepth(text, file);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON: parseJsonText below names the syntax error (a YAML scenario is not a replay).
  }
  if (
    data !== null &&
    typeof data === "object" &&
    !Array.isArray(data) &&
    !("kassen" in data) &&
    ("setup" in data || "system" in data)
  ) {
    throw new DataFileError(
      file,
      "",
      "not a replay: expected a kassen: version (a scenario? use kassen run)",
    );
  }
  if (data === undefined && /^\s*[\w-]+:/m.test(text)) {
    throw new DataFileError(
      file,
      "",
      "not a replay: expected JSON as --save-replay writes it, got YAML",
    );
  }
  const replay = parseJsonText(text, file, ReplayFile) as Replay;
  const system = findSystem(replay.system);
  if (system === undefined) {
    const known = Object.keys(SYSTEMS).join(", ");
    throw new DataFileError(
      file,
      "system",
      `unknown system ${JSON.stringify(replay.system)} (known: ${known})`,
    );
  }
  const recordedOn = Object.values(SYSTEMS).find(
    (s) => s.contentHash === replay.contentHash && s.id !== system.id,
  );
  if (recordedOn !== undefined) {
    throw new ReplayMismatchError(
      `system is "${system.id}" but the replay was recorded on "${recordedOn.id}" (its contentHash)`,
    );
  }
  checkOptions(system.id, replay.options, file);
  checkSetupLists(replay.setup, file);
  try {
    system.create({ seed: replay.seed, setup: replay.setup, options: replay.options });
  } catch (err) {
    if (err instanceof KassenError) throw setupError(err, file);
    throw err;
  }
  return { replay, system };
}
