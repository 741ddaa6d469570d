/**
 * The battle phase over integers (battle-order.ts, attack.ts): the acting order by stars with
 * roll-offs, then each monster attacks or passes; an attack's traps, substitutes, rolls, damage.
 */

import { DIRECT_DAMAGE, STAT_DIVISOR } from "../rule-numbers.ts";
import { activate, trapOptions } from "./effects.ts";
import {
  cardOf,
  code,
  kindOf,
  O_ATTACK,
  O_DIRECT,
  O_END,
  O_FIRST,
  O_NO_SUBSTITUTE,
  O_PASS,
  O_SUBSTITUTE,
  targetOf,
} from "./options.ts";
import * as S from "./state.ts";
import { Z_FIELD, ZK } from "./template.ts";

/*
 * Straight-line steps: where a handler would queue the next one and nothing the state-based
 * checks read has changed (`dirty` is 0), the engine's loop would pop that task at once and its
 * checks would find nothing, so the handler calls the next one itself (no task pushed and popped).
 */

/** Trap timing "attack" (template.ts Def.when). */
const WHEN_ATTACK = 1;

/** Scratch lists (the loop is single-threaded and none of these calls nests): no list per step. */
const P: number[] = [];
const G: number[] = [];

/** Appends a group of the acting order: its header (size, side), then its monsters of level `lv` (YGT-20, YGT-43). */
function pushGroup(s: S.YgoState, gm: boolean, from: number[], n: number, lv: number): void {
  const level = s.t.level;
  const g = s.groups;
  const head = g.length;
  g.push(0);
  for (let i = 0; i < n; i++) if (level[from[i]] === lv) g.push(from[i]);
  g[head] = S.groupHead(g.length - head - 1, gm);
}

/** y.battle: flags reset, then the groups of equal stars (rolling off across sides) (YGT-20, YGT-43). */
export function battle(s: S.YgoState): void {
  for (let seat = 0; seat <= s.gm; seat++) {
    const f = s.zones[seat * ZK + Z_FIELD];
    for (let i = 0; i < f.length; i++) s.c[f[i] * S.CW + S.C_FLAGS] &= ~(S.F_ACTED | S.F_PASSED);
  }
  const level = s.t.level;
  const np = s.fightersInto(true, P);
  const ng = s.fightersInto(false, G);
  // The distinct levels as bits (a level is 1…12), read most first as the engine sorts them;
  // per side too, to know which sides have a group at a level.
  let pl = 0;
  let gl = 0;
  for (let i = 0; i < np; i++) pl |= 1 << level[P[i]];
  for (let i = 0; i < ng; i++) gl |= 1 << level[G[i]];
  const levels = pl | gl;
  s.groups.length = 0;
  s.gAt = 0;
  for (let lv = 31 - Math.clz32(levels); lv >= 0 && levels !== 0; lv--) {
    const bit = 1 << lv;
    if ((levels & bit) === 0) continue;
    const hasP = (pl & bit) !== 0;
    const hasG = (gl & bit) !== 0;
    let playersFirst = !hasG;
    if (hasP && hasG) {
      for (;;) {
        const pr = s.d6();
        const gr = s.d6();
        if (pr !== gr) {
          playersFirst = pr > gr;
          break;
        }
      }
    }
    if (playersFirst) {
      if (hasP) pushGroup(s, false, P, np, lv);
      if (hasG) pushGroup(s, true, G, ng, lv);
    } else {
      if (hasG) pushGroup(s, true, G, ng, lv);
      if (hasP) pushGroup(s, false, P, np, lv);
    }
  }
  s.pending = [];
  if (s.dirty === 0) order(s);
  else s.push(S.T_ORDER);
}

/** y.order: groups of one go straight into the order; the decider orders a tie (YGT-20). */
export function order(s: S.YgoState): void {
  const gs = s.groups;
  let at = s.gAt;
  while (at < gs.length && S.groupSize(gs[at]) <= 1) {
    if (S.groupSize(gs[at]) === 1) s.pending.push(gs[at + 1]);
    at += 1 + S.groupSize(gs[at]);
  }
  s.gAt = at;
  if (at >= gs.length) {
    gs.length = 0;
    s.gAt = 0;
    s.order = s.pending;
    s.bi = 0;
    s.second = false;
    if (s.dirty === 0) act(s);
    else s.push(S.T_ACT);
    return;
  }
  const n = S.groupSize(gs[at]);
  s.nOpts = 0;
  for (let i = 1; i <= n; i++) s.opt(code(O_FIRST, gs[at + i], -1));
  let seat = s.gm;
  if (!S.groupGm(gs[at])) {
    // The first player seat among the owners (battle-order.ts decider).
    const owner = s.t.owner;
    seat = owner[gs[at + 1]];
    for (let i = 1; i <= n; i++) if (owner[gs[at + i]] < seat) seat = owner[gs[at + i]];
  }
  s.ask(seat, S.T_ORDER_ANSWER);
}

