/**
 * The round (YGT-10): strategy → charge → summon → spell/trap → battle → end, then strategy
 * again until the battle is won or lost. Each phase is a task; per-seat steps walk the seats in
 * seat order (players, then the GM where the GM takes part).
 */
import type { Battle, TaskHandler } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { orderHandlers } from "./battle-order.ts";
import { chargeHandlers } from "./charge.ts";
import { drawFrom } from "./draw.ts";
import { endHandlers } from "./end-phase.ts";
import { ENCOUNTER_ITEMS, ENCOUNTER_MONSTERS } from "./rule-numbers.ts";
import { runNext } from "./run-next.ts";
import { spellTrapHandlers } from "./spell-trap.ts";
import { strategyHandlers } from "./strategy.ts";
import { summonHandlers } from "./summon.ts";
import { type StepKind, type TaskOf, ygoHandlers } from "./tasks.ts";
import { ygoX } from "./x-state.ts";
import { playerSeats } from "./zones.ts";

/** The six phases in order. */
export const PHASES = ["strategy", "charge", "summon", "spell-trap", "battle", "end"] as const;
/** One phase of the round. */
export type Phase = (typeof PHASES)[number];

/** The task that runs each phase. */
const PHASE_TASK: Record<Phase, StepKind> = {
  strategy: "y.strategy",
  charge: "y.charge",
  summon: "y.summon",
  "spell-trap": "y.st",
  battle: "y.battle",
  end: "y.end",
};

/** The handler of each phase's task, run at once when the phase begins (see run-next.ts). */
const PHASE_HANDLER: Record<Phase, TaskHandler> = {
  strategy: strategyHandlers["y.strategy"],
  charge: chargeHandlers["y.charge"],
  summon: summonHandlers["y.summon"],
  "spell-trap": spellTrapHandlers["y.st"],
  battle: orderHandlers["y.battle"],
  end: endHandlers["y.end"],
};

/** Logs entering a phase and records it. */
export function enterPhase(b: Battle, phase: Phase): void {
  const x = ygoX(b.state);
  x.phase = phase;
  // Events no one sees are not built (shared/heard.ts): this runs six times a round.
  if (heard(b)) b.emit({ t: "phase", phase, round: x.round });
}

/**
 * Pushes the tasks for the phases from `from` to the end of the round, then the next round: the
 * first phase runs first (b.push's order, without building the list).
 */
function pushPhasesFrom(b: Battle, from: Phase): void {
  const tasks = b.state.tasks;
  tasks.push({ k: "y.round" });
  const first = PHASES.indexOf(from);
  for (let i = PHASES.length - 1; i >= first; i--) tasks.push({ k: "y.phase", phase: PHASES[i] });
}

/** Task handlers for the round structure. */
export const phaseHandlers = ygoHandlers({
  /** YGT-01: on the encounter each player charges 4 items and 5 monsters; no mulligan. */
  "y.deal"(b, t) {
    for (const zone of t.shuffle) b.shuffle(b.state.zones[zone]);
    for (const seat of playerSeats(b.state)) {
      for (let i = 0; i < ENCOUNTER_ITEMS; i++) drawFrom(b, seat, "item");
      for (let i = 0; i < ENCOUNTER_MONSTERS; i++) drawFrom(b, seat, "monster");
      b.emit({
        t: "encounter-hand",
        seat,
        monsters: b.state.zones[`${seat}:mhand`].length,
        items: b.state.zones[`${seat}:ihand`].length,
      });
    }
  },
  "y.round"(b) {
    const x = ygoX(b.state);
    x.round = x.round + 1;
    const used = x.used;
    const seats = playerSeats(b.state);
    for (let i = 0; i < seats.length; i++) used[seats[i]] = { normal: 0, special: 0 };
    b.emit({ t: "round", round: x.round });
    pushPhasesFrom(b, "charge");
    // The strategy phase begins at once (nothing the checks read changed).
    runNext(b, { k: "y.phase", phase: "strategy" }, phaseStep);
  },
  /** A scenario starting in the middle of a round. */
  "y.resume"(b, t) {
    b.emit({ t: "round", round: ygoX(b.state).round });
    pushPhasesFrom(b, t.phase);
  },
  "y.phase": phaseStep,
});

/** A phase begins: logged, then its task runs (at once: entering a phase changes nothing the checks read). */
function phaseStep(b: Battle, t: TaskOf<"y.phase">): void {
  const phase = t.phase;
  enterPhase(b, phase);
  runNext(b, { k: PHASE_TASK[phase], i: 0 }, PHASE_HANDLER[phase]);
}
