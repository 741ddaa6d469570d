/**
 * CoC-7e d100 checks over the runtime's generator (checks.ts's rollCheck / levelOf / opposed):
 * the same dice in the same order, the level as its rank (codes.ts L_*).
 */

import type { FlatRng } from "../../../engine/index.ts";
import {
  D100_FACES,
  EXTREME_DIVISOR,
  FUMBLE_LOW_FROM,
  FUMBLE_LOW_SKILL,
  HARD_DIVISOR,
} from "../rule-numbers.ts";
import { L_CRITICAL, L_EXTREME, L_FAILURE, L_FUMBLE, L_HARD, L_REGULAR } from "./codes.ts";

/** The level of `roll` against `target`; `coc7` false reads the option `fumble: "100"` (MGR-01). */
export function levelOf(roll: number, target: number, coc7: boolean): number {
  if (roll === 1) return L_CRITICAL;
  const fumbleFrom = coc7 && target < FUMBLE_LOW_SKILL ? FUMBLE_LOW_FROM : D100_FACES;
  if (roll >= fumbleFrom) return L_FUMBLE;
  if (roll <= Math.floor(target / EXTREME_DIVISOR)) return L_EXTREME;
  if (roll <= Math.floor(target / HARD_DIVISOR)) return L_HARD;
  if (roll <= target) return L_REGULAR;
  return L_FAILURE;
}

/** Value of tens digit `t` and units `u`; 00 + 0 reads 100 (MGR-01). */
function combine(t: number, u: number): number {
  const v = t * 10 + u;
  return v === 0 ? 100 : v;
}

/** A check's outcome: the kept roll and its level, written by {@link rollCheck}. */
export interface Checked {
  roll: number;
  level: number;
}

/** rollCheck: a d100, then |bonus| tens dice competing with its tens (MGR-02). */
export function rollCheck(
  rng: FlatRng,
  out: Checked,
  target: number,
  bonus: number,
  coc7: boolean,
): void {
  const first = rng.die(100);
  const units = first % 10;
  let kept = first;
  const n = bonus < 0 ? -bonus : bonus;
  for (let i = 0; i < n; i++) {
    const v = combine(rng.die(10) % 10, units);
    kept = bonus > 0 ? Math.min(kept, v) : Math.max(kept, v);
  }
  out.roll = kept;
  out.level = levelOf(kept, target, coc7);
}

/** Opposed checks (MGR-03): 1 when `a` wins, -1 when `b` wins, 0 when neither does. */
export function opposed(aLevel: number, aRoll: number, bLevel: number, bRoll: number): number {
  const sa = aLevel >= L_REGULAR;
  const sb = bLevel >= L_REGULAR;
  if (!sa && !sb) return 0;
  if (aLevel !== bLevel) return aLevel > bLevel ? 1 : -1;
  if (aRoll !== bRoll) return aRoll < bRoll ? 1 : -1;
  return 0;
}
