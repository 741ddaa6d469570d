/**
 * The main phase: the turn player sets a node (once), plays cards, uses abilities, attacks
 * (VIS-01, VIS-05: any number of times while an active character remains) or ends the phase.
 * Every play opens interference (干渉) with the opponent's priority.
 */
import {
  type Battle,
  type OptionDef,
  ownCard,
  ownFlags,
  type TaskHandler,
} from "../../engine/index.ts";
import { pushLegalPlays } from "./legal-plays.ts";
import { declarePlay } from "./plays.ts";
import { hasKeyword, isSleeping, opponentOf, zoneOf } from "./zones.ts";

/**
 * Characters that may attack: active, on the turn player's field, not 人形 (doll). The attack
 * value does not matter (VIS-01): one below 0 attacks and deals 0.
 */
export function attackers(b: Battle, seat: string): string[] {
  return (b.state.zones[zoneOf(seat, "field")] ?? []).filter((id) => {
    const c = b.state.cards[id];
    return !isSleeping(c) && !hasKeyword(c, "doll");
  });
}

/** The turn player's options in the main phase. */
export function mainOptions(b: Battle, seat: string): OptionDef[] {
  const s = b.state;
  const out: OptionDef[] = [];
  if (s.x.nodeSet !== true) {
    const hand = s.zones[zoneOf(seat, "hand")] ?? [];
    for (let i = 0; i < hand.length; i++) out.push({ id: `node:${hand[i]}` });
  }
  pushLegalPlays(out, b, seat, "main");
  // The attackers, as attackers() lists them (without building the list).
  const field = s.zones[zoneOf(seat, "field")] ?? [];
  for (let i = 0; i < field.length; i++) {
    const c = s.cards[field[i]];
    if (!isSleeping(c) && !hasKeyword(c, "doll")) out.push({ id: `attack:${field[i]}` });
  }
  out.push({ id: "end" });
  return out;
}

/** Task handlers of the main phase. */
export const mainHandlers: Record<string, TaskHandler> = {
  "v.main"(b) {
    const seat = b.state.x.active as string;
    b.ask(seat, { k: "prompt.main" }, mainOptions(b, seat), { k: "v.main-answer" });
  },
  "v.main-answer"(b, t) {
    const s = b.state;
    const seat = s.x.active as string;
    const choice = t.choice as string;
    if (choice === "end") {
      b.emit({ t: "main-end", seat });
      return;
    }
    b.push({ k: "v.main" });
    if (choice.startsWith("node:")) {
      const id = choice.slice(5);
      b.move(id, zoneOf(seat, "node"));
      ownFlags(ownCard(s, id)).sleep = false;
      s.x.nodeSet = true;
      b.emit({ t: "node-set", seat, card: id });
    } else if (choice.startsWith("attack:")) {
      s.tasks.push({ k: "v.attack", card: choice.slice(7) });
    } else {
      declarePlay(b, seat, choice);
      b.openResponses("interference", opponentOf(seat));
    }
  },
};
