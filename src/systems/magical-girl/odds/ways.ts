/**
 * Exact finite distributions as counts of equally likely ways (BigInt), the shape the engine's
 * dice distributions use, with the few operations the odds questions need: mixing weighted
 * cases, combining two independent values, and reading probabilities and means. Fractions are
 * never reduced, so every table stays an exact `ways / total`.
 */
import type { Distribution } from "../../../engine/index.ts";
import { OddsError } from "../../../odds/errors.ts";

/** Value → ways, out of `total`. */
export interface Ways {
  readonly ways: ReadonlyMap<number, bigint>;
  readonly total: bigint;
}

/** An exact probability. */
export interface Fraction {
  readonly ways: bigint;
  readonly total: bigint;
}

/** A value that always comes up. */
export function point(value: number): Ways {
  return { ways: new Map([[value, 1n]]), total: 1n };
}

/** An engine dice distribution as ways. */
export function fromDistribution(d: Distribution): Ways {
  return { ways: new Map(d.outcomes.map((o) => [o.value, o.ways])), total: d.total };
}

function add(m: Map<number, bigint>, v: number, w: bigint): void {
  if (w !== 0n) m.set(v, (m.get(v) ?? 0n) + w);
}

/** Each value mapped through `f` (values that meet add their ways). */
export function mapValues(d: Ways, f: (v: number) => number): Ways {
  const out = new Map<number, bigint>();
  for (const [v, w] of d.ways) add(out, f(v), w);
  return { ways: out, total: d.total };
}

/** Two independent values combined by `f`: every pair of outcomes, total the product. */
export function combine(a: Ways, b: Ways, f: (x: number, y: number) => number): Ways {
  const out = new Map<number, bigint>();
  for (const [x, wx] of a.ways) for (const [y, wy] of b.ways) add(out, f(x, y), wx * wy);
  return { ways: out, total: a.total * b.total };
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

/**
 * A mixture: case i (with relative `weight`) has distribution `dist`. The total is the sum of the
 * weights times the least common multiple of the cases' totals, so every case scales exactly.
 */
export function mix(parts: readonly { weight: bigint; dist: Ways }[]): Ways {
  const live = parts.filter((p) => p.weight > 0n);
  if (live.length === 0) throw new OddsError("a mixture needs a case with positive weight");
  let lcm = 1n;
  let weights = 0n;
  for (const p of live) {
    lcm = (lcm / gcd(lcm, p.dist.total)) * p.dist.total;
    weights += p.weight;
  }
  const out = new Map<number, bigint>();
  for (const p of live) {
    const scale = p.weight * (lcm / p.dist.total);
    for (const [v, w] of p.dist.ways) add(out, v, w * scale);
  }
  return { ways: out, total: weights * lcm };
}

/** The probability that the value meets `pred`. */
export function prob(d: Ways, pred: (v: number) => boolean): Fraction {
  let ways = 0n;
  for (const [v, w] of d.ways) if (pred(v)) ways += w;
  return { ways, total: d.total };
}

/** A fraction as the nearest float (exact integer parts first, so large totals stay precise). */
export function toFloat(f: Fraction): number {
  const whole = f.ways / f.total;
  const rest = f.ways - whole * f.total;
  const shift = f.total > 2n ** 60n ? f.total / 2n ** 52n : 1n;
  return Number(whole) + Number(rest / shift) / Number(f.total / shift);
}

/** The mean of the values. */
export function meanOf(d: Ways): number {
  let sum = 0n;
  for (const [v, w] of d.ways) sum += BigInt(v) * w;
  return toFloat({ ways: sum, total: d.total });
}

/** The outcomes sorted by value. */
export function sorted(d: Ways): [number, bigint][] {
  return [...d.ways].sort((x, y) => x[0] - y[0]);
}
