/**
 * Damage (MGR-51, MGR-52) and wounds (MGR-60…62). Final damage = (base × weight multiplier + weight
 * bonus) × attribute multiplier + extra damage + damage bonus. A hard success deals DAM/2 +
 * 1d(DAM/2), an extreme one DAM and a light wound (heavy if the attack already wounds), a
 * critical one extreme + 1d(DAM/2); DAM is the formula's maximum and halves round down.
 */

import { type DiceExpr, parseDice, rollDice } from "../../engine/dice/index.ts";
import type { Battle, CardState } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import type { Level } from "./checks.ts";
import { floorDiv, fraction } from "./exact.ts";
import { flags, type Wound } from "./model.ts";
import { opt } from "./options.ts";
import type { Arm } from "./weapons.ts";

export { fraction };

/** ⌊value × mult⌋ exactly, for a decimal multiplier (a protector's 1.5 persons, MGR-36). */
export function times(value: number, mult: number): number {
  const [n, d] = fraction(mult);
  return floorDiv(value * n, d);
}

/**
 * The formula of MGR-51 on a rolled base and extra (exported for the exact odds), in integers:
 * ⌊(base × wn/wd + bonus) × an/ad⌋ = ⌊(base × wn + bonus × wd) × an / (wd × ad)⌋.
 */
export function formula(arm: Arm, base: number, extra: number): number {
  const [wn, wd] = fraction(arm.weightMul);
  const [an, ad] = fraction(arm.attrMul);
  const scaled = floorDiv((base * wn + arm.weightBonus * wd) * an, wd * ad);
  return scaled + extra + arm.bonus;
}

/** Parsed dice texts: content texts, parsed once (a parsed expression is never written). */
const PARSED = new Map<string, DiceExpr>();

/** `text` parsed (once per text). */
export function diceOf(text: string): DiceExpr {
  let e = PARSED.get(text);
  if (e === undefined) {
    e = parseDice(text);
    if (PARSED.size > 10_000) PARSED.clear();
    PARSED.set(text, e);
  }
  return e;
}

/** DAM of each arm object, found once (arms are frozen content facts). */
const MAX_DAMAGE = new WeakMap<Arm, number>();

/** DAM: the formula's maximum (every die at its highest face). */
export function maxDamage(arm: Arm): number {
  let dam = MAX_DAMAGE.get(arm);
  if (dam === undefined) {
    const top = (sides: number) => sides;
    dam = formula(
      arm,
      rollDice(diceOf(arm.damage), top).total,
      rollDice(diceOf(arm.extra), top).total,
    );
    if (Object.isFrozen(arm)) MAX_DAMAGE.set(arm, dam);
  }
  return dam;
}

/** One die of `n` faces, or 0 when `n` < 1 (half of a 1-point maximum). */
function d(b: Battle, n: number): number {
  return n >= 1 ? b.rollDie(n) : 0;
}

/** Rolls an attack's damage for a hit of `level` (MGR-51, MGR-52) and logs how it was found. */
export function rollDamage(b: Battle, arm: Arm, level: Level, attacker: string): number {
  const dam = maxDamage(arm);
  const half = Math.floor(dam / 2);
  let amount: number;
  let text: string;
  if (level === "critical") {
    const add = d(b, half);
    amount = dam + add;
    text = `${dam}+1d${half}[${add}]`;
  } else if (level === "extreme") {
    amount = dam;
    text = `${dam}`;
  } else if (level === "hard") {
    const add = d(b, half);
    amount = half + add;
    text = `${half}+1d${half}[${add}]`;
  } else {
    const base = rollDice(diceOf(arm.damage), (s) => b.rollDie(s));
    const extra = rollDice(diceOf(arm.extra), (s) => b.rollDie(s));
    amount = formula(arm, base.total, extra.total);
    const faces = (r: typeof base) => r.dice.flatMap((g) => g.faces).join(",");
    // Composed only for someone who reads it (the dice are rolled either way).
    text = heard(b)
      ? `(${arm.damage}[${faces(base)}]×${arm.weightMul}+${arm.weightBonus})×${arm.attrMul}+${arm.extra}[${extra.total}]+${arm.bonus}`
      : "";
  }
  amount = Math.max(0, amount);
  if (heard(b))
    b.emit({ t: "damage-roll", card: attacker, arm: arm.id, level, amount, text, max: dam });
  return amount;
}

/** The wound an attack itself inflicts on a hit (MGR-52: extreme/critical add or raise one). */
export function attackWound(arm: Arm, level: Level): Wound {
  const extreme = level === "extreme" || level === "critical";
  if (extreme) return arm.wound === "light" ? "heavy" : "light";
  return arm.wound;
}

const SEVERITY: Record<Wound, number> = { none: 0, light: 1, heavy: 2 };

/** Raises a fighter's wound to at least `w` (wounds never lessen by damage) and logs it. */
export function wound(b: Battle, c: CardState, w: Wound, why: string): void {
  const f = flags(c);
  if (SEVERITY[w] <= SEVERITY[f.wound]) return;
  f.wound = w;
  b.touch();
  b.emit({ t: "wound", card: c.id, wound: w, why });
}

/** Whether a damage type (MGR-50) counts as 刃形 (edged) for threshold wounds (MGR-60, seed reading). */
export function edged(type: string): boolean {
  return type === "slash" || type === "pierce";
}

/**
 * The wound one hit of `amount` inflicts by the MGR-60 thresholds alone: more than max HP heavy,
 * more than half light; only edged damage counts unless `anyType` (option `woundDamage: any`).
 */
export function thresholdWound(amount: number, max: number, type: string, anyType: boolean): Wound {
  if (amount <= 0 || !(anyType || edged(type))) return "none";
  if (amount > max) return "heavy";
  return amount * 2 > max ? "light" : "none";
}

/** The magical damage types (MGR-50: 魔法伤害), whose special effects the seed names. */
const MAGIC_TYPES = new Set(["fire", "ice", "lightning"]);

/**
 * Takes `amount` damage of `type`: HP falls (not below 0); one hit of more than half max HP
 * inflicts a light wound, more than max HP a heavy one; 0 HP by any damage a light wound
 * (MGR-60); `effect` is the attack's own wound (MGR-52).
 */
export function takeDamage(
  b: Battle,
  c: CardState,
  amount: number,
  type: string,
  effect: Wound = "none",
): void {
  const f = flags(c);
  const max = c.stats.hpMax;
  f.hp = Math.max(0, f.hp - amount);
  b.touch();
  if (heard(b)) {
    b.emit({ t: "damage", card: c.id, amount, type, hp: f.hp });
    // Seed ll.87–89: a magical type names its special effect, with no number to it — logged
    // for the table, whose KP rules what it does (option kpTools adjusts what it changes).
    if (amount > 0 && MAGIC_TYPES.has(type))
      b.emit({ t: "type-effect", card: c.id, type, term: `effect-${type}` });
  }
  const threshold = thresholdWound(amount, max, type, opt(b, "woundDamage") === "any");
  if (threshold !== "none")
    wound(b, c, threshold, threshold === "heavy" ? "over-max" : "over-half");
  if (f.hp === 0) wound(b, c, "light", "zero-hp");
  if (effect !== "none" && amount > 0) wound(b, c, effect, "attack");
}
