/**
 * Abilities in card data, addressed by plain references (definition, kind, index) so tasks
 * stay serializable: "card" = a command's own effects, "trigger" = 誘発, "activated" = 起動.
 */

import type { Battle, BattleState } from "../../engine/index.ts";
import type { EffectCtx } from "./effects.ts";
import type { Effect, Trigger } from "./schema.ts";
import type { EffectTask } from "./tasks.ts";
import { cardsOf } from "./zones.ts";

/** Which of a card's abilities: its own effects (a command), a trigger, an activated one. */
export type AbilityKind = "card" | "trigger" | "activated";

/** Where an ability lives in card data. */
export interface AbilityRef {
  def: string;
  ab: AbilityKind;
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
export function abilityTask(ctx: EffectCtx, ref: AbilityRef): EffectTask {
  return effectTask(ctx, ref, 0);
}

/** The task that runs effect `i` of an ability (keys in one order: the state's JSON text). */
export function effectTask(ctx: EffectCtx, ref: AbilityRef, i: number): EffectTask {
  return {
    k: "v.effect",
    src: ctx.src,
    ctrl: ctx.ctrl,
    target: ctx.target,
    def: ref.def,
    ab: ref.ab,
    n: ref.n,
    i,
  };
}

/**
 * Task handler: applies effect `i`, with effect `i + 1` queued first so the checks run in
 * between (VIS-30); the next effect runs on at once when nothing comes between (run-next.ts).
 */
export function runEffectTask(
  b: Battle,
  t: EffectTask,
  apply: (b: Battle, ctx: EffectCtx, e: Effect) => void,
): void {
  const effects = effectsOf(b.state, t);
  const i = t.i;
  if (i + 1 < effects.length) b.state.tasks.push(effectTask(t, t, i + 1));
  apply(b, { src: t.src, ctrl: t.ctrl, target: t.target ?? null }, effects[i]);
}
