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
  formation,
  inBattle,
  levelOn,
  move,
  partyZone,
  SPD,
  stat,
  Z_DROP,
  Z_HAND,
} from "./zones.ts";

/** g.battle: equipment a setup lists, then the procedure's steps in the seed's order. */
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

/** A repeated step's question: nothing to offer skips it, else the options and `end`. */
function askStep(s: GeoState, seat: number, kind: number): void {
  if (s.optCount === 0) return;
  s.opt(code(O_END));
  s.ask(seat, kind, seat);
}

/** Fast summons: marked units whose level still fits the geo's limit. */
export function fsSummonAsk(s: GeoState, seat: number): void {
  const t = s.t;
  const room = s.limit - levelOn(s, partyZone(s.geo, seat));
  s.optCount = 0;
  for (const c of s.zones[seat * 3 + Z_HAND]) {
    const def = t.defs[t.def[c]];
    if (def.kind === UNIT && def.fast && t.base[c * 4] <= room) s.opt(code(O_FS_SUMMON, c));
  }
  askStep(s, seat, S.A_FS_SUMMON);
}

export function fsSummonAnswer(s: GeoState, x: number, seat: number): void {
  if ((x & 15) === O_END) return;
  const c = (x >>> 4) & 1023;
  move(s, c, partyZone(s.geo, seat));
  s.done[c] = 0;
  s.play(seat, c);
  // The step comes again (the engine pushes it first; nothing runs before it is popped).
  fsSummonAsk(s, seat);
}

/** Equip options: each equipment in hand on each own unit; each equipped card may be discarded. */
export function fsEquipAsk(s: GeoState, seat: number): void {
  const t = s.t;
  const units = formation(s, seat);
  s.optCount = 0;
  for (const c of s.zones[seat * 3 + Z_HAND]) {
    if (t.defs[t.def[c]].kind !== EQUIP) continue;
    for (const u of units) s.opt(code(O_EQUIP, c, u));
  }
  for (const u of units) {
    const list = s.attached[u];
    if (list !== null) for (const e of list) s.opt(code(O_UNEQUIP, e));
  }
  askStep(s, seat, S.A_FS_EQUIP);
}

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

/** Declarations at the fast-summon timing. */
export function fsDeclareAsk(s: GeoState, seat: number): void {
  s.optCount = 0;
  addLegalPlays(s, seat, C_FAST);
  askStep(s, seat, S.A_FS_DECLARE);
}

export function fsDeclareAnswer(s: GeoState, x: number, seat: number): void {
  if ((x & 15) === O_END) return;
  s.push(S.T_FS_DECLARE, seat);
  s.resolved = false;
  declare(s, seat, x);
  windowAsk(s, S.W_COUNTER, 1 - seat, 0);
}

/** Formation: name units from the front; the last place is fixed. */
export function formationAsk(s: GeoState, seat: number, placed: number): void {
  const order = formation(s, seat);
  if (order.length - placed < 2) return;
  s.optCount = 0;
  for (let i = placed; i < order.length; i++) s.opt(code(O_FRONT, order[i]));
  s.opt(code(O_END));
  s.ask(seat, S.A_FORMATION, seat, placed);
}

export function formationAnswer(s: GeoState, x: number, seat: number, placed: number): void {
  if ((x & 15) === O_END) return;
  const id = (x >>> 4) & 1023;
  const order = formation(s, seat);
  const next = order.slice(0, placed);
  next.push(id);
  for (let i = placed; i < order.length; i++) if (order[i] !== id) next.push(order[i]);
  const z = partyZone(s.geo, seat);
  for (let k = next.length - 1; k >= 0; k--) move(s, next[k], z);
  formationAsk(s, seat, placed + 1);
}

/** A seat's speed total. */
function speedTotal(s: GeoState, seat: number): number {
  let mod = 0;
  for (const c of s.zones[partyZone(s.geo, seat)]) mod += stat(s, c, SPD);
  return s.roll[seat] + mod + s.bonus[seat];
}

/** g.speed: both roll, marcher first; then the speed window, the marcher first. */
export function speed(s: GeoState): void {
  s.roll[s.marcher] = s.rng.die(s.t.speedDie);
  s.roll[s.defender] = s.rng.die(s.t.speedDie);
  s.resolved = false;
  s.cause = s.defender;
  s.push(S.T_SPEED_DECIDE);
  windowAsk(s, S.W_SPEED, s.marcher, 0);
}

