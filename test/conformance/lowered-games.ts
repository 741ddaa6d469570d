/**
 * The core of every runtime-equivalence test (test/<system>/runtime-equivalence.test.ts): the
 * engine and a system's lowered runtime driven with the same index chooser. At every decision
 * the same deciding seat and the same option ids in the same order; at the end the same result,
 * the same length, the same figures the system's analysis tallies from the engine's events
 * (dealt, taken, cards played) and the same winners by its evaluator. Hooks let a system compare
 * more at each decision (its state, its last check) or stop where its runtime stops.
 */
import assert from "node:assert/strict";
import type { BattleTally, SystemAnalysis } from "../../src/analysis/system-analysis.ts";
import {
  type Battle,
  type BattleInit,
  type LogEvent,
  type RuleSystem,
  startBattle,
} from "../../src/engine/index.ts";
import type { LoweredBattle } from "../../src/systems/shared/lowered-runtime.ts";

/** What one run compared. */
export interface GamesCompared {
  /** Decisions compared, over all seeds. */
  decisions: number;
  /** Games played to their end on both. */
  ended: number;
  /** Games stopped before their end: by the cap, a hook (`stopBefore`) or an error. */
  stopped: number;
}

/** The two sides, the init and the seeds, and the hooks. */
export interface CompareGames<B extends LoweredBattle> {
  system: RuleSystem;
  analysis: SystemAnalysis;
  /** A runtime battle of the prepared template for `seed`. */
  start: (seed: number) => B;
  init: Omit<BattleInit, "seed">;
  seeds: readonly number[];
  /** Decisions per game before the comparison stops it (counted as stopped). */
  cap?: number;
  /** Every engine event, beside the analysis's tally. */
  observe?: (e: LogEvent) => void;
  /**
   * Compares more at each decision, after its seat and options, and once more when the game is
   * over (`b.pending` is null then); `at` names the seed and decision.
   */
  eachStep?: (b: Battle, r: B, at: string) => void;
  /** True: stop this game before choosing `i` (e.g. an option the runtime does not play yet). */
  stopBefore?: (r: B, i: number) => boolean;
  /** The engine threw on choice `i`: assert what the runtime does there; the game stops. */
  engineError?: (err: unknown, r: B, i: number, at: string) => void;
  /**
   * The runtime threw where the engine went on (a declared stop: the simulator then plays the
   * battle on the engine): assert it is allowed; the game stops. Without it, the error fails.
   */
  runtimeError?: (err: unknown, at: string) => void;
}

/** Runs the comparison; every difference fails with the seed and decision it happened at. */
export function compareGames<B extends LoweredBattle>(c: CompareGames<B>): GamesCompared {
  const out: GamesCompared = { decisions: 0, ended: 0, stopped: 0 };
  const cap = c.cap ?? 5000;
  for (const seed of c.seeds) {
    const dealt = new Map<string, number>();
    const taken = new Map<string, number>();
    const played = new Set<string>();
    const tally: BattleTally = {
      damage(from, to, amount) {
        if (from !== null) dealt.set(from, (dealt.get(from) ?? 0) + amount);
        taken.set(to, (taken.get(to) ?? 0) + amount);
      },
      played: (seat, def) => played.add(`${seat}\t${def}`),
    };
    const b = startBattle(c.system, { ...c.init, seed, log: false }, (e, bb) => {
      c.observe?.(e);
      c.analysis.observe?.(e, bb.state, tally);
    });
    const r = c.start(seed);
    assert.deepEqual(r.seats, b.state.seats, `seed ${seed}: seats`);
    let x = (seed * 2654435761) >>> 0;
    let stopped = false;
    for (let d = 0; ; d++) {
      const at = `seed ${seed}, decision ${d}`;
      const ep = b.pending;
      assert.equal(r.pendingSeat, ep?.seat ?? null, `${at}: deciding seat`);
      if (ep === null) {
        c.eachStep?.(b, r, at);
        break;
      }
      if (d >= cap) {
        // A game this long stops here on both (the counts say how many did).
        stopped = true;
        break;
      }
      const ids: string[] = [];
      for (let i = 0; i < r.optionCount; i++) ids.push(r.optionId(i));
      const eids = ep.options.map((o) => o.id);
      // One string compare first (fast); deepEqual only to show a difference.
      if (ids.join("\n") !== eids.join("\n")) assert.deepEqual(ids, eids, `${at}: options`);
      c.eachStep?.(b, r, at);
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      const i = (x >>> 8) % ids.length;
      out.decisions++;
      if (c.stopBefore?.(r, i) === true) {
        stopped = true;
        break;
      }
      let engineError: unknown = null;
      try {
        b.chooseIndex(i);
      } catch (err) {
        engineError = err;
      }
      if (engineError !== null) {
        if (c.engineError === undefined) throw engineError;
        c.engineError(engineError, r, i, at);
        stopped = true;
        break;
      }
      try {
        r.choose(i);
      } catch (err) {
        if (c.runtimeError === undefined) throw err;
        c.runtimeError(err, at);
        stopped = true;
        break;
      }
    }
    if (stopped) {
      out.stopped++;
      continue;
    }
    const er = b.result;
    assert.ok(er !== null, `seed ${seed}: the engine's battle ended`);
    assert.deepEqual(r.result, { winner: er.winner, outcome: er.outcome }, `seed ${seed}: result`);
    const f = r.figures();
    assert.equal(f.turns, c.analysis.turns?.(b.state) ?? null, `seed ${seed}: turns`);
    assert.deepEqual([...f.dealt].sort(), [...dealt].sort(), `seed ${seed}: dealt`);
    assert.deepEqual([...f.taken].sort(), [...taken].sort(), `seed ${seed}: taken`);
    assert.deepEqual([...f.played].sort(), [...played].sort(), `seed ${seed}: cards played`);
    assert.deepEqual(
      r.winners(),
      b.state.seats.filter((s) => c.analysis.evaluate(b.state, s) === 1),
      `seed ${seed}: winners`,
    );
    out.ended++;
  }
  return out;
}
