/**
 * The end phase (YGT-31): effects that say "end phase" resolve — monsters on the field and face-up
 * spells, players' first in seat order, then the GM's — with no decision from anyone; boosts that
 * last "this turn" end. Then the next round begins with the strategy phase.
 */
import type { Battle, Seat } from "../../engine/index.ts";
import { applyEffects } from "./effects.ts";
import type { Effect } from "./schema.ts";
import { ygoHandlers } from "./tasks.ts";
import { defOf, fieldOf, GM, onField, playerSeats, upOf } from "./zones.ts";

/** Task handlers for the end phase. */
export const endHandlers = ygoHandlers({
  "y.end"(b) {
    const s = b.state;
    const seats = playerSeats(s);
    for (let k = 0; k <= seats.length; k++) {
      const seat = k < seats.length ? seats[k] : GM;
      endEffects(b, seat, fieldOf(seat), true);
      endEffects(b, seat, upOf(seat), false);
    }
    const n = b.removeMods((m) => m.until === "end-phase");
    if (n > 0) b.emit({ t: "boosts-end", n });
  },
});

/** The end-phase effects of the cards in one zone, in order. */
function endEffects(b: Battle, seat: Seat, zone: string, field: boolean): void {
  const s = b.state;
  const ids = s.zones[zone];
  // Most cards have none: the zone is copied (effects may move cards) only when one has some.
  let list: string[] | null = null;
  for (let i = 0; i < ids.length; i++) {
    const d = defOf(s, ids[i]);
    if (d.type !== "trap" && d.endPhase.length > 0) {
      list = ids.slice();
      break;
    }
  }
  if (list === null) return;
  for (const id of list) {
    const c = s.cards[id];
    if (field && !onField(c)) continue;
    const d = defOf(s, id);
    const effects: readonly Effect[] = d.type === "trap" ? [] : d.endPhase;
    if (effects.length === 0) continue;
    b.emit({ t: "end-effect", card: id });
    applyEffects(b, { src: id, ctrl: seat, target: null }, effects);
  }
}
