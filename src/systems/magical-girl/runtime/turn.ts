/**
 * A fighter's turn (turn.ts, skills.ts, price.ts): the options in the engine's order, and the
 * answers the runtime plays so far — end, a stance, a ready declaration, a skill use (the KP's
 * cost, then its dice, then the check) and a priced task. Without a map nobody moves, hides,
 * hurls or works an object, and everyone stands together (every reach is met).
 */

import {
  INTERACT_DP,
  KP_COSTS,
  LIGHT_WOUND_LIMIT,
  NO_THROW_OVER,
  READY_DP,
  STANCE_DP,
} from "../rule-numbers.ts";
import { useAbility } from "./ability.ts";
import { armsInHand, holds, readyTriggers } from "./attack.ts";
import * as C from "./codes.ts";
import { canPay } from "./costs.ts";
import { rollCheck } from "./dice.ts";
import * as O from "./options.ts";
import {
  A_THROWN,
  GAIN_OWNERS,
  type MgState,
  P_KP_COST,
  P_KP_DICE,
  P_KP_PRICE,
  P_READY_PICK,
  P_TURN,
  T_ATTACK,
  T_REACT,
  T_TURN,
} from "./state.ts";

/** Writes the turn's options of fighter `i` (turn.ts turnOptions) and asks its seat (MGR-14, MGR-23, MGR-24, MGR-25, MGR-28, MGR-30, MGR-31, MGR-32, MGR-61, MGR-70). */
export function askTurn(s: MgState, i: number): void {
  const t = s.t;
  const n = t.n;
  const o = s.opts;
  let k = 0;
  // canPay's parts, read once: able (not down, not overloaded), DP, a light wound's limit.
  const able = canPay(s, i, 0);
  const dp = s.get(i, C.F_DP);
  const limit = s.get(i, C.F_WOUND) === C.W_LIGHT ? LIGHT_WOUND_LIMIT : dp;
  const most = able ? Math.min(dp, limit) : -1;
  // Foes (another side, above 0 HP), and those not hidden, as bits.
  const side = s.get(i, C.F_SIDE);
  let foes = 0;
  let seen = 0;
  let allies = 0;
  for (let j = 0; j < n; j++) {
    if (s.get(j, C.F_SIDE) === side) allies |= 1 << j;
    else if (s.get(j, C.F_HP) > 0) {
      foes |= 1 << j;
      if (s.get(j, C.F_HIDDEN) === 0) seen |= 1 << j;
    }
  }
  const arms = armsInHand(s, i);
  for (let a = 0; a < arms.length; a++) {
    if (t.armDp[arms[a]] > most) continue;
    const reach = t.armRanged[arms[a]] ? seen : foes;
    for (let j = 0; j < n; j++) if ((reach >> j) & 1) o[k++] = O.code(O.O_ATTACK, arms[a], j);
  }
  const abs = t.fAbilities[i];
  const mp = s.get(i, C.F_MP);
  for (const ab of abs) {
    if (t.abDp[ab] > most || mp < t.abMp[ab]) continue;
    const to = t.abFoe[ab] ? foes : allies;
    for (let j = 0; j < n; j++) if ((to >> j) & 1) o[k++] = O.code(O.O_ABILITY, ab, j);
  }
  const readyable = k > 0;
  for (let a = 0; a < arms.length; a++) {
    const w = arms[a];
    if (!t.armWeapon[w] || t.armDp[w] > most) continue;
    if (t.armWeight[w] > NO_THROW_OVER) continue;
    for (let j = 0; j < n; j++) if ((seen >> j) & 1) o[k++] = O.code(O.O_THROW, w, j);
  }
  // Her own weapons lying here (everyone stands together), in the order they fell; then the
  // others' by owner in setup order.
  if (s.grounds !== null && (s.get(i, C.F_FREE_USED) ? INTERACT_DP : 0) <= most) {
    const ground = s.grounds[i];
    if (ground != null)
      for (const w of ground) if (!holds(s, i, w)) o[k++] = O.code(O.O_PICKUP, w, 0);
    for (let j = 0; j < n; j++) {
      const theirs = j === i ? null : s.grounds[j];
      if (theirs != null)
        for (const w of theirs) if (!holds(s, i, w)) o[k++] = O.code(O.O_PICKUP_OTHER, w, j);
    }
  }
  const girl = s.get(i, C.F_GIRL) === 1;
  if (girl && able) {
    const used = s.get(i, C.F_SKILLS_USED);
    const sks = t.fSkills[i];
    for (let q = 0; q < sks.length; q++)
      if (!((used >> q) & 1)) o[k++] = O.code(O.O_USESKILL, sks[q], q);
  }
  if (girl && prices(s, i) !== 0) o[k++] = O.code(O.O_TASK, 0, 0);
  if (STANCE_DP <= most) {
    o[k++] = O.code(O.O_STANCE_DODGE, 0, 0);
    o[k++] = O.code(O.O_STANCE_PARRY, 0, 0);
  }
  if (READY_DP <= most) {
    for (let a = 0; a < arms.length; a++)
      for (let j = 0; j < n; j++) if ((foes >> j) & 1) o[k++] = O.code(O.O_READY, arms[a], j);
    if (readyable) o[k++] = O.code(O.O_READY_ANY, 0, 0);
  }
  o[k++] = O.code(O.O_END, 0, 0);
  s.ask(P_TURN, s.get(i, C.F_SEAT), k);
}

