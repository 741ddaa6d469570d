/**
 * 隊列変更タイミング (GEO-10): each side orders its party, marcher first; the top card is the
 * front. The side names its units from the front: `front:<unit>` puts that unit next in line
 * behind those already placed, `end` keeps the rest as they stand. Every order is reachable
 * and the step ends after at most n − 1 decisions.
 */
import type { Battle, TaskHandler } from "../../engine/index.ts";
import { battleOf } from "./battle-state.ts";
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
export const formationHandlers: Record<string, TaskHandler> = {
  "g.formation"(b, t) {
    const seat = t.seat as string;
    const s = b.state;
    const placed = (t.placed as number | undefined) ?? 0;
    const order = formation(s, seat);
    if (t.choice === undefined) {
      if (placed === 0) b.emit({ t: "formation", seat, order });
      // The last unit's place is fixed once the others are placed.
      if (order.length - placed < 2) return;
      const opts = order.slice(placed).map((id) => ({ id: `front:${id}` }));
      b.ask(seat, { k: "prompt.formation", p: { n: placed + 1 } }, [...opts, { id: "end" }], {
        k: "g.formation",
        seat,
        placed,
      });
      return;
    }
    if (t.choice === "end") return;
    const id = (t.choice as string).slice(6);
    const next = [...order.slice(0, placed), id, ...order.slice(placed).filter((u) => u !== id)];
    setOrder(b, seat, next, placed);
    b.emit({ t: "formation", seat, order: next });
    b.push({ k: "g.formation", seat, placed: placed + 1 });
  },
};
