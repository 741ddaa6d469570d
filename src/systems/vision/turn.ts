/**
 * The turn (VIS-50): active phase → maintenance → draw → main → discard → end, then the other
 * player's turn. Each phase is a task; the main phase asks the turn player what to do. A phase
 * that asks nothing runs the next one at once when nothing could come between (run-next.ts).
 */
import { type Battle, ownFlags, ownRecord } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { drawCard } from "./draw.ts";
import { mainStep } from "./main-phase.ts";
import { runNext, runQueued } from "./run-next.ts";
import { visionHandlers, xOf } from "./tasks.ts";
import { enterPhase } from "./turn-end.ts";
import { opponentOf, zoneOf } from "./zones.ts";

/** Phases in order. */
export const PHASES = ["active", "maintenance", "draw", "main", "discard", "end"] as const;

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

/** Task handlers for the turn structure. */
export const turnHandlers = visionHandlers({
  "v.turn": turnStep,
  "v.phase-active": phaseActive,
  "v.phase-maintenance": phaseMaintenance,
  "v.phase-draw": phaseDraw,
  "v.phase-main": phaseMain,
});
