/**
 * Exact outcome distributions of dice expressions, computed by convolution rather than sampling,
 * so odds shown to players and checked in tests are exact fractions.
 *
 * Counts are "ways" over the full sample space of all dice in the expression: the total is the
 * product of every die's sides (2D6 has 36 ways), and fractions are never reduced, so ways from
 * different expressions over the same dice can be compared directly. BigInt keeps 10D10 and
 * beyond exact.
 */
import type { BinaryOp, CompareOp, DiceCheck, DiceExpr } from "./ast.ts";
import { DiceEvalError } from "./errors.ts";
import { parseCheck } from "./parse.ts";
import {
  applyOp,
  checked,
  type DiceVars,
  lookupVar,
  resolveCount,
  resolveSides,
} from "./resolve.ts";

/**
 * Most distinct values a distribution (or any intermediate one) may have. Beyond this an exact
 * table stops being useful and memory grows quickly, so the computation is refused instead.
 */
export const MAX_OUTCOMES = 100_000;

/**
 * Budget for combining two distributions: pairs of outcomes combined, times the size of the
 * counts in 64-bit words (big counts cost proportionally more to multiply). Bounds running time
 * (to well under a second) the way {@link MAX_OUTCOMES} bounds memory; `1D5000+1D5000` or
 * `400D10+400D10` have few enough outcomes but would take seconds, so they are refused.
 */
export const MAX_WORK = 20_000_000;

/** One possible value and the number of equally likely ways it comes up. */
export interface Outcome {
  readonly value: number;
  readonly ways: bigint;
}

/**
 * An exact distribution: each outcome's probability is `ways / total`. Outcomes are sorted by
 * value, have positive ways, and their ways sum to `total`.
 */
export interface Distribution {
  readonly outcomes: readonly Outcome[];
  readonly total: bigint;
}

/** An exact probability `ways / total`, with `p` as the nearest floating-point value. */
export interface Probability {
  readonly ways: bigint;
  readonly total: bigint;
  readonly p: number;
}

/**
 * The exact distribution of an expression's value.
 *
 * @param vars values for variables, including dice counts and sizes such as the `DEF` in `1dDEF`
 * @throws {DiceEvalError} for the same reasons as rolling (unknown variable, bad dice), when the
 *   divisor of `/` can be 0, or when the result would exceed {@link MAX_OUTCOMES} values or
 *   {@link MAX_WORK} steps.
 */
export function distribution(expr: DiceExpr, vars?: DiceVars): Distribution {
  switch (expr.kind) {
    case "num":
      return constant(expr.value);
    case "var":
      return constant(lookupVar(expr, vars));
    case "dice":
      return diceSum(resolveCount(expr.count, vars), resolveSides(expr.sides, vars));
    case "neg":
      return negate(distribution(expr.operand, vars));
    case "binary":
      // The operands' dice are disjoint, so the two sides are independent and combine pairwise.
      return combine(distribution(expr.left, vars), distribution(expr.right, vars), expr.op);
  }
}

function constant(value: number): Distribution {
  return { outcomes: [{ value, ways: 1n }], total: 1n };
}

function negate(dist: Distribution): Distribution {
  const outcomes = dist.outcomes.map((o) => ({ value: checked(-o.value), ways: o.ways })).reverse();
  return { outcomes, total: dist.total };
}

/** Integers up to 2^53 are exactly representable as doubles. */
const EXACT_FLOAT_LIMIT = 2n ** 53n;

function tooBig(what: string): never {
  throw new DiceEvalError(`${what} is too large to compute exactly`);
}

/**
 * Sum of `count` dice with `sides` sides.
 *
 * The ways to roll `count + j` are the coefficients r_j of P(x) = ((1 - x^S) / (1 - x))^N
 * (N = count, S = sides). Adding dice one at a time would cost N passes over the table; instead,
 * differentiating log P gives (1 - x)(1 - x^S) P' = N (1 - S x^(S-1) + (S-1) x^S) P, which yields
 * a recurrence with a constant number of terms per coefficient:
 *
 *     (j+1) r_(j+1) = (j+N) r_j + (j-S+1-N S) r_(j-S+1) + (N(S-1)-j+S) r_(j-S)
 *
 * (the division by j+1 is always exact). The table is symmetric, so only half is computed.
 */
