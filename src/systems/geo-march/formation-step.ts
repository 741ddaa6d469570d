/**
 * 隊列変更タイミング (GEO-10): each side orders its party, marcher first; the top card is the
 * front. The side names its units from the front: `front:<unit>` puts that unit next in line
 * behind those already placed, `end` keeps the rest as they stand. Every order is reachable
 * and the step ends after at most n − 1 decisions.
 */
import type { Battle, OptionDef } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { battleOf } from "./battle-state.ts";
import { frontId, refOf } from "./option-ids.ts";
import { geoHandlers } from "./tasks.ts";
import { formation, partyZone } from "./zones.ts";

/**
 * Rebuilds a party in `order` (front first) by moving units to the top, back to front. Only the
 * first `upto` + 1 need to move: the units behind them keep their order (`order` is the old
 * order with one unit taken forward to place `upto`).
 */
function setOrder(b: Battle, seat: string, order: string[], upto: number): void {
  const zone = partyZone(battleOf(b.state).geo, seat);
  for (let k = upto; k >= 0; k--) b.move(order[k], zone, "top");
}

/** Task handlers of the formation timing. */
export const formationHandlers = geoHandlers({
  "g.formation"(b, t) {
    const seat = t.seat;
    const s = b.state;
    const placed = t.placed ?? 0;
    const order = formation(s, seat);
    if (t.choice === undefined) {
      if (placed === 0 && heard(b)) b.emit({ t: "formation", seat, order });
      // The last unit's place is fixed once the others are placed.
      if (order.length - placed < 2) return;
      const opts: OptionDef[] = [];
      for (let k = placed; k < order.length; k++) opts.push({ id: frontId(order[k]) });
      opts.push({ id: "end" });
      b.ask(seat, { k: "prompt.formation", p: { n: placed + 1 } }, opts, {
        k: "g.formation",
        seat,
        placed,
      });
      return;
    }
    if (t.choice === "end") return;
    const id = refOf(t.choice, "front").unit;
    const next = order.slice(0, placed);
    next.push(id);
    for (let k = placed; k < order.length; k++) if (order[k] !== id) next.push(order[k]);
    setOrder(b, seat, next, placed);
    if (heard(b)) b.emit({ t: "formation", seat, order: next });
    b.push({ k: "g.formation", seat, placed: placed + 1 });
  },
});
