/**
 * Abilities (能力, MGR-25): DP and MP are paid when chosen; an attack ability resolves like a
 * weapon attack with its own skill and damage; a healing one restores HP and may heal a wound by
 * MP (MGR-63: light → none, heavy → light).
 */

import { parseDice, rollDice } from "../../engine/dice/index.ts";
import type { Battle } from "../../engine/index.ts";
import { attackTask } from "./attack.ts";
import { mgContent } from "./content/index.ts";
import { flags } from "./model.ts";
import { stillActs } from "./still-acts.ts";
import { mgHandlers, type TaskOf } from "./tasks.ts";

/** The task that resolves an ability. */
export function abilityTask(
  user: string,
  target: string,
  ability: string,
  reaction: boolean,
): TaskOf<"m.ability"> {
  return { k: "m.ability", user, target, ability, reaction };
}

/** Task handlers of abilities. */
export const abilityHandlers = mgHandlers({
  "m.ability"(b, t) {
    if (!stillActs(b, t.user, "ability")) return;
    const a = mgContent(b.state).abilities[t.ability];
    const e = a.effect;
    if (e.kind === "attack") {
      const atk = attackTask(t.user, t.target, a.id, t.reaction === true);
      b.push(e.area ? { ...atk, k: "m.area" } : atk);
      return;
    }
    heal(b, t.target, e);
  },
});

/** Heals `target` by a healing effect's amount (never above max HP) and cures a wound step. */
export function heal(b: Battle, target: string, e: { amount: string; cure: boolean }): void {
  const c = b.state.cards[target];
  const f = flags(c);
  const r = rollDice(parseDice(e.amount), (s) => b.rollDie(s));
  const before = f.hp;
  f.hp = Math.min(c.stats.hpMax, f.hp + r.total);
  b.touch();
  b.emit({ t: "heal", card: c.id, amount: f.hp - before, hp: f.hp, text: r.text });
  if (e.cure && f.wound !== "none") {
    f.wound = f.wound === "heavy" ? "light" : "none";
    b.emit({ t: "wound-heal", card: c.id, wound: f.wound });
  }
}
