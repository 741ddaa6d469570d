/**
 * What an option costs the fighter who would take it, in DP (and MP), before it is chosen: a
 * turn's actions (MGR-23…32, 70), a reaction at double (MGR-35), a passive action against an
 * attack (parry 0, dodge 1, counter the weapon's DP / 2, MGR-40…43) and the price the KP sets
 * (`price:<n>`, `cost:<n>`, MGR-23, MGR-28). The same numbers the handlers pay: `facts` (why.ts) and
 * the seat views' `x.sheet.costs` (sheet-view.ts) read them from here.
 */

import type { Battle, CardState } from "../../engine/index.ts";
import { mgContent } from "./content/index.ts";
import { counterDp } from "./defence.ts";
import { hurlWeight } from "./hurl.ts";
import { itemCost } from "./items.ts";
import { flags } from "./model.ts";
import { interactCost } from "./objects.ts";
import { optionRef } from "./option-ids.ts";
import { distance, hideCost, moveCost } from "./positions.ts";
import { DODGE_DP, REACTION_DP_MULT, READY_DP, STANCE_DP } from "./rule-numbers.ts";
import { freeArm } from "./traits.ts";
import { mapObject, throwDp, weaponsOf } from "./weapons.ts";

/** A price: DP and MP. */
export interface Cost {
  dp: number;
  mp: number;
}

const dpOnly = (dp: number): Cost => ({ dp, mp: 0 });

/** The DP (and MP) an option of a fighter's turn costs, or null when it has no fixed price. */
export function optionCost(b: Battle, c: CardState, optionId: string): Cost | null {
  const { verb, thing } = optionRef(optionId);
  if (verb === "attack" || verb === "throw") {
    const arm = weaponsOf(c).find((w) => w.id === thing);
    // A trait's extra attack of the action already paid for costs nothing (MGR-24, l.50).
    if (arm !== undefined) return dpOnly(verb === "attack" && thing === freeArm(c) ? 0 : arm.dp);
    // An object lying here (MGR-70: 2 DP, 4 over 40 weight).
    const o = verb === "throw" ? mapObject(thing, mgContent(b.state)) : undefined;
    return o === undefined ? null : dpOnly(throwDp(o.weight));
  }
  if (verb === "hurl") {
    const who = b.state.cards[thing];
    return who === undefined ? null : dpOnly(throwDp(hurlWeight(b, who)));
  }
  if (verb === "item")
    return !Object.hasOwn(mgContent(b.state).items, thing) ? null : dpOnly(itemCost(c, thing));
  // An object interaction: the turn's first is free (MGR-14); a heavy object the KP prices.
  if (
    verb === "take" ||
    verb === "pickup" ||
    (verb === "interact" && !mapObject(thing, mgContent(b.state))?.heavy)
  )
    return dpOnly(interactCost(c));
  if (verb === "ready-any" || verb === "ready") return dpOnly(READY_DP);
  if (verb === "ability") {
    const a = mgContent(b.state).abilities[thing];
    return a === undefined ? null : { dp: a.dp, mp: a.mp };
  }
  if (verb === "stance") return dpOnly(STANCE_DP);
  if (verb === "hide") return dpOnly(hideCost(b, c) ?? 0);
  if (verb === "move") return dpOnly(moveCost(c, distance(b, flags(c).pos, thing)));
  return null;
}

/**
 * What a reaction `react:<thing>@<target>` — or a throw as a reaction, `throw:…` / `hurl:…` —
 * costs: the action's DP doubled (MGR-35).
 */
export function reactionCost(b: Battle, c: CardState, optionId: string): Cost | null {
  const { thing, verb } = optionRef(optionId);
  if (verb === "throw" || verb === "hurl") {
    const once = optionCost(b, c, optionId);
    return once === null ? null : dpOnly(once.dp * REACTION_DP_MULT);
  }
  const content = mgContent(b.state);
  if (Object.hasOwn(content.items, thing) && flags(c).items.includes(thing))
    return dpOnly(itemCost(c, thing, REACTION_DP_MULT));
  const arm = weaponsOf(c).find((w) => w.id === thing);
  if (arm !== undefined) return dpOnly(arm.dp * REACTION_DP_MULT);
  const a = Object.hasOwn(content.abilities, thing) ? content.abilities[thing] : undefined;
  return a === undefined ? null : { dp: a.dp * REACTION_DP_MULT, mp: a.mp };
}

/** What a passive action against an attack costs (MGR-40…43), or null for another id. */
export function defenceCost(c: CardState, optionId: string): Cost | null {
  if (optionId === "defend:parry" || optionId === "defend:none") return dpOnly(0);
  if (optionId === "defend:dodge") return dpOnly(DODGE_DP);
  const { verb, rest } = optionRef(optionId);
  if (verb !== "counter" || verb === optionId) return null;
  const arm = weaponsOf(c).find((x) => x.id === rest);
  return arm === undefined ? null : dpOnly(counterDp(arm));
}

/**
 * The cost of option `optionId` of the pending decision to fighter `c` (the one the decision is
 * about), or null when it has no price of its own (end, pass, approve…). A KP's price or skill
 * cost (`price:<n>`, `cost:<n>`) is what the fighter would pay.
 */
export function pendingOptionCost(
  b: Battle,
  c: CardState,
  next: string,
  optionId: string,
): Cost | null {
  if (next === "m.react-answer") return optionId === "pass" ? null : reactionCost(b, c, optionId);
  if (next === "m.defend") return defenceCost(c, optionId);
  if (next === "m.price-go" || next === "m.skill-go") {
    const n = Number(optionRef(optionId).rest);
    return Number.isFinite(n) ? dpOnly(n) : null;
  }
  if (next === "m.turn-answer") return optionCost(b, c, optionId);
  return null;
}
