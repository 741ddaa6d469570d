/**
 * The turn (VIS-50): active phase → maintenance → draw → main → discard → end, then the other
 * player's turn. Each phase is a task; the main phase asks the turn player what to do. A phase
 * that asks nothing runs the next one at once when nothing could come between (run-next.ts).
 */
import { type Battle, type OptionDef, ownFlags, ownRecord } from "../../engine/index.ts";
import { drawCard } from "./draw.ts";
import { heard } from "./heard.ts";
import { mainStep } from "./main-phase.ts";
import { cardId, optionRef } from "./option-ids.ts";
import { runNext, runQueued } from "./run-next.ts";
import { type TaskOf, visionHandlers, xOf } from "./tasks.ts";
import { effectDamage, opponentOf, zoneOf } from "./zones.ts";

/** Phases in order. */
export const PHASES = ["active", "maintenance", "draw", "main", "discard", "end"] as const;

function enterPhase(b: Battle, phase: string): void {
  const x = xOf(b.state);
  x.phase = phase;
  if (heard(b)) b.emit({ t: "phase", phase, seat: x.active });
}

/** v.turn: the next turn, its phases queued in order (the first run at once). */
export function turnStep(b: Battle): void {
  const x = xOf(b.state);
  x.turn = x.turn + 1;
  if (x.turn > 1) x.active = opponentOf(x.active);
  if (heard(b)) b.emit({ t: "turn", turn: x.turn, seat: x.active });
  const tasks = b.state.tasks;
  tasks.push(
    { k: "v.turn" },
    { k: "v.phase-end" },
    { k: "v.phase-discard" },
    { k: "v.phase-main" },
    { k: "v.phase-draw" },
    { k: "v.phase-maintenance" },
  );
  runNext(b, { k: "v.phase-active" }, phaseActive);
}

/** Readies the turn player's sleeping characters and nodes (VIS-51 reading: nodes ready here). */
function phaseActive(b: Battle): void {
  enterPhase(b, "active");
  const s = b.state;
  const seat = xOf(s).active;
  for (const zone of ACTIVE_ZONES) {
    const ids = s.zones[zoneOf(seat, zone)] ?? [];
    for (let i = 0; i < ids.length; i++) {
      const c = s.cards[ids[i]];
      if (c.f.sleep === true) {
        ownFlags(ownRecord(s, c)).sleep = false;
        if (zone === "field" && heard(b)) b.emit({ t: "ready", card: ids[i] });
      }
    }
  }
  runQueued(b, "v.phase-maintenance", phaseMaintenance);
}

const ACTIVE_ZONES = ["field", "node"] as const;

function phaseMaintenance(b: Battle): void {
  enterPhase(b, "maintenance");
  b.window("maintenance");
  runQueued(b, "v.phase-draw", phaseDraw);
}

function phaseDraw(b: Battle): void {
  enterPhase(b, "draw");
  const x = xOf(b.state);
  // The first player skips the draw of the game's first turn.
  if (x.turn === 1 && b.state.options.firstPlayerDraws !== true) {
    if (heard(b)) b.emit({ t: "skip-draw", seat: x.active });
  } else drawCard(b, x.active);
  runQueued(b, "v.phase-main", phaseMain);
}

function phaseMain(b: Battle): void {
  enterPhase(b, "main");
  const x = xOf(b.state);
  x.nodeSet = false;
  x.charPlayed = false;
  runNext(b, { k: "v.main" }, mainStep);
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

/** The hand limit (the battle's option, 7 by default). */
function handLimit(b: Battle): number {
  const n = b.state.options.handLimit;
  return typeof n === "number" ? n : 7;
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
  runQueued(b, "v.turn", turnStep);
}

function endsWithTurn(m: { until?: string }): boolean {
  return m.until === "end-of-turn";
}

/** Task handlers for the turn structure. */
export const turnHandlers = visionHandlers({
  "v.turn": turnStep,
  "v.phase-active": phaseActive,
  "v.phase-maintenance": phaseMaintenance,
  "v.phase-draw": phaseDraw,
  "v.phase-main": phaseMain,
  "v.phase-discard": phaseDiscard,
  "v.discard": discardStep,
  "v.discard-answer"(b, t: TaskOf<"v.discard-answer">) {
    const ref = optionRef(t.choice ?? "");
    if (ref.kind !== "discard") throw new Error(`not a discard: ${t.choice}`);
    const seat = b.state.cards[ref.card].owner;
    b.move(ref.card, zoneOf(seat, "grave"));
    if (heard(b)) b.emit({ t: "discard", seat, card: ref.card });
    runNext(b, { k: "v.discard" }, discardStep);
  },
  "v.phase-end": phaseEnd,
});
