/**
 * Number formatting for the report. Everything goes through `finite` first, so a NaN or an
 * Infinity in a summary (e.g. a rate over zero battles, a speed over zero seconds) shows as a dash
 * instead of "NaN%", and chart geometry never receives a non-number.
 */

/** The dash shown where a figure does not exist. */
export const DASH = "—";

/** `x` when it is a finite number, otherwise `fallback`. */
export function finite(x: unknown, fallback = 0): number {
  return typeof x === "number" && Number.isFinite(x) ? x : fallback;
}

/** `x` clamped to [0, 1] (non-numbers become 0). */
export function clamp01(x: unknown): number {
  return Math.min(1, Math.max(0, finite(x)));
}

/** A coordinate rounded to 0.1 px: short markup, no float noise like 362.00000000000006. */
export function px(x: number): string {
  return String(Math.round(finite(x) * 10) / 10);
}

/** A proportion as a percentage with one decimal: 0.4231 → "42.3%". */
export function pct(p: unknown): string {
  return typeof p === "number" && Number.isFinite(p) ? `${(p * 100).toFixed(1)}%` : DASH;
}

/** A proportion as a bare percentage number (no sign): 0.4231 → "42.3". */
export function pctNum(p: unknown): string {
  return typeof p === "number" && Number.isFinite(p) ? (p * 100).toFixed(1) : DASH;
}

/** A difference of proportions in percentage points with its sign: 0.123 → "+12.3 pt". */
export function points(d: unknown): string {
  if (typeof d !== "number" || !Number.isFinite(d)) return DASH;
  const v = Math.round(d * 1000) / 10;
  const sign = v > 0 ? "+" : v < 0 ? "−" : "±";
  return `${sign}${Math.abs(v).toFixed(1)} pt`;
}

const GROUPED = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const GROUPED_1 = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const GROUPED_2 = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A whole number with thousands separators: 100000 → "100,000". */
export function int(x: unknown): string {
  return typeof x === "number" && Number.isFinite(x) ? GROUPED.format(x) : DASH;
}

/** A number with `digits` (0–2) decimals and thousands separators. */
export function dec(x: unknown, digits: 0 | 1 | 2 = 1): string {
  if (typeof x !== "number" || !Number.isFinite(x)) return DASH;
  return (digits === 0 ? GROUPED : digits === 1 ? GROUPED_1 : GROUPED_2).format(x);
}

/** A statistic as it reads best: whole numbers without decimals (106), others with one (115.7). */
export function stat(x: unknown): string {
  return typeof x === "number" && Number.isInteger(x) ? int(x) : dec(x, 1);
}
