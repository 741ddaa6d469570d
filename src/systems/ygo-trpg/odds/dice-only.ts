/**
 * Asking the engine's own roll functions (`rolls.ts`) for exact odds: they take a battle's
 * `rollDie` alone (their `Roller` type), so a stand-in that only rolls lets `enumerateRolls` run
 * them for every sequence of faces. Any other read of the stand-in still fails loudly, so a
 * future change to `rolls.ts` that reads more cannot make the odds silently wrong.
 */
import { EngineError } from "../../../engine/index.ts";
import type { DieRoller } from "../../../odds/enumerate-rolls.ts";
import type { Roller } from "../rolls.ts";

/** A battle's die alone, answered by `roll` (the rolls' type allows no more). */
export function diceOnly(roll: DieRoller): Roller {
  const target: Roller = { rollDie: roll };
  return new Proxy(target, {
    get(t, key) {
      if (key === "rollDie") return t.rollDie;
      throw new EngineError(`odds stand-in battle: rolls.ts read "${String(key)}"`);
    },
  });
}
