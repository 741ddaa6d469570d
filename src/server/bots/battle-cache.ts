/**
 * A worker's battles by table, least recently used dropped first. A job whose history extends the
 * cached one only plays the new choices; anything else (another start, a history that is not an
 * extension — a take-back recorded differently, a table reopened) rebuilds from the start. Either
 * way the battle is exactly the replay of `init` + `choices`, since all randomness is seeded.
 *
 * Bounded by entries and by bytes: a table whose scenario brought content packs starts from up
 * to 256 KB of pack text, which its entry keeps as objects (its init: the worker's content store
 * merges the packs again from it when its own budget dropped them). Each entry counts its start's
 * JSON length × {@link BYTES_PER_START_CHAR}.
 */
import { createHash } from "node:crypto";
import {
  applyChoices,
  type Battle,
  KassenError,
  type Seat,
  startBattle,
} from "../../engine/index.ts";
import { findSystem } from "../../systems/registry.ts";
import type { BotJob } from "./bot-job.ts";

/** A battle kept for a table, and what it was built from. */
interface Entry {
  /** A hash of system id and init as JSON: a job with another start never reuses this battle. */
  start: string;
  /** The init (kept: its pack list lets the content store merge the battle's content again). */
  init: BotJob["init"];
  choices: [Seat, string][];
  battle: Battle;
  /** What it counts for against the byte budget. */
  bytes: number;
}

/**
 * Heap bytes an entry holds per character of its start's JSON: the init's objects (a pack's
 * cards parsed) are a few times their text. Measured with bench/content-memory.ts.
 */
export const BYTES_PER_START_CHAR = 4;

/** Bytes of entries a worker keeps by default (a pack table's counts ~1 MB, a plain one ~1 KB). */
export const DEFAULT_CACHE_BYTES = 24 * 1024 * 1024;

/** How a job's battle was obtained (for tests and the bench). */
export type CacheOutcome = "hit" | "advance" | "rebuild";

/** Whether `prefix` equals the start of `list`. */
function isPrefix(prefix: [Seat, string][], list: [Seat, string][]): boolean {
  if (prefix.length > list.length) return false;
  for (let i = 0; i < prefix.length; i++) {
    if (prefix[i][0] !== list[i][0] || prefix[i][1] !== list[i][1]) return false;
  }
  return true;
}

/** Plays `choices[from..]` on `b`; a refused one becomes one line naming its index. */
function playFrom(b: Battle, choices: [Seat, string][], from: number): void {
  for (let i = from; i < choices.length; i++) {
    try {
      applyChoices(b, [choices[i]]);
    } catch (err) {
      if (!(err instanceof KassenError)) throw err;
      throw new KassenError(`choices[${i}] (${choices[i][0]}: ${choices[i][1]}): ${err.message}`);
    }
  }
}

/** Battles by table id, at most `capacity` of them. */
export class BattleCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(
    readonly capacity = 64,
    readonly maxBytes = DEFAULT_CACHE_BYTES,
  ) {}

  /** Bytes the entries held now count for. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Battles held now. */
  get size(): number {
    return this.#entries.size;
  }

  /** The battle of `job` after all its choices, and how it was obtained. */
  battleFor(job: BotJob): { battle: Battle; outcome: CacheOutcome } {
    const text = JSON.stringify([job.system, job.init]);
    const start = createHash("sha256").update(text).digest("base64");
    const bytes = text.length * BYTES_PER_START_CHAR;
    // A copy: a caller in this thread may push to its list afterwards (a worker's is its own).
    const choices = job.choices.map(([s, o]): [Seat, string] => [s, o]);
    const old = this.#entries.get(job.tableId);
    // Taken out while it is worked on: a refused choice must not leave a half-advanced battle.
    if (old !== undefined) {
      this.#entries.delete(job.tableId);
      this.#bytes -= old.bytes;
    }
    let entry: Entry;
    let outcome: CacheOutcome;
    if (old !== undefined && old.start === start && isPrefix(old.choices, job.choices)) {
      outcome = old.choices.length === job.choices.length ? "hit" : "advance";
      playFrom(old.battle, job.choices, old.choices.length);
      entry = { start, init: old.init, choices, battle: old.battle, bytes: old.bytes };
    } else {
      const system = findSystem(job.system);
      if (system === undefined) throw new KassenError(`unknown system "${job.system}"`);
      const battle = startBattle(system, job.init);
      playFrom(battle, job.choices, 0);
      entry = { start, init: job.init, choices, battle, bytes };
      outcome = "rebuild";
    }
    this.#entries.set(job.tableId, entry);
    this.#bytes += entry.bytes;
    // The oldest go first; the entry just used stays even alone over the budget.
    for (const [id, e] of this.#entries) {
      if (this.#entries.size <= this.capacity && this.#bytes <= this.maxBytes) break;
      if (e === entry) break;
      this.#entries.delete(id);
      this.#bytes -= e.bytes;
    }
    return { battle: entry.battle, outcome };
  }
}
