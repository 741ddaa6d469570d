/**
 * The attack procedure (attack.ts, defence.ts, damage.ts, protect.ts, ready.ts's firing): the
 * hit check, a protector's offer, the passive action, damage by the hit's level, wounds. Every
 * die in the engine's order; dice expressions roll through the engine's own `rollDice` (parsed
 * once per template) on the runtime's generator.
 */
import { rollDice } from "../../../engine/dice/index.ts";
import { formula } from "../damage.ts";
import {
  COUNTER_DP_DIVISOR,
  DODGE_DP,
  OVERLOAD_STR,
  PROTECT_DP,
  REACTION_DP_MULT,
} from "../rule-numbers.ts";
import * as C from "./codes.ts";
import { canPay } from "./costs.ts";
import { opposed, rollCheck } from "./dice.ts";
import * as O from "./options.ts";
import * as S from "./state.ts";

/** DP of stepping in as a reaction (protect.ts: PROTECT_DP × REACTION_DP_MULT). */
const PROTECT_REACTION_DP = PROTECT_DP * REACTION_DP_MULT;

/** The place of arm `w` in fighter `i`'s weapons picked up from others, or -1. */
function gainedAt(s: S.MgState, i: number, w: number): number {
  const g = s.gains?.[i];
  if (g == null) return -1;
  for (let k = 0; k < g.length; k++) if (((g[k] / S.GAIN_OWNERS) | 0) === w) return k;
  return -1;
}

/** Whether `i` holds arm `w` (her own not thrown away, or one picked up; bare hands always). */
export function holds(s: S.MgState, i: number, w: number): boolean {
  const q = s.t.fArms[i].indexOf(w);
  return (q >= 0 && ((s.get(i, C.F_DROPPED) >> q) & 1) === 0) || gainedAt(s, i, w) >= 0;
}

/**
 * weapons.ts weaponsOf: the arms fighter `i` holds in the engine's order — her own not thrown
 * away, those picked up from others, bare hands (always her list's last). Her list itself while
 * she has thrown and picked up nothing (the usual case: nothing is made).
 */
export function armsInHand(s: S.MgState, i: number): readonly number[] {
  const arms = s.t.fArms[i];
  const dropped = s.get(i, C.F_DROPPED);
  const gained = s.gains?.[i];
  if (dropped === 0 && (gained == null || gained.length === 0)) return arms;
  const out: number[] = [];
  for (let q = 0; q < arms.length - 1; q++) if (((dropped >> q) & 1) === 0) out.push(arms[q]);
  if (gained != null) for (const e of gained) out.push((e / S.GAIN_OWNERS) | 0);
  out.push(arms[arms.length - 1]);
  return out;
}

/**
 * throwing.ts drop: the weapon lies on the ground (everyone stands together), out of hand; one
 * picked up from another lies there as its owner's again (MGR-14, MGR-70, MGR-71).
 */
function drop(s: S.MgState, i: number, w: number): void {
  const q = s.t.fArms[i].indexOf(w);
  s.set(i, C.F_WEIGHT, s.get(i, C.F_WEIGHT) - s.t.armWeight[w]);
  if (q >= 0 && ((s.get(i, C.F_DROPPED) >> q) & 1) === 0) {
    s.set(i, C.F_DROPPED, s.get(i, C.F_DROPPED) | (1 << q));
    s.ground(i).push(w);
    return;
  }
  const g = s.gain(i);
  const e = g.splice(gainedAt(s, i, w), 1)[0];
  s.ground(e % S.GAIN_OWNERS).push(w);
}

/** Girls who could step in for `d` (protect.ts protectors), as bits, less those `asked` (MGR-36). */
function protectors(s: S.MgState, d: number, asked: number): number {
  if (s.get(d, C.F_GIRL) !== 1) return 0;
  let bits = 0;
  for (let j = 0; j < s.t.n; j++) {
    if (j === d || (asked >> j) & 1) continue;
    if (s.get(j, C.F_GIRL) !== 1 || s.get(j, C.F_SIDE) !== s.get(d, C.F_SIDE)) continue;
    if (s.get(j, C.F_REACTED) !== 0 || s.isDown(j) || !canPay(s, j, PROTECT_REACTION_DP)) continue;
    bits |= 1 << j;
  }
  return bits;
}

