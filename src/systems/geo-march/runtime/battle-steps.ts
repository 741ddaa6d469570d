/**
 * The battle procedure on the runtime (procedure.ts, fast-summon.ts, formation-step.ts,
 * speed.ts, normal-timing.ts, attack.ts, melee.ts, end-battle.ts): each step as the engine's
 * handler does it, decisions as option codes, response windows as engine/stack.ts runs them.
 */
import { checkHomeTaken } from "./game.ts";
import {
  code,
  O_ATTACK,
  O_DISCARD,
  O_END,
  O_EQUIP,
  O_FRONT,
  O_FS_SUMMON,
  O_PASS,
  O_RETURN,
  O_UNEQUIP,
} from "./options.ts";
import {
  addLegalPlays,
  C_ATTACK,
  C_COUNTER,
  C_FAST,
  C_NORMAL,
  C_SPEED,
  declare,
  resolveTop,
} from "./plays.ts";
import type { GeoState } from "./state.ts";
import * as S from "./state.ts";
import { EQUIP, UNIT } from "./template.ts";
import {
  ATK,
  attach,
  DEF,
  defeat,
  inBattle,
  levelOn,
  move,
  partyZone,
  SPD,
  stat,
  Z_DROP,
  Z_HAND,
} from "./zones.ts";

/** g.battle: equipment a setup lists, then the procedure's steps in the seed's order (GEO-01, GEO-41). */
export function battle(s: GeoState): void {
  for (const [c, u] of s.t.equips) attach(s, c, u);
  const m = s.marcher;
  const d = s.defender;
  s.push(S.T_SPEED);
  s.push(S.T_FORMATION, d, 0);
  s.push(S.T_FORMATION, m, 0);
  s.push(S.T_FS_DECLARE, d);
  s.push(S.T_FS_EQUIP, d);
  s.push(S.T_FS_SUMMON, d);
  s.push(S.T_FS_DECLARE, m);
  s.push(S.T_FS_EQUIP, m);
  // The next task, run straight (nothing runs between tasks in geo-march): a push and pop less.
  fsSummonAsk(s, m);
}

/** A repeated step's question: nothing to offer skips it, else the options and `end` (GEO-01). */
function askStep(s: GeoState, seat: number, kind: number): void {
  if (s.optCount === 0) return;
  s.opt(code(O_END));
  s.ask(seat, kind, seat);
}

/**
 * Fast summons: marked units — or any unit while a unit in the party grants it — whose level
 * still fits the geo's limit (GEO-02, GEO-03).
 */
export function fsSummonAsk(s: GeoState, seat: number): void {
  const t = s.t;
  const party = partyZone(s.geo, seat);
  const room = s.limit - levelOn(s, party);
  let granted = false;
  for (const c of s.zones[party]) if (t.defs[t.def[c]].grantsFast) granted = true;
  s.optCount = 0;
  for (const c of s.zones[seat * 3 + Z_HAND]) {
    const def = t.defs[t.def[c]];
    if (def.kind === UNIT && (def.fast || granted) && t.base[c * 4] <= room)
      s.opt(code(O_FS_SUMMON, c));
  }
  askStep(s, seat, S.A_FS_SUMMON);
}

/** A fast summon chosen: the unit joins the party, and the step comes again (GEO-02, GEO-03). */
export function fsSummonAnswer(s: GeoState, x: number, seat: number): void {
  if ((x & 15) === O_END) return;
  const c = (x >>> 4) & 1023;
  move(s, c, partyZone(s.geo, seat));
  s.done[c] = 0;
  s.play(seat, c);
  // The step comes again (the engine pushes it first; nothing runs before it is popped).
  fsSummonAsk(s, seat);
}

/** Equip options: each equipment in hand on each own unit; each equipped card may be discarded (GEO-01). */
export function fsEquipAsk(s: GeoState, seat: number): void {
  const t = s.t;
  // The formation front first (the zone's top first), read in place.
  const units = s.zones[partyZone(s.geo, seat)];
  s.optCount = 0;
  for (const c of s.zones[seat * 3 + Z_HAND]) {
    if (t.defs[t.def[c]].kind !== EQUIP) continue;
    for (let i = units.length - 1; i >= 0; i--) s.opt(code(O_EQUIP, c, units[i]));
  }
  for (let i = units.length - 1; i >= 0; i--) {
    const list = s.attached[units[i]];
    if (list !== null) for (const e of list) s.opt(code(O_UNEQUIP, e));
  }
  askStep(s, seat, S.A_FS_EQUIP);
}

