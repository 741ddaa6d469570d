/**
 * The spell/trap phase (YGT-17): each player in seat order, then the GM, may set spells and traps
 * from hand and activate spells, and activate traps set in an earlier round, any number of times.
 */
import type { Battle, OptionDef, Seat } from "../../engine/index.ts";
import { activePlayer } from "./charge.ts";
import { optionRef, unlisted } from "./option-ids.ts";
import { activate, pushSetOptions, pushSpellOptions, pushTrapOptions, setCard } from "./plays.ts";
import { runNext } from "./run-next.ts";
import { type TaskOf, ygoHandlers } from "./tasks.ts";
import { GM, playerSeats } from "./zones.ts";

/** Whose step `i` is: a player seat, then the GM after the last player. */
function seatAt(b: Battle, i: number): [Seat, number] | null {
  const at = activePlayer(b, i);
  if (at !== null) return at;
  const n = playerSeats(b.state).length;
  return i <= n ? [GM, n] : null;
}

/** Task handlers for the spell/trap phase. */
export const spellTrapHandlers = ygoHandlers({
  "y.st": stStep,
  "y.st-answer"(b, t) {
    const { seat, i, choice } = t;
    if (choice === "done") {
      runNext(b, { k: "y.st", i: i + 1 }, stStep);
      return;
    }
    const ref = optionRef(choice);
    if (ref.kind === "set") setCard(b, seat, ref.card);
    else if (ref.kind === "activate" || ref.kind === "trap") activate(b, seat, ref);
    else unlisted(choice);
    runNext(b, { k: "y.st", i }, stStep);
  },
});

/** The spell/trap step of the seat from index `t.i` on (players, then the GM) with something to play. */
function stStep(b: Battle, t: TaskOf<"y.st">): void {
  // A seat with nothing to play passes on at once: the next seat's step would have run next
  // with nothing changed in between, so the loop stands for those steps.
  for (let at = seatAt(b, t.i); at !== null; at = seatAt(b, at[1] + 1)) {
    const [seat, i] = at;
    const opts: OptionDef[] = [];
    pushSpellOptions(b, seat, false, opts);
    pushTrapOptions(b, seat, "phase", opts);
    pushSetOptions(b, seat, opts);
    if (opts.length === 0) continue;
    opts.push({ id: "done" });
    b.ask(seat, { k: "prompt.spell-trap" }, opts, { k: "y.st-answer", seat, i });
    return;
  }
}
