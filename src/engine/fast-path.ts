/**
 * A battle's fast path: the lowered runtime behind the Battle API. A battle started with its log
 * off and nobody observing it (no `onEvent`, no `afterStep`) plays its answers by number
 * (`chooseIndex`, or `choose` with an id the runtime lists) on its system's lowered runtime — the
 * same decisions, option ids and result as the engine, integers inside — and keeps only the
 * answers. The engine's state is built when someone first looks at it (`state`, `pending`, a
 * view, a hash, a fork, a finished battle's result): the battle is started again on the engine
 * and given the same answers, and plays on there. So `startBattle` + `pendingSeat` /
 * `optionCount` / `chooseIndex` / `result` runs at the runtime's speed, and everything else of
 * the API sees exactly the battle the engine would have played.
 *
 * The engine imports no system: the registry hands it a starter (`setFastStarter`) that finds a
 * system's runtime and refuses what it cannot play exactly (pinned dice, opaque ids, a setup or
 * option its runtime does not take, `KASSEN_LOWERED=0`).
 */
import type { BattleInit, RuleSystem } from "./system.ts";
import type { Seat } from "./types.ts";

/**
 * What a fast path throws when it stops inside an answer (a loop guard, a count beyond what it
 * packs): nothing it says holds any more, and the engine plays the answer instead. The systems'
 * runtimes throw their LoweredStopError, a kind of it.
 */
export class FastPathStop extends Error {}

/** A battle on a lowered runtime, as the fast path drives it (the runtime's battle itself). */
export interface FastBattle {
  /** The seat that decides now, or null when the battle is over. */
  readonly pendingSeat: Seat | null;
  /** How many options the pending decision has (0 when the battle is over). */
  readonly optionCount: number;
  /** The engine's id of option `i` (built on demand). */
  optionId(i: number): string;
  /**
   * Answers with option number `i` (already checked) and runs to the next decision; throws
   * {@link FastPathStop} when it stopped inside it.
   */
  choose(i: number): void;
}

/** Starts `init`'s battle on its system's runtime, or null when the engine must play it. */
export type FastStarter = (system: RuleSystem, init: BattleInit) => FastBattle | null;

let starter: FastStarter | null = null;

/** Installs the starter (the system registry does, once; null switches the fast path off). */
export function setFastStarter(s: FastStarter | null): void {
  starter = s;
}

/**
 * The fast path for a battle of `init`, or null: only for a battle nobody watches (log off, no
 * event observer), whose system's runtime can play it.
 */
export function fastStart(
  system: RuleSystem,
  init: BattleInit,
  observed: boolean,
): FastBattle | null {
  if (starter === null || observed || init.log !== false) return null;
  return starter(system, init);
}
