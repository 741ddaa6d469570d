/** Drawing: from the top of the deck; a player who must draw from an empty deck loses (VIS-53). */
import type { Battle } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { xOf } from "./tasks.ts";
import { zoneOf } from "./zones.ts";

/** Draws one card for `seat` (`quiet`: the caller logs it); an empty deck marks the player as having lost. */
export function drawCard(b: Battle, seat: string, quiet = false): void {
  const deck = b.state.zones[zoneOf(seat, "deck")] ?? [];
  const top = deck[deck.length - 1];
  if (top === undefined) {
    xOf(b.state).deckedOut[seat] = true;
    b.touch();
    if (heard(b)) b.emit({ t: "deck-out", seat });
    return;
  }
  b.move(top, zoneOf(seat, "hand"));
  if (quiet) return;
  if (heard(b)) b.emit({ t: "draw", seat });
  if (b.state.logOn) b.emit({ t: "drew", seat, card: top, $to: [seat] });
}
