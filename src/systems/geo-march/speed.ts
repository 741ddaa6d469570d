/**
 * スピード決定タイミング (GEO-20…22): each player rolls a die and adds the speed modifiers of
 * their units (reading: the sum over the party); then a window for [反撃：スピード限定] and
 * [スピード] plays, the marcher first; then the higher total goes first, equal totals → melee.
 */
import type { Battle } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { battleOf } from "./battle-state.ts";
import { SPEED_DIE } from "./rule-numbers.ts";
import { speedOrder } from "./speed-order.ts";
import { speedTotalOf } from "./speed-total.ts";
import { geoHandlers } from "./tasks.ts";
import { opponentOf } from "./zones.ts";

/** A seat's speed total now. */
function speedTotal(b: Battle, seat: string): number {
  return speedTotalOf(b.state, seat);
}

/** Task handlers of the speed timing. */
export const speedHandlers = geoHandlers({
  "g.speed"(b) {
    const s = b.state;
    const bt = battleOf(s);
    bt.phase = "speed";
    const sides = (s.options.speedDie as number | undefined) ?? SPEED_DIE;
    for (const seat of [bt.marcher, bt.defender]) {
      bt.roll[seat] = b.rollDie(sides);
      if (heard(b))
        b.emit({ t: "speed-roll", seat, die: bt.roll[seat], total: speedTotal(b, seat) });
    }
    bt.resolved = false;
    // The result is answered by both players; the marcher has priority (GEO-22).
    bt.cause = bt.defender;
    b.push({ k: "g.speed-decide" });
    b.openResponses("speed", bt.marcher);
  },
  "g.speed-decide"(b) {
    const bt = battleOf(b.state);
    const m = speedTotal(b, bt.marcher);
    const d = speedTotal(b, bt.defender);
    b.emit({ t: "speed-result", marcher: m, defender: d });
    const order = speedOrder(m, d);
    if (order === "melee") {
      b.push({ k: "g.melee" }, { k: "g.end" });
      return;
    }
    const first = order === "marcher" ? bt.marcher : bt.defender;
    const second = opponentOf(first);
    bt.first = first;
    b.emit({ t: "first", seat: first });
    b.push(
      { k: "g.normal", seat: first },
      { k: "g.attack", seat: first },
      { k: "g.normal", seat: second },
      { k: "g.attack", seat: second },
      { k: "g.end" },
    );
  },
});
