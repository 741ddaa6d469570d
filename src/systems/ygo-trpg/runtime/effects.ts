/**
 * Spells and traps over integers (plays.ts and effects.ts): the options that activate or set
 * them, activation, and the effect vocabulary applied to the state.
 */
import type { Effect } from "../schema.ts";
import { code, O_ACTIVATE, O_SET, O_TRAP, targetOf } from "./options.ts";
import { C_SET_ROUND, CW, type YgoState } from "./state.ts";
import { TYPE_SPELL, TYPE_TRAP, Z_CHAIN, Z_FIELD, Z_GRAVE, Z_ST, Z_UP, ZK } from "./template.ts";

/** Scratch list of the monsters or seats an effect touches (no list per call; none nests). */
const TOUCH: number[] = [];

/** Adds `verb`'s options for a card with its target kind (plays.ts withTargets). */
function withTargets(s: YgoState, seat: number, kind: number, card: number, target: number): void {
  if (target === 0) {
    s.opt(code(kind, card, -1));
    return;
  }
  if (target === 1) {
    const n = s.sideMonstersInto(!s.isPlayer(seat), TOUCH);
    for (let i = 0; i < n; i++) s.opt(code(kind, card, TOUCH[i]));
    return;
  }
  const list = s.zones[seat * ZK + Z_FIELD];
  for (let i = 0; i < list.length; i++) s.opt(code(kind, card, list[i]));
}

/** Spells `seat` may activate now: quick-play only (strategy phase) or any. */
export function spellOptions(s: YgoState, seat: number, quickOnly: boolean): void {
  // The hand, then the set cards (plays.ts reads both lists before it adds anything).
  spellsIn(s, s.zones[s.itemHand(seat)], seat, quickOnly);
  spellsIn(s, s.zones[seat * ZK + Z_ST], seat, quickOnly);
}

function spellsIn(s: YgoState, list: number[], seat: number, quickOnly: boolean): void {
  const defs = s.t.defs;
  const cardDef = s.t.cardDef;
  for (let i = 0; i < list.length; i++) {
    const d = defs[cardDef[list[i]]];
    if (d.type !== TYPE_SPELL || (quickOnly && !d.quick)) continue;
    withTargets(s, seat, O_ACTIVATE, list[i], d.target);
  }
}

/** Set traps of `seat` that may answer `when` now: set in an earlier round (YGT-17). */
export function trapOptions(s: YgoState, seat: number, when: number): void {
  const defs = s.t.defs;
  const cardDef = s.t.cardDef;
  const list = s.zones[seat * ZK + Z_ST];
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    const d = defs[cardDef[c]];
    if (d.type !== TYPE_TRAP || d.when !== when) continue;
    if (s.c[c * CW + C_SET_ROUND] >= s.round) continue;
    withTargets(s, seat, O_TRAP, c, d.target);
  }
}

/** Spells and traps `seat` may set from hand. */
export function setOptions(s: YgoState, seat: number): void {
  const list = s.zones[s.itemHand(seat)];
  for (let i = 0; i < list.length; i++) s.opt(code(O_SET, list[i], -1));
}

/** Sets a card from hand face down; it remembers the round (YGT-17). */
export function setCard(s: YgoState, seat: number, card: number): void {
  s.move(card, seat * ZK + Z_ST);
  s.clearFlags(card);
  s.c[card * CW + C_SET_ROUND] = s.round;
}

/**
 * Activates a spell or trap from an option code and resolves it (plays.ts activate): true when
 * it negates the summon or attack (`trigCard`, `trigSeat`; -1 none) that set it off.
 */
export function activate(
  s: YgoState,
  seat: number,
  option: number,
  card: number,
  trigCard: number,
  trigSeat: number,
): boolean {
  const target = targetOf(option);
  const d = s.t.defs[s.t.cardDef[card]];
  const stays = d.type === TYPE_SPELL && d.stays;
  if (stays) {
    s.move(card, seat * ZK + Z_UP);
    s.clearFlags(card);
  } else s.move(card, seat * ZK + Z_CHAIN);
  s.play(seat, card);
  let negated = false;
  const effects = d.effects;
  for (let i = 0; i < effects.length; i++)
    if (applyEffect(s, card, seat, target, trigCard, trigSeat, effects[i])) negated = true;
  if (!stays) s.move(card, seat * ZK + Z_GRAVE);
  return negated;
}

/** The monsters an effect touches, into TOUCH; how many. */
function monsters(
  s: YgoState,
  src: number,
  ctrl: number,
  target: number,
  trig: number,
  to: string,
): number {
  const one = to === "target" ? target : to === "self" ? src : to === "trigger" ? trig : -1;
  if (to === "enemies") return s.sideMonstersInto(!s.isPlayer(ctrl), TOUCH);
  if (one < 0) return 0;
  TOUCH[0] = one;
  return 1;
}

/** The players an effect touches, into TOUCH; how many. */
function seats(s: YgoState, ctrl: number, trigSeat: number, to: string): number {
  let n = 0;
  if (to === "you") {
    if (s.isPlayer(ctrl)) TOUCH[n++] = ctrl;
  } else if (to === "trigger") {
    if (trigSeat >= 0 && s.isPlayer(trigSeat)) TOUCH[n++] = trigSeat;
  } else if (to === "allies" || to === "enemies") {
    if (s.isPlayer(ctrl) === (to === "allies"))
      for (let p = 0; p < s.gm; p++) if (s.fainted[p] === 0) TOUCH[n++] = p;
  }
  return n;
}

/** Applies one effect; true when it negates what triggered it. */
export function applyEffect(
  s: YgoState,
  src: number,
  ctrl: number,
  target: number,
  trigCard: number,
  trigSeat: number,
  e: Effect,
): boolean {
  switch (e.do) {
    case "damage":
      // The loops below change no zone list, so TOUCH (maybe a field's copy) stays as read.
      for (let i = 0, n = monsters(s, src, ctrl, target, trigCard, e.to); i < n; i++) {
        const id = TOUCH[i];
        if (!s.onField(id)) continue;
        s.hurt(id, e.amount);
        s.damage(s.t.owner[src], s.t.owner[id], e.amount);
      }
      return false;
    case "heal":
      for (let i = 0, n = seats(s, ctrl, trigSeat, e.to); i < n; i++)
        s.changeLife(TOUCH[i], e.amount, -1);
      return false;
    case "drain":
      for (let i = 0, n = seats(s, ctrl, trigSeat, e.to); i < n; i++)
        s.changeLife(TOUCH[i], -e.amount, s.gm);
      return false;
    case "boost":
      for (let i = 0, n = monsters(s, src, ctrl, target, trigCard, e.to); i < n; i++) {
        const id = TOUCH[i];
        if (!s.onField(id)) continue;
        if (e.atk !== 0) s.addMod(id, src, 0, e.atk);
        if (e.def !== 0) s.addMod(id, src, 1, e.def);
      }
      return false;
    case "destroy":
      for (let i = 0, n = monsters(s, src, ctrl, target, trigCard, e.to); i < n; i++)
        if (s.onField(TOUCH[i])) s.doom(TOUCH[i]);
      return false;
    case "draw":
      if (s.isPlayer(ctrl)) for (let i = 0; i < e.count; i++) s.draw(ctrl, e.deck === "monster");
      return false;
    case "negate":
      return true;
  }
}
