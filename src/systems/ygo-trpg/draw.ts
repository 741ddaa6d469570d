/** Charging (drawing) from a player's monster or item deck into the matching hand (YGT-03). */
import type { Battle, Seat } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { ideckOf, ihandOf, mdeckOf, mhandOf } from "./zones.ts";

/** Draws the top card of `seat`'s monster or item deck into its hand; false when the deck is empty. */
export function drawFrom(b: Battle, seat: Seat, deck: "monster" | "item"): boolean {
  const from = deck === "monster" ? mdeckOf(seat) : ideckOf(seat);
  const pile = b.state.zones[from];
  if (pile.length === 0) {
    b.emit({ t: "deck-empty", seat, deck });
    return false;
  }
  const id = pile[pile.length - 1];
  b.move(id, deck === "monster" ? mhandOf(seat) : ihandOf(seat));
  if (!heard(b)) return true;
  b.emit({ t: "charge-card", seat, deck });
  if (b.state.logOn) b.emit({ t: "drew", seat, card: id, $to: [seat] });
  return true;
}
