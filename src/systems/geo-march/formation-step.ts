/**
 * 隊列変更タイミング (GEO-10): each side orders its party, marcher first. The top card is the
 * front. `front:<unit>` brings a unit to the front (any order is reachable); `end` keeps it.
 */
import type { TaskHandler } from "../../engine/index.ts";
import { battleOf } from "./battle-state.ts";
import { repeatStep } from "./step.ts";
import { formation, partyZone } from "./zones.ts";

/** Task handlers of the formation timing. */
export const formationHandlers: Record<string, TaskHandler> = {
  "g.formation"(b, t) {
    const seat = t.seat as string;
    const s = b.state;
    if (t.choice === undefined && t.logged !== true) {
      t.logged = true;
      b.emit({ t: "formation", seat, order: formation(s, seat) });
    }
    repeatStep(
      b,
      t,
      "prompt.formation",
      () => {
        const order = formation(s, seat);
        return order.length < 2 ? [] : order.slice(1).map((id) => ({ id: `front:${id}` }));
      },
      (choice) => {
        b.move(choice.slice(6), partyZone(battleOf(s).geo, seat), "top");
        b.emit({ t: "formation", seat, order: formation(s, seat) });
      },
    );
  },
};
