/** Proportions with confidence intervals. */
import type { Rate } from "./summary.ts";

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/**
 * `count` out of `n` with its Wilson score interval — unlike the plain p ± z·se it stays inside
 * [0, 1] and behaves at 0% and 100%, which rare outcomes and small card samples hit often.
 */
export function wilson(count: number, n: number, z = Z95): Rate {
  if (n === 0) return { count, n, p: 0, lo: 0, hi: 1 };
  const p = count / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { count, n, p, lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}
