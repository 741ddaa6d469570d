/**
 * The end phase (YGT-31): effects that say "end phase" resolve — monsters on the field and face-up
 * spells, players' first in seat order, then the GM's — with no decision from anyone; boosts that
 * last "this turn" end. Then the next round begins with the strategy phase.
 */
import type { TaskHandler } from "../../engine/index.ts";
import { applyEffects } from "./effects.ts";
import type { Effect } from "./schema.ts";
import { defOf, GM, onField, playerSeats, zoneOf } from "./zones.ts";

/** Task handlers for the end phase. */
export const endHandlers: Record<string, TaskHandler> = {
  "y.end"(b) {
    const s = b.state;
    for (const seat of [...playerSeats(s), GM]) {
      for (const zone of ["field", "up"]) {
        for (const id of [...s.zones[zoneOf(seat, zone)]]) {
          const c = s.cards[id];
          if (zone === "field" && !onField(c)) continue;
          const d = defOf(s, id);
          const effects: readonly Effect[] = d.type === "trap" ? [] : d.endPhase;
          if (effects.length === 0) continue;
          b.emit({ t: "end-effect", card: id });
          applyEffects(b, { src: id, ctrl: seat, target: null }, effects);
        }
      }
    }
    const n = b.removeMods((m) => m.until === "end-phase");
    if (n > 0) b.emit({ t: "boosts-end", n });
  },
};
