/**
 * Why a ready action is refused (MGR-32): the readied attack `ready:<weapon>@<foe>` without its
 * 1 DP or out of a melee weapon's reach, `ready-any` without its 1 DP or with nothing to
 * ready (no attack, ability, item or move she could take), and a moment (`when-acts:<foe>`,
 * `when-attacked:<ally>`) naming a fighter already out or of the wrong side.
 */
import type { Battle, CardState, Msg } from "../../engine/index.ts";
import { abilityOptions, attackOptions } from "./actions.ts";
import { itemOptions } from "./items.ts";
import { flags, isOut } from "./model.ts";
import type { OptionRef } from "./option-ids.ts";
import { moveOptions, samePos } from "./positions.ts";
import { READY_DP } from "./rule-numbers.ts";
import { weaponsOf } from "./weapons.ts";
import { whyCost } from "./why-cost.ts";

/** Why `ready:<weapon>@<foe>` (the readied attack) is refused: its 1 DP, a melee weapon out of reach. */
export function whyReady(b: Battle, c: CardState, option: OptionRef): Msg | null {
  const { thing, target } = option;
  const arm = weaponsOf(c).find((w) => w.id === thing);
  const foe = target === null ? undefined : b.state.cards[target];
  if (arm === undefined || foe === undefined || flags(foe).side === flags(c).side) return null;
  const cost = whyCost(c, READY_DP, "MGR-32");
  if (cost !== null) return cost;
  if (isOut(foe)) return { k: "why.target-out", p: { card: foe.id, rule: "MGR-62" } };
  return arm.ranged || samePos(c, foe)
    ? null
    : { k: "why.reach", p: { card: foe.id, arm: arm.id, rule: "MGR-24" } };
}

/** Why `ready-any` is refused: its 1 DP, or nothing she could take now to ready. */
export function whyReadyAny(b: Battle, c: CardState): Msg | null {
  const cost = whyCost(c, READY_DP, "MGR-32");
  if (cost !== null) return cost;
  const any =
    attackOptions(b, c, "attack").length > 0 ||
    abilityOptions(b, c, "ability").length > 0 ||
    itemOptions(b, c).length > 0 ||
    moveOptions(b, c).length > 0;
  return any ? null : { k: "why.nothing-to-ready", p: { card: c.id, rule: "MGR-32" } };
}

/** Why the moment `when-<kind>:<whom>` is refused for `c`'s readied action (null for another id). */
export function whyMoment(b: Battle, c: CardState, option: OptionRef): Msg | null {
  const { verb } = option;
  const o = b.state.cards[option.rest];
  if (o === undefined || (verb !== "when-acts" && verb !== "when-attacked")) return null;
  const ally = flags(o).side === flags(c).side;
  if (verb === "when-acts" && ally) return { k: "why.not-foe", p: { card: o.id, rule: "MGR-32" } };
  if (verb === "when-attacked" && !ally)
    return { k: "why.not-ally", p: { card: o.id, rule: "MGR-32" } };
  return isOut(o) ? { k: "why.target-out", p: { card: o.id, rule: "MGR-62" } } : null;
}