function diceSum(count: number, sides: number): Distribution {
  if (count === 0) return constant(0);
  if (sides === 1) return constant(count);
  const length = count * (sides - 1) + 1;
  if (length > MAX_OUTCOMES) tooBig(`the distribution of ${count}D${sides}`);

  const n = BigInt(count);
  const s = BigInt(sides);
  const r = new Array<bigint>(length);
  r[0] = 1n;
  const at = (i: number): bigint => (i >= 0 ? r[i] : 0n);
  const half = (length - 1) >> 1;
  for (let j = 0; j < half; j++) {
    const bj = BigInt(j);
    const next =
      (bj + n) * r[j] +
      (bj - s + 1n - n * s) * at(j - sides + 1) +
      (n * (s - 1n) - bj + s) * at(j - sides);
    r[j + 1] = next / (bj + 1n);
  }
  for (let j = half + 1; j < length; j++) r[j] = r[length - 1 - j];
  const outcomes = r.map((ways, i) => ({ value: count + i, ways }));
  return { outcomes, total: s ** n };
}

/** Combines two independent distributions with an arithmetic operator, value by value. */
function combine(a: Distribution, b: Distribution, op: BinaryOp): Distribution {
  if (op === "/" && b.outcomes.some((o) => o.value === 0)) {
    throw new DiceEvalError("division by zero: the divisor can be 0");
  }
  const total = a.total * b.total;
  const words = 1 + Math.floor(bitLength(total) / 64);
  if (a.outcomes.length * b.outcomes.length * words > MAX_WORK) tooBig("the distribution");
  if (op === "+" || op === "-") {
    const dense = combineDense(a, b, op, total);
    if (dense !== undefined) return dense;
  }
  const acc = new Map<number, bigint>();
  for (const x of a.outcomes) {
    for (const y of b.outcomes) {
      const v = applyOp(op, x.value, y.value);
      acc.set(v, (acc.get(v) ?? 0n) + x.ways * y.ways);
    }
    // Checked per row so a runaway product fails before it fills memory.
    if (acc.size > MAX_OUTCOMES) tooBig("the distribution");
  }
  const outcomes = [...acc]
    .map(([value, ways]) => ({ value, ways }))
    .sort((p, q) => p.value - q.value);
  return { outcomes, total };
}

/**
 * `+` and `-` of distributions whose values lie in short ranges (every dice sum does) accumulate
 * into an array indexed by value, which is much faster than a Map. Returns undefined when the
 * range is too wide for that to pay off.
 */
function combineDense(
  a: Distribution,
  b: Distribution,
  op: "+" | "-",
  total: bigint,
): Distribution | undefined {
  // For "-", walk b from its largest value down so both cases are "index = i + j".
  const bs = op === "+" ? b.outcomes : [...b.outcomes].reverse();
  const aMin = a.outcomes[0].value;
  const bStart = op === "+" ? bs[0].value : -bs[0].value;
  const aRange = a.outcomes[a.outcomes.length - 1].value - aMin;
  const bRange = Math.abs(bs[bs.length - 1].value - bs[0].value);
  const length = aRange + bRange + 1;
  if (length > 4 * MAX_OUTCOMES) return undefined;
  const base = checked(aMin + bStart);
  checked(base + length - 1);
  const xs = a.outcomes.map((o) => o.value - aMin);
  const ys = bs.map((o) => (op === "+" ? o.value : -o.value) - bStart);
  const outcomes: Outcome[] = [];
  if (total <= EXACT_FLOAT_LIMIT) {
    // Every partial sum is at most `total`, so plain doubles are exact here and several times
    // faster than BigInt, which allocates on every operation.
    const xw = a.outcomes.map((o) => Number(o.ways));
    const yw = bs.map((o) => Number(o.ways));
    const acc = new Float64Array(length);
    for (let i = 0; i < xs.length; i++) {
      for (let j = 0; j < ys.length; j++) acc[xs[i] + ys[j]] += xw[i] * yw[j];
    }
    for (let k = 0; k < length; k++) {
      if (acc[k] !== 0) outcomes.push({ value: base + k, ways: BigInt(acc[k]) });
    }
  } else {
    const acc = new Array<bigint>(length).fill(0n);
    for (let i = 0; i < xs.length; i++) {
      const w = a.outcomes[i].ways;
      for (let j = 0; j < ys.length; j++) acc[xs[i] + ys[j]] += w * bs[j].ways;
    }
    for (let k = 0; k < length; k++) {
      if (acc[k] !== 0n) outcomes.push({ value: base + k, ways: acc[k] });
    }
  }
  if (outcomes.length > MAX_OUTCOMES) tooBig("the distribution");
  return { outcomes, total };
}