/** g.speed-decide: the higher total goes first; equal → melee. */
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

/** Normal timing: the seat's [通常] plays and `attack`; none → no decision. */
export function normalAsk(s: GeoState, seat: number): void {
  s.optCount = 0;
  addLegalPlays(s, seat, C_NORMAL);
  if (s.optCount === 0) return;
  s.opt(code(O_ATTACK));
  s.ask(seat, S.A_NORMAL, seat);
}

export function normalAnswer(s: GeoState, x: number, seat: number): void {
  if ((x & 15) === O_ATTACK) return;
  s.resolved = false;
  declare(s, seat, x);
  s.push(S.T_NORMAL, seat);
  windowAsk(s, S.W_COUNTER, 1 - seat, 0);
}

/** g.attack: every action-incomplete unit takes part; the opponent answers first. */
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

/** Formation damage from the front. */
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
  if (k === 0) return;
  const hit = z.slice(z.length - k).reverse();
  for (const c of hit) defeat(s, c);
}

/** g.attack-strike: drop-outs after counters, then the total hits the enemy formation. */
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

/** g.melee: texts lost, base values, both attack at once. */
export function melee(s: GeoState): void {
  s.meleeOn = true;
  S.setRange(s.ef, 0);
  const sides = [s.marcher, s.defender];
  for (const seat of sides) for (const c of formation(s, seat)) s.melee[c] = 1;
  const parts = sides.map((seat) => formation(s, seat).filter((c) => s.done[c] === 0));
  const totals = parts.map((ids) => ids.reduce((n, c) => n + stat(s, c, ATK), 0));
  for (const ids of parts) for (const c of ids) s.done[c] = 1;
  formationDamage(s, s.defender, totals[0]);
  formationDamage(s, s.marcher, totals[1]);
}

/** g.end: effects end, units action-incomplete, the outcome; a failed march goes back. */
export function endBattle(s: GeoState): void {
  S.setRange(s.ef, 0);
  S.setRange(s.melee, 0);
  const mz = partyZone(s.geo, s.marcher);
  const dz = partyZone(s.geo, s.defender);
  const stride = s.t.abStride;
  for (const z of [mz, dz])
    for (const c of s.zones[z]) {
      s.done[c] = 0;
      S.setRange(s.uses, 0, c * stride, (c + 1) * stride);
      s.acting[c] = 0;
    }
  const m = s.zones[mz].length > 0;
  const d = s.zones[dz].length > 0;
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

/** Where each unit without an origin goes (the marcher picks), then the limits. */
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

export function returnAnswer(s: GeoState, x: number, why: number): void {
  move(s, (x >>> 4) & 1023, partyZone((x >>> 14) & 1023, s.marcher));
  returnAsk(s, why);
}

/** Discards by the marcher's choice until every origin fits its limit, then finishes. */
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

export function overLimitAnswer(s: GeoState, x: number, why: number): void {
  move(s, (x >>> 4) & 1023, s.marcher * 3 + Z_DROP);
  overLimitAsk(s, why);
}

/** A stand-alone battle ends the game; in a whole game play goes on. */
function finish(s: GeoState, why: number): void {
  S.setRange(s.from, -1);
  if (s.t.game) {
    s.push(S.T_GM_AFTER, why);
    return;
  }
  const success = why === 0;
  s.end(success ? s.marcher : s.defender, success ? "march-success" : "defence-success");
}

/** gm.after-battle: the battle is over; a successful march may take the home base. */
export function afterBattle(s: GeoState, why: number): void {
  s.inBattle = false;
  if (why === 0) checkHomeTaken(s, s.marcher, s.geo);
}

/** The context of a window for the seat asked now, or 0 (windowCtx in index.ts). */
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

/** $window: a seat with no legal play passes by itself. */
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

/** $resolve (mode all): the top item; the rest after it. */
export function resolveStep(s: GeoState): void {
  if (s.stCard.length === 0) return;
  if (s.stCard.length > 1) s.push(S.T_RESOLVE);
  resolveTop(s);
}
