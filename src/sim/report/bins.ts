/**
 * Grouping a length histogram into at most a few dozen bars. A summary keeps one entry per
 * distinct length, and long games can have hundreds of distinct lengths; a bar per value would be
 * a hairline each. Bins have a nice integer width and include the empty values between entries,
 * so gaps in the data show as gaps.
 */
import { finite } from "./format.ts";
import { niceCeil } from "./scale.ts";

/** One bar: battles whose length v satisfies from ≤ v < to. */
export interface Bin {
  from: number;
  to: number;
  count: number;
}

/**
 * Bins `[value, battles]` pairs into at most about `maxBins` bins of equal whole width. Entries
 * with a non-finite value or a non-positive count are ignored; an empty input gives no bins.
 */
export function binHistogram(histogram: [number, number][], maxBins = 40): Bin[] {
  const entries = histogram
    .map(([v, c]) => [Math.floor(finite(v, Number.NaN)), finite(c)] as const)
    .filter(([v, c]) => Number.isFinite(v) && c > 0);
  if (entries.length === 0) return [];
  let min = entries[0][0];
  let max = min;
  for (const [v] of entries) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const span = max - min + 1;
  // Up to 1.5 × maxBins single values still read well; beyond that, group.
  const width = span <= maxBins * 1.5 ? 1 : Math.max(1, Math.ceil(niceCeil(span / maxBins)));
  const start = Math.floor(min / width) * width;
  const count = Math.floor((max - start) / width) + 1;
  const bins: Bin[] = [];
  for (let i = 0; i < count; i++)
    bins.push({ from: start + i * width, to: start + (i + 1) * width, count: 0 });
  for (const [v, c] of entries) bins[Math.floor((v - start) / width)].count += c;
  return bins;
}

/** A histogram whose long tail was folded into its last value, and what was folded. */
export interface Clipped {
  histogram: [number, number][];
  /** The 99th percentile the axis stops at, when clipped. */
  p99?: number;
  /** Battles longer than it, all counted at p99 + 1. */
  folded: number;
}

/**
 * Folds the values above the 99th percentile into one entry just past it, when they would
 * otherwise squeeze the chart (the longest value more than 1.5 × the 99th percentile): one
 * 3,590-decision outlier must not turn a histogram of 30–200-decision games into two bars.
 */
export function clipAtP99(histogram: [number, number][]): Clipped {
  const total = histogram.reduce((sum, [, c]) => sum + Math.max(0, finite(c)), 0);
  if (total === 0) return { histogram, folded: 0 };
  const sorted = [...histogram].sort((a, b) => a[0] - b[0]);
  let seen = 0;
  let p99 = sorted[sorted.length - 1][0];
  for (const [v, c] of sorted) {
    seen += Math.max(0, finite(c));
    if (seen >= 0.99 * total) {
      p99 = v;
      break;
    }
  }
  const max = sorted[sorted.length - 1][0];
  if (max <= 1.5 * p99 + 10) return { histogram, folded: 0 };
  const kept = sorted.filter(([v]) => v <= p99);
  const folded = sorted.filter(([v]) => v > p99).reduce((sum, [, c]) => sum + finite(c), 0);
  return { histogram: [...kept, [p99 + 1, folded]], p99, folded };
}