/** m.attack: attacker `a` at `d` with global arm `w` (flags A_*) (MGR-24, MGR-40, MGR-70, MGR-71). */
export function attack(
  s: S.MgState,
  a: number,
  d: number,
  w: number,
  fl: number,
  asked: number,
): void {
  if (s.isDown(a)) return;
  // The attack is announced once (the analysis counts a weapon attacked or thrown with).
  if ((fl & S.A_ANNOUNCED) === 0 && s.t.armWeapon[w]) s.play(a, w);
  // Actions readied for this ally being attacked go first (MGR-32), then the attack again.
  if ((fl & S.A_READY_CHECKED) === 0) {
    const when = whenCode(WHEN_ATTACKED, d);
    if (
      readiedOn(s, when, a, () =>
        s.push(S.T_ATTACK, a, d, w, fl | S.A_READY_CHECKED | S.A_ANNOUNCED, asked),
      ) > 0
    )
      return;
  }
  if ((fl & S.A_GUARDED) === 0) {
    const cands = protectors(s, d, asked);
    if (cands !== 0) {
      protect(s, a, d, w, fl | S.A_GUARDED | S.A_ANNOUNCED, asked);
      return;
    }
  }
  const thrown = (fl & S.A_THROWN) !== 0;
  rollCheck(s.rng, s.chk, thrown ? s.t.fThrowing[a] : s.t.fArmSkill[a][w], 0, s.t.coc7);
  // A thrown weapon leaves the hand at once, whatever the throw does (a miss scatters it first).
  if (s.chk.level < C.L_REGULAR) {
    if (thrown) {
      s.rng.die(6);
      drop(s, a, w);
    }
    return;
  }
  if (thrown) drop(s, a, w);
  const level = s.chk.level;
  const roll = s.chk.roll;
  // defence.ts defenceOptions.
  let k = 0;
  const o = s.opts;
  if (
    !s.isDown(d) &&
    s.get(d, C.F_WEIGHT) <= OVERLOAD_STR * s.get(d, C.F_STR) &&
    s.get(d, C.F_DP) > 0
  ) {
    const stance = s.get(d, C.F_STANCE);
    if (stance !== C.ST_DODGE) o[k++] = O.code(O.O_PARRY, 0, 0);
    if (stance !== C.ST_PARRY && canPay(s, d, DODGE_DP)) o[k++] = O.code(O.O_DODGE, 0, 0);
    if (stance === C.ST_NONE && !s.t.armRanged[w] && !thrown) {
      const arms = armsInHand(s, d);
      for (let q = 0; q < arms.length; q++) {
        const x = arms[q];
        if (!s.t.armRanged[x] && canPay(s, d, Math.ceil(s.t.armDp[x] / COUNTER_DP_DIVISOR)))
          o[k++] = O.code(O.O_COUNTER, x, 0);
      }
    }
  }
  o[k++] = O.code(O.O_NONE, 0, 0);
  const c = s.ctx;
  c[0] = a;
  c[1] = d;
  c[2] = w;
  c[3] = level;
  c[4] = roll;
  if (k === 1) {
    defend(s, o[0]);
    return;
  }
  s.ask(S.P_DEFEND, s.get(d, C.F_SEAT), k);
}

/** m.defend with the pending attack in `ctx` and the defender's choice `c` (MGR-30, MGR-31, MGR-40, MGR-41, MGR-42, MGR-43). */
export function defend(s: S.MgState, choice: number): void {
  const ctx = s.ctx;
  const a = ctx[0];
  const d = ctx[1];
  const w = ctx[2];
  const level = ctx[3];
  const roll = ctx[4];
  const kind = O.kindOf(choice);
  if (kind === O.O_NONE) {
    hit(s, a, d, w, level, 0);
    return;
  }
  if (kind === O.O_PARRY) {
    const die = s.rng.die(s.t.fDef[d]);
    const plus = s.get(d, C.F_STANCE) === C.ST_PARRY ? s.rng.die(3) : 0;
    hit(s, a, d, w, level, die + plus);
    return;
  }
  if (kind === O.O_DODGE) {
    s.set(d, C.F_DP, s.get(d, C.F_DP) - DODGE_DP);
    const bonus = s.get(d, C.F_STANCE) === C.ST_DODGE ? 1 : 0;
    rollCheck(s.rng, s.chk, s.t.fDodge[d], bonus, s.t.coc7);
    if (opposed(s.chk.level, s.chk.roll, level, roll) !== 1) hit(s, a, d, w, level, 0);
    return;
  }
  // Counter: opposed STR; won → the counter weapon's damage back at the counter's level.
  const x = O.aOf(choice);
  s.set(d, C.F_DP, s.get(d, C.F_DP) - Math.ceil(s.t.armDp[x] / COUNTER_DP_DIVISOR));
  rollCheck(s.rng, s.chk, s.get(d, C.F_STR), 0, s.t.coc7);
  const mine = s.chk.level;
  const mineRoll = s.chk.roll;
  rollCheck(s.rng, s.chk, s.get(a, C.F_STR), 0, s.t.coc7);
  if (opposed(mine, mineRoll, s.chk.level, s.chk.roll) !== 1) {
    hit(s, a, d, w, level, 0);
    return;
  }
  const rolled = rollDamage(s, x, mine);
  takeDamage(s, d, a, rolled, x, attackWound(s, x, mine));
}

