/**
 * Magical items (魔法物品, seed l.30): 「某些魔法物品或特殊物件也会需要用一个动作来使用」. An item
 * with a DP cost in its content needs that action; one without is used as an object interaction
 * (the turn's free one, else 1 DP). Using an item uses it up. Its effect is an ability's: an
 * attack (with the item's skill and damage, an area one too) or a heal. Option id:
 * `item:<item>@<target>`.
 */
import type { Battle, CardState, OptionDef } from "../../engine/index.ts";
import { heal } from "./abilities.ts";
import { attackTask } from "./attack.ts";
import { mgContent } from "./content/index.ts";
import { canPay, pay } from "./costs.ts";
import { alliesOf, contentOfFighter, flags, foesOf } from "./model.ts";
import { interactCost } from "./objects.ts";
import { actionOption } from "./option-ids.ts";
import { samePos } from "./positions.ts";
import { stillActs } from "./still-acts.ts";
import { mgHandlers, type TaskOf } from "./tasks.ts";

/** DP using item `id` costs `c` now (× `mult` for a reaction when it is an action). */
export function itemCost(c: CardState, id: string, mult = 1): number {
  const dp = contentOfFighter(c).items[id].dp;
  return dp === undefined ? interactCost(c) : dp * mult;
}

/**
 * `item:<item>@<target>` for each carried item she can pay for, at each legal target. As a
 * reaction (`react:`, DP × 2) only items that need an action: an interaction item is the free
 * one of her own turn.
 */
export function itemOptions(
  b: Battle,
  c: CardState,
  verb = "item",
  mult = 1,
  out: OptionDef[] = [],
  foes?: readonly CardState[],
): OptionDef[] {
  if (flags(c).items.length === 0) return out;
  for (const id of new Set(flags(c).items)) {
    const it = mgContent(b.state).items[id];
    if (verb === "react" && it.dp === undefined) continue;
    if (!canPay(c, itemCost(c, id, mult))) continue;
    const e = it.effect;
    const targets =
      it.target === "ally"
        ? alliesOf(b, c.id)
        : (foes ?? foesOf(b, c.id)).filter((foe) =>
            e.kind === "attack" && e.ranged ? !flags(foe).hidden : samePos(c, foe),
          );
    for (const t of targets) out.push(actionOption(verb, id, t.id));
  }
  return out;
}

/** Pays for an item, uses it up, logs it and queues its effect. */
export function useItem(
  b: Battle,
  c: CardState,
  id: string,
  target: string,
  mult: number,
  reaction: boolean,
): void {
  const f = flags(c);
  const dp = itemCost(c, id, mult);
  pay(c, dp);
  if (mgContent(b.state).items[id].dp === undefined) f.freeUsed = true;
  f.items.splice(f.items.indexOf(id), 1);
  b.emit({ t: "item", card: c.id, item: id, target, dp });
  const task: TaskOf<"m.item"> = { k: "m.item", user: c.id, target, item: id, reaction };
  b.push(task);
}

/** Task handlers of item use. */
export const itemHandlers = mgHandlers({
  "m.item"(b, t) {
    if (!stillActs(b, t.user, "item")) return;
    const e = mgContent(b.state).items[t.item].effect;
    if (e.kind === "attack") {
      const atk = attackTask(t.user, t.target, t.item, t.reaction === true);
      b.push(e.area ? { ...atk, k: "m.area" } : atk);
      return;
    }
    heal(b, t.target, e);
  },
});
