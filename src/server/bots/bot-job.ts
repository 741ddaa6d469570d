/**
 * What the server asks a bot, and the messages between the bot pool and its workers. Kept apart
 * from the pool and the worker so both import the shapes without importing each other.
 */

import type { PrepAnswer } from "../../build/prepare/prep-types.ts";
import type { BattleInit, Json, Seat } from "../../engine/index.ts";
import type { PrepareJob } from "../build/prepare-job.ts";
import type { LibraryAnswer, LibraryJob } from "../library/library-job.ts";

/** One bot decision the server wants made. */
export interface BotJob {
  /** Cache key: the worker keeps the table's battle between decisions. */
  tableId: string;
  /** System id (`findSystem`). */
  system: string;
  /** How the battle started, secret seed included: it stays server-side (main thread + worker). */
  init: BattleInit;
  /** Every accepted choice so far, in order; `"$undo"` entries are take-backs (`applyChoices`). */
  choices: [Seat, string][];
  /** The bot's seat: must be the seat the battle waits for. */
  seat: Seat;
  /** Bot spec as the CLI takes it: `random`, `greedy:4`, `mcts:200`. */
  spec: string;
}

/**
 * A message to a bot worker: a job to decide, or (tests only, through `BotPool.crashForTest`) an
 * order to die by an uncaught exception, so crash recovery is tested on a real crash.
 */
export type ToBotWorker =
  | { kind: "decide"; id: number; job: BotJob }
  | { kind: "scenario"; id: number; job: ScenarioJob }
  | { kind: "library"; id: number; job: LibraryJob }
  | { kind: "prepare"; id: number; job: PrepareJob }
  | { kind: "crash" };

/**
 * An uploaded scenario to parse and check (a table's, or the lobby's seats question): YAML and a
 * 256 KB pack cost the event loop up to seconds, so a worker does it and hands back plain data.
 */
export interface ScenarioJob {
  /** The system the upload is for (a scenario of another system is refused). */
  system: string;
  text: string;
}

/**
 * A worker's answer to job `id`: the chosen option, the parsed scenario (plain JSON), a library
 * job's answer (its refusals included, as data), a prepared battle's problems and summary, or the
 * error as data (one clear line; `kassen`: a refusal of the input, not a failure).
 */
export type FromBotWorker =
  | { id: number; choice: string }
  | { id: number; scenario: Json }
  | { id: number; library: LibraryAnswer }
  | { id: number; prepared: PrepAnswer }
  | { id: number; error: string; kassen: boolean };
