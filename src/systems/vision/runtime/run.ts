/**
 * The loop: pops integer tasks and runs them (the engine's handlers, by number), settles the
 * state-based checks after each, and stops at a decision or the end. Also the response
 * exchange (engine/stack.ts with Vision's policy: alternate, auto-pass, resolve all LIFO).
 */

import { EngineError, STEP_LIMIT } from "../../../engine/index.ts";
import { settle } from "./checks.ts";
import * as K from "./codes.ts";
import { attack, blockAnswer, combat, combatSteps, grazeAnswer } from "./combat.ts";
import { applyEffect } from "./effects.ts";
import * as S from "./state.ts";
import { RuntimeLoopError } from "./state.ts";
import {
  discardAnswer,
  discardAsk,
  mainAnswer,
  mainAsk,
  phaseActive,
  phaseDiscard,
  phaseDraw,
  phaseEnd,
  phaseMain,
  start,
  turn,
} from "./turn.ts";
import { resolveTop, windowAnswer, windowAsk } from "./window.ts";
import { move } from "./zones.ts";

/** One effect of an ability; the next one is queued first so checks run in between (VIS-30). */
function effect(s: S.VisionState, at: number): void {
  const t = s.tasks;
  const src = t[at + 1];
  const ctrl = t[at + 2];
  const target = t[at + 3];
  const ab = t[at + 4];
  const i = t[at + 5];
  const effects = s.t.defs.abilities[ab];
  if (i + 1 < effects.length) s.push(S.T_EFFECT, src, ctrl, target, ab, i + 1);
  applyEffect(s, src, ctrl, target, effects[i]);
}

/** Runs one popped task (at offset `at` of the task array). */
function step(s: S.VisionState, at: number): void {
  const t = s.tasks;
  switch (t[at]) {
    case S.T_TURN:
      turn(s);
      return;
    case S.T_PH_ACTIVE:
      phaseActive(s);
      return;
    case S.T_PH_MAINTENANCE:
      s.phase = 2;
      return;
    case S.T_PH_DRAW:
      phaseDraw(s);
      return;
    case S.T_PH_MAIN:
      phaseMain(s);
      return;
    case S.T_PH_DISCARD:
      phaseDiscard(s);
      return;
    case S.T_PH_END:
      phaseEnd(s);
      return;
    case S.T_MAIN:
      mainAsk(s);
      return;
    case S.T_MAIN_ANSWER:
      mainAnswer(s, t[at + 1]);
      return;
    case S.T_DISCARD:
      discardAsk(s);
      return;
    case S.T_DISCARD_ANSWER:
      discardAnswer(s, t[at + 1]);
      return;
    case S.T_ATTACK:
      attack(s, t[at + 1]);
      return;
    case S.T_BLOCK_ANSWER:
      blockAnswer(s, t[at + 1]);
      return;
    case S.T_COMBAT:
      combat(s);
      return;
    case S.T_COMBAT_STEP:
      combatSteps(s, t[at + 1]);
      return;
    case S.T_EFFECT:
      effect(s, at);
      return;
    case S.T_TO_GRAVE: {
      const card = t[at + 1];
      move(s, card, s.owner[card] * 6 + K.Z_GRAVE);
      return;
    }
    case S.T_WINDOW:
      windowAsk(s, t[at + 1], t[at + 2]);
      return;
    case S.T_WINDOW_ANSWER:
      windowAnswer(s, t[at + 1], t[at + 2], t[at + 3]);
      return;
    case S.T_RESOLVE:
      resolveTop(s);
      return;
    case S.T_START:
      start(s);
      return;
  }
}

/** Runs tasks until a decision is pending or the battle is over. */
export function run(s: S.VisionState): void {
  let steps = 0;
  while (s.pSeat < 0 && !s.over) {
    if (s.taskCount === 0)
      throw new EngineError("vision runtime: nothing left to do but no result");
    if (++steps > STEP_LIMIT) throw new RuntimeLoopError(`${STEP_LIMIT} steps without a decision`);
    s.taskCount--;
    step(s, s.taskCount * S.TW);
    settle(s);
  }
}

/** Answers the pending decision with option `index` and runs on. */
export function answer(s: S.VisionState, index: number): void {
  const choice = s.opts[index];
  const kind = s.pKind;
  const a1 = s.pArg1;
  const a2 = s.pArg2;
  s.pSeat = -1;
  s.optCount = 0;
  // The continuation is the engine's next task: it runs at once, then the checks, then the loop.
  switch (kind) {
    case S.T_MAIN_ANSWER:
      mainAnswer(s, choice);
      break;
    case S.T_WINDOW_ANSWER:
      windowAnswer(s, choice, a1, a2);
      break;
    case S.T_BLOCK_ANSWER:
      blockAnswer(s, choice);
      break;
    case S.T_DISCARD_ANSWER:
      discardAnswer(s, choice);
      break;
    default:
      grazeAnswer(s, choice);
  }
  settle(s);
  run(s);
}
