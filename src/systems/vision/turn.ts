/**
 * The turn (VIS-50): active phase → maintenance → draw → main → discard → end, then the other
 * player's turn. Each phase is a task; the main phase asks the turn player what to do.
 */
import { type Battle, ownFlags, ownRecord, type TaskHandler } from "../../engine/index.ts";
import { drawCard } from "./draw.ts";
import { opponentOf, zoneOf } from "./zones.ts";

/** Phases in order. */
export const PHASES = ["active", "maintenance", "draw", "main", "discard", "end"] as const;

function enterPhase(b: Battle, phase: string): void {
  b.state.x.phase = phase;
  b.emit({ t: "phase", phase, seat: b.state.x.active as string });
}

/** Task handlers for the turn structure. */
export const turnHandlers: Record<string, TaskHandler> = {
  "v.turn"(b) {
    const x = b.state.x;
    x.turn = (x.turn as number) + 1;
    if (x.turn > 1) x.active = opponentOf(x.active as string);
    b.emit({ t: "turn", turn: x.turn, seat: x.active as string });
    b.push(
      { k: "v.phase-active" },
      { k: "v.phase-maintenance" },
      { k: "v.phase-draw" },
      { k: "v.phase-main" },
      { k: "v.phase-discard" },
      { k: "v.phase-end" },
      { k: "v.turn" },
    );
  },
  "v.phase-active"(b) {
    enterPhase(b, "active");
    const seat = b.state.x.active as string;
    // Ready the turn player's sleeping characters and nodes (VIS-51 reading: nodes ready here).
    for (const zone of ["field", "node"] as const) {
      for (const id of b.state.zones[zoneOf(seat, zone)] ?? []) {
        const c = b.state.cards[id];
        if (c.f.sleep === true) {
          ownFlags(ownRecord(b.state, c)).sleep = false;
          if (zone === "field") b.emit({ t: "ready", card: id });
        }
      }
    }
  },
  "v.phase-maintenance"(b) {
    enterPhase(b, "maintenance");
    b.window("maintenance");
  },
  "v.phase-draw"(b) {
    enterPhase(b, "draw");
    const x = b.state.x;
    // The first player skips the draw of the game's first turn.
    if (x.turn === 1 && b.state.options.firstPlayerDraws !== true) {
      b.emit({ t: "skip-draw", seat: x.active as string });
      return;
    }
    drawCard(b, x.active as string);
  },
  "v.phase-main"(b) {
    enterPhase(b, "main");
    b.state.x.nodeSet = false;
    b.state.x.charPlayed = false;
    b.push({ k: "v.main" });
  },
  "v.phase-discard"(b) {
    enterPhase(b, "discard");
    b.push({ k: "v.discard" });
  },
  "v.discard"(b) {
    const seat = b.state.x.active as string;
    const hand = b.state.zones[zoneOf(seat, "hand")] ?? [];
    const limit = (b.state.options.handLimit as number | undefined) ?? 7;
    if (hand.length <= limit) return;
    b.ask(
      seat,
      { k: "prompt.discard", p: { over: hand.length - limit } },
      hand.map((id) => ({ id: `discard:${id}` })),
      { k: "v.discard-answer" },
    );
  },
  "v.discard-answer"(b, t) {
    const id = (t.choice as string).slice(8);
    const seat = b.state.cards[id].owner;
    b.move(id, zoneOf(seat, "grave"));
    b.emit({ t: "discard", seat, card: id });
    b.push({ k: "v.discard" });
  },
  "v.phase-end"(b) {
    enterPhase(b, "end");
    const s = b.state;
    // Effect damage resets at end of turn (VIS-20); "until end of turn" effects end.
    const tp = s.x.active as string;
    for (const seat of [tp, opponentOf(tp)]) {
      // Turn player's field first (fieldInTurnOrder's order, without building the list).
      const field = s.zones[zoneOf(seat, "field")] ?? [];
      for (let i = 0; i < field.length; i++) {
        const c = s.cards[field[i]];
        if (((c.f.dmg as number) ?? 0) > 0) {
          ownFlags(ownRecord(s, c)).dmg = 0;
          b.emit({ t: "damage-reset", card: field[i], kind: "effect" });
        }
      }
    }
    b.removeMods((m) => m.until === "end-of-turn");
    b.window("turn-end");
  },
};
