/**
 * The core of every search-on-the-runtime test: a system's lowered runtime must give search bots
 * the very samples the engine gives them. At decisions of random games, the engine's sample
 * (`determinize`, as a SearchBattle valued by the system's evaluator) and the runtime's sample
 * (`LoweredBattle.sample` through the bots' replica) of the same seed are walked with the same
 * chooser: at every step the same deciding seat, the same number of options, option keys that
 * name the same options (one-to-one with the engine's ids across every sample of the decision,
 * as the search tree keys them) and the same value for every seat, bit for bit; forks walked
 * apart from their originals, which must not notice. Then whole games with search bots must
 * make the same decisions with the runtime on and off.
 */
import assert from "node:assert/strict";
import { botContext } from "../../src/bots/bot.ts";
import { evaluatorFor } from "../../src/bots/evaluate.ts";
import { loweredSampler, loweredSearchStats } from "../../src/bots/lowered-search.ts";
import { botSeed, makeBot } from "../../src/bots/registry.ts";
import {
  type BattleInit,
  determinize,
  engineSearch,
  type RuleSystem,
  type SearchBattle,
  type Seat,
  SettleLoopError,
  startBattle,
} from "../../src/engine/index.ts";
import { withLowered } from "../../src/systems/shared/lowered-runtime.ts";
import { LoweredStopError } from "../../src/systems/shared/lowered-stop.ts";

/** What a comparison covered. */
export interface SearchCompared {
  /** Decisions at which samples were compared. */
  decisions: number;
  /** Samples compared (pairs). */
  samples: number;
  /** Steps walked in samples and forks, each compared. */
  steps: number;
  /** Decisions taken back (see {@link CompareSearch.undoEvery}). */
  undone?: number;
}

/** The system, its setup and how much to compare. */
export interface CompareSearch {
  system: RuleSystem;
  init: Omit<BattleInit, "seed">;
  seeds: readonly number[];
  /** Compare at every `every`-th decision of the real game (default 3). */
  every?: number;
  /** Sample seeds per compared decision (default 3). */
  samples?: number;
  /** Steps walked in each sample (default 30; forks walk half). */
  depth?: number;
  /** Decisions per real game at most (default 400). */
  cap?: number;
  /**
   * Take back a decision after every `undoEvery`-th answer, by the seat that may (a GM or KP):
   * the replica must follow the battle back (its history array is replaced, a take-back in it).
   */
  undoEvery?: number;
  undoSeat?: Seat;
}

/** One-to-one keys across the samples of one decision. */
class KeyMap {
  readonly #there = new Map<string | number, string | number>();
  readonly #back = new Map<string | number, string | number>();

  check(engine: string | number, runtime: string | number, at: string): void {
    const t = this.#there.get(engine);
    const b = this.#back.get(runtime);
    if (t === undefined && b === undefined) {
      this.#there.set(engine, runtime);
      this.#back.set(runtime, engine);
      return;
    }
    assert.equal(t, runtime, `${at}: engine option ${engine} had runtime key ${t}, now ${runtime}`);
    assert.equal(b, engine, `${at}: runtime key ${runtime} had engine option ${b}, now ${engine}`);
  }
}

/** Compares one step of the two samples. */
function compareStep(e: SearchBattle, r: SearchBattle, seats: number, keys: KeyMap, at: string) {
  assert.equal(r.pendingIndex, e.pendingIndex, `${at}: deciding seat`);
  assert.equal(r.optionCount, e.optionCount, `${at}: option count`);
  if (e.pendingIndex >= 0) {
    for (let i = 0; i < e.optionCount; i++)
      keys.check(e.optionKey(i), r.optionKey(i), `${at}#${i}`);
  }
  for (let s = 0; s < seats; s++) {
    const ev = e.value(s);
    const rv = r.value(s);
    assert.ok(Object.is(ev, rv), `${at}: value for seat ${s}: engine ${ev}, runtime ${rv}`);
  }
}

/**
 * Answers option `i` on both; false when the walk must end there. The engine may stop a battle
 * with its own loop guard (a random pack's effects can loop): the runtime must stop there too,
 * with its declared stop. The runtime may also stop alone with a declared stop (a count beyond a
 * packed field, where the engine plays on; bots then decide on the engine). Anything else fails.
 */
function answerBoth(e: SearchBattle, r: SearchBattle, i: number, at: string): boolean {
  try {
    e.chooseIndex(i);
  } catch (err) {
    if (!(err instanceof SettleLoopError)) throw err;
    assert.throws(
      () => r.chooseIndex(i),
      LoweredStopError,
      `${at}: the engine stopped (${err.message}); the runtime must too`,
    );
    return false;
  }
  try {
    r.chooseIndex(i);
  } catch (err) {
    if (!(err instanceof LoweredStopError)) throw err;
    return false;
  }
  return true;
}