/** An equip or a discard chosen, and the step comes again (GEO-01). */
export function fsEquipAnswer(s: GeoState, x: number, seat: number): void {
  const kind = x & 15;
  if (kind === O_END) return;
  const c = (x >>> 4) & 1023;
  if (kind === O_UNEQUIP) move(s, c, seat * 3 + Z_DROP);
  else {
    attach(s, c, (x >>> 14) & 1023);
    s.play(seat, c);
  }
  // The step comes again (the engine pushes it first; nothing runs before it is popped).
  fsEquipAsk(s, seat);
}

/** Declarations at the fast-summon timing (GEO-01, GEO-31). */
export function fsDeclareAsk(s: GeoState, seat: number): void {
  s.optCount = 0;
  addLegalPlays(s, seat, C_FAST);
  askStep(s, seat, S.A_FS_DECLARE);
}

/** A declaration at the fast-summon timing, or the step's end (GEO-01, GEO-31). */
export function fsDeclareAnswer(s: GeoState, x: number, seat: number): void {
  if ((x & 15) === O_END) return;
  s.push(S.T_FS_DECLARE, seat);
  s.resolved = false;
  declare(s, seat, x);
  windowAsk(s, S.W_COUNTER, 1 - seat, 0);
}

/** Formation: name units from the front; the last place is fixed (GEO-10). */
export function formationAsk(s: GeoState, seat: number, placed: number): void {
  // The formation front first is the zone top first: place i is z[z.length - 1 - i].
  const z = s.zones[partyZone(s.geo, seat)];
  if (z.length - placed < 2) return;
  s.optCount = 0;
  for (let i = z.length - 1 - placed; i >= 0; i--) s.opt(code(O_FRONT, z[i]));
  s.opt(code(O_END));
  s.ask(seat, S.A_FORMATION, seat, placed);
}

/** The next unit of the formation named, from the front (GEO-10). */
export function formationAnswer(s: GeoState, x: number, seat: number, placed: number): void {
  if ((x & 15) === O_END) return;
  const id = (x >>> 4) & 1023;
  // The engine moves the new order onto the same zone, back first: only the order changes
  // (a move within a party zone touches nothing else). `id` comes to place `placed`, the
  // unplaced units behind it keep their order.
  const z = s.ownZone(partyZone(s.geo, seat));
  const at = z.length - 1 - placed;
  let k = z.lastIndexOf(id);
  for (; k < at; k++) z[k] = z[k + 1];
  z[at] = id;
  formationAsk(s, seat, placed + 1);
}

/** A seat's speed total (GEO-20). */
function speedTotal(s: GeoState, seat: number): number {
  let mod = 0;
  for (const c of s.zones[partyZone(s.geo, seat)]) mod += stat(s, c, SPD);
  return s.roll[seat] + mod + s.bonus[seat];
}

/** g.speed: both roll, marcher first; then the speed window, the marcher first (GEO-20, GEO-22). */
export function speed(s: GeoState): void {
  s.roll[s.marcher] = s.rng.die(s.t.speedDie);
  s.roll[s.defender] = s.rng.die(s.t.speedDie);
  s.resolved = false;
  s.cause = s.defender;
  s.push(S.T_SPEED_DECIDE);
  windowAsk(s, S.W_SPEED, s.marcher, 0);
}

/** g.speed-decide: the higher total goes first; equal → melee (GEO-20, GEO-21). */
export function speedDecide(s: GeoState): void {
  const m = speedTotal(s, s.marcher);
  const d = speedTotal(s, s.defender);
  if (m === d) {
    s.push(S.T_END);
    s.push(S.T_MELEE);
    return;
  }
  const first = m > d ? s.marcher : s.defender;
  const second = 1 - first;
  s.push(S.T_END);
  s.push(S.T_ATTACK, second);
  s.push(S.T_NORMAL, second);
  s.push(S.T_ATTACK, first);
  normalAsk(s, first);
}

/** Normal timing: the seat's [通常] plays and `attack`; none → no decision (GEO-30, GEO-45). */
export function normalAsk(s: GeoState, seat: number): void {
  s.optCount = 0;
  addLegalPlays(s, seat, C_NORMAL);
  if (s.optCount === 0) return;
  s.opt(code(O_ATTACK));
  s.ask(seat, S.A_NORMAL, seat);
}

/** A [通常] play declared (the timing comes again), or the attack (GEO-30, GEO-40). */
export function normalAnswer(s: GeoState, x: number, seat: number): void {
  if ((x & 15) === O_ATTACK) return;
  s.resolved = false;
  declare(s, seat, x);
  s.push(S.T_NORMAL, seat);
  windowAsk(s, S.W_COUNTER, 1 - seat, 0);
}

