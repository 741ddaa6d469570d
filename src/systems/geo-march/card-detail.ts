/**
 * What tells two units of one name apart in an option's label: the geo their party stands on and
 * their place in it, counted from the front (a party's order is public); two copies in the hand,
 * their places in it.
 */
import { enOrdinal, type Msg, type VisibleState } from "../../engine/index.ts";

/** A unit's geo and place from the front ("“North Keep”, 2nd from the front"), or null. */
export function unitDetail(card: string, state: VisibleState): Msg | null {
  const c = state.cards[card];
  if (c === undefined) return null;
  const m = /^geo:(.+):([^:]+)$/.exec(c.zone);
  if (m === null) {
    // Two copies in the hand: their places in it, as the board lays the hand out.
    if (!c.zone.endsWith(":hand")) return null;
    const n = (state.zones[c.zone] ?? []).indexOf(card) + 1;
    return n === 0 ? null : { k: "detail.hand", p: { n, nth: enOrdinal(n) } };
  }
  const zone = state.zones[c.zone] ?? [];
  const n = zone.length - zone.indexOf(card);
  return { k: "detail.unit", p: { geo: m[1], n, nth: enOrdinal(n) } };
}
