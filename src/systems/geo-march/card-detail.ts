/**
 * What tells two units of one name apart in an option's label: the geo their party stands on and
 * their place in it, counted from the front (a party's order is public; a card in a hand is not
 * told apart here, the engine's ordinal does).
 */
import { enOrdinal, type Msg, type VisibleState } from "../../engine/index.ts";

/** A unit's geo and place from the front ("“North Keep”, 2nd from the front"), or null. */
export function unitDetail(card: string, state: VisibleState): Msg | null {
  const c = state.cards[card];
  const m = c === undefined ? null : /^geo:(.+):([^:]+)$/.exec(c.zone);
  if (c === undefined || m === null) return null;
  const zone = state.zones[c.zone] ?? [];
  const n = zone.length - zone.indexOf(card);
  return { k: "detail.unit", p: { geo: m[1], n, nth: enOrdinal(n) } };
}