/** y.order-answer: the chosen monster leaves its group (the others keep their order) (YGT-20). */
export function orderAnswer(s: S.YgoState, choice: number): void {
  const id = cardOf(choice);
  const gs = s.groups;
  const at = s.gAt;
  const head = gs[at];
  const n = S.groupSize(head);
  // The ids before the chosen one move up a place; the header moves up over the chosen one.
  let k = at + 1;
  while (gs[k] !== id) k++;
  for (let j = k; j > at + 1; j--) gs[j] = gs[j - 1];
  gs[at + 1] = S.groupHead(n - 1, S.groupGm(head));
  s.gAt = at + 1;
  s.pending.push(id);
  if (s.dirty === 0) order(s);
  else s.push(S.T_ORDER);
}

/** Whether a monster may still act: on the field, controller in the battle, not yet acted. */
function canAct(s: S.YgoState, id: number): boolean {
  return (
    s.onField(id) && !s.isFainted(s.t.owner[id]) && (s.c[id * S.CW + S.C_FLAGS] & S.F_ACTED) === 0
  );
}

/** The attacks a monster may declare (attack.ts attackOptions), into `s.opts` (YGT-21, YGT-27). */
function attackOptions(s: S.YgoState, id: number): void {
  s.nOpts = 0;
  const mine = s.isPlayer(s.t.owner[id]);
  const n = s.fightersInto(!mine, P);
  for (let i = 0; i < n; i++) s.opt(code(O_ATTACK, id, P[i]));
  if (!mine)
    for (let p = 0; p < s.gm; p++)
      if (s.fainted[p] === 0 && s.zones[p * ZK + Z_FIELD].length === 0)
        s.opt(code(O_DIRECT, id, p));
}

/** y.act: the next monster in the acting order that may act is asked (YGT-20, YGT-21, YGT-43). */
export function act(s: S.YgoState): void {
  const order = s.order!;
  for (;;) {
    if (actNext(s, order)) return;
    if (s.second) break;
    s.second = true;
    s.bi = 0;
    // The second pass is the next task (nothing changed since the checks): go on at once.
    if (s.dirty !== 0) {
      s.push(S.T_ACT);
      return;
    }
  }
  s.order = null;
}

/** One pass of y.act from `s.bi`: true when it asked a monster. */
function actNext(s: S.YgoState, order: number[]): boolean {
  while (s.bi < order.length) {
    const id = order[s.bi];
    const passed = (s.c[id * S.CW + S.C_FLAGS] & S.F_PASSED) !== 0;
    if (!canAct(s, id) || (!s.second && passed) || (s.second && !passed)) {
      s.bi++;
      continue;
    }
    attackOptions(s, id);
    if (s.nOpts === 0) {
      s.bi++;
      continue;
    }
    s.opt(code(s.second ? O_END : O_PASS, 0, -1));
    s.ask(s.t.owner[id], S.T_ACT_ANSWER, id);
    return true;
  }
  return false;
}

/** y.act-answer (YGT-21, YGT-30). */
export function actAnswer(s: S.YgoState, choice: number, id: number): void {
  const kind = kindOf(choice);
  if (kind === O_PASS || kind === O_END) {
    s.c[id * S.CW + S.C_FLAGS] |= kind === O_PASS ? S.F_PASSED : S.F_ACTED;
    if (s.dirty === 0) act(s);
    else s.push(S.T_ACT);
    return;
  }
  s.push(S.T_ACT);
  s.c[id * S.CW + S.C_FLAGS] |= S.F_ACTED;
  const t = targetOf(choice);
  const target = kind === O_DIRECT ? -1 : t;
  const seat = kind === O_DIRECT ? t : -1;
  if (s.dirty === 0) attackTraps(s, id, target, seat);
  else s.push(S.T_ATTACK_TRAPS, id, target, seat);
}

/** Whether a side of the attack fainted since its declaration (YGT-28). */
function stops(s: S.YgoState, atk: number, target: number, seat: number): boolean {
  return (
    s.isFainted(s.t.owner[atk]) ||
    (target >= 0 && s.isFainted(s.t.owner[target])) ||
    (seat >= 0 && s.isFainted(seat))
  );
}

/** Who answers for the defending side. */
function defender(s: S.YgoState, target: number, seat: number): number {
  if (target >= 0) return s.t.owner[target];
  return seat >= 0 ? seat : s.gm;
}

