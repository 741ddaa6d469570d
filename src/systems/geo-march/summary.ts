/** The plain summary of a geo-march state, for results and scenario expectations. */
import type { BattleState, Json, Summary } from "../../engine/index.ts";
import { battleOrNull } from "./battle-state.ts";
import { speedTotalOf } from "./speed-total.ts";
import { formation, pileOf, SEATS } from "./zones.ts";

/**
 * Per player: deck, hand and drop sizes, units in the battle, the formation (front first), the speed
 * total; per card: zone, def, owner, and on a geo its stats, action-complete flag, position in
 * the formation (0 = front) and equipment.
 */
export function geoMarchSummary(state: BattleState): Summary {
  const bt = battleOrNull(state);
  const players: Summary["players"] = {};
  for (const seat of SEATS) {
    const order = formation(state, seat);
    players[seat] = {
      deck: state.zones[pileOf(seat, "deck")]?.length ?? 0,
      hand: state.zones[pileOf(seat, "hand")]?.length ?? 0,
      drop: state.zones[pileOf(seat, "drop")]?.length ?? 0,
      units: order.length,
      formation: order,
      speed: bt === null ? null : speedTotalOf(state, seat),
      side: bt === null ? null : seat === bt.marcher ? "marcher" : "defender",
      first: bt?.first == null ? null : bt.first === seat,
    };
  }
  const cards: Summary["cards"] = {};
  for (const c of Object.values(state.cards)) {
    const entry: Record<string, Json> = { zone: c.zone, def: c.def, owner: c.owner };
    if (c.zone.startsWith("geo:")) {
      const arr = state.zones[c.zone];
      entry.pos = arr.length - 1 - arr.indexOf(c.id);
      entry.done = c.f.done === true;
      entry.attached = [...c.attached];
      for (const [k, v] of Object.entries(c.stats)) entry[k] = v;
    }
    cards[c.id] = entry;
  }
  return { players, cards };
}
