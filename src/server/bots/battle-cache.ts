/**
 * A worker's battles by table, least recently used dropped first. A job whose history extends the
 * cached one only plays the new choices; anything else (another start, a history that is not an
 * extension — a take-back recorded differently, a table reopened) rebuilds from the start. Either
 * way the battle is exactly the replay of `init` + `choices`, since all randomness is seeded.
 */
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
  /** System id and init as JSON: a job with another start never reuses this battle. */
  start: string;
  choices: [Seat, string][];
  battle: Battle;
}

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

  constructor(readonly capacity = 64) {}

  /** Battles held now. */
  get size(): number {
    return this.#entries.size;
  }

  /** The battle of `job` after all its choices, and how it was obtained. */
  battleFor(job: BotJob): { battle: Battle; outcome: CacheOutcome } {
    const start = JSON.stringify([job.system, job.init]);
    // A copy: a caller in this thread may push to its list afterwards (a worker's is its own).
    const choices = job.choices.map(([s, o]): [Seat, string] => [s, o]);
    const old = this.#entries.get(job.tableId);
    // Taken out while it is worked on: a refused choice must not leave a half-advanced battle.
    this.#entries.delete(job.tableId);
    let entry: Entry;
    let outcome: CacheOutcome;
    if (old !== undefined && old.start === start && isPrefix(old.choices, job.choices)) {
      outcome = old.choices.length === job.choices.length ? "hit" : "advance";
      playFrom(old.battle, job.choices, old.choices.length);
      entry = { start, choices, battle: old.battle };
    } else {
      const system = findSystem(job.system);
      if (system === undefined) throw new KassenError(`unknown system "${job.system}"`);
      const battle = startBattle(system, job.init);
      playFrom(battle, job.choices, 0);
      entry = { start, choices, battle };
      outcome = "rebuild";
    }
    this.#entries.set(job.tableId, entry);
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return { battle: entry.battle, outcome };
  }
}