/** g.attack: every action-incomplete unit takes part; the opponent answers first (GEO-40, GEO-41, GEO-44). */
export function attack(s: GeoState, seat: number): void {
  const p: number[] = [];
  const z = s.zones[partyZone(s.geo, seat)];
  for (let i = z.length - 1; i >= 0; i--) if (s.done[z[i]] === 0) p.push(z[i]);
  s.participants = p;
  s.attacking = seat;
  s.cause = seat;
  s.resolved = false;
  s.push(S.T_STRIKE, seat);
  windowAsk(s, S.W_ATTACK, 1 - seat, 0);
}

/** Formation damage from the front (GEO-11, GEO-42, GEO-43). */
function formationDamage(s: GeoState, seat: number, amount: number): void {
  let rest = amount;
  // Front first: the zone's top first; the defeated are the top `k` units.
  const z = s.zones[partyZone(s.geo, seat)];
  let k = 0;
  for (let i = z.length - 1; i >= 0; i--) {
    if (rest <= 0) break;
    const def = stat(s, z[i], DEF);
    if (def > rest) break;
    rest -= def;
    k++;
  }
  // Front first: each defeat takes the zone's top (the list may be copied on the first write).
  const zn = partyZone(s.geo, seat);
  for (let j = 0; j < k; j++) {
    const now = s.zones[zn];
    defeat(s, now[now.length - 1]);
  }
}

/** g.attack-strike: drop-outs after counters, then the total hits the enemy formation (GEO-41, GEO-42). */
export function strike(s: GeoState, seat: number): void {
  if (s.resolved) {
    const keep: number[] = [];
    for (const c of s.participants) if (inBattle(s, c) && s.done[c] === 0) keep.push(c);
    s.participants = keep;
  }
  let total = 0;
  for (const c of s.participants) total += stat(s, c, ATK);
  for (const c of s.participants) s.done[c] = 1;
  formationDamage(s, 1 - seat, total);
  s.attacking = -1;
  s.participants = [];
}

/** g.melee: texts lost, base values, both attack at once (GEO-21, GEO-60). */
export function melee(s: GeoState): void {
  s.meleeOn = true;
  S.setRange(s.ef, 0);
  // Both sides at once: totals of the action-incomplete first, then all of them done.
  const zm = s.zones[partyZone(s.geo, s.marcher)];
  const zd = s.zones[partyZone(s.geo, s.defender)];
  for (const c of zm) s.melee[c] = 1;
  for (const c of zd) s.melee[c] = 1;
  const tm = meleeTotal(s, zm);
  const td = meleeTotal(s, zd);
  formationDamage(s, s.defender, tm);
  formationDamage(s, s.marcher, td);
}

/** A side's melee total (units not yet done, which are done now) (GEO-60). */
function meleeTotal(s: GeoState, z: number[]): number {
  let total = 0;
  for (let i = z.length - 1; i >= 0; i--) {
    const c = z[i];
    if (s.done[c] !== 0) continue;
    total += stat(s, c, ATK);
  }
  for (const c of z) s.done[c] = 1;
  return total;
}

/** g.end: effects end, units action-incomplete, the outcome; a failed march goes back (GEO-50, GEO-51, GEO-52, GEO-53, GEO-54). */
export function endBattle(s: GeoState): void {
  S.setRange(s.ef, 0);
  S.setRange(s.melee, 0);
  const mz = partyZone(s.geo, s.marcher);
  const dz = partyZone(s.geo, s.defender);
  readyAll(s, s.zones[mz]);
  readyAll(s, s.zones[dz]);
  const m = s.zones[mz].length > 0;
  const d = s.zones[dz].length > 0;
  // end-battle.ts's `why`: 0 only-marcher, 1 only-defender, 2 both-remain, 3 none-remain.
  const why = m && !d ? 0 : !m && d ? 1 : m ? 2 : 3;
  if (why !== 2) {
    finish(s, why);
    return;
  }
  const single = s.origins.length === 1;
  for (const origin of s.origins) {
    const back = s.zones[mz].filter((c) => s.from[c] === origin || (single && s.from[c] === -1));
    for (const c of back) move(s, c, partyZone(origin, s.marcher));
  }
  returnAsk(s, why);
}

/** Units action-incomplete, their per-battle uses and acting marks cleared (GEO-50). */
function readyAll(s: GeoState, z: number[]): void {
  const stride = s.t.abStride;
  for (const c of z) {
    s.done[c] = 0;
    S.setRange(s.uses, 0, c * stride, (c + 1) * stride);
    s.acting[c] = 0;
  }
}

