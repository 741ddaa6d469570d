/**
 * Why a fighter cannot pay for one action (shared by the `why` hooks of why.ts, why-open.ts and
 * why-kp.ts): down (MGR-62), overloaded (MGR-27), a light wound's limit (MGR-61) or DP short (the
 * rule of the action asked about).
 */
import type { CardState, Msg } from "../../engine/index.ts";
import { barred } from "./costs.ts";
import { flags } from "./model.ts";
import { OVERLOAD_STR } from "./rule-numbers.ts";
import { carriedWeight } from "./weapons.ts";

/** Why `c` cannot pay `cost` DP for one action (the rule of the action given), or null. */
export function whyCost(c: CardState, cost: number, rule: string): Msg | null {
  const f = flags(c);
  switch (barred(c, cost)) {
    case "down":
      return f.hp <= 0
        ? { k: "why.zero-hp", p: { card: c.id, rule: "MGR-62" } }
        : { k: "why.heavy-wound", p: { card: c.id, rule: "MGR-62" } };
    case "overloaded":
      return {
        k: "why.overloaded",
        p: {
          card: c.id,
          weight: carriedWeight(c),
          max: OVERLOAD_STR * c.stats.str,
          rule: "MGR-27",
        },
      };
    case "light-wound":
      return { k: "why.light-wound", p: { card: c.id, cost, rule: "MGR-61" } };
    case "dp":
      return { k: "why.dp", p: { card: c.id, cost, dp: f.dp, rule } };
    default:
      return null;
  }
}

/**
 * Why `c` cannot make an object interaction now (MGR-14): the first of a turn is free; once it
 * is used, another costs a minor action (1 DP).
 */
export function whyInteract(c: CardState, rule = "MGR-14"): Msg | null {
  const down = whyCost(c, 0, rule);
  if (down !== null || !flags(c).freeUsed) return down;
  if (barred(c, 1) === null) return null;
  // Option freeInteraction withMoveOrAction (l.29): no move or action yet, so no free one.
  if ((flags(c).freeWait ?? 0) > 0)
    return {
      k: "why.free-not-yet",
      p: { card: c.id, cost: 1, dp: flags(c).dp, rule, option: "freeInteraction=withMoveOrAction" },
    };
  return { k: "why.free-used", p: { card: c.id, cost: 1, dp: flags(c).dp, rule } };
}
