/**
 * A free roll at the table (issue 31): an expression of the engine's dice language rolled with
 * the operating system's randomness, never a battle's seeded generator, so talk cannot change a
 * battle's dice, replay or hash. A check (`2D6>=7`) is regular or a failure; on a magical-girl
 * table a `1D100<=T` check has CoC 7e's success levels and may take bonus or penalty dice
 * (`1D100<=55 b1`, `p2`), rolled as the battle's checks are (src/systems/magical-girl/checks.ts).
 *
 * Parsing and checking are apart from rolling (`parseFreeRoll` then `rollFree`), so every limit
 * is checked before a die is drawn, and a test can roll with pinned faces.
 */
import { randomInt } from "node:crypto";
import {
  type CompareOp,
  DiceEvalError,
  type DiceExpr,
  DiceSyntaxError,
  parseCheck,
  parseDice,
  type RollDie,
  rollDice,
} from "../../engine/index.ts";
import { diceCost } from "../../odds/dice-cost.ts";
import {
  grouped,
  MAX_TALK_DICE,
  MAX_TALK_DICE_COST,
  MAX_TALK_DIE_SIDES,
} from "../../shared/limits.ts";
import { levelOf } from "../../systems/magical-girl/checks.ts";
import type { TalkRoll } from "../protocol/server-messages.ts";

/** Bonus or penalty dice one d100 check may take (CoC 7e: at most two). */
const MAX_EXTRA_DICE = 2;

/** A roll read and checked: ready to roll. */
export interface FreeRoll {
  /** The expression as given (trimmed). */
  expr: string;
  left: DiceExpr;
  check: { op: CompareOp; target: DiceExpr } | null;
  /** Net bonus dice (negative: penalty), only on a d100 check. */
  bonus: number;
  /** Whether the check takes CoC 7e's levels (a magical-girl table's `1D100<=T`). */
  coc: boolean;
}

/** A roll that cannot be rolled: one line saying why. */
export class FreeRollError extends Error {}

/** Dice of a term with a literal count and sides, checked against the limits; their number. */
function countDice(e: DiceExpr): number {
  switch (e.kind) {
    case "num":
      return 0;
    case "var":
      throw new FreeRollError(`unknown variable "${e.name}": a free roll knows no stats`);
    case "dice": {
      if (e.count.kind === "var" || e.sides.kind === "var")
        throw new FreeRollError(
          `unknown variable "${e.count.kind === "var" ? e.count.name : (e.sides as { name: string }).name}": a free roll knows no stats`,
        );
      if (e.sides.value > MAX_TALK_DIE_SIDES)
        throw new FreeRollError(
          `a die of ${grouped(e.sides.value)} sides: at most ${grouped(MAX_TALK_DIE_SIDES)}`,
        );
      return e.count.value;
    }
    case "neg":
      return countDice(e.operand);
    case "binary":
      return countDice(e.left) + countDice(e.right);
  }
}

/** Whether `e` is exactly one d100. */
const isD100 = (e: DiceExpr): boolean =>
  e.kind === "dice" &&
  e.count.kind === "num" &&
  e.count.value === 1 &&
  e.sides.kind === "num" &&
  e.sides.value === 100;

/**
 * Reads `text` as a free roll for a table of `system`, checking every limit before anything is
 * rolled (FreeRollError naming what is wrong).
 */