/** Where each unit without an origin goes (the marcher picks), then the limits (GEO-53). */
function returnAsk(s: GeoState, why: number): void {
  const left = s.zones[partyZone(s.geo, s.marcher)];
  if (left.length === 0) {
    overLimitAsk(s, why);
    return;
  }
  const unit = left[left.length - 1];
  s.optCount = 0;
  for (const g of s.origins) s.opt(code(O_RETURN, unit, g));
  s.ask(s.marcher, S.A_RETURN, why);
}

/** A unit sent back to the origin the marcher picked (GEO-53). */
export function returnAnswer(s: GeoState, x: number, why: number): void {
  move(s, (x >>> 4) & 1023, partyZone((x >>> 14) & 1023, s.marcher));
  returnAsk(s, why);
}

/** Discards by the marcher's choice until every origin fits its limit, then finishes (GEO-53). */
function overLimitAsk(s: GeoState, why: number): void {
  let over = -1;
  for (const g of s.origins)
    if (levelOn(s, partyZone(g, s.marcher)) > s.t.limit[g]) {
      over = g;
      break;
    }
  if (over < 0) {
    finish(s, why);
    return;
  }
  s.optCount = 0;
  for (const c of s.zones[partyZone(over, s.marcher)]) s.opt(code(O_DISCARD, c));
  s.ask(s.marcher, S.A_OVER_LIMIT, why);
}

/** A unit the marcher discards down to the limit (GEO-53). */
export function overLimitAnswer(s: GeoState, x: number, why: number): void {
  move(s, (x >>> 4) & 1023, s.marcher * 3 + Z_DROP);
  overLimitAsk(s, why);
}

/** A stand-alone battle ends the game; in a whole game play goes on (GEO-51, GEO-52, GEO-54, GEO-70). */
function finish(s: GeoState, why: number): void {
  S.setRange(s.from, -1);
  if (s.t.game) {
    s.push(S.T_GM_AFTER, why);
    return;
  }
  const success = why === 0;
  s.end(success ? s.marcher : s.defender, success ? "march-success" : "defence-success");
}

/** gm.after-battle: the battle is over; a successful march may take the home base (GEO-51, GEO-70). */
export function afterBattle(s: GeoState, why: number): void {
  s.inBattle = false;
  if (why === 0) checkHomeTaken(s, s.marcher, s.geo);
}

/** The context of a window for the seat asked now, or 0 (windowCtx in index.ts) (GEO-31). */
function windowBit(s: GeoState, w: number): number {
  if (w === S.W_SPEED) return C_SPEED;
  if (s.resolved) return 0;
  if (w === S.W_ATTACK) return C_ATTACK;
  return s.stCard.length > 0 ? C_COUNTER : 0;
}

/**
 * After a pass: the other seat, or resolve everything and reopen, or close. Here and in the
 * steps above, the task the engine would push last (and so pop next) runs straight away:
 * geo-march has no checks or triggers between tasks, and none of these steps asks or ends the
 * game before it, so the order of everything that happens is the engine's.
 */
function afterPass(s: GeoState, w: number, seat: number, passes: number): void {
  if (passes < 2) {
    windowAsk(s, w, 1 - seat, passes);
    return;
  }
  if (s.stCard.length === 0) return;
  s.push(S.T_WINDOW, w, w === S.W_SPEED ? s.marcher : 1 - s.cause, 0);
  resolveStep(s);
}

/** $window: a seat with no legal play passes by itself (GEO-31). */
export function windowAsk(s: GeoState, w: number, seat: number, passes: number): void {
  const bit = windowBit(s, w);
  s.optCount = 0;
  if (bit !== 0) addLegalPlays(s, seat, bit);
  if (s.optCount === 0) {
    afterPass(s, w, seat, passes + 1);
    return;
  }
  s.opt(code(O_PASS));
  s.ask(seat, S.A_WINDOW, w, seat, passes);
}

export function windowAnswer(
  s: GeoState,
  x: number,
  w: number,
  seat: number,
  passes: number,
): void {
  if ((x & 15) === O_PASS) {
    afterPass(s, w, seat, passes + 1);
    return;
  }
  declare(s, seat, x);
  windowAsk(s, w, 1 - seat, 0);
}

/** $resolve (mode all): the top item; the rest after it (GEO-31). */
export function resolveStep(s: GeoState): void {
  if (s.stCard.length === 0) return;
  if (s.stCard.length > 1) s.push(S.T_RESOLVE);
  resolveTop(s);
}
