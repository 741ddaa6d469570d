/**
 * The main phase: the turn player sets a node (once), plays cards, uses abilities, attacks
 * (VIS-01, VIS-05: any number of times while an active character remains) or ends the phase.
 * Every play opens interference (干渉) with the opponent's priority.
 */
import { type Battle, type OptionDef, ownCard, ownFlags } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { attackHandler } from "./attack.ts";
import { pushLegalPlays } from "./legal-plays.ts";
import { lowFor, sideOf } from "./lowered.ts";
import { attackId, nodeId, optionRef } from "./option-ids.ts";
import { declarePlay } from "./plays.ts";
import { runNext, runQueued } from "./run-next.ts";
import { type TaskOf, visionHandlers, xOf } from "./tasks.ts";
import { phaseDiscard } from "./turn-end.ts";
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
  if (xOf(s).nodeSet !== true) {
    const hand = s.zones[zoneOf(seat, "hand")] ?? [];
    const side = sideOf(s);
    for (let i = 0; i < hand.length; i++) {
      const low = lowFor(s, side, hand[i]);
      out.push({ id: (low.node ??= nodeId(hand[i])) });
    }
  }
  pushLegalPlays(out, b, seat, "main");
  // The attackers, as attackers() lists them (without building the list).
  const field = s.zones[zoneOf(seat, "field")] ?? [];
  for (let i = 0; i < field.length; i++) {
    const c = s.cards[field[i]];
    if (!isSleeping(c) && !hasKeyword(c, "doll")) out.push({ id: attackId(field[i]) });
  }
  out.push({ id: "end" });
  return out;
}

/** Asks the turn player what to do in the main phase. */
export function mainStep(b: Battle): void {
  const seat = xOf(b.state).active;
  b.ask(seat, { k: "prompt.main" }, mainOptions(b, seat), { k: "v.main-answer" });
}

/** Task handlers of the main phase. */
export const mainHandlers = visionHandlers({
  "v.main": mainStep,
  "v.main-answer"(b, t: TaskOf<"v.main-answer">) {
    const s = b.state;
    const x = xOf(s);
    const seat = x.active;
    const ref = optionRef(t.choice ?? "");
    if (ref.kind === "end") {
      if (heard(b)) b.emit({ t: "main-end", seat });
      // Ending the main phase runs the discard phase next (the turn queued it below).
      runQueued(b, "v.phase-discard", phaseDiscard);
      return;
    }
    // The main phase asks again after the choice (VIS-05), whatever it was.
    if (ref.kind === "node") {
      b.move(ref.card, zoneOf(seat, "node"));
      ownFlags(ownCard(s, ref.card)).sleep = false;
      x.nodeSet = true;
      if (heard(b)) b.emit({ t: "node-set", seat, card: ref.card });
      runNext(b, { k: "v.main" }, mainStep);
      return;
    }
    s.tasks.push({ k: "v.main" });
    if (ref.kind === "attack") runNext(b, { k: "v.attack", card: ref.card }, attackHandler);
    else {
      declarePlay(b, seat, ref);
      b.openResponses("interference", opponentOf(seat));
    }
  },
});
