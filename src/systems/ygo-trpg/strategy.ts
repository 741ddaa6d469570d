/**
 * The strategy phase (YGT-11): players plan together, may show each other their hands, and may
 * use quick-play spells only. Then the GM may use the GM tools (gm-tools.ts) before play moves on.
 */
import { allBut, type Battle, type Seat, type TaskHandler } from "../../engine/index.ts";
import { activePlayer } from "./charge.ts";
import { applyGmTool, gmToolOptions } from "./gm-tools.ts";
import { activate, spellOptions } from "./plays.ts";
import { takesPart } from "./take-part.ts";
import { GM, zoneOf } from "./zones.ts";

function askPlayer(b: Battle, seat: Seat, i: number, revealed: boolean): void {
  const opts = spellOptions(b, seat, true);
  if (!revealed) opts.push({ id: "reveal" });
  opts.push({ id: "ready" });
  b.ask(seat, { k: "prompt.strategy" }, opts, { k: "y.strategy-answer", seat, i, revealed });
}

/** Task handlers for the strategy phase. */
export const strategyHandlers: Record<string, TaskHandler> = {
  "y.strategy"(b, t) {
    const at = activePlayer(b, t.i as number);
    if (at !== null) return askPlayer(b, at[0], at[1], false);
    if (b.state.options.gmTools === false) return;
    b.ask(GM, { k: "prompt.gm-tools" }, gmToolOptions(b), { k: "y.gm-answer" });
  },
  "y.strategy-answer"(b, t) {
    const seat = t.seat as Seat;
    const choice = t.choice as string;
    const i = t.i as number;
    if (choice === "ready") {
      b.emit({ t: "ready", seat });
      b.push({ k: "y.strategy", i: i + 1 });
      return;
    }
    if (choice === "reveal") {
      // YGT-11: hands are shown to the other players (not to the GM, who plays against them):
      // the event names the definitions, never the hidden ids, and is addressed to them alone.
      const z = b.state.zones;
      const defs = (zone: string) => z[zoneOf(seat, zone)].map((id) => b.state.cards[id].def);
      b.emit({
        t: "reveal",
        seat,
        monsters: defs("mhand"),
        items: defs("ihand"),
        $to: allBut(b.state, GM),
      });
    } else activate(b, seat, choice);
    b.push({
      k: "y.strategy-again",
      seat,
      i,
      revealed: t.revealed === true || choice === "reveal",
    });
  },
  "y.strategy-again"(b, t) {
    // A quick-play spell that cost her last life: she takes no further part (YGT-28).
    if (!takesPart(b, t.seat as Seat)) {
      b.push({ k: "y.strategy", i: (t.i as number) + 1 });
      return;
    }
    askPlayer(b, t.seat as Seat, t.i as number, t.revealed === true);
  },
  "y.gm-answer"(b, t) {
    if (t.choice === "ready") {
      b.emit({ t: "ready", seat: GM });
      return;
    }
    applyGmTool(b, t.choice as string);
    b.push({ k: "y.gm-again" });
  },
  "y.gm-again"(b) {
    b.ask(GM, { k: "prompt.gm-tools" }, gmToolOptions(b), { k: "y.gm-answer" });
  },
};
