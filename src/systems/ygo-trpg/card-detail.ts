/**
 * What tells two cards of one name apart in an option's label (two Flame Drakes in the monster
 * hand, two on the field): whose zone and the card's place in it, as the board lays it out. Only
 * cards the reader sees are asked about (a hand is its owner's alone).
 */
import { enOrdinal, type Msg, type VisibleState } from "../../engine/index.ts";

/** The zones whose places are told, by the zone kind after `<seat>:`. */
const PLACES: Record<string, string> = {
  mhand: "detail.mhand",
  ihand: "detail.ihand",
  hand: "detail.hand",
  field: "detail.field",
  st: "detail.st",
};

/** A card's zone and place in it, or null where that says nothing. */
export function ygoDetail(card: string, state: VisibleState): Msg | null {
  const c = state.cards[card];
  if (c === undefined) return null;
  const colon = c.zone.indexOf(":");
  const k = colon < 0 ? undefined : PLACES[c.zone.slice(colon + 1)];
  if (k === undefined) return null;
  const n = (state.zones[c.zone] ?? []).indexOf(card) + 1;
  if (n === 0) return null;
  return { k, p: { n, nth: enOrdinal(n), owner: c.zone.slice(0, colon) } };
}
