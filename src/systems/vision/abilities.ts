/**
 * Abilities in card data, addressed by plain references (definition, kind, index) so tasks
 * stay serializable: "card" = a command's own effects, "trigger" = 誘発, "activated" = 起動.
 */

import type { Battle, BattleState, Task } from "../../engine/index.ts";
import { type EffectCtx, effectTask } from "./effects.ts";
import type { Effect, Trigger } from "./schema.ts";
import { cardsOf } from "./zones.ts";

/** Where an ability lives in card data. */
export interface AbilityRef {
  def: string;
  ab: "card" | "trigger" | "activated";
  n: number;
}

/** The effects of an ability. */
export function effectsOf(s: BattleState, ref: AbilityRef): Effect[] {
  const card = cardsOf(s)[ref.def];
  if (ref.ab === "card") return card.type === "command" ? card.effects : [];
  if (ref.ab === "trigger") return card.type === "command" ? [] : card.triggers[ref.n].effects;
  return card.type === "character" ? card.activated[ref.n].effects : [];
}

/** The triggers printed on a card (characters and set cards). */
export function triggersOf(s: BattleState, def: string): Trigger[] {
  const card = cardsOf(s)[def];
  return card.type === "command" ? [] : card.triggers;
}

/** The task that starts resolving an ability (its first effect; each effect is one task). */
export function abilityTask(ctx: EffectCtx, ref: AbilityRef): Task {
  return effectTask(ctx, ref, 0);
}

/** Task handler: applies effect `i`, then queues effect `i + 1` so checks run in between. */
export function runEffectTask(
  b: Battle,
  t: Task,
  apply: (ctx: EffectCtx, e: Effect) => void,
): void {
  const ref: AbilityRef = { def: t.def as string, ab: t.ab as AbilityRef["ab"], n: t.n as number };
  const effects = effectsOf(b.state, ref);
  const i = t.i as number;
  if (i + 1 < effects.length) b.state.tasks.push({ ...t, i: i + 1 });
  apply(
    { src: t.src as string, ctrl: t.ctrl as string, target: (t.target as string | null) ?? null },
    effects[i],
  );
}
