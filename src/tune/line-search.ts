/**
 * A noisy root search along one line of parameter space: where does the target seat's win rate
 * cross the target? Noisy bisection with sequential tests: at each point visited, battles are
 * played in batches only until the point's 95% Wilson interval leaves the target (a point far
 * from the answer is settled in one batch) or the point's cap is reached (a point near the
 * answer, where the doubt is). The side of an unsettled point is taken from its measured rate.
 * The search stops when the bracket is one step wide (its two ends are then played to the cap)
 * or when two midpoints in a row stayed within the noise of the target; the answer is the
 * point of the last bracket whose rate is nearest the target (the caller may measure those
 * points further before it keeps one: picking the luckiest of several noisy points is biased).
 *
 * It assumes the rate moves one way along the line (more attack, more wins); where it does not,
 * it still ends at a crossing, not necessarily the only one.
 */
import { wilson } from "../sim/wilson.ts";
import type { Counts, Oracle } from "./oracle.ts";

/** A line: positions 0…steps (whole) or 0…1 (real), each mapped to a point. */
export interface Line {
  /** The point at position `s`. */
  at(s: number): number[];
  /** Whole positions 0…steps, or null for real positions in [0, 1]. */
  steps: number | null;
}

/** How a line is searched. */
export interface LineSettings {
  /** The target rate (0…1). */
  target: number;
  /** Battles per batch at a point. */
  batch: number;
  /** Most battles at one point during the search. */
  pointCap: number;
  /**
   * Most battles at an end whose side is in doubt when both ends seem on the same side: whether
   * the target is in reach at all rests on it.
   */
  endCap: number;
  /** Real lines stop when the bracket is this narrow (as a share of the line). */
  resolution: number;
}

/** What a line search found. */
export interface LineOutcome {
  /** Positions visited, ascending. */
  positions: number[];
  /** The answer's position. */
  best: number;
  /**
   * The positions the answer is one of (the ends of a one-step bracket, the points near the
   * target): the caller may measure them further and keep the nearest.
   */
  finalists: number[];
  /** The rate crosses the target between two visited positions (or at one). */
  crossing: boolean;
}

/** The side of the target a point is on: decided by its interval, or (soft) by its rate. */
interface Side {
  sign: -1 | 0 | 1;
  decided: boolean;
}

const sideOf = (c: Counts, target: number): Side => {
  if (c.n === 0) return { sign: 0, decided: false };
  const r = wilson(c.wins, c.n);
  if (r.hi < target) return { sign: -1, decided: true };
  if (r.lo > target) return { sign: 1, decided: true };
  const p = c.wins / c.n;
  return { sign: p < target ? -1 : p > target ? 1 : 0, decided: false };
};

/** Searches `line` for the target; battles come from `oracle`. */
export async function searchLine(
  line: Line,
  oracle: Oracle,
  st: LineSettings,
): Promise<LineOutcome> {
  const visited = new Set<number>();
  const counts = (s: number) => oracle.counts(line.at(s));
  /** Plays at `s` until its side is decided, its cap is reached or the budget ends. */
  const test = async (s: number, cap = st.pointCap): Promise<Side> => {
    visited.add(s);
    const x = line.at(s);
    let c = oracle.counts(x);
    for (;;) {
      const side = sideOf(c, st.target);
      if (side.decided || c.n >= cap || oracle.left() <= 0) return side;
      c = await oracle.sample(x, Math.min(st.batch, cap - c.n));
    }
  };
  const distance = (s: number) => {
    const c = counts(s);
    return c.n === 0 ? Number.POSITIVE_INFINITY : Math.abs(c.wins / c.n - st.target);
  };
  const nearer = (a: number, b: number) => (distance(b) < distance(a) ? b : a);
  const done = (best: number, crossing: boolean, finalists = [best]): LineOutcome => ({
    positions: [...visited].sort((p, q) => p - q),
    best,
    crossing,
    finalists,
  });

  const end = line.steps ?? 1;
  let sa = await test(0);
  let sb = await test(end);
  if (sa.sign === sb.sign && !(sa.decided && sb.decided)) {
    // Both ends seem on one side, but one is in doubt: settle it before calling the target
    // out of reach (at 200 battles an end can read 69% where 1,000 read 73%).
    if (!sa.decided) sa = await test(0, Math.max(st.pointCap, st.endCap));
    if (!sb.decided) sb = await test(end, Math.max(st.pointCap, st.endCap));
  }
  // An end never played (the time budget ran out first) says nothing of a crossing.
  if (counts(0).n === 0 || counts(end).n === 0) return done(nearer(0, end), false);
  if (sa.sign === 0 && sb.sign === 0) return done(nearer(0, end), true, [0, end]);
  // An end measured exactly at the target leans away from the other end: the search then looks
  // inside the range too, and the end stays a finalist if nothing nearer turns up.
  const signA = sa.sign === 0 ? -sb.sign : sa.sign;
  const signB = sb.sign === 0 ? -sa.sign : sb.sign;
  if (signA === signB) {
    // No crossing between the ends: the target is out of the line's reach, unless an end's
    // interval holds it (then that end is the answer).
    const best = nearer(0, end);
    return done(best, !sideOf(counts(best), st.target).decided);
  }
  let a = 0;
  let b = end;
  const narrow = () => (line.steps === null ? b - a <= st.resolution : b - a <= 1);
  // Two midpoints in a row within the noise of the target: the rate there cannot be told from
  // the target at this budget, and narrowing further would only chase noise.
  let unsettled = 0;
  while (!narrow() && oracle.left() > 0 && unsettled < 2) {
    const m = line.steps === null ? (a + b) / 2 : Math.floor((a + b) / 2);
    const sm = await test(m);
    unsettled = sm.decided ? 0 : unsettled + 1;
    // A midpoint measured exactly at the target goes with a (it stays a finalist either way).
    if (sm.sign === signA || sm.sign === 0) a = m;
    else b = m;
  }
  if (narrow()) {
    // Both ends of the last bracket to the cap: the answer is one of them.
    for (const s of [a, b]) {
      const x = line.at(s);
      while (oracle.counts(x).n < st.pointCap && oracle.left() > 0)
        await oracle.sample(x, Math.min(st.batch, st.pointCap - oracle.counts(x).n));
    }
  }
  // The nearest of the points in the last bracket, among those measured well enough.
  const inside = [...visited].filter((s) => s >= a && s <= b);
  const measured = inside.filter((s) => counts(s).n >= st.pointCap / 2);
  const pool = measured.length > 0 ? measured : inside;
  return done(pool.reduce(nearer), true, pool);
}
