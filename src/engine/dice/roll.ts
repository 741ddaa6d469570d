/**
 * Rolling a dice expression with caller-supplied dice.
 *
 * The engine never chooses random numbers itself: the caller passes `rollDie`, backed by a seeded
 * generator in play or by pinned faces in tests and replays, so every roll can be reproduced.
 */
import type { DiceExpr } from "./ast.ts";
import { DiceEvalError } from "./errors.ts";
import { formatWith } from "./format.ts";
import {
  applyOp,
  checked,
  type DiceVars,
  lookupVar,
  resolveCount,
  resolveSides,
} from "./resolve.ts";

/** Returns one face of a die with `sides` faces: an integer from 1 to `sides`. */
export type RollDie = (sides: number) => number;

/** The faces rolled for one dice term, e.g. `{ sides: 6, faces: [3, 5] }` for `2D6`. */
export interface DieRolls {
  readonly sides: number;
  readonly faces: readonly number[];
}

/** The outcome of rolling an expression. */
export interface DiceRoll {
  /** The value of the whole expression. */
  readonly total: number;
  /** One entry per dice term that rolled at least one die, in the order they were rolled. */
  readonly dice: readonly DieRolls[];
  /** The arithmetic, for logs: `2D6[3,5]+3 = 11`. Variables appear as their values. */
  readonly text: string;
}

/**
 * Rolls an expression. Dice terms are rolled left to right as written (`rollDie` is called once
 * per die in that order), so a scripted `rollDie` can pin exact faces.
 *
 * @param expr the expression, e.g. from {@link parseDice}
 * @param rollDie supplies each face; it must return an integer from 1 to `sides`
 * @param vars values for variables such as `STR` or the `DEF` in `1dDEF`
 * @throws {DiceEvalError} for an unknown variable, a dice count over 1000 or below 0, a die with
 *   fewer than 1 side, division by zero, a result beyond safe-integer range, or a bad face.
 */
export function rollDice(expr: DiceExpr, rollDie: RollDie, vars?: DiceVars): DiceRoll {
  // Every dice term in evaluation order, including empty ones (0D6), so that text formatting,
  // which visits leaves in the same order, can pick up the faces by position.
  const groups: DieRolls[] = [];

  const evaluate = (node: DiceExpr): number => {
    switch (node.kind) {
      case "num":
        return node.value;
      case "var":
        return lookupVar(node, vars);
      case "dice": {
        const count = resolveCount(node.count, vars);
        const sides = resolveSides(node.sides, vars);
        const faces: number[] = [];
        let sum = 0;
        for (let i = 0; i < count; i++) {
          const face = rollDie(sides);
          if (!Number.isInteger(face) || face < 1 || face > sides) {
            throw new DiceEvalError(
              `rollDie(${sides}) returned ${String(face)}; expected an integer from 1 to ${sides}`,
            );
          }
          faces.push(face);
          sum += face;
        }
        groups.push({ sides, faces });
        return checked(sum);
      }
      case "neg":
        return checked(-evaluate(node.operand));
      case "binary": {
        // Explicit order: the left operand's dice are rolled first.
        const left = evaluate(node.left);
        const right = evaluate(node.right);
        return applyOp(node.op, left, right);
      }
    }
  };

  const total = evaluate(expr);
  let next = 0;
  const shown = formatWith(expr, {
    dice: () => {
      const { sides, faces } = groups[next++];
      return `${faces.length}D${sides}[${faces.join(",")}]`;
    },
    variable: (node) => {
      const value = lookupVar(node, vars);
      return value < 0 ? `(${value})` : String(value);
    },
  });
  return { total, dice: groups.filter((g) => g.faces.length > 0), text: `${shown} = ${total}` };
}
