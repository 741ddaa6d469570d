/**
 * Dice expressions: parse `2D6+3`, `1d100<=45`, `(1D6)/2` or `1dDEF`; roll them with a
 * caller-supplied die; compute their exact odds; print them canonically.
 *
 * Pure computation: no I/O and no hidden randomness.
 */
export type {
  BinaryExpr,
  BinaryOp,
  CompareOp,
  DiceCheck,
  DiceExpr,
  DiceNode,
  DiceSize,
  NegExpr,
  NumExpr,
  VarExpr,
} from "./ast.ts";
export {
  checkProbability,
  type Distribution,
  distribution,
  MAX_OUTCOMES,
  MAX_WORK,
  mean,
  type Outcome,
  type Probability,
  probability,
} from "./distribution.ts";
export { DiceEvalError, DiceSyntaxError } from "./errors.ts";
export { formatCheck, formatDice } from "./format.ts";
export { parseCheck, parseDice } from "./parse.ts";
export { type DiceVars, MAX_DICE_COUNT } from "./resolve.ts";
export { type DiceRoll, type DieRolls, type RollDie, rollDice } from "./roll.ts";
