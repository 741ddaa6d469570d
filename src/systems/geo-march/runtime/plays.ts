/**
 * Abilities and skills on the runtime (plays.ts, repeat.ts, effects.ts): which may be used in a
 * context, in the engine's order; declaring (costs at once, the die on declaration) and
 * resolving last-in-first-out with the same failures; the effect vocabulary.
 */
import type { Effect } from "../schema.ts";
import { code, O_SKILL, O_USE } from "./options.ts";
import type { GeoState } from "./state.ts";
import type { LAbility } from "./template.ts";
import { SKILL, UNIT } from "./template.ts";
import {
  ATK,
  DEF,
  defeat,
  formation,
  inBattle,
  move,
  partyZone,
  SPD,
  stat,
  Z_DROP,
  Z_HAND,
  Z_STACK,
} from "./zones.ts";

/** Context bits (timing-mask.ts). */
export const C_FAST = 1;
export const C_NORMAL = 2;
export const C_COUNTER = 4;
export const C_ATTACK = 8;
export const C_SPEED = 16;

/** The units an effect reference names (effects.ts's unitsFor, repeat.ts's unitsOf) (GEO-42). */
function unitsFor(s: GeoState, seat: number, src: number, target: number, to: string): number[] {
  switch (to) {
    case "self":
      return inBattle(s, src) ? [src] : [];
    case "target":
      return target >= 0 && inBattle(s, target) ? [target] : [];
    case "own":
      return formation(s, seat);
    case "enemy":
      return formation(s, 1 - seat);
    default:
      return formation(s, 1 - seat).slice(0, 1);
  }
}

/** Whether the identical use is already waiting on the stack. */
function waiting(s: GeoState, src: number, n: number, target: number): boolean {
  for (let i = 0; i < s.stCard.length; i++)
    if (s.stCard[i] === src && s.stN[i] === n && s.stTarget[i] === target) return true;
  return false;
}

/** repeat.ts's wouldChange (GEO-30). */
function wouldChange(
  s: GeoState,
  seat: number,
  src: number,
  n: number,
  ab: LAbility,
  target: number,
): boolean {
  if (waiting(s, src, n, target)) return false;
  for (const e of ab.effects) {
    if (!("to" in e)) return true;
    if (namesAny(s, seat, src, target, e.to, e.do === "exhaust")) return true;
  }
  return false;
}

/**
 * Whether an effect reference names any unit (`ready`: any action-incomplete one) — unitsFor
 * without building the list (asked for every free play at every window).
 */
function namesAny(
  s: GeoState,
  seat: number,
  src: number,
  target: number,
  to: string,
  ready: boolean,
): boolean {
  switch (to) {
    case "self":
      return inBattle(s, src) && (!ready || s.done[src] === 0);
    case "target":
      return target >= 0 && inBattle(s, target) && (!ready || s.done[target] === 0);
  }
  if (!s.inBattle) return false;
  const z = s.zones[partyZone(s.geo, to === "own" ? seat : 1 - seat)];
  if (z.length === 0) return false;
  if (!ready) return true;
  // The enemy front alone, or the whole side.
  if (to !== "own" && to !== "enemy") return s.done[z[z.length - 1]] === 0;
  for (const u of z) if (s.done[u] === 0) return true;
  return false;
}

/** Adds a play's options: one per legal target (own side first, front to back), or bare (GEO-31). */
function addWithTargets(
  s: GeoState,
  seat: number,
  kind: number,
  card: number,
  n: number,
  ab: LAbility,
  keep: boolean,
): void {
  if (ab.target < 0) {
    if (!keep || wouldChange(s, seat, card, n, ab, -1)) s.opt(code(kind, card, 0, n));
    return;
  }
  for (let k = 0; k < 2; k++) {
    const side =
      ab.target === 0
        ? k === 0
          ? seat
          : -1
        : ab.target === 1
          ? k === 0
            ? 1 - seat
            : -1
          : k === 0
            ? seat
            : 1 - seat;
    if (side < 0) break;
    // The side's formation, front first (the zone's top first), without a copy.
    const z = s.zones[partyZone(s.geo, side)];
    for (let i = z.length - 1; i >= 0; i--) {
      const t = z[i];
      if (!keep || wouldChange(s, seat, card, n, ab, t)) s.opt(code(kind, card, t + 1, n));
    }
  }
}

