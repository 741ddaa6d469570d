/**
 * The loop: pops integer tasks (the engine's handlers by number) until a decision is pending or
 * the battle is over, the end check after each step that changed HP or a wound; the reaction
 * window (reactions.ts, approval automatic); and the answers to every pending decision.
 */

import { EngineError } from "../../../engine/index.ts";
import { NO_THROW_OVER, REACTION_DP_MULT } from "../rule-numbers.ts";
import { ability, area, useAbility } from "./ability.ts";
import {
  armsInHand,
  attack,
  defend,
  protectAnswer,
  readyFire,
  readyGo,
  WHEN_ACTS,
  WHEN_ATTACKED,
  whenCode,
} from "./attack.ts";
import * as C from "./codes.ts";
import { canPay } from "./costs.ts";
import { tieAnswer } from "./opening.ts";
import * as O from "./options.ts";
import { nextTurn, turn } from "./round.ts";
import * as S from "./state.ts";
import { costAnswer, diceAnswer, lowered, priceAnswer, turnAnswer } from "./turn.ts";

/** end.ts mgCheck for a KP battle: a side with nobody able to act loses (MGR-10). */
function endCheck(s: S.MgState): void {
  s.dirty = false;
  if (s.over || s.round === 0) return;
  const n = s.t.n;
  let seen = 0;
  let standing = 0;
  let first = -1;
  for (let i = 0; i < n; i++) {
    const side = s.get(i, C.F_SIDE);
    if (first < 0) first = side;
    seen |= 1 << side;
    if (!s.isDown(i)) standing |= 1 << side;
  }
  // Sides in setup order: side codes were numbered in setup order by prepare.
  for (let side = 0; side < s.t.sides.length; side++) {
    if (!((seen >> side) & 1) || (standing >> side) & 1) continue;
    let other = side;
    for (let q = 0; q < s.t.sides.length; q++)
      if (q !== side && (seen >> q) & 1) {
        other = q;
        break;
      }
    const name = s.t.sides[other];
    s.over = true;
    s.winner = name === "enemy" ? "kp" : name;
    s.outcome = "win";
    s.pKind = S.P_NONE;
    return;
  }
}

/** m.react-window from fighter `from` on, after `after`'s action (MGR-35). */
function reactWindow(s: S.MgState, after: number, from: number): void {
  const t = s.t;
  const n = t.n;
  const o = s.opts;
  for (let i = from; i < n; i++) {
    if (i === after || s.get(i, C.F_GIRL) !== 1 || s.get(i, C.F_REACTED) !== 0 || s.isDown(i))
      continue;
    let k = 0;
    const side = s.get(i, C.F_SIDE);
    const arms = armsInHand(s, i);
    for (let a = 0; a < arms.length; a++) {
      const w = arms[a];
      if (!canPay(s, i, t.armDp[w] * REACTION_DP_MULT)) continue;
      for (let j = 0; j < n; j++)
        if (s.get(j, C.F_SIDE) !== side && s.get(j, C.F_HP) > 0)
          if (!t.armRanged[w] || s.get(j, C.F_HIDDEN) === 0) o[k++] = O.code(O.O_REACT, w, j);
    }
    for (const ab of t.fAbilities[i]) {
      if (!canPay(s, i, t.abDp[ab] * REACTION_DP_MULT) || s.get(i, C.F_MP) < t.abMp[ab]) continue;
      for (let j = 0; j < n; j++)
        if (
          t.abFoe[ab]
            ? s.get(j, C.F_SIDE) !== side && s.get(j, C.F_HP) > 0
            : s.get(j, C.F_SIDE) === side
        )
          o[k++] = O.code(O.O_REACT_ABILITY, ab, j);
    }
    // reactions.ts: a weapon thrown as a reaction (MGR-35, MGR-70), at foes not hidden.
    for (let a = 0; a < arms.length; a++) {
      const w = arms[a];
      if (!t.armWeapon[w] || t.armWeight[w] > NO_THROW_OVER) continue;
      if (!canPay(s, i, t.armDp[w] * REACTION_DP_MULT)) continue;
      for (let j = 0; j < n; j++)
        if (s.get(j, C.F_SIDE) !== side && s.get(j, C.F_HP) > 0 && s.get(j, C.F_HIDDEN) === 0)
          o[k++] = O.code(O.O_REACT_THROW, w, j);
    }
    if (k === 0) continue;
    o[k++] = O.code(O.O_PASS, 0, 0);
    s.ctx[0] = after;
    s.ctx[1] = i;
    s.ask(S.P_REACT, s.get(i, C.F_SEAT), k);
    return;
  }
}