/** y.attack-traps: the defenders' set traps may answer the attack (YGT-21). */
export function attackTraps(s: S.YgoState, atk: number, target: number, seat: number): void {
  if (stops(s, atk, target, seat)) return;
  const def = defender(s, target, seat);
  s.nOpts = 0;
  trapOptions(s, def, WHEN_ATTACK);
  if (s.nOpts === 0 || !s.onField(atk)) {
    if (s.dirty === 0) substitute(s, atk, target, seat);
    else s.push(S.T_SUBSTITUTE, atk, target, seat);
    return;
  }
  s.opt(code(O_PASS, 0, -1));
  s.ask(def, S.T_ATTACK_TRAP_ANSWER, atk, target, seat);
}

/** y.attack-trap-answer. */
export function attackTrapAnswer(
  s: S.YgoState,
  choice: number,
  atk: number,
  target: number,
  seat: number,
) {
  if (kindOf(choice) === O_PASS) {
    if (s.dirty === 0) substitute(s, atk, target, seat);
    else s.push(S.T_SUBSTITUTE, atk, target, seat);
    return;
  }
  const def = defender(s, target, seat);
  if (activate(s, def, choice, cardOf(choice), atk, s.t.owner[atk])) return;
  s.push(S.T_ATTACK_TRAPS, atk, target, seat);
}

/** y.substitute (YGT-30): a defending monster that has not acted may take the attack. */
export function substitute(s: S.YgoState, atk: number, target: number, seat: number): void {
  if (stops(s, atk, target, seat)) return;
  if (!s.onField(atk)) return;
  const def = defender(s, target, seat);
  const n = s.fightersInto(s.isPlayer(def), P);
  s.nOpts = 0;
  for (let i = 0; i < n; i++) {
    const id = P[i];
    if (id !== target && canAct(s, id)) s.opt(code(O_SUBSTITUTE, id, -1));
  }
  if (s.nOpts === 0) {
    if (s.dirty === 0) resolveAttack(s, atk, target, seat);
    else s.push(S.T_RESOLVE_ATTACK, atk, target, seat);
    return;
  }
  s.opt(code(O_NO_SUBSTITUTE, 0, -1));
  s.ask(def, S.T_SUBSTITUTE_ANSWER, atk, target, seat);
}

/** y.substitute-answer. */
export function substituteAnswer(
  s: S.YgoState,
  choice: number,
  atk: number,
  target: number,
  seat: number,
) {
  if (kindOf(choice) === O_NO_SUBSTITUTE) {
    if (s.dirty === 0) resolveAttack(s, atk, target, seat);
    else s.push(S.T_RESOLVE_ATTACK, atk, target, seat);
    return;
  }
  const sub = cardOf(choice);
  s.c[sub * S.CW + S.C_FLAGS] = (s.c[sub * S.CW + S.C_FLAGS] | S.F_ACTED) & ~S.F_PASSED;
  if (s.dirty === 0) resolveAttack(s, atk, sub, -1);
  else s.push(S.T_RESOLVE_ATTACK, atk, sub, -1);
}

/** Whether attribute `a` opposes `b` (attributes.ts: light↔dark, fire↔water, wind↔earth) (YGT-40). */
function opposing(a: number, b: number): boolean {
  return a >= 0 && a < 6 && (a ^ 1) === b;
}

/** y.resolve-attack: a direct hit, or the attack and defence rolls and the damage (YGT-21, YGT-22, YGT-23, YGT-24, YGT-27, YGT-29). */
export function resolveAttack(s: S.YgoState, atk: number, target: number, seat: number): void {
  if (stops(s, atk, target, seat)) return;
  if (!s.onField(atk)) return;
  if (target < 0) {
    s.changeLife(seat, -DIRECT_DAMAGE, s.gm);
    return;
  }
  if (!s.onField(target)) return;
  const bonus = opposing(s.t.attr[atk], s.t.attr[target]);
  // Attack: ATK/100 + 2D6; double 1 fails; double 6 adds 1D6; the opposing attribute 1D6.
  let a1 = s.d6();
  let a2 = s.d6();
  if (a1 === 1 && a2 === 1) return;
  let at = Math.floor(s.c[atk * S.CW + S.C_ATK] / STAT_DIVISOR) + a1 + a2;
  if (a1 === 6 && a2 === 6) at += s.d6();
  if (bonus) at += s.d6();
  // Defence: DEF/100 + 2D6; double 1 counts the dice as 0; double 6 adds 1D6.
  a1 = s.d6();
  a2 = s.d6();
  let dt = Math.floor(s.c[target * S.CW + S.C_DEF] / STAT_DIVISOR);
  if (!(a1 === 1 && a2 === 1)) dt += a1 + a2;
  if (a1 === 6 && a2 === 6) dt += s.d6();
  const amount = Math.max(0, at - dt);
  s.hurt(target, amount);
  if (amount > 0) s.damage(s.t.owner[s.order![s.bi]], s.t.owner[target], amount);
}
