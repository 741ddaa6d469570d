/**
 * The charge phase (YGT-12), optional and per player:
 * monsters ≤ 4 and items ≥ 4 → may charge monsters up to 5;
 * monsters ≤ 4 and items ≤ 3 → either monsters up to 5 or exactly one item;
 * monsters ≥ 5 → no charge (reading: whatever the item count).
 */
import type { Battle, OptionDef, Seat } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { drawFrom } from "./draw.ts";
import { ygoHandlers } from "./tasks.ts";
import { fainted, ideckOf, ihandOf, mdeckOf, mhandOf, playerSeats } from "./zones.ts";

/** The charges the table allows `seat` now (without "none"). */
export function chargeOptions(b: Battle, seat: Seat): OptionDef[] {
  const z = b.state.zones;
  const monsters = z[mhandOf(seat)].length;
  const items = z[ihandOf(seat)].length;
  const out: OptionDef[] = [];
  if (monsters <= 4 && z[mdeckOf(seat)].length > 0) out.push({ id: "charge:monster" });
  if (monsters <= 4 && items <= 3 && z[ideckOf(seat)].length > 0) out.push({ id: "charge:item" });
  return out;
}

/** The first player seat from seat index `i` on that has not fainted: [seat, index], or null. */
export function activePlayer(b: Battle, i: number): [Seat, number] | null {
  const seats = playerSeats(b.state);
  for (let j = i; j < seats.length; j++) if (!fainted(b.state, seats[j])) return [seats[j], j];
  return null;
}

/** Task handlers for the charge phase. */
export const chargeHandlers = ygoHandlers({
  "y.charge"(b, t) {
    // A player who may not charge passes on at once (logged): the next player's step would have
    // run next with nothing the checks read changed in between.
    for (let at = activePlayer(b, t.i); at !== null; at = activePlayer(b, at[1] + 1)) {
      const [seat, i] = at;
      const opts = chargeOptions(b, seat);
      if (opts.length === 0) {
        if (heard(b)) b.emit({ t: "no-charge", seat });
        continue;
      }
      b.push({ k: "y.charge", i: i + 1 });
      opts.push({ id: "charge:none" });
      b.ask(seat, { k: "prompt.charge" }, opts, { k: "y.charge-answer", seat });
      return;
    }
  },
  "y.charge-answer"(b, t) {
    const seat = t.seat;
    if (t.choice === "charge:item") drawFrom(b, seat, "item");
    else if (t.choice === "charge:monster") {
      while (b.state.zones[mhandOf(seat)].length < 5 && drawFrom(b, seat, "monster")) {}
    } else b.emit({ t: "charge-skip", seat });
  },
});