/** Appends every play `seat` may make now in context `bit` to `s.opts` (legalPlays) (GEO-30, GEO-31, GEO-33). */
export function addLegalPlays(s: GeoState, seat: number, bit: number): void {
  if (s.meleeOn) return;
  const t = s.t;
  const defs = t.defs;
  const party = s.zones[partyZone(s.geo, seat)];
  for (let i = party.length - 1; i >= 0; i--) {
    const id = party[i];
    const def = defs[t.def[id]];
    if (def.kind !== UNIT || (def.mask & bit) === 0) continue;
    for (let n = 0; n < def.abilities.length; n++) {
      const ab = def.abilities[n];
      if ((ab.mask & bit) === 0) continue;
      if (ab.perBattle > 0 && s.uses[id * t.abStride + n] >= ab.perBattle) continue;
      if (ab.action && (s.done[id] !== 0 || s.acting[id] !== 0 || s.attacking === seat)) continue;
      addWithTargets(s, seat, O_USE, id, n, ab, ab.free);
    }
  }
  const hand = s.zones[seat * 3 + Z_HAND];
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i];
    const def = defs[t.def[id]];
    if (def.kind !== SKILL || (def.mask & bit) === 0) continue;
    addWithTargets(s, seat, O_SKILL, id, 0, def.abilities[0], false);
  }
}

/** Declares a play (plays.ts's declarePlay): costs now, the die, onto the stack (GEO-32, GEO-33). */
export function declare(s: GeoState, seat: number, x: number): void {
  const kind = x & 15;
  const card = (x >>> 4) & 1023;
  const target = ((x >>> 14) & 1023) - 1;
  const n = (x >>> 24) & 63;
  const skill = kind === O_SKILL;
  const ab = s.t.defs[s.t.def[card]].abilities[n];
  if (skill) move(s, card, Z_STACK);
  s.play(seat, card);
  if (!skill) {
    s.uses[card * s.t.abStride + n]++;
    if (ab.action) s.acting[card] = 1;
  }
  let roll = -1;
  if (ab.roll > 0) roll = s.rng.die(ab.roll);
  s.cause = seat;
  s.stSeat.push(seat);
  s.stSkill.push(skill ? 1 : 0);
  s.stCard.push(card);
  s.stN.push(n);
  s.stTarget.push(target);
  s.stRoll.push(roll);
}

/** Resolves the top of the stack (plays.ts's resolvePlay) (GEO-31, GEO-33). */
export function resolveTop(s: GeoState): void {
  const seat = s.stSeat.pop() as number;
  const skill = s.stSkill.pop() === 1;
  const card = s.stCard.pop() as number;
  const n = s.stN.pop() as number;
  const target = s.stTarget.pop() as number;
  const roll = s.stRoll.pop() as number;
  s.resolved = true;
  const ab = s.t.defs[s.t.def[card]].abilities[n];
  if (skill) move(s, card, seat * 3 + Z_DROP);
  else {
    const acting = s.acting[card] !== 0;
    s.acting[card] = 0;
    if (!inBattle(s, card)) return;
    if (ab.action) {
      if (!acting || s.done[card] !== 0) return;
      s.done[card] = 1;
    }
  }
  if (target >= 0 && !inBattle(s, target)) return;
  for (const e of ab.effects) applyEffect(s, card, seat, target, roll, e);
}

/** A number or the declared die result. */
function amountOf(roll: number, a: number | "roll"): number {
  return a === "roll" ? Math.max(roll, 0) : a;
}

/** Applies one effect (effects.ts) (GEO-42, GEO-44). */
function applyEffect(
  s: GeoState,
  src: number,
  ctrl: number,
  target: number,
  roll: number,
  e: Effect,
): void {
  switch (e.do) {
    case "modify":
      for (const id of unitsFor(s, ctrl, src, target, e.to)) {
        if (e.attack !== undefined) s.ef[id * 3 + ATK] += amountOf(roll, e.attack);
        if (e.defence !== undefined) s.ef[id * 3 + DEF] += amountOf(roll, e.defence);
        if (e.speed !== undefined) s.ef[id * 3 + SPD] += amountOf(roll, e.speed);
      }
      return;
    case "speed": {
      const seat = e.who === "you" ? ctrl : 1 - ctrl;
      s.bonus[seat] += amountOf(roll, e.amount);
      return;
    }
    case "exhaust":
      for (const id of unitsFor(s, ctrl, src, target, e.to)) s.done[id] = 1;
      return;
    case "ready":
      for (const id of unitsFor(s, ctrl, src, target, e.to)) s.done[id] = 0;
      return;
    case "damage":
      for (const id of unitsFor(s, ctrl, src, target, e.to)) {
        const amount = amountOf(roll, e.amount);
        if (amount > 0 && stat(s, id, DEF) <= amount) defeat(s, id);
      }
      return;
    case "defeat":
      for (const id of unitsFor(s, ctrl, src, target, e.to)) defeat(s, id);
      return;
  }
}
