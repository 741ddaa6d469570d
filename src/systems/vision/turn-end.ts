/**
 * The turn's end (VIS-50): the discard phase — discarding down to the hand limit, one card at a
 * time — and the end phase, where effect damage and "until end of turn" effects end. Apart from
 * turn.ts so that the main phase can run the discard phase next without importing the turn.
 */
import {
  type Battle,
  EngineError,
  type OptionDef,
  ownFlags,
  ownRecord,
} from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { cardId, optionRef } from "./option-ids.ts";
import { HAND_LIMIT } from "./rule-numbers.ts";
import { runNext, runQueued } from "./run-next.ts";
import { type TaskOf, visionHandlers, xOf } from "./tasks.ts";
import { effectDamage, opponentOf, zoneOf } from "./zones.ts";

/** Sets the phase and says so. */
export function enterPhase(b: Battle, phase: string): void {
  const x = xOf(b.state);
  x.phase = phase;
  if (heard(b)) b.emit({ t: "phase", phase, seat: x.active });
}

/** v.phase-discard: the discard phase, its question asked next. */
export function phaseDiscard(b: Battle): void {
  enterPhase(b, "discard");
  runNext(b, { k: "v.discard" }, discardStep);
}

/** Asks the turn player to discard down to the hand limit, one card at a time. */
function discardStep(b: Battle): void {
  const seat = xOf(b.state).active;
  const hand = b.state.zones[zoneOf(seat, "hand")] ?? [];
  const limit = handLimit(b);
  if (hand.length <= limit) {
    runQueued(b, "v.phase-end", phaseEnd);
    return;
  }
  const options: OptionDef[] = [];
  for (let i = 0; i < hand.length; i++) options.push({ id: cardId("discard", hand[i]) });
  b.ask(seat, { k: "prompt.discard", p: { over: hand.length - limit } }, options, {
    k: "v.discard-answer",
  });
}

/** The hand limit (the battle's option, HAND_LIMIT by default). */
function handLimit(b: Battle): number {
  const n = b.state.options.handLimit;
  return typeof n === "number" ? n : HAND_LIMIT;
}

/** Effect damage resets at end of turn (VIS-20); "until end of turn" effects end. */
function phaseEnd(b: Battle): void {
  enterPhase(b, "end");
  const s = b.state;
  const tp = xOf(s).active;
  for (let k = 0; k < 2; k++) {
    // Turn player's field first (fieldInTurnOrder's order, without building the list).
    const field = s.zones[zoneOf(k === 0 ? tp : opponentOf(tp), "field")] ?? [];
    for (let i = 0; i < field.length; i++) {
      const c = s.cards[field[i]];
      if (effectDamage(c) > 0) {
        ownFlags(ownRecord(s, c)).dmg = 0;
        if (heard(b)) b.emit({ t: "damage-reset", card: field[i], kind: "effect" });
      }
    }
  }
  b.removeMods(endsWithTurn);
  b.window("turn-end");
  // The next turn (v.turn, queued under the phases) is the engine loop's to run: running it
  // here would tie this file back to turn.ts.
}

function endsWithTurn(m: { until?: string }): boolean {
  return m.until === "end-of-turn";
}

/** Task handlers for the turn's end. */
export const turnEndHandlers = visionHandlers({
  "v.phase-discard": phaseDiscard,
  "v.discard": discardStep,
  "v.discard-answer"(b, t: TaskOf<"v.discard-answer">) {
    const ref = optionRef(t.choice ?? "");
    if (ref.kind !== "discard") throw new EngineError(`not a discard: ${t.choice}`);
    const seat = b.state.cards[ref.card].owner;
    b.move(ref.card, zoneOf(seat, "grave"));
    if (heard(b)) b.emit({ t: "discard", seat, card: ref.card });
    runNext(b, { k: "v.discard" }, discardStep);
  },
  "v.phase-end": phaseEnd,
});
