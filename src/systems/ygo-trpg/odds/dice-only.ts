/**
 * Asking the engine's own roll functions (`rolls.ts`) for exact odds: they take a Battle but read
 * nothing from it except `rollDie`, so a stand-in that only rolls lets `enumerateRolls` run them
 * for every sequence of faces. Any other use of the stand-in fails loudly, so a future change to
 * `rolls.ts` that reads the battle cannot make the odds silently wrong.
 */
import { type Battle, EngineError } from "../../../engine/index.ts";
import type { DieRoller } from "../../../odds/enumerate-rolls.ts";

/** A Battle whose only working member is `rollDie`, answered by `roll`. */
export function diceOnly(roll: DieRoller): Battle {
  const target: Pick<Battle, "rollDie"> = { rollDie: roll };
  return new Proxy(target, {
    get(t, key) {
      if (key === "rollDie") return t.rollDie;
      throw new EngineError(`odds stand-in battle: rolls.ts read "${String(key)}"`);
    },
  }) as Battle;
}
