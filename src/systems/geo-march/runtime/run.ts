/**
 * The loop: pops integer tasks and runs them (the engine's handlers, by number) until a decision
 * is pending or the game is over; an answer runs its continuation at once (the engine pushes it
 * and pops it next). Geo-march has no state-based checks and no triggers, so nothing runs
 * between steps.
 */

import { EngineError, STEP_LIMIT } from "../../../engine/index.ts";
import {
  afterBattle,
  attack,
  battle,
  endBattle,
  formationAnswer,
  formationAsk,
  fsDeclareAnswer,
  fsDeclareAsk,
  fsEquipAnswer,
  fsEquipAsk,
  fsSummonAnswer,
  fsSummonAsk,
  melee,
  normalAnswer,
  normalAsk,
  overLimitAnswer,
  resolveStep,
  returnAnswer,
  speed,
  speedDecide,
  strike,
  windowAnswer,
  windowAsk,
} from "./battle-steps.ts";
import {
  gameStart,
  gameTurn,
  joinAnswer,
  marchAnswer,
  marchAsk,
  summonAnswer,
  summonAsk,
} from "./game.ts";
import * as S from "./state.ts";

/** Runs one popped task (at offset `at` of the task array). */
function step(s: S.GeoState, at: number): void {
  const t = s.tasks;
  const a = t[at + 1];
  switch (t[at]) {
    case S.T_GM_START:
      gameStart(s);
      return;
    case S.T_GM_TURN:
      gameTurn(s);
      return;
    case S.T_GM_SUMMON:
      summonAsk(s, a);
      return;
    case S.T_GM_MARCH:
      marchAsk(s, a);
      return;
    case S.T_GM_AFTER:
      afterBattle(s, a);
      return;
    case S.T_BATTLE:
      battle(s);
      return;
    case S.T_FS_SUMMON:
      fsSummonAsk(s, a);
      return;
    case S.T_FS_EQUIP:
      fsEquipAsk(s, a);
      return;
    case S.T_FS_DECLARE:
      fsDeclareAsk(s, a);
      return;
    case S.T_FORMATION:
      formationAsk(s, a, t[at + 2]);
      return;
    case S.T_SPEED:
      speed(s);
      return;
    case S.T_SPEED_DECIDE:
      speedDecide(s);
      return;
    case S.T_NORMAL:
      normalAsk(s, a);
      return;
    case S.T_ATTACK:
      attack(s, a);
      return;
    case S.T_STRIKE:
      strike(s, a);
      return;
    case S.T_MELEE:
      melee(s);
      return;
    case S.T_END:
      endBattle(s);
      return;
    case S.T_WINDOW:
      windowAsk(s, a, t[at + 2], t[at + 3]);
      return;
    case S.T_RESOLVE:
      resolveStep(s);
      return;
  }
  throw new EngineError(`geo-march runtime: unknown task ${t[at]}`);
}

/** Runs tasks until a decision is pending or the game is over. */
export function run(s: S.GeoState): void {
  let steps = 0;
  while (s.pSeat < 0 && !s.over) {
    if (s.taskCount === 0)
      throw new EngineError("geo-march runtime: nothing left to do but no result");
    if (++steps > STEP_LIMIT)
      throw new S.RuntimeLoopError(`${STEP_LIMIT} steps without a decision`);
    s.taskCount--;
    step(s, s.taskCount * S.TASK_WIDTH);
  }
}

/** Answers the pending decision with option `index` and runs on. */
export function answer(s: S.GeoState, index: number): void {
  const x = s.opts[index];
  const a = s.pA;
  const b = s.pB;
  const c = s.pC;
  const kind = s.pKind;
  s.pSeat = -1;
  s.optCount = 0;
  switch (kind) {
    case S.A_GM_SUMMON:
      summonAnswer(s, x, a);
      break;
    case S.A_GM_MARCH:
      marchAnswer(s, x, a);
      break;
    case S.A_GM_JOIN:
      joinAnswer(s, x, a);
      break;
    case S.A_FS_SUMMON:
      fsSummonAnswer(s, x, a);
      break;
    case S.A_FS_EQUIP:
      fsEquipAnswer(s, x, a);
      break;
    case S.A_FS_DECLARE:
      fsDeclareAnswer(s, x, a);
      break;
    case S.A_FORMATION:
      formationAnswer(s, x, a, b);
      break;
    case S.A_NORMAL:
      normalAnswer(s, x, a);
      break;
    case S.A_WINDOW:
      windowAnswer(s, x, a, b, c);
      break;
    case S.A_RETURN:
      returnAnswer(s, x, a);
      break;
    default:
      overLimitAnswer(s, x, a);
  }
  run(s);
}