/** A hit of `level` with arm `w` by `a` on `d`, less `reduce` (a parry) (MGR-41, MGR-51). */
function hit(s: S.MgState, a: number, d: number, w: number, level: number, reduce: number): void {
  const rolled = rollDamage(s, w, level);
  takeDamage(s, a, d, Math.max(0, rolled - reduce), w, attackWound(s, w, level));
}

/** One die of `n` faces, or 0 when `n` < 1. */
function die(s: S.MgState, n: number): number {
  return n >= 1 ? s.rng.die(n) : 0;
}

/** damage.ts rollDamage (MGR-51, MGR-52). */
function rollDamage(s: S.MgState, w: number, level: number): number {
  const t = s.t;
  const dam = t.armDam[w];
  const half = Math.floor(dam / 2);
  let amount: number;
  if (level === C.L_CRITICAL) amount = dam + die(s, half);
  else if (level === C.L_EXTREME) amount = dam;
  else if (level === C.L_HARD) amount = half + die(s, half);
  else {
    const roller = (sides: number) => s.rng.die(sides);
    const base = rollDice(t.armDamage[w], roller).total;
    const extra = rollDice(t.armExtra[w], roller).total;
    amount = formula(t.armDef[w], base, extra);
  }
  return Math.max(0, amount);
}

/** damage.ts attackWound, as a wound code (MGR-52, MGR-60). */
function attackWound(s: S.MgState, w: number, level: number): number {
  const light = s.t.armWoundLight[w];
  if (level >= C.L_EXTREME) return light ? C.W_HEAVY : C.W_LIGHT;
  return light ? C.W_LIGHT : C.W_NONE;
}

/** Raises `i`'s wound to at least `w` (MGR-60). */
function wound(s: S.MgState, i: number, w: number): void {
  if (w <= s.get(i, C.F_WOUND)) return;
  s.set(i, C.F_WOUND, w);
  s.dirty = true;
}

/** damage.ts takeDamage (option woundDamage "edged") (MGR-50, MGR-60). */
function takeDamage(
  s: S.MgState,
  roller: number,
  i: number,
  amount: number,
  w: number,
  effect: number,
): void {
  const max = s.get(i, C.F_HP_MAX);
  const before = s.get(i, C.F_HP);
  s.set(i, C.F_HP, Math.max(0, before - amount));
  s.lose(roller, i, before - s.get(i, C.F_HP));
  s.dirty = true;
  if (amount > 0 && s.t.armEdged[w]) {
    if (amount > max) wound(s, i, C.W_HEAVY);
    else if (amount * 2 > max) wound(s, i, C.W_LIGHT);
  }
  if (s.get(i, C.F_HP) === 0) wound(s, i, C.W_LIGHT);
  if (effect !== C.W_NONE && amount > 0) wound(s, i, effect);
}

/** m.protect: the first girl not yet asked who could step in is asked; none → the attack (MGR-36). */
export function protect(
  s: S.MgState,
  a: number,
  d: number,
  w: number,
  fl: number,
  asked: number,
): void {
  const cands = protectors(s, d, asked);
  if (cands === 0) {
    attack(s, a, d, w, fl, asked);
    return;
  }
  const j = 31 - Math.clz32(cands & -cands);
  const c = s.ctx;
  c[0] = a;
  c[1] = d;
  c[2] = w;
  c[3] = fl;
  c[4] = asked | (1 << j);
  c[5] = j;
  s.opts[0] = O.code(O.O_PROTECT, 0, 0);
  s.opts[1] = O.code(O.O_PASS, 0, 0);
  s.ask(S.P_PROTECT, s.get(j, C.F_SEAT), 2);
}

/** m.protect-answer (approval automatic): pass → the next girl; protect → she is the target (MGR-35, MGR-36). */
export function protectAnswer(s: S.MgState, choice: number): void {
  const c = s.ctx;
  const a = c[0];
  const d = c[1];
  const w = c[2];
  const fl = c[3];
  const asked = c[4];
  const j = c[5];
  if (O.kindOf(choice) === O.O_PASS) {
    protect(s, a, d, w, fl, asked);
    return;
  }
  s.set(j, C.F_DP, s.get(j, C.F_DP) - PROTECT_REACTION_DP);
  s.set(j, C.F_REACTED, 1);
  s.set(j, C.F_NO_RECOVER, 1);
  attack(s, a, j, w, fl, asked);
}