/** price.ts prices of a task as bits (bit q: cost KP_COSTS[q]; 0 while the free one is unused) (MGR-14, MGR-23). */
function prices(s: MgState, i: number): number {
  let bits = 0;
  for (let q = 0; q < KP_COSTS.length; q++) {
    const n = KP_COSTS[q];
    if (canPay(s, i, n) && (n > 0 || s.get(i, C.F_FREE_USED) === 0)) bits |= 1 << q;
  }
  return bits;
}

/** Whether the runtime plays option code `c` of a turn (the rest is the frontier). */
export function lowered(c: number): boolean {
  const k = O.kindOf(c);
  return (
    k === O.O_ATTACK ||
    k === O.O_ABILITY ||
    k === O.O_READY_ANY ||
    k === O.O_THROW ||
    k === O.O_PICKUP ||
    k === O.O_PICKUP_OTHER ||
    k === O.O_END ||
    k === O.O_STANCE_DODGE ||
    k === O.O_STANCE_PARRY ||
    k === O.O_READY ||
    k === O.O_USESKILL ||
    k === O.O_TASK
  );
}

/**
 * m.turn-answer for the lowered choices: true when the turn ended (the next one begins), false
 * when something else comes first (a KP's question, or tasks pushed: the loop runs them).
 * Rules: MGR-14, MGR-30, MGR-31, MGR-32.
 */
