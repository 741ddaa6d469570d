/**
 * The strategy phase (YGT-11): players plan together, may show each other their hands, and may
 * use quick-play spells only. Then the GM may use the GM tools (gm-tools.ts) before play moves on.
 */
import { allBut, type Battle, type Seat } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { activePlayer } from "./charge.ts";
import { applyGmTool, gmToolOptions } from "./gm-tools.ts";
import { playRef } from "./option-ids.ts";
import { activate, spellOptions } from "./plays.ts";
import { runNext } from "./run-next.ts";
import { takesPart } from "./take-part.ts";
import { type TaskOf, ygoHandlers } from "./tasks.ts";
import { GM, zoneOf } from "./zones.ts";

function askPlayer(b: Battle, seat: Seat, i: number, revealed: boolean): void {
  const opts = spellOptions(b, seat, true);
  if (!revealed) opts.push({ id: "reveal" });
  opts.push({ id: "ready" });
  b.ask(seat, { k: "prompt.strategy" }, opts, { k: "y.strategy-answer", seat, i, revealed });
}

/** Task handlers for the strategy phase. */
export const strategyHandlers = ygoHandlers({
  "y.strategy": strategyStep,
  "y.strategy-answer"(b, t) {
    const { seat, choice, i } = t;
    if (choice === "ready") {
      if (heard(b)) b.emit({ t: "ready", seat });
      runNext(b, { k: "y.strategy", i: i + 1 }, strategyStep);
      return;
    }
    if (choice === "reveal") {
      if (heard(b)) revealHands(b, seat);
    } else activate(b, seat, playRef(choice));
    runNext(
      b,
      { k: "y.strategy-again", seat, i, revealed: t.revealed === true || choice === "reveal" },
      strategyAgain,
    );
  },
  "y.strategy-again": strategyAgain,
  "y.gm-answer"(b, t) {
    if (t.choice === "ready") {
      b.emit({ t: "ready", seat: GM });
      return;
    }
    applyGmTool(b, t.choice);
    b.push({ k: "y.gm-again" });
  },
  "y.gm-again"(b) {
    b.ask(GM, { k: "prompt.gm-tools" }, gmToolOptions(b), { k: "y.gm-answer" });
  },
});

/** The strategy step of the player from seat index `t.i` on who takes part, then the GM's tools. */
function strategyStep(b: Battle, t: TaskOf<"y.strategy">): void {
  const at = activePlayer(b, t.i);
  if (at !== null) {
    askPlayer(b, at[0], at[1], false);
    return;
  }
  if (b.state.options.gmTools === false) return;
  b.ask(GM, { k: "prompt.gm-tools" }, gmToolOptions(b), { k: "y.gm-answer" });
}

/** The same player again after a play, unless it cost her last life (YGT-28). */
function strategyAgain(b: Battle, t: TaskOf<"y.strategy-again">): void {
  if (!takesPart(b, t.seat)) {
    runNext(b, { k: "y.strategy", i: t.i + 1 }, strategyStep);
    return;
  }
  askPlayer(b, t.seat, t.i, t.revealed === true);
}

/**
 * YGT-11: hands are shown to the other players (not to the GM, who plays against them): the event
 * names the definitions, never the hidden ids, and is addressed to them alone.
 */
function revealHands(b: Battle, seat: Seat): void {
  const z = b.state.zones;
  const defs = (zone: string) => z[zoneOf(seat, zone)].map((id) => b.state.cards[id].def);
  b.emit({
    t: "reveal",
    seat,
    monsters: defs("mhand"),
    items: defs("ihand"),
    $to: allBut(b.state, GM),
  });
}
