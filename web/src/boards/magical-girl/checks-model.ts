/**
 * Checks as a sheet shows them (CoC-7e d100, MGR-01/02): from the log's `check` events (checks.ts:
 * the d100 first, then one d10 per bonus or penalty die, the kept roll, the target and the level),
 * the tens digits that competed, which was kept, and the thresholds of each success level.
 */

import {
  EXTREME_DIVISOR,
  HARD_DIVISOR,
} from "../../../../src/systems/magical-girl/rule-numbers.ts";
import type { LogLine } from "../../net/protocol.ts";

/** One check, ready to show. */
export interface CheckRow {
  /** Index of its line in the log (a stable key). */
  at: number;
  card: string;
  what: string;
  roll: number;
  target: number;
  level: string;
  /** The d100 as rolled. */
  d100: number;
  /** Net bonus dice (negative: penalty dice). */
  bonus: number;
  /** With bonus or penalty dice: every candidate value (the d100's, then each extra tens die's). */
  candidates: number[];
  hard: number;
  extreme: number;
}

/** A tens digit with the d100's units: 00 with 0 reads 100 (checks.ts `combine`). */
function combine(tens: number, units: number): number {
  const v = tens * 10 + units;
  return v === 0 ? 100 : v;
}

/** Every check in the log, oldest first (`card` limits them to one fighter). */
export function checksOf(log: LogLine[], card?: string): CheckRow[] {
  const out: CheckRow[] = [];
  log.forEach((line, at) => {
    const e = line.event;
    if (e.t !== "check" || typeof e.roll !== "number" || typeof e.target !== "number") return;
    if (card !== undefined && e.card !== card) return;
    const dice = Array.isArray(e.dice) ? (e.dice as number[]) : [e.roll];
    const d100 = dice[0] ?? e.roll;
    const units = d100 % 10;
    const candidates =
      dice.length > 1 ? [d100, ...dice.slice(1).map((face) => combine(face % 10, units))] : [];
    out.push({
      at,
      card: String(e.card),
      what: String(e.what),
      roll: e.roll,
      target: e.target,
      level: String(e.level),
      d100,
      bonus: typeof e.bonus === "number" ? e.bonus : 0,
      candidates,
      hard: Math.floor(e.target / HARD_DIVISOR),
      extreme: Math.floor(e.target / EXTREME_DIVISOR),
    });
  });
  return out;
}
