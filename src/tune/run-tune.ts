/**
 * Runs `kassen tune`: checks every varied value the search may reach against the game's schemas
 * before any battle, then searches (tune-search.ts) with battles played on sim's workers — on
 * the system's lowered runtime where it plays the setup exactly, on the engine elsewhere, as
 * `kassen sim` does — and turns what was measured into a {@link TuneResult}.
 */
import type { Seat } from "../engine/index.ts";
import type { SimPlan } from "../sim/plan.ts";
import { wilson } from "../sim/wilson.ts";
import { BattlePool } from "./battle-pool.ts";
import { type Counts, type Oracle, pointKey } from "./oracle.ts";
import type { TuneLine, TuneResult } from "./tune-result.ts";
import { type ParamBox, referenceOf, tuneSearch } from "./tune-search.ts";
import { type VariedPlans, variedPlans } from "./varied-plan.ts";
import type { VarySpec } from "./vary-spec.ts";

/** What to tune. */
export interface TuneRequest {
  plan: SimPlan;
  specs: VarySpec[];
  seat: Seat;
  seatName: string;
  target: number;
  /** Battles in all. */
  battles: number;
  /** Half-width of the answer's interval at which the search stops refining. */
  precision: number;
  /** Wall-clock budget in seconds (none when undefined). */
  seconds?: number;
  workers: number;
  /** Called after each batch with the battles played so far. */
  onProgress?: (done: number) => void;
}

/** A prepared run: the plans of the search's points, all bounds already checked. */
export interface PreparedTune {
  varied: VariedPlans;
  boxes: ParamBox[];
}

/**
 * Resolves the `--vary` flags against the plan and checks, before anything is played, the
 * values the search starts from and each parameter's two bounds (a schema's limits are ranges,
 * so values between the bounds pass too). Throws a KassenError naming the flag.
 */
export function prepareTune(plan: SimPlan, specs: readonly VarySpec[]): PreparedTune {
  const varied = variedPlans(plan, specs);
  const boxes: ParamBox[] = varied.params.map((p) => ({
    lo: p.lo,
    hi: p.hi,
    integer: p.integer,
    current: p.current,
  }));
  const base = boxes.map((b) => {
    const v = Math.min(b.hi, Math.max(b.lo, referenceOf(b)));
    return b.integer ? Math.round(v) : v;
  });
  varied.check(base);
  boxes.forEach((b, i) => {
    for (const v of [b.lo, b.hi]) varied.check(base.map((x, j) => (j === i ? v : x)));
  });
  return { varied, boxes };
}

/** Runs the search; `prepared` comes from {@link prepareTune}. */
export async function runTune(req: TuneRequest, prepared: PreparedTune): Promise<TuneResult> {
  const { varied, boxes } = prepared;
  const t0 = performance.now();
  const counts = new Map<string, Counts>();
  const plans = new Map<string, SimPlan>();
  let spent = 0;
  let timeUp = false;
  const pool = new BattlePool(req.workers, req.plan);
  const countsAt = (x: readonly number[]) => counts.get(pointKey(x)) ?? { wins: 0, n: 0 };
  const oracle: Oracle = {
    counts: countsAt,
    left() {
      if (req.seconds !== undefined && (performance.now() - t0) / 1000 >= req.seconds) {
        timeUp = true;
        return 0;
      }
      return Math.max(0, req.battles - spent);
    },
    async sample(x, battles) {
      const key = pointKey(x);
      const n = Math.min(battles, Math.max(0, req.battles - spent));
      const c = countsAt(x);
      if (n <= 0) return c;
      let plan = plans.get(key);
      if (plan === undefined) plans.set(key, (plan = varied.at(x)));
      const tally = await pool.play(plan, c.n, c.n + n);
      const next = { wins: c.wins + (tally.wins[req.seat] ?? 0), n: c.n + n };
      counts.set(key, next);
      spent += n;
      req.onProgress?.(spent);
      return next;
    },
  };
  let found: Awaited<ReturnType<typeof tuneSearch>>;
  try {
    found = await tuneSearch(boxes, req.target, oracle, {
      battles: req.battles,
      precision: req.precision,
    });
  } finally {
    await pool.close();
  }
  const rateAt = (x: readonly number[]) => {
    const c = countsAt(x);
    return wilson(c.wins, c.n);
  };
  const whats = varied.params.map((p) => p.what);
  const lines: TuneLine[] = found.lines.map((l) => ({
    along: l.axis < 0 ? "segment" : whats[l.axis],
    // A point the time budget reached before any battle is left out of the curve.
    points: l.points
      .map((values) => ({ values, rate: rateAt(values) }))
      .filter((p) => p.rate.n > 0),
  }));
  const rate = rateAt(found.answer);
  return {
    system: req.plan.system,
    source: req.plan.source,
    seed: req.plan.seed,
    lang: req.plan.lang,
    bots: req.plan.bots,
    target: { seat: req.seat, seatName: req.seatName, rate: req.target },
    params: varied.params.map((p) => ({
      what: p.what,
      lo: p.lo,
      hi: p.hi,
      integer: p.integer,
      current: p.current,
    })),
    answer: {
      values: found.answer,
      rate,
      inside: rate.n > 0 && rate.lo <= req.target && req.target <= rate.hi,
      change: found.change,
    },
    reached: found.reached,
    lines,
    battles: spent,
    timing: { seconds: (performance.now() - t0) / 1000, workers: req.workers, timeUp },
  };
}