/** Runs one popped task. */
function step(s: S.MgState, at: number): void {
  const t = s.tasks;
  switch (t[at]) {
    case S.T_TURN:
      turn(s, t[at + 1]);
      return;
    case S.T_REACT:
      reactWindow(s, t[at + 1], t[at + 2]);
      return;
    case S.T_ATTACK:
      attack(s, t[at + 1], t[at + 2], t[at + 3], t[at + 4], t[at + 5]);
      return;
    case S.T_ABILITY:
      ability(s, t[at + 1], t[at + 2], t[at + 3], t[at + 4]);
      return;
    case S.T_AREA:
      area(s, t[at + 1], t[at + 2], t[at + 3], t[at + 4]);
      return;
    case S.T_READY_GO:
      readyGo(s, t[at + 1], t[at + 2]);
      return;
    case S.T_READY_FIRE:
      readyFire(s, t[at + 1], t[at + 2], t[at + 3]);
      return;
  }
}

/** Runs tasks until a decision is pending or the battle is over. */
export function run(s: S.MgState): void {
  if (s.dirty) endCheck(s);
  while (s.pKind === S.P_NONE && !s.over) {
    if (s.taskCount === 0) throw new EngineError("magical-girl runtime: nothing left to do");
    s.taskCount--;
    step(s, s.taskCount * S.TW);
    if (s.dirty) endCheck(s);
  }
}

/** Whether the runtime plays option code `c` of the pending decision (else: its frontier). */
export function playable(s: S.MgState, c: number): boolean {
  if (s.pKind === S.P_TURN) return lowered(c);
  return true;
}

/** Answers the pending decision with option code `c` and runs on. */
export function answer(s: S.MgState, c: number): void {
  const kind = s.pKind;
  const actor = s.active;
  s.pKind = S.P_NONE;
  s.optCount = 0;
  switch (kind) {
    case S.P_TIE:
      tieAnswer(s, O.aOf(c));
      break;
    case S.P_TURN:
      if (turnAnswer(s, actor, c)) nextTurn(s);
      break;
    case S.P_KP_COST:
      costAnswer(s, actor, c);
      break;
    case S.P_KP_DICE:
      diceAnswer(s, actor, c);
      break;
    case S.P_KP_PRICE:
      priceAnswer(s, actor, c);
      break;
    case S.P_READY_PICK: {
      // m.ready-when: a foe's action, an ally (herself too) being attacked.
      const i = actor;
      s.ctx[0] = c;
      const side = s.get(i, C.F_SIDE);
      let k = 0;
      for (let j = 0; j < s.t.n; j++)
        if (s.get(j, C.F_SIDE) !== side && s.get(j, C.F_HP) > 0)
          s.opts[k++] = O.code(O.O_WHEN_ACTS, j, 0);
      for (let j = 0; j < s.t.n; j++)
        if (s.get(j, C.F_SIDE) === side && s.get(j, C.F_HP) > 0)
          s.opts[k++] = O.code(O.O_WHEN_ATTACKED, j, 0);
      s.ask(S.P_READY_WHEN, s.get(i, C.F_SEAT), k);
      break;
    }
    case S.P_READY_WHEN: {
      // m.ready-set: 1 DP, the action and its moment; the turn ends.
      const i = actor;
      s.set(i, C.F_DP, s.get(i, C.F_DP) - 1);
      s.set(i, C.F_READY, s.ctx[0]);
      const acts = O.kindOf(c) === O.O_WHEN_ACTS;
      s.set(i, C.F_READY_WHEN, whenCode(acts ? WHEN_ACTS : WHEN_ATTACKED, O.aOf(c)));
      s.acted[i] = 1;
      s.active = -1;
      nextTurn(s);
      break;
    }
    case S.P_DEFEND:
      defend(s, c);
      break;
    case S.P_PROTECT:
      protectAnswer(s, c);
      break;
    case S.P_REACT: {
      const after = s.ctx[0];
      const i = s.ctx[1];
      if (O.kindOf(c) === O.O_PASS) {
        reactWindow(s, after, i + 1);
        break;
      }
      // Approved (option reactionApproval: auto): the window goes on after the reaction.
      s.push(S.T_REACT, after, i + 1);
      s.set(i, C.F_REACTED, 1);
      s.set(i, C.F_NO_RECOVER, 1);
      s.set(i, C.F_HIDDEN, 0);
      if (O.kindOf(c) === O.O_REACT_ABILITY) {
        useAbility(s, i, O.aOf(c), O.bOf(c), REACTION_DP_MULT, true);
        break;
      }
      const w = O.aOf(c);
      s.set(i, C.F_DP, s.get(i, C.F_DP) - s.t.armDp[w] * REACTION_DP_MULT);
      const thrown = O.kindOf(c) === O.O_REACT_THROW ? S.A_THROWN : 0;
      s.push(S.T_ATTACK, i, O.bOf(c), w, S.A_REACTION | thrown, 0);
      break;
    }
  }
  run(s);
}
