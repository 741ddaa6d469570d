/**
 * The damage step of an attack (YGT-24, YGT-29) as pure functions: the battle
 * (`attack.ts`, "y.resolve-attack") and the exact odds (`odds/attack-damage-question.ts`) both
 * compute damage with them, so the two cannot drift apart.
 */
import type { CheckResult } from "./rolls.ts";

/**
 * Damage an attack deals: 0 on the attacker's fumble (no defence roll is made), else the attack
 * total minus the defence total, never below 0 (YGT-24 reading).
 */
export function battleDamage(attack: CheckResult, defense: CheckResult): number {
  return attack.fumble ? 0 : Math.max(0, attack.total - defense.total);
}

/** Whether damage destroys a monster with `lifeLeft` life: its life reaches 0 (YGT-25, checks.ts). */
export function destroys(damage: number, lifeLeft: number): boolean {
  return lifeLeft - damage <= 0;
}
