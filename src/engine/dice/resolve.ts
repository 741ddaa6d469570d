/**
 * Evaluation rules shared by rolling and by exact distributions, so that both agree on what an
 * expression means: how variables resolve, which dice are legal, and how `/` rounds.
 */
import type { DiceSize, VarExpr } from "./ast.ts";
import { DiceEvalError } from "./errors.ts";

/** Most dice one dice term may roll; more than this is almost certainly a typo or a bad stat. */
export const MAX_DICE_COUNT = 1000;

/** Variable values supplied by the caller, e.g. a character's stats. */
export type DiceVars = Readonly<Record<string, number>>;

/**
 * Looks a variable up, insisting on a safe integer: every operator here is integer arithmetic,
 * and a fractional stat would silently change what `/` and dice counts mean.
 */
export function lookupVar(node: VarExpr, vars: DiceVars | undefined): number {
  // Object.hasOwn so that names like "constructor" are not found on the prototype.
  if (vars === undefined || !Object.hasOwn(vars, node.name)) {
    throw new DiceEvalError(`unknown variable "${node.name}"`, node.name);
  }
  const value = vars[node.name];
  if (typeof value !== "number" || !Number.isSafeInteger(value)) {
    throw new DiceEvalError(
      `variable "${node.name}" must be an integer, got ${String(value)}`,
      node.name,
    );
  }
  return value;
}

function sizeValue(size: DiceSize, vars: DiceVars | undefined): number {
  return size.kind === "num" ? size.value : lookupVar(size, vars);
}

function describe(size: DiceSize, value: number): string {
  return size.kind === "var" ? `${size.name} = ${value}` : String(value);
}

/** Resolves and validates a dice count: an integer from 0 to {@link MAX_DICE_COUNT}. */
export function resolveCount(size: DiceSize, vars: DiceVars | undefined): number {
  const count = sizeValue(size, vars);
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new DiceEvalError(`dice count must be 0 or more, got ${describe(size, count)}`);
  }
  if (count > MAX_DICE_COUNT) {
    throw new DiceEvalError(
      `dice count must be at most ${MAX_DICE_COUNT}, got ${describe(size, count)}`,
    );
  }
  return count;
}

/** Resolves and validates a die's number of sides: an integer of 1 or more. */
export function resolveSides(size: DiceSize, vars: DiceVars | undefined): number {
  const sides = sizeValue(size, vars);
  if (!Number.isSafeInteger(sides) || sides < 1) {
    throw new DiceEvalError(`a die must have at least 1 side, got ${describe(size, sides)}`);
  }
  return sides;
}

/** Rejects results that JavaScript numbers can no longer represent exactly. */
export function checked(value: number): number {
  if (!Number.isSafeInteger(value)) {
    throw new DiceEvalError(`result ${value} is too large to compute exactly`);
  }
  // `+ 0` turns -0 (from 0 * -3 or -(0)) into 0, so results compare and serialize cleanly.
  return value + 0;
}

/**
 * Integer division rounding down, as rulebooks mean by "halve, rounding down".
 * Computed from the remainder rather than `Math.floor(a / b)`, whose float quotient can round up
 * to the next integer for large operands.
 */
export function floorDiv(a: number, b: number): number {
  if (b === 0) throw new DiceEvalError("division by zero");
  const r = a % b;
  const q = (a - r) / b;
  // `%` truncates toward zero; step down when the exact quotient was negative and inexact.
  return (r !== 0 && r < 0 !== b < 0 ? q - 1 : q) + 0;
}

/** Applies a binary operator with the shared semantics and range check. */
export function applyOp(op: "+" | "-" | "*" | "/", a: number, b: number): number {
  switch (op) {
    case "+":
      return checked(a + b);
    case "-":
      return checked(a - b);
    case "*":
      return checked(a * b);
    case "/":
      return floorDiv(a, b);
  }
}
