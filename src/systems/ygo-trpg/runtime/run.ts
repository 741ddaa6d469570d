/**
 * The loop: pops integer tasks and runs them (the engine's handlers, by number), settles the
 * state-based checks after each, and stops at a decision or the end.
 */

import { EngineError, STEP_LIMIT } from "../../../engine/index.ts";
import { LoweredStopError } from "../../shared/lowered-stop.ts";
import { settle } from "./checks.ts";
import {
  act,
  actAnswer,
  attackTrapAnswer,
  attackTraps,
  battle,
  order,
  orderAnswer,
  resolveAttack,
  substitute,
  substituteAnswer,
} from "./combat.ts";
import {
  charge,
  chargeAnswer,
  deal,
  endPhase,
  resume,
  round,
  spellTrap,
  spellTrapAnswer,
  strategy,
  strategyAgain,
  strategyAnswer,
  summon,
  summonAnswer,
  summonRoll,
  summonTrapAnswer,
  summonTraps,
} from "./phases.ts";
import * as S from "./state.ts";

/** Runs one task. */
function step(s: S.YgoState, kind: number, a: number, b: number, c: number): void {
  switch (kind) {
    case S.T_NOOP:
      return;
    case S.T_ROUND:
      round(s);
      return;
    case S.T_DEAL:
      deal(s);
      return;
    case S.T_RESUME:
      resume(s, a);
      return;
    case S.T_PHASE:
      // Entering a phase changes nothing the checks read: its first step runs at once (the
      // engine queues it, and its settle in between does nothing).
      step(s, S.PHASE_TASKS[a], 0, 0, 0);
      return;
    case S.T_STRATEGY:
      strategy(s, a);
      return;
    case S.T_STRATEGY_AGAIN:
      strategyAgain(s, a, b, c);
      return;
    case S.T_CHARGE:
      charge(s, a);
      return;
    case S.T_SUMMON:
      summon(s, a);
      return;
    case S.T_SUMMON_TRAPS:
      summonTraps(s, a, b);
      return;
    case S.T_SUMMON_ROLL:
      summonRoll(s, a, b);
      return;
    case S.T_ST:
      spellTrap(s, a);
      return;
    case S.T_BATTLE:
      battle(s);
      return;
    case S.T_ORDER:
      order(s);
      return;
    case S.T_ACT:
      act(s);
      return;
    case S.T_ATTACK_TRAPS:
      attackTraps(s, a, b, c);
      return;
    case S.T_SUBSTITUTE:
      substitute(s, a, b, c);
      return;
    case S.T_RESOLVE_ATTACK:
      resolveAttack(s, a, b, c);
      return;
    case S.T_END:
      endPhase(s);
      return;
    default:
      throw new EngineError(`ygo-trpg runtime: no task ${kind}`);
  }
}

/** Runs tasks until a decision is pending or the battle is over. */
export function run(s: S.YgoState): void {
  let steps = 0;
  while (s.pSeat < 0 && !s.over) {
    const t = s.tasks;
    const n = s.nTasks;
    if (n === 0) throw new EngineError("ygo-trpg runtime: nothing left to do but no result");
    if (++steps > STEP_LIMIT)
      throw new LoweredStopError(`ygo-trpg runtime: ${STEP_LIMIT} steps without a decision`);
    const kind = t[n - 4];
    const a = t[n - 3];
    const b = t[n - 2];
    const c = t[n - 1];
    s.nTasks = n - 4;
    step(s, kind, a, b, c);
    settle(s);
  }
}

/** Answers the pending decision with option `index` and runs on. */
export function answer(s: S.YgoState, index: number): void {
  const choice = s.opts[index];
  const kind = s.pKind;
  const a = s.pA;
  const b = s.pB;
  const c = s.pC;
  s.pSeat = -1;
  // The continuation is the engine's next task: it runs at once, then the checks, then the loop.
  switch (kind) {
    case S.T_STRATEGY_ANSWER:
      strategyAnswer(s, choice, a, b, c);
      break;
    case S.T_CHARGE_ANSWER:
      chargeAnswer(s, choice, a);
      break;
    case S.T_SUMMON_ANSWER:
      summonAnswer(s, choice, a, b);
      break;
    case S.T_SUMMON_TRAP_ANSWER:
      summonTrapAnswer(s, choice, a, b);
      break;
    case S.T_ST_ANSWER:
      spellTrapAnswer(s, choice, a, b);
      break;
    case S.T_ORDER_ANSWER:
      orderAnswer(s, choice);
      break;
    case S.T_ACT_ANSWER:
      actAnswer(s, choice, a);
      break;
    case S.T_ATTACK_TRAP_ANSWER:
      attackTrapAnswer(s, choice, a, b, c);
      break;
    default:
      substituteAnswer(s, choice, a, b, c);
  }
  settle(s);
  run(s);
}
