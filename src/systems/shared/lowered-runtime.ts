/**
 * What a system's lowered runtime offers (SystemEntry.lowered; docs/architecture.md, "Lowered
 * runtimes"): battles prepared once per setup, started per seed, answered by option number, with
 * the engine's option ids built only when asked. Also the two pieces every runtime shares: the
 * registry's wrapper around its prepare/start pair and the check of an answer's number.
 */
import {
  type BattleInit,
  EngineError,
  IllegalChoiceError,
  type SearchBattle,
  type Seat,
} from "../../engine/index.ts";

/**
 * A battle on a system's lowered runtime (see {@link SystemEntry.lowered}): the same decisions,
 * options and result as the engine's battle of the same init and seed.
 */
export interface LoweredBattle {
  /** The seats, in the order the engine's state lists them (bots are seeded by this order). */
  readonly seats: readonly Seat[];
  /** The seat that decides now, or null when the battle is over. */
  readonly pendingSeat: Seat | null;
  /** Its number in `seats`, or -1. */
  readonly pendingIndex: number;
  /** How many options the pending decision has (0 when the battle is over). */
  readonly optionCount: number;
  /** The engine's id of option `i` (built on demand). */
  optionId(i: number): string;
  /** Answers with option number `i`, as Battle.chooseIndex, and runs to the next decision. */
  choose(i: number): void;
  /** How it ended, or null. */
  readonly result: { winner: Seat | null; outcome: string } | null;
  /** What the system's analysis would tally: turns, life lost by and to each seat, cards played. */
  figures(): {
    turns: number | null;
    dealt: Map<Seat, number>;
    taken: Map<Seat, number>;
    played: Set<string>;
  };
  /** Seats the system's evaluator values 1 (the winners of a finished battle). */
  winners(): Seat[];
  /**
   * For search bots (src/bots/lowered-search.ts): a sample of this battle as seat number `seat`
   * may imagine it, exactly as the engine's `determinize(battle, seats[seat], seed)` deals it —
   * the cards hidden from the seat re-dealt among their owner's hidden places, the generator
   * reseeded — as a {@link SearchBattle} valued by the system's evaluator. Absent: bots think
   * on the engine.
   */
  sample?(seat: number, seed: number): SearchBattle;
}

/** A system's lowered runtime: battles prepared once per setup, then started per seed. */
export interface LoweredRuntime {
  /** A template for battles of `init`'s setup and options, or why there is none (engine, then). */
  prepare(
    init: BattleInit,
  ):
    | { template: { start(seed: number): LoweredBattle }; reason: null }
    | { template: null; reason: string };
}

/** The registry's runtime from a system's `prepare` (template or reason) and `start`. */
export function loweredRuntime<T, B extends LoweredBattle>(
  prepare: (init: BattleInit) => { template: T | null; reason: string | null },
  start: (template: T, seed: number) => B,
): LoweredRuntime {
  return {
    prepare(init) {
      const p = prepare(init);
      if (p.template === null) return { template: null, reason: p.reason ?? "refused" };
      const t = p.template;
      return { template: { start: (seed: number): B => start(t, seed) }, reason: null };
    },
  };
}

/** The process's environment, where there is one (the runtimes also run in a browser bundle). */
function env(): Record<string, string | undefined> | undefined {
  return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
}

/**
 * Whether the lowered runtimes are switched off (`KASSEN_LOWERED=0`): simulations and search
 * bots then play on the engine.
 */
export function loweredOff(): boolean {
  return env()?.KASSEN_LOWERED === "0";
}

/**
 * Runs `run` with the lowered runtimes switched on or off (`KASSEN_LOWERED`), then puts the
 * setting back as it was: for tests and benches comparing the two.
 */
export function withLowered<T>(on: boolean, run: () => T): T {
  const e = env();
  if (e === undefined) throw new EngineError("no process environment to switch KASSEN_LOWERED in");
  const was = e.KASSEN_LOWERED;
  e.KASSEN_LOWERED = on ? "1" : "0";
  try {
    return run();
  } finally {
    if (was === undefined) delete e.KASSEN_LOWERED;
    else e.KASSEN_LOWERED = was;
  }
}

/**
 * Throws unless option number `i` answers a pending decision of `count` options (`seat` < 0:
 * none pending), as Battle.chooseIndex refuses one.
 */
export function checkChoice(seat: number, count: number, i: number): void {
  if (seat < 0) throw new IllegalChoiceError("-", `#${i}`, "no decision is pending");
  if (!Number.isInteger(i) || i < 0 || i >= count)
    throw new IllegalChoiceError(`#${seat}`, `#${i}`, `option numbers are 0 to ${count - 1}`);
}
