/**
 * What tells two cards of one name apart in an option's label (two Tewi on the field, two Cirno
 * in the hand): the card's place in its zone as the board shows it, left to right, and a
 * character's damage. Only cards the reader sees are asked about.
 */
import { enOrdinal, type Msg, type VisibleState } from "../../engine/index.ts";
import { damageOn } from "./zones.ts";

/** The zones whose places are told ("field", "hand", "node"): the message of each. */
const PLACES: Record<string, string> = {
  field: "detail.field",
  hand: "detail.hand",
  node: "detail.node",
};

/** A card's place in its zone, and a character's damage, or null where that says nothing. */
export function visionDetail(card: string, state: VisibleState): Msg | null {
  const c = state.cards[card];
  if (c === undefined) return null;
  const zone = c.zone.slice(c.zone.indexOf(":") + 1);
  const k = PLACES[zone];
  if (k === undefined) return null;
  const n = (state.zones[c.zone] ?? []).indexOf(card) + 1;
  if (n === 0) return null;
  const damage = zone === "field" ? damageOn(c) : 0;
  return { k: damage > 0 ? `${k}+damage` : k, p: { n, nth: enOrdinal(n), damage, owner: c.owner } };
}