/**
 * The exact probability that a distribution's value satisfies `pred`.
 *
 * @example probability(distribution(parseDice("2D6")), (v) => v === 7) // 6/36
 */
export function probability(dist: Distribution, pred: (value: number) => boolean): Probability {
  let ways = 0n;
  for (const o of dist.outcomes) if (pred(o.value)) ways += o.ways;
  return { ways, total: dist.total, p: ratio(ways, dist.total) };
}

/** The expected value of a distribution, computed exactly and rounded once at the end. */
export function mean(dist: Distribution): number {
  let sum = 0n;
  for (const o of dist.outcomes) sum += BigInt(o.value) * o.ways;
  // Split off the integer part exactly, so a mean like 50244 does not come out as 50243.99999.
  const whole = sum / dist.total;
  return Number(whole) + ratio(sum - whole * dist.total, dist.total);
}

/**
 * The exact probability that a check succeeds, e.g. 21/36 for `2D6+3>=10`. The two sides roll
 * independent dice, so an opposed check such as `1D20+STR>1D20+DEF` counts every pair of
 * outcomes; the total is the product of both sides' totals.
 *
 * @param check a check from {@link parseCheck}, or its source text
 * @param vars values for variables on either side
 * @throws {DiceSyntaxError} when given text that is not a check
 * @throws {DiceEvalError} when either side's distribution cannot be computed
 */
export function checkProbability(check: DiceCheck | string, vars?: DiceVars): Probability {
  const { expr, op, target } = typeof check === "string" ? parseCheck(check) : check;
  const left = distribution(expr, vars);
  const right = distribution(target, vars);
  // prefix[i] = ways of the i smallest left values; a binary search per right value then gives
  // the matching ways in O(log n), without building the (possibly huge) difference table.
  const prefix: bigint[] = [0n];
  for (const o of left.outcomes) prefix.push(prefix[prefix.length - 1] + o.ways);
  let ways = 0n;
  for (const t of right.outcomes) {
    ways += t.ways * waysComparing(left, prefix, op, t.value);
  }
  const total = left.total * right.total;
  return { ways, total, p: ratio(ways, total) };
}

/** Ways of `dist` whose value `v` satisfies `v op target`. */
function waysComparing(
  dist: Distribution,
  prefix: readonly bigint[],
  op: CompareOp,
  target: number,
): bigint {
  const below = prefix[firstIndex(dist, (v) => v >= target)]; // ways of v < target
  const upTo = prefix[firstIndex(dist, (v) => v > target)]; // ways of v <= target
  switch (op) {
    case "<":
      return below;
    case "<=":
      return upTo;
    case ">":
      return dist.total - upTo;
    case ">=":
      return dist.total - below;
    case "==":
      return upTo - below;
  }
}

/** Index of the first outcome satisfying a predicate that is monotone over sorted values. */
function firstIndex(dist: Distribution, pred: (value: number) => boolean): number {
  let lo = 0;
  let hi = dist.outcomes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (pred(dist.outcomes[mid].value)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function bitLength(n: bigint): number {
  return n === 0n ? 0 : n.toString(2).length;
}

/**
 * `num / den` as a float. Converting each BigInt with Number() overflows to Infinity past about
 * 2^1024 (1000D100 has 100^1000 ways), so both are first shifted down to at most 1000 bits, which
 * keeps far more precision than a double holds.
 */
function ratio(num: bigint, den: bigint): number {
  const negative = num < 0n;
  let n = negative ? -num : num;
  let d = den;
  const excess = Math.max(bitLength(n), bitLength(d)) - 1000;
  if (excess > 0) {
    n >>= BigInt(excess);
    d >>= BigInt(excess);
  }
  const r = Number(n) / Number(d);
  return negative ? -r : r;
}
