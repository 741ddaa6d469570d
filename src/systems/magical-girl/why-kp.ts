/**
 * Why a KP decision is refused: the price of a declared task or a heavy object (`price:<n>`,
 * MGR-23 — 0 only as the turn's still unused free interaction, MGR-14, and never for a heavy
 * object), the cost of a skill use (`cost:<n>`, MGR-23/28), and who acts next in a group acting
 * together (`as:<member>`, MGR-11: a member whose turn has ended, one who is down, one of
 * another group). The KP sees every fighter, so these answer about the girls too.
 */
import type { Battle, Msg, Seat } from "../../engine/index.ts";
import { flags, mgx } from "./model.ts";
import { optionRef } from "./option-ids.ts";
import { opt } from "./options.ts";
import { TASK_COSTS } from "./price.ts";
import { SEED_SKILL_MAX, SKILL_COSTS } from "./skills.ts";
import { whyCost } from "./why-cost.ts";

/** The prices and skill costs as plain numbers (what a typed `n` is looked up in). */
const PRICES: readonly number[] = TASK_COSTS;
const SKILL_PRICES: readonly number[] = SKILL_COSTS;

/** Why the price `n` of a task or heavy object (`what`) is refused for fighter `card`. */
function whyPrice(b: Battle, card: string, what: string, n: number): Msg | null {
  const c = b.state.cards[card];
  if (c === undefined || !PRICES.includes(n)) return null;
  if (n === 0 && what !== "task")
    return { k: "why.heavy-not-free", p: { object: what, rule: "MGR-23" } };
  // Option freeInteraction (l.29): shut until she has moved or acted, the option named then.
  if (n === 0 && (flags(c).freeWait ?? 0) > 0)
    return {
      k: "why.free-not-yet",
      p: {
        card: c.id,
        cost: 1,
        dp: flags(c).dp,
        rule: "MGR-14",
        option: "freeInteraction=withMoveOrAction",
      },
    };
  if (n === 0 && flags(c).freeUsed)
    return { k: "why.free-price-used", p: { card: c.id, rule: "MGR-14" } };
  return whyCost(c, n, "MGR-23");
}

/** Why member `id` may not act next in `group`'s shared turn. */
function whyMember(b: Battle, seat: Seat, group: string, id: string): Msg | null {
  const c = b.state.cards[id];
  if (c === undefined || c.owner !== seat) return null;
  if (flags(c).group !== group)
    return { k: "why.not-in-group", p: { card: id, group, rule: "MGR-11" } };
  const down = whyCost(c, 0, "MGR-11");
  if (down !== null) return down;
  if (mgx(b).acted.includes(id)) return { k: "why.turn-over", p: { card: id, rule: "MGR-11" } };
  return null;
}

/** Why `seat` may not choose `optionId` in a KP decision now, or null (not a KP decision). */
export function whyKp(b: Battle, seat: Seat, optionId: string): Msg | null {
  const next = b.state.pending?.next;
  if (next === undefined) return null;
  const { verb, rest } = optionRef(optionId);
  const n = Number(rest);
  if (next.k === "m.price-go" && verb === "price" && rest !== "")
    return whyPrice(b, String(next.card), String(next.what), n);
  if (next.k === "m.skill-go" && verb === "cost" && rest !== "") {
    const c = b.state.cards[String(next.card)];
    if (c === undefined || !SKILL_PRICES.includes(n)) return null;
    // Option skillCost "seed" (l.60): a skill use costs 0 or 1 DP, never an action size above.
    if (n > SEED_SKILL_MAX && opt(b, "skillCost") === "seed")
      return {
        k: "why.skill-cost-seed",
        p: { cost: n, max: SEED_SKILL_MAX, rule: "MGR-28", option: "skillCost=seed" },
      };
    return whyCost(c, n, "MGR-23");
  }
  if (next.k === "m.group-answer" && verb === "as")
    return whyMember(b, seat, String(next.group), rest);
  return null;
}
