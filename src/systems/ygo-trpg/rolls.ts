/**
 * Typed 2D6 checks (YGT-13, YGT-22, YGT-23, YGT-29). Every check records its base, its dice,
 * its extra dice, total, target (summon), fumble (double 1), critical (double 6) and success, and
 * a line of arithmetic for the log: "18 + [6,6] + 2 (crit) + 5 (attr) = 37".
 * Dice come from the engine's dice expressions rolled on `b.rollDie`, so pinned dice apply.
 */

import { parseDice, rollDice } from "../../engine/dice/index.ts";
import type { Battle, Json } from "../../engine/index.ts";
import { STAT_DIVISOR, SUMMON_LEVEL_MULT } from "./rule-numbers.ts";

/** What the rolls read of a battle: its die (so the odds can roll every face, odds/dice-only.ts). */
export type Roller = Pick<Battle, "rollDie">;

const TWO_D6 = parseDice("2D6");
const ONE_D6 = parseDice("1D6");

/** One typed check result, stored as plain JSON in the log. */
export interface CheckResult {
  [key: string]: Json;
  kind: "summon" | "attack" | "defense";
  base: number;
  dice: number[];
  /** Extra dice by reason: `crit` (double 6), `attr` (反属性 bonus). */
  extra: { [reason: string]: number };
  total: number;
  /** The number to reach (summon checks only). */
  target: number | null;
  fumble: boolean;
  critical: boolean;
  /** Summon: total ≥ target; attack: not a fumble; defense: always true. */
  success: boolean;
  text: string;
}

function roll(b: Roller, expr: typeof TWO_D6): number[] {
  return [...rollDice(expr, (sides) => b.rollDie(sides)).dice[0].faces];
}

/**
 * The attacker's roll as its total alone, or -1 on a fumble: the same dice in the same order as
 * {@link attackRoll} (2D6, then 1D6 for a critical, then 1D6 for the attribute), for a battle
 * whose events no one sees. One D6 is `b.rollDie(6)`, as the dice expressions roll it.
 */
export function attackTotal(b: Roller, atk: number, attrBonus: boolean): number {
  const d0 = b.rollDie(6);
  const d1 = b.rollDie(6);
  if (d0 === 1 && d1 === 1) return -1;
  let total = Math.floor(atk / STAT_DIVISOR) + d0 + d1;
  if (d0 === 6 && d1 === 6) total += b.rollDie(6);
  if (attrBonus) total += b.rollDie(6);
  return total;
}

/** The defender's roll as its total alone: the same dice as {@link defenseRoll}. */
export function defenseTotal(b: Roller, def: number): number {
  const d0 = b.rollDie(6);
  const d1 = b.rollDie(6);
  let total = Math.floor(def / STAT_DIVISOR) + (d0 === 1 && d1 === 1 ? 0 : d0 + d1);
  if (d0 === 6 && d1 === 6) total += b.rollDie(6);
  return total;
}

/**
 * What double 1 / double 6 do on a summon check (option `summonDoubles`, seed l.40): "auto" =
 * fail / succeed whatever the sum; "attack" = as the attacker's roll (l.41): fail / add 1D;
 * "none" = nothing, the sum decides.
 */
export type SummonDoubles = "auto" | "attack" | "none";

/** Whether a summon check succeeds, from its dice alone (see {@link summonCheck}). */
export function summonSucceeds(
  b: Roller,
  level: number,
  bonus: number,
  doubles: SummonDoubles = "auto",
): boolean {
  const d0 = b.rollDie(6);
  const d1 = b.rollDie(6);
  const target = level * SUMMON_LEVEL_MULT;
  if (doubles === "none") return bonus + d0 + d1 >= target;
  if (d0 === 1 && d1 === 1) return false;
  if (d0 === 6 && d1 === 6) return doubles === "auto" || bonus + 12 + b.rollDie(6) >= target;
  return bonus + d0 + d1 >= target;
}

function describe(base: number, dice: number[], extra: Record<string, number>, zeroed: boolean) {
  let t = `${base} + [${dice.join(",")}]${zeroed ? " (fumble → 0)" : ""}`;
  for (const [why, v] of Object.entries(extra)) t += ` + ${v} (${why})`;
  return t;
}

/**
 * Summon check: level × 2 ≤ attribute bonus + job bonus + 2D6 (YGT-13). Default reading
 * (`doubles` "auto"): double 1 fails and double 6 succeeds whatever the sum (the seed's
 * fumble/critical rule, applied to every check); see {@link SummonDoubles} for the others.
 */
export function summonCheck(
  b: Roller,
  level: number,
  bonus: number,
  doubles: SummonDoubles = "auto",
): CheckResult {
  const dice = roll(b, TWO_D6);
  const target = level * SUMMON_LEVEL_MULT;
  const fumble = doubles !== "none" && dice[0] === 1 && dice[1] === 1;
  const critical = doubles !== "none" && dice[0] === 6 && dice[1] === 6;
  const extra: Record<string, number> = {};
  if (critical && doubles === "attack") extra.crit = roll(b, ONE_D6)[0];
  let total = bonus + dice[0] + dice[1];
  for (const v of Object.values(extra)) total += v;
  const success = fumble ? false : critical && doubles === "auto" ? true : total >= target;
  const text = `${describe(bonus, dice, extra, false)} = ${total} vs ${target}`;
  return {
    kind: "summon",
    base: bonus,
    dice,
    extra,
    total,
    target,
    fumble,
    critical,
    success,
    text,
  };
}

/**
 * Attacker's roll: ATK/100 (rounded down) + 2D6; double 1 fails outright; double 6 adds 1D6;
 * attacking the opposing attribute adds 1D6 (YGT-22, YGT-29).
 */
export function attackRoll(b: Roller, atk: number, attrBonus: boolean): CheckResult {
  const base = Math.floor(atk / STAT_DIVISOR);
  const dice = roll(b, TWO_D6);
  const fumble = dice[0] === 1 && dice[1] === 1;
  const critical = dice[0] === 6 && dice[1] === 6;
  const extra: Record<string, number> = {};
  if (!fumble) {
    if (critical) extra.crit = roll(b, ONE_D6)[0];
    if (attrBonus) extra.attr = roll(b, ONE_D6)[0];
  }
  let total = base + dice[0] + dice[1];
  for (const v of Object.values(extra)) total += v;
  const text = `${describe(base, dice, extra, false)} = ${total}${fumble ? " (fumble)" : ""}`;
  return {
    kind: "attack",
    base,
    dice,
    extra,
    total,
    target: null,
    fumble,
    critical,
    success: !fumble,
    text,
  };
}

/**
 * Defender's roll: DEF/100 + 2D6; double 1 counts the dice as 0 (DEF alone); double 6 adds 1D6
 * (YGT-23, YGT-29).
 */
export function defenseRoll(b: Roller, def: number): CheckResult {
  const base = Math.floor(def / STAT_DIVISOR);
  const dice = roll(b, TWO_D6);
  const fumble = dice[0] === 1 && dice[1] === 1;
  const critical = dice[0] === 6 && dice[1] === 6;
  const extra: Record<string, number> = {};
  if (critical) extra.crit = roll(b, ONE_D6)[0];
  let total = base + (fumble ? 0 : dice[0] + dice[1]);
  for (const v of Object.values(extra)) total += v;
  const text = `${describe(base, dice, extra, fumble)} = ${total}`;
  return {
    kind: "defense",
    base,
    dice,
    extra,
    total,
    target: null,
    fumble,
    critical,
    success: true,
    text,
  };
}