export function parseFreeRoll(text: string, system: string): FreeRoll {
  const expr = text.trim();
  // A trailing " b1" / " p2": bonus or penalty dice on a d100 check.
  const extra = /^(.*\S)\s+([bp])(\d+)$/i.exec(expr);
  const body = extra === null ? expr : extra[1];
  let bonus = 0;
  if (extra !== null) {
    const n = Number(extra[3]);
    if (n < 1 || n > MAX_EXTRA_DICE)
      throw new FreeRollError(
        `${extra[2]}${extra[3]}: expected 1 to ${MAX_EXTRA_DICE} bonus (b) or penalty (p) dice`,
      );
    bonus = extra[2].toLowerCase() === "b" ? n : -n;
  }
  let left: DiceExpr;
  let check: FreeRoll["check"] = null;
  try {
    if (/[<>=≤≥]/.test(body)) {
      const c = parseCheck(body);
      left = c.expr;
      check = { op: c.op, target: c.target };
    } else left = parseDice(body);
  } catch (e) {
    if (e instanceof DiceSyntaxError) throw new FreeRollError(e.message);
    throw e;
  }
  const dice = countDice(left) + (check === null ? 0 : countDice(check.target)) + Math.abs(bonus);
  if (dice > MAX_TALK_DICE)
    throw new FreeRollError(`${grouped(dice)} dice in all: at most ${MAX_TALK_DICE} a roll`);
  const cost = diceCost(left) + (check === null ? 0 : diceCost(check.target));
  if (cost > MAX_TALK_DICE_COST)
    throw new FreeRollError(
      `too costly (estimated ${cost.toExponential(1)} steps, at most ${grouped(MAX_TALK_DICE_COST)})`,
    );
  const d100Check = check !== null && check.op === "<=" && isD100(left);
  if (bonus !== 0 && !d100Check)
    throw new FreeRollError("bonus and penalty dice go on a d100 check only, e.g. 1D100<=55 b1");
  return { expr, left, check, bonus, coc: d100Check && system === "magical-girl" };
}

/** A face from the operating system's generator: 1 to `sides`. */
export const cryptoDie: RollDie = (sides) => randomInt(1, sides + 1);

/** Whether `value op target` holds. */
function holds(value: number, op: CompareOp, target: number): boolean {
  switch (op) {
    case ">=":
      return value >= target;
    case "<=":
      return value <= target;
    case ">":
      return value > target;
    case "<":
      return value < target;
    case "==":
      return value === target;
  }
}

/** A tens digit (0–9) and units digit as a d100 result: 00 and 0 read 100. */
function combine(tens: number, units: number): number {
  const v = tens * 10 + units;
  return v === 0 ? 100 : v;
}

/**
 * Rolls a read roll (`die`: crypto's by default) as the table sees it; `fumble` is a
 * magical-girl table's fumble option. Throws FreeRollError for what only rolling finds
 * (a division by zero).
 */
export function rollFree(
  r: FreeRoll,
  opts: { label?: string; fumble?: "coc7" | "100"; die?: RollDie } = {},
): TalkRoll {
  const die = opts.die ?? cryptoDie;
  const label = opts.label === undefined ? {} : { label: opts.label };
  try {
    const main = rollDice(r.left, die);
    const faces = main.dice.flatMap((d) => [...d.faces]);
    let total = main.total;
    let shown = main.text;
    if (r.bonus !== 0) {
      // As the battle's checks (MGR-02): each extra tens die (a d10, 10 read as 0) competes
      // with the d100's tens; the better (bonus) or worse (penalty) result is kept.
      const units = total % 10;
      const tens: number[] = [];
      for (let i = 0; i < Math.abs(r.bonus); i++) {
        const f = die(10);
        tens.push(f);
        faces.push(f);
        const v = combine(f % 10, units);
        total = r.bonus > 0 ? Math.min(total, v) : Math.max(total, v);
      }
      const word = r.bonus > 0 ? "bonus" : "penalty";
      shown = `${main.text.replace(/ = -?\d+$/, "")} ${word}[${tens.join(",")}] = ${total}`;
    }
    if (r.check === null) return { expr: r.expr, ...label, total, faces, detail: shown };
    const t = rollDice(r.check.target, die);
    faces.push(...t.dice.flatMap((d) => [...d.faces]));
    const target = t.total;
    const targetText = t.dice.length === 0 ? String(target) : t.text;
    const detail = `${shown} ${r.check.op} ${targetText}`;
    const level = r.coc
      ? levelOf(total, target, opts.fumble ?? "coc7")
      : holds(total, r.check.op, target)
        ? "regular"
        : "failure";
    return { expr: r.expr, ...label, total, faces, detail, level, target };
  } catch (e) {
    if (e instanceof DiceEvalError) throw new FreeRollError(e.message);
    throw e;
  }
}
