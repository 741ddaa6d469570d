/**
 * Axis helpers: "nice" steps (1, 2, 2.5, 5 × 10^k) so ticks read as round numbers whatever the
 * range of the data.
 */
import { finite } from "./format.ts";

const MULTIPLES = [1, 2, 2.5, 5, 10];

/** The smallest nice number ≥ `x` (x > 0); 1 for non-positive or non-finite input. */
export function niceCeil(x: number): number {
  const v = finite(x);
  if (v <= 0) return 1;
  const mag = 10 ** Math.floor(Math.log10(v));
  for (const m of MULTIPLES) if (m * mag >= v * (1 - 1e-9)) return m * mag;
  return 10 * mag;
}

/** A nice step that splits `span` into about `count` parts, at least `min`. */
export function niceStep(span: number, count: number, min = 0): number {
  return Math.max(min, niceCeil(finite(span) / Math.max(1, count)));
}

/** Multiples of `step` in [from, to] (at most 100, so a bad step cannot flood the markup). */
export function ticks(from: number, to: number, step: number): number[] {
  if (!(step > 0) || !Number.isFinite(from) || !Number.isFinite(to)) return [];
  const out: number[] = [];
  for (let v = Math.ceil(from / step - 1e-9) * step; v <= to + 1e-9 && out.length < 100; v += step)
    out.push(Math.round(v * 1e6) / 1e6 + 0); // + 0 turns -0 into 0
  return out;
}
