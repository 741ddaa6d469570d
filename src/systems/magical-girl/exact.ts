/**
 * Exact arithmetic with authored decimals (MGR-51's multipliers, map distances): a decimal
 * becomes an exact fraction and quotients are taken in integers, since binary floats cannot
 * hold 1.15 (100 × 1.15 is 114.99999999999999 in floats).
 */
import { EngineError } from "../../engine/errors.ts";

/** Exact fractions of the decimals seen so far (content is fixed: a handful of values). */
const FRACTIONS = new Map<number, readonly [number, number]>();

/**
 * A decimal as an exact fraction `[n, d]` (1.15 → 115/100): authored numbers are decimals.
 */
export function fraction(x: number): readonly [number, number] {
  let f = FRACTIONS.get(x);
  if (f !== undefined) return f;
  for (let d = 1; d <= 1e9 && f === undefined; d *= 10) {
    const n = Math.round(x * d);
    if (n / d === x) f = [n, d];
  }
  if (f === undefined) throw new EngineError(`${x} has more than 9 decimal places`);
  FRACTIONS.set(x, f);
  return f;
}

/** ⌊p / q⌋ of integers (q > 0), exact where the float quotient could round up to an integer. */
export function floorDiv(p: number, q: number): number {
  let r = Math.floor(p / q);
  if (r * q > p) r--;
  else if ((r + 1) * q <= p) r++;
  return r;
}

/** ⌈p / q⌉ of integers (q > 0). */
export function ceilDiv(p: number, q: number): number {
  return -floorDiv(-p, q);
}