/** m.ready-fire: the readied attack of `i` with arm `w` at `target`, if still possible (MGR-32). */
export function readyFire(s: S.MgState, i: number, w: number, target: number): void {
  if (!holds(s, i, w) || s.get(target, C.F_HP) <= 0 || !canPay(s, i, s.t.armDp[w])) return;
  s.set(i, C.F_DP, s.get(i, C.F_DP) - s.t.armDp[w]);
  s.push(S.T_ATTACK, i, target, w, 0, 0);
}

/** When an open ready action fires (F_READY_WHEN): a foe acts, an ally is attacked; whom. */
export const WHEN_ACTS = 1;
export const WHEN_ATTACKED = 2;

/** The F_READY_WHEN code of a moment. */
export function whenCode(kind: number, whom: number): number {
  return (kind << 12) | whom;
}

/**
 * ready-triggers.ts readiedOn: pushes `m.ready-go` for every open readied action waiting for
 * moment `when`, set off by `by` (not its own, not its side's), first fighter first; how many.
 * `above` tasks are pushed first so they run after the fires (b.push(...fire, task)).
 * Rules: MGR-32.
 */
function readiedOn(s: S.MgState, when: number, by: number, pushFirst: () => void): number {
  const side = s.get(by, C.F_SIDE);
  let count = 0;
  for (let j = 0; j < s.t.n; j++)
    if (s.get(j, C.F_READY_WHEN) === when && j !== by && s.get(j, C.F_SIDE) !== side) count++;
  if (count === 0) return 0;
  pushFirst();
  for (let j = s.t.n - 1; j >= 0; j--) {
    if (s.get(j, C.F_READY_WHEN) !== when || j === by || s.get(j, C.F_SIDE) === side) continue;
    s.push(S.T_READY_GO, j, s.get(j, C.F_READY));
    s.set(j, C.F_READY, -1);
    s.set(j, C.F_READY_WHEN, -1);
  }
  return count;
}

/**
 * ready.ts readyTriggers: every readied attack aimed at `actor` fires, then every open ready
 * action waiting for it to act (each first fighter first, as b.push runs a list in order).
 * Rules: MGR-32.
 */
export function readyTriggers(s: S.MgState, actor: number): void {
  readiedOn(s, whenCode(WHEN_ACTS, actor), actor, () => {});
  for (let j = s.t.n - 1; j >= 0; j--) {
    const r = s.get(j, C.F_READY);
    if (r < 0 || s.get(j, C.F_READY_WHEN) >= 0 || O.bOf(r) !== actor) continue;
    s.set(j, C.F_READY, -1);
    s.push(S.T_READY_FIRE, j, O.aOf(r), actor);
  }
}

/** m.ready-go: the moment has come — pay and take the readied action, or it fails (MGR-32). */
export function readyGo(s: S.MgState, i: number, action: number): void {
  if (s.isDown(i)) return;
  const t = s.t;
  const target = O.bOf(action);
  if (O.kindOf(action) === O.O_ABILITY) {
    const ab = O.aOf(action);
    if (t.abFoe[ab] && s.get(target, C.F_HP) <= 0) return;
    if (s.get(i, C.F_MP) < t.abMp[ab] || !canPay(s, i, t.abDp[ab])) return;
    useAbilityHere(s, i, ab, target);
    return;
  }
  const w = O.aOf(action);
  if (!holds(s, i, w) || s.get(target, C.F_HP) <= 0) return;
  if (t.armRanged[w] && s.get(target, C.F_HIDDEN) !== 0) return;
  if (!canPay(s, i, t.armDp[w])) return;
  s.set(i, C.F_HIDDEN, 0);
  s.set(i, C.F_DP, s.get(i, C.F_DP) - t.armDp[w]);
  s.push(S.T_ATTACK, i, target, w, 0, 0);
  readyTriggers(s, i);
}

/** abilities' queueAction, without importing ability.ts (which imports this file). */
function useAbilityHere(s: S.MgState, i: number, ab: number, target: number): void {
  s.set(i, C.F_HIDDEN, 0);
  s.set(i, C.F_DP, s.get(i, C.F_DP) - s.t.abDp[ab]);
  s.set(i, C.F_MP, s.get(i, C.F_MP) - s.t.abMp[ab]);
  s.play(i, s.t.arms.length + ab);
  s.push(S.T_ABILITY, i, target, ab, 0);
  readyTriggers(s, i);
}