/** Walks both with one chooser for `depth` steps, comparing every step; returns the steps. */
function walk(
  e: SearchBattle,
  r: SearchBattle,
  seats: number,
  keys: KeyMap,
  depth: number,
  x0: number,
  at: string,
): number {
  let x = x0 >>> 0;
  let steps = 0;
  compareStep(e, r, seats, keys, `${at} step 0`);
  for (let d = 1; d <= depth && e.pendingIndex >= 0; d++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const i = (x >>> 8) % e.optionCount;
    if (!answerBoth(e, r, i, `${at} step ${d}`)) break;
    compareStep(e, r, seats, keys, `${at} step ${d}`);
    steps++;
  }
  return steps;
}

/** Runs the sample comparison; a difference fails naming the seed, decision and step. */
export function compareSearch(c: CompareSearch): SearchCompared {
  const out: SearchCompared = { decisions: 0, samples: 0, steps: 0 };
  const every = c.every ?? 3;
  const perDecision = c.samples ?? 3;
  const depth = c.depth ?? 30;
  const value = evaluatorFor(c.system.id);
  for (const seed of c.seeds) {
    const b = startBattle(c.system, { ...c.init, seed, log: false });
    const seats = b.state.seats.length;
    let x = (seed * 2654435761 + 17) >>> 0;
    for (let d = 0; b.pending !== null && d < (c.cap ?? 400); d++) {
      const p = b.pending;
      if (p.options.length > 1 && d % every === 0) {
        const sampler = loweredSampler(b, p.seat);
        assert.ok(sampler !== null, `seed ${seed} decision ${d}: the runtime offers no samples`);
        const keys = new KeyMap();
        for (let k = 0; k < perDecision; k++) {
          const s = (seed * 7919 + d * 104729 + k * 15485863) | 0;
          const at = `seed ${seed} decision ${d} sample ${s}`;
          const e = engineSearch(determinize(b, p.seat, s), value);
          const r = sampler(s);
          // A fork walked apart first: its originals must still be where they were.
          const ef = e.fork();
          const rf = r.fork();
          out.steps += walk(ef, rf, seats, keys, depth >> 1, s ^ 0x51ed, `${at} fork`);
          out.steps += walk(e, r, seats, keys, depth >> 1, s, at);
          // A fork of originals that have played (and own what they wrote) waits while they
          // play on: their writes must not reach it (copies that share lists until written
          // must mark them shared on both sides).
          const el = e.fork();
          const rl = r.fork();
          out.steps += walk(e, r, seats, keys, depth - (depth >> 1), s ^ 0x2d5, `${at} part 2`);
          out.steps += walk(el, rl, seats, keys, depth >> 1, s ^ 0x7a3f, `${at} later fork`);
          out.samples++;
        }
        out.decisions++;
      }
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      b.chooseIndex((x >>> 8) % p.options.length);
      if (
        c.undoEvery !== undefined &&
        c.undoSeat !== undefined &&
        // A finished battle's result stands: nothing is taken back after the end.
        b.pending !== null &&
        d % c.undoEvery === c.undoEvery - 1
      ) {
        b.takeBack(c.undoSeat);
        out.undone = (out.undone ?? 0) + 1;
      }
    }
  }
  return out;
}

/** The bots' decisions over whole games, and how many the runtime served. */
function botGames(
  c: Pick<CompareSearch, "system" | "init" | "seeds" | "cap">,
  specs: readonly string[],
  lowered: boolean,
): { choices: string[]; served: number; fallbacks: number } {
  const served0 = loweredSearchStats.decisions;
  const fallbacks0 = loweredSearchStats.fallbacks;
  const choices: string[] = [];
  withLowered(lowered, () => {
    for (const seed of c.seeds) {
      const b = startBattle(c.system, { ...c.init, seed, log: false });
      const seats = b.state.seats;
      const bots = seats.map((_, i) => makeBot(specs[i] ?? "random", botSeed(seed, i)));
      for (let d = 0; b.pending !== null && d < (c.cap ?? 300); d++) {
        const p = b.pending;
        const choice = bots[seats.indexOf(p.seat)].choose(botContext(b, p.seat));
        choices.push(`${seed}:${d}:${p.seat}:${choice}`);
        b.choose(p.seat, choice);
      }
    }
  });
  return {
    choices,
    served: loweredSearchStats.decisions - served0,
    fallbacks: loweredSearchStats.fallbacks - fallbacks0,
  };
}

/**
 * Whole games with search bots (`specs` by seat; random where none is named), once thinking on
 * the engine and once on the runtime: the same decisions, the runtime serving and never given
 * up. Returns how many decisions the runtime served.
 */
export function compareBotGames(
  c: Pick<CompareSearch, "system" | "init" | "seeds" | "cap">,
  specs: readonly string[],
): number {
  const engine = botGames(c, specs, false);
  const runtime = botGames(c, specs, true);
  assert.equal(engine.served, 0, "KASSEN_LOWERED=0 must keep bots on the engine");
  assert.equal(runtime.fallbacks, 0, "the runtime gave up on a battle it accepted");
  assert.ok(runtime.served > 0, "the runtime served no bot decision");
  for (let i = 0; i < Math.max(engine.choices.length, runtime.choices.length); i++) {
    assert.equal(runtime.choices[i], engine.choices[i], `decision ${i}`);
  }
  return runtime.served;
}
