/**
 * CoC-7e-style d100 roll-under checks (MGR-01…03): typed success levels, bonus and penalty dice,
 * opposed checks. Every check is logged with its dice, target and level.
 */
import type { Battle, Json } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { opt } from "./options.ts";
import {
  D100_FACES,
  EXTREME_DIVISOR,
  FUMBLE_LOW_FROM,
  FUMBLE_LOW_SKILL,
  HARD_DIVISOR,
} from "./rule-numbers.ts";

/** Success levels, worst first (MGR-01). */
export const LEVELS = ["fumble", "failure", "regular", "hard", "extreme", "critical"] as const;
/** A success level. */
export type Level = (typeof LEVELS)[number];

/** The rank of a level: higher is better. */
export function rank(level: Level): number {
  return LEVELS.indexOf(level);
}

/** Whether a level is a success (regular or better). */
export function isSuccess(level: Level): boolean {
  return rank(level) >= rank("regular");
}

/** The level of `roll` against `target` (MGR-01); `fumble` names the CoC-7e threshold option. */
export function levelOf(roll: number, target: number, fumble: "coc7" | "100" = "coc7"): Level {
  if (roll === 1) return "critical";
  const fumbleFrom = fumble === "coc7" && target < FUMBLE_LOW_SKILL ? FUMBLE_LOW_FROM : D100_FACES;
  if (roll >= fumbleFrom) return "fumble";
  if (roll <= Math.floor(target / EXTREME_DIVISOR)) return "extreme";
  if (roll <= Math.floor(target / HARD_DIVISOR)) return "hard";
  if (roll <= target) return "regular";
  return "failure";
}

/** A check's record: what was rolled, against what, and how it came out. */
export interface CheckResult {
  /** The d100 result kept. */
  roll: number;
  target: number;
  level: Level;
  /** Every die rolled: the d100 first, then the extra tens dice (as d10 faces). */
  dice: number[];
  /** Bonus dice minus penalty dice. */
  bonus: number;
  [k: string]: Json;
}

/** Value of tens digit `t` (0…9) and units `u` (0…9); 00 + 0 reads 100. */
function combine(t: number, u: number): number {
  const v = t * 10 + u;
  return v === 0 ? 100 : v;
}

/**
 * Rolls a d100 check against `target` with `bonus` net bonus dice (negative: penalty dice,
 * MGR-02): each extra tens die (d10, face 10 = 0) competes with the d100's tens; the better
 * (bonus) or worse (penalty) result is kept.
 */
export function rollCheck(b: Battle, target: number, bonus = 0): CheckResult {
  const first = b.rollDie(100);
  const dice = [first];
  const units = first % 10;
  let kept = first;
  for (let i = 0; i < Math.abs(bonus); i++) {
    const face = b.rollDie(10);
    dice.push(face);
    const v = combine(face % 10, units);
    kept = bonus > 0 ? Math.min(kept, v) : Math.max(kept, v);
  }
  return { roll: kept, target, level: levelOf(kept, target, opt(b, "fumble")), dice, bonus };
}

/** Rolls and logs a check by `who` with `what` (a skill or attribute term). */
export function check(
  b: Battle,
  who: string,
  what: string,
  target: number,
  bonus = 0,
): CheckResult {
  const r = rollCheck(b, target, bonus);
  if (heard(b))
    b.emit({
      t: "check",
      card: who,
      what,
      roll: r.roll,
      target: r.target,
      level: r.level,
      dice: r.dice,
      bonus: r.bonus,
    });
  return r;
}

/**
 * Opposed checks (MGR-03): the higher success level wins; at the same level the lower roll wins.
 * Returns 1 when `a` wins, -1 when `b` wins, 0 when neither does (both failed, or an exact tie).
 */
export function opposed(a: CheckResult, b: CheckResult): 1 | -1 | 0 {
  const sa = isSuccess(a.level);
  const sb = isSuccess(b.level);
  if (!sa && !sb) return 0;
  if (rank(a.level) !== rank(b.level)) return rank(a.level) > rank(b.level) ? 1 : -1;
  if (a.roll !== b.roll) return a.roll < b.roll ? 1 : -1;
  return 0;
}

/**
 * Whether the defender's check `d` wins an opposed dodge or counter against the attacker's `a`
 * (MGR-42, MGR-43): the defender must succeed; a higher level wins; at the same level option
 * `opposedTie` decides — "roll" (MGR-03: the lower roll; the same roll leaves the attack
 * standing, as `opposed` returning 0 does), "attacker" or "defender".
 */
export function defenderWins(
  d: CheckResult,
  a: CheckResult,
  tie: "roll" | "attacker" | "defender",
): boolean {
  if (!isSuccess(d.level)) return false;
  if (rank(d.level) !== rank(a.level)) return rank(d.level) > rank(a.level);
  if (tie === "roll") return d.roll < a.roll;
  return tie === "defender";
}
