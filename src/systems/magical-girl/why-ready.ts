/**
 * Why the open ready action is refused (MGR-32): `ready-any` without its 1 DP or with nothing to
 * ready (no attack, ability, item or move she could take), and a moment (`when-acts:<foe>`,
 * `when-attacked:<ally>`) naming a fighter already out or of the wrong side.
 */
import type { Battle, CardState, Msg } from "../../engine/index.ts";
import { abilityOptions, attackOptions } from "./actions.ts";
import { itemOptions } from "./items.ts";
import { flags, isOut } from "./model.ts";
import { moveOptions } from "./positions.ts";
import { READY_DP } from "./ready.ts";
import { whyCost } from "./why-cost.ts";

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

/** Why the moment `when-<kind>:<whom>` is refused for `c`'s readied action. */
export function whyMoment(b: Battle, c: CardState, optionId: string): Msg | null {
  const [kind, whom = ""] = optionId.slice("when-".length).split(":");
  const o = b.state.cards[whom];
  if (o === undefined || (kind !== "acts" && kind !== "attacked")) return null;
  const ally = flags(o).side === flags(c).side;
  if (kind === "acts" && ally) return { k: "why.not-foe", p: { card: o.id, rule: "MGR-32" } };
  if (kind === "attacked" && !ally) return { k: "why.not-ally", p: { card: o.id, rule: "MGR-32" } };
  return isOut(o) ? { k: "why.target-out", p: { card: o.id, rule: "MGR-62" } } : null;
}
