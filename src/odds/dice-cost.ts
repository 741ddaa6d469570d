/**
 * What an exact distribution of a dice expression will cost, estimated from the expression alone
 * before anything is enumerated. The dice module refuses single steps that are too big; this
 * bounds the sum of them, so `1D6+1D6+…` two thousand times is refused in a millisecond instead
 * of after twenty seconds of convolutions.
 */
import type { DiceExpr, DiceVars } from "../engine/index.ts";

/** Upper bounds for one sub-expression's distribution. */
interface Estimate {
  /** Distinct values (capped: only its order of magnitude matters). */
  width: number;
  /** Bits of the largest "ways" count (the product of every die's sides). */
  bits: number;
  /** Steps so far: outcome pairs combined, weighted by the size of the counts. */
  cost: number;
}

const CAP = 1e15;

/** A count or size: its literal or variable value; unknown variables count as 1 (they fail later). */
function sizeOf(
  size: { kind: "num"; value: number } | { kind: "var"; name: string },
  vars: DiceVars,
): number {
  if (size.kind === "num") return size.value;
  const v = Object.hasOwn(vars, size.name) ? vars[size.name] : 1;
  return Number.isFinite(v) ? Math.max(1, Math.abs(v)) : 1;
}

/** 64-bit words of a count of `bits` bits (big counts multiply proportionally slower). */
const words = (bits: number): number => Math.ceil(bits / 64) + 1;

function estimate(expr: DiceExpr, vars: DiceVars): Estimate {
  switch (expr.kind) {
    case "num":
    case "var":
      return { width: 1, bits: 0, cost: 0 };
    case "dice": {
      const n = sizeOf(expr.count, vars);
      const s = sizeOf(expr.sides, vars);
      const bits = n * Math.log2(Math.max(2, s));
      const width = Math.min(CAP, n * (s - 1) + 1);
      return { width, bits, cost: Math.min(CAP, width * words(bits)) };
    }
    case "neg":
      return estimate(expr.operand, vars);
    case "binary": {
      const l = estimate(expr.left, vars);
      const r = estimate(expr.right, vars);
      const bits = l.bits + r.bits;
      const pairs = Math.min(CAP, l.width * r.width);
      const width = expr.op === "+" || expr.op === "-" ? l.width + r.width - 1 : pairs;
      const cost = Math.min(CAP, l.cost + r.cost + pairs * words(bits));
      return { width: Math.min(CAP, width), bits, cost };
    }
  }
}

/** The estimated steps an exact distribution of `expr` takes (see MAX_DICE_COST). */
export function diceCost(expr: DiceExpr, vars: DiceVars = {}): number {
  return estimate(expr, vars).cost;
}