export function turnAnswer(s: MgState, i: number, c: number): boolean {
  const k = O.kindOf(c);
  if (k === O.O_USESKILL) {
    // m.skill: the KP sets the cost among those she can pay (the actor is up: she just chose).
    s.push(T_TURN, i);
    s.pSkill = O.bOf(c);
    let m = 0;
    for (const n of KP_COSTS) if (canPay(s, i, n)) s.opts[m++] = O.code(O.O_COST, n, 0);
    s.ask(P_KP_COST, s.t.kpSeat, m);
    return false;
  }
  if (k === O.O_TASK) {
    s.push(T_TURN, i);
    const bits = prices(s, i);
    let m = 0;
    for (let q = 0; q < KP_COSTS.length; q++)
      if ((bits >> q) & 1) s.opts[m++] = O.code(O.O_PRICE, KP_COSTS[q], 0);
    s.ask(P_KP_PRICE, s.t.kpSeat, m);
    return false;
  }
  if (k === O.O_ATTACK) {
    // The action, then the others' reaction window, then this turn again (MGR-35).
    const w = O.aOf(c);
    s.push(T_TURN, i);
    s.push(T_REACT, i, 0);
    s.set(i, C.F_HIDDEN, 0);
    s.set(i, C.F_DP, s.get(i, C.F_DP) - s.t.armDp[w]);
    s.push(T_ATTACK, i, O.bOf(c), w, 0, 0);
    readyTriggers(s, i);
    return false;
  }
  if (k === O.O_ABILITY) {
    s.push(T_TURN, i);
    s.push(T_REACT, i, 0);
    useAbility(s, i, O.aOf(c), O.bOf(c), 1, false);
    return false;
  }
  if (k === O.O_THROW) {
    const w = O.aOf(c);
    s.push(T_TURN, i);
    s.push(T_REACT, i, 0);
    s.set(i, C.F_HIDDEN, 0);
    s.set(i, C.F_DP, s.get(i, C.F_DP) - s.t.armDp[w]);
    s.push(T_ATTACK, i, O.bOf(c), w, A_THROWN, 0);
    readyTriggers(s, i);
    return false;
  }
  if (k === O.O_PICKUP) {
    // Picking up her own weapon (MGR-14): free once a turn, then a minor action; the turn goes on.
    const w = O.aOf(c);
    s.push(T_TURN, i);
    s.set(i, C.F_DP, s.get(i, C.F_DP) - (s.get(i, C.F_FREE_USED) ? INTERACT_DP : 0));
    s.set(i, C.F_FREE_USED, 1);
    const q = s.t.fArms[i].indexOf(w);
    s.set(i, C.F_DROPPED, s.get(i, C.F_DROPPED) & ~(1 << q));
    s.set(i, C.F_WEIGHT, s.get(i, C.F_WEIGHT) + s.t.armWeight[w]);
    const g = s.ground(i);
    g.splice(g.indexOf(w), 1);
    return false;
  }
  if (k === O.O_PICKUP_OTHER) {
    // Another's weapon lying here (MGR-14): hers to fight with now; the turn goes on.
    const w = O.aOf(c);
    const owner = O.bOf(c);
    s.push(T_TURN, i);
    s.set(i, C.F_DP, s.get(i, C.F_DP) - (s.get(i, C.F_FREE_USED) ? INTERACT_DP : 0));
    s.set(i, C.F_FREE_USED, 1);
    s.set(i, C.F_WEIGHT, s.get(i, C.F_WEIGHT) + s.t.armWeight[w]);
    const g = s.ground(owner);
    g.splice(g.indexOf(w), 1);
    s.gain(i).push(w * GAIN_OWNERS + owner);
    return false;
  }
  if (k === O.O_READY_ANY) {
    // m.ready-pick: any attack or ability she could take now (the turn's first options).
    askTurn(s, i);
    let m = 0;
    for (let q = 0; q < s.optCount; q++) {
      const kq = O.kindOf(s.opts[q]);
      if (kq === O.O_ATTACK || kq === O.O_ABILITY) s.opts[m++] = s.opts[q];
    }
    s.ask(P_READY_PICK, s.get(i, C.F_SEAT), m);
    return false;
  }
  if (k === O.O_READY) {
    s.set(i, C.F_DP, s.get(i, C.F_DP) - READY_DP);
    s.set(i, C.F_READY, c);
  } else if (k === O.O_STANCE_DODGE || k === O.O_STANCE_PARRY) {
    s.set(i, C.F_DP, s.get(i, C.F_DP) - STANCE_DP);
    s.set(i, C.F_STANCE, k === O.O_STANCE_DODGE ? C.ST_DODGE : C.ST_PARRY);
  }
  s.acted[i] = 1;
  s.active = -1;
  return true;
}

/** m.skill-go: pays the cost, marks the skill used, asks the KP's dice (MGR-23, MGR-28). */
export function costAnswer(s: MgState, i: number, c: number): void {
  s.set(i, C.F_DP, s.get(i, C.F_DP) - O.aOf(c));
  s.set(i, C.F_SKILLS_USED, s.get(i, C.F_SKILLS_USED) | (1 << s.pSkill));
  s.play(i, s.t.arms.length + s.t.abilities.length + s.t.fSkills[i][s.pSkill]);
  for (let d = 0; d < 3; d++) s.opts[d] = O.code(O.O_DICE, d, 0);
  s.ask(P_KP_DICE, s.t.kpSeat, 3);
}

/** m.skill-roll: the check (its outcome is the KP's ruling: nothing else changes) (MGR-02). */
export function diceAnswer(s: MgState, i: number, c: number): void {
  const d = O.aOf(c);
  const value = s.t.fSkillValue[i][s.pSkill];
  rollCheck(s.rng, s.chk, value, d === 1 ? 1 : d === 2 ? -1 : 0, s.t.coc7);
}

/** m.price-go for a task: pays; a free task is the turn's free interaction (MGR-14, MGR-23). */
export function priceAnswer(s: MgState, i: number, c: number): void {
  const cost = O.aOf(c);
  s.set(i, C.F_DP, s.get(i, C.F_DP) - cost);
  if (cost === 0) s.set(i, C.F_FREE_USED, 1);
}
