/**
 * 先攻／後攻通常タイミング (GEO-30, GEO-31, GEO-45): only the side whose timing it is may use
 * [通常] plays, as often as their conditions allow; each play opens a counter window where the
 * opponent answers first, counters may be countered, and the chain resolves last-in-first-out.
 * `attack` ends the timing (the attack is mandatory, GEO-40); with no play to offer the timing
 * passes without a decision.
 */
import { battleOf } from "./battle-state.ts";
import { playRef } from "./option-ids.ts";
import { declare, legalPlays } from "./plays.ts";
import { geoHandlers } from "./tasks.ts";
import { opponentOf } from "./zones.ts";

/** Task handlers of the normal timing. */
export const normalHandlers = geoHandlers({
  "g.normal"(b, t) {
    const seat = t.seat;
    const bt = battleOf(b.state);
    if (t.choice === undefined) {
      if (t.open !== true) {
        bt.phase = "normal";
        b.emit({ t: "normal-timing", seat, first: seat === bt.first });
      }
      const plays = legalPlays(b, seat, "normal");
      if (plays.length === 0) return;
      b.ask(seat, { k: "prompt.normal" }, [...plays, { id: "attack" }], {
        k: "g.normal",
        seat,
        open: true,
      });
      return;
    }
    if (t.choice === "attack") return;
    bt.resolved = false;
    declare(b, seat, playRef(t.choice));
    b.push({ k: "g.normal", seat, open: true });
    b.openResponses("counter", opponentOf(seat));
  },
});
