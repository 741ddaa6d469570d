/**
 * The spell/trap phase (YGT-17): each player in seat order, then the GM, may set spells and traps
 * from hand and activate spells, and activate traps set in an earlier round, any number of times.
 */
import type { Battle, Seat, TaskHandler } from "../../engine/index.ts";
import { activePlayer } from "./charge.ts";
import { activate, parseOption, setCard, setOptions, spellOptions, trapOptions } from "./plays.ts";
import { GM, playerSeats } from "./zones.ts";

/** Whose step `i` is: a player seat, then the GM after the last player. */
function seatAt(b: Battle, i: number): [Seat, number] | null {
  const at = activePlayer(b, i);
  if (at !== null) return at;
  const n = playerSeats(b.state).length;
  return i <= n ? [GM, n] : null;
}

/** Task handlers for the spell/trap phase. */
export const spellTrapHandlers: Record<string, TaskHandler> = {
  "y.st"(b, t) {
    const at = seatAt(b, t.i as number);
    if (at === null) return;
    const [seat, i] = at;
    const opts = [
      ...spellOptions(b, seat, false),
      ...trapOptions(b, seat, "phase"),
      ...setOptions(b, seat),
    ];
    if (opts.length === 0) {
      b.push({ k: "y.st", i: i + 1 });
      return;
    }
    b.ask(seat, { k: "prompt.spell-trap" }, [...opts, { id: "done" }], {
      k: "y.st-answer",
      seat,
      i,
    });
  },
  "y.st-answer"(b, t) {
    const seat = t.seat as Seat;
    const i = t.i as number;
    const choice = t.choice as string;
    if (choice === "done") {
      b.push({ k: "y.st", i: i + 1 });
      return;
    }
    if (choice.startsWith("set:")) setCard(b, seat, parseOption(choice).card);
    else activate(b, seat, choice);
    b.push({ k: "y.st", i });
  },
};
