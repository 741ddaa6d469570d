/**
 * `kassen tune`'s search over one or several parameters. One parameter: a noisy bisection along
 * its range (line-search.ts). Several: first each parameter alone, the others at their current
 * values (coordinate lines), then all at once along the scaled segment from the corner where the
 * rate is lowest to the one where it is highest; among the answers that reach the target the
 * smallest change wins, measured as Σ |value − current| / (hi − lo) (a parameter with no current
 * value counts from the middle of its range). Whatever budget is left then narrows the intervals
 * of the few points the answer is one of to the asked precision, and the nearest is kept.
 */
import { Z95 } from "../sim/wilson.ts";
import { type Line, type LineSettings, searchLine } from "./line-search.ts";
import { limited, type Oracle } from "./oracle.ts";

/** A parameter's range and current value. */
export interface ParamBox {
  lo: number;
  hi: number;
  integer: boolean;
  current: number | null;
}

/** The budget and precision of a search. */
export interface SearchBudget {
  /** Battles in all. */
  battles: number;
  /** Half-width of the answer's 95% interval at which refining stops. */
  precision: number;
}

/** One searched line and what it found. */
export interface SearchLine {
  /** The parameter varied alone, or -1 for the segment through all of them. */
  axis: number;
  /** Points visited, in order along the line. */
  points: number[][];
  best: number[];
  /** The points the answer is one of (see LineOutcome.finalists). */
  finalists: number[][];
  crossing: boolean;
}

/** What the search found. */
export interface SearchOutcome {
  lines: SearchLine[];
  answer: number[];
  /** The rate crosses the target (or meets it) somewhere in the ranges. */
  reached: boolean;
  /** Σ |answer − current| / (hi − lo). */
  change: number;
}

/** Battles a point needs for its 95% interval to be at most ±`w` wide (at a 50% rate). */
export function battlesFor(w: number): number {
  return Math.ceil((Z95 * Z95 * 0.25) / (w * w));
}

/** Where changes are counted from: the current value, else the range's middle. */
export function referenceOf(p: ParamBox): number {
  return p.current ?? (p.lo + p.hi) / 2;
}

/** Σ |x − reference| / (hi − lo). */
export function changeOf(params: readonly ParamBox[], x: readonly number[]): number {
  return params.reduce((sum, p, i) => sum + Math.abs(x[i] - referenceOf(p)) / (p.hi - p.lo), 0);
}

const rounded = (p: ParamBox, v: number) => (p.integer ? Math.round(v) : v);
const clamp = (p: ParamBox, v: number) => Math.min(p.hi, Math.max(p.lo, v));

/** The line along parameter `axis` alone, the others at `base`. */
function axisLine(params: readonly ParamBox[], base: readonly number[], axis: number): Line {
  const p = params[axis];
  const with_ = (v: number) => base.map((b, i) => (i === axis ? v : b));
  return p.integer
    ? { steps: p.hi - p.lo, at: (k) => with_(p.lo + k) }
    : { steps: null, at: (s) => with_(p.lo + s * (p.hi - p.lo)) };
}

/** The segment from corner `from` to corner `to`, whole parameters rounded. */
function segmentLine(params: readonly ParamBox[], from: number[], to: number[]): Line {
  const allWhole = params.every((p) => p.integer);
  const steps = allWhole ? Math.max(...params.map((_, i) => Math.abs(to[i] - from[i]))) : null;
  const at = (s: number) => {
    const t = steps === null ? s : s / steps;
    return params.map((p, i) => rounded(p, from[i] + t * (to[i] - from[i])));
  };
  return { steps, at };
}

/** Settings for a line of `steps` (null: real) searched with `perLine` battles. */
function lineSettings(
  target: number,
  perLine: number,
  steps: number | null,
  precision: number,
): LineSettings {
  const points = 3 + (steps === null ? 7 : Math.ceil(Math.log2(steps + 1)));
  const pointCap = Math.max(
    20,
    Math.min(Math.ceil(battlesFor(precision) / 2), Math.floor((2 * perLine) / points)),
  );
  return {
    target,
    pointCap,
    endCap: Math.min(battlesFor(precision), Math.max(pointCap, Math.floor(perLine / 3))),
    batch: Math.max(10, Math.ceil(pointCap / 5)),
    resolution: 1 / 100,
  };
}

/** Searches for the values at which the rate meets `target`. */
export async function tuneSearch(
  params: readonly ParamBox[],
  target: number,
  oracle: Oracle,
  budget: SearchBudget,
): Promise<SearchOutcome> {
  const need = battlesFor(budget.precision);
  const reserve = Math.min(need, Math.floor(budget.battles / 4));
  const lineCount = params.length === 1 ? 1 : params.length + 1;
  const lines: SearchLine[] = [];
  const rate = (x: readonly number[]) => {
    const c = oracle.counts(x);
    return c.n === 0 ? Number.NaN : c.wins / c.n;
  };
  const run = async (axis: number, line: Line, linesLeft: number) => {
    const share = Math.floor(Math.max(0, oracle.left() - reserve) / linesLeft);
    const st = lineSettings(target, share, line.steps, budget.precision);
    const found = await searchLine(line, limited(oracle, share), st);
    lines.push({
      axis,
      points: found.positions.map((s) => line.at(s)),
      best: line.at(found.best),
      finalists: found.finalists.map((s) => line.at(s)),
      crossing: found.crossing,
    });
  };

  const base = params.map((p) => rounded(p, clamp(p, referenceOf(p))));
  for (let i = 0; i < params.length; i++) await run(i, axisLine(params, base, i), lineCount - i);
  if (params.length > 1) {
    // From the corner where each parameter alone gave the lower rate to the other corner.
    const from: number[] = [];
    const to: number[] = [];
    params.forEach((p, i) => {
      const line = lines[i];
      const up = !(rate(line.points[line.points.length - 1]) < rate(line.points[0]));
      from.push(up ? p.lo : p.hi);
      to.push(up ? p.hi : p.lo);
    });
    await run(-1, segmentLine(params, from, to), 1);
  }

  const distance = (x: readonly number[]) => Math.abs(rate(x) - target);
  // A crossing counts only where battles were played (a time budget can end a line before any).
  const reaching = lines.filter((l) => l.crossing && oracle.counts(l.best).n > 0);
  const pick = (list: SearchLine[], key: (l: SearchLine) => number) =>
    list.reduce((best, l) => (key(l) < key(best) - 1e-12 ? l : best));
  const chosen =
    reaching.length > 0
      ? pick(reaching, (l) => changeOf(params, l.best) + 1e-6 * distance(l.best))
      : pick(lines, (l) => distance(l.best));
  // Refine: narrow the intervals of the chosen line's finalists with what is left (the least
  // measured first), then keep the one nearest the target.
  const halfWidth = (x: readonly number[]) => {
    const c = oracle.counts(x);
    if (c.n === 0) return Number.POSITIVE_INFINITY;
    const p = c.wins / c.n;
    return Z95 * Math.sqrt(Math.max(p * (1 - p), 1 / c.n) / c.n);
  };
  const finalists = chosen.finalists;
  for (;;) {
    const widest = finalists.reduce((w, x) => (halfWidth(x) > halfWidth(w) ? x : w));
    if (halfWidth(widest) <= budget.precision || oracle.left() <= 0) break;
    await oracle.sample(widest, Math.min(oracle.left(), Math.max(50, Math.ceil(need / 4))));
  }
  const answer = finalists.reduce((best, x) => (distance(x) < distance(best) ? x : best));
  return { lines, answer, reached: reaching.length > 0, change: changeOf(params, answer) };
}
