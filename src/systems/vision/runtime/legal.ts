/**
 * Which plays are legal (legal-plays.ts), written into the pending option list as codes: cards
 * from hand, then the field's activated abilities, each with one option per legal target (turn
 * player's field first).
 */
import * as K from "./codes.ts";
import {
  F_ACTIVATED,
  F_ACTIVATED_IN_WINDOW,
  F_IN_WINDOW,
  F_MAIN_CHARACTER,
  FACTS,
} from "./defs.ts";
import { code, O_ACT, O_PLAY } from "./options.ts";
import type { VisionState } from "./state.ts";

/** Whether a character may be chosen for a target spec (`side * 3 + state`) by `seat`. */
function targetable(s: VisionState, card: number, seat: number, spec: number): boolean {
  const side = (spec / 3) | 0;
  const state = spec - side * 3;
  if (side === K.SIDE_OWN && s.owner[card] !== seat) return false;
  if (side === K.SIDE_ENEMY && s.owner[card] === seat) return false;
  if (state === K.STATE_ANY) return true;
  const sleep = s.c[card * K.SLOTS + K.C_SLEEP] !== 0;
  return state === K.STATE_ACTIVE ? !sleep : sleep;
}

/**
 * Writes one play's options into `o` from `k`: one, or one per legal target (spec -1: none).
 * Returns the new length; the caller made room for one option per character on the fields.
 */
function withTargets(
  s: VisionState,
  o: Int32Array,
  k: number,
  seat: number,
  kind: number,
  card: number,
  n: number,
  spec: number,
): number {
  if (spec < 0) {
    o[k] = code(kind, card, n, -1);
    return k + 1;
  }
  const z = s.z;
  for (let side = 0; side < 2; side++) {
    const zone = (side === 0 ? s.active : 1 - s.active) * 6 + K.Z_FIELD;
    const from = zone * s.n;
    for (let i = 0, len = s.zl[zone]; i < len; i++) {
      const id = z[from + i];
      if (targetable(s, id, seat, spec)) o[k++] = code(kind, card, n, id);
    }
  }
  return k;
}

/**
 * The option list, with room for `more` options past the current ones (a listing writes through
 * a local copy and checks room once, not per option).
 */
export function room(s: VisionState, more: number): Int32Array {
  let o = s.opts;
  while (o.length < s.optCount + more) o = s.moreOpts();
  return o;
}

/** Adds `seat`'s legal plays (main phase, or a response window) to the options. */
export function addLegalPlays(s: VisionState, seat: number, main: boolean): void {
  const t = s.t;
  // Active nodes: what every cost is paid from (state.ts keeps the count).
  const active = seat === 0 ? s.up0 : s.up1;
  const facts = t.facts;
  const cardDef = t.cardDef;
  const z = s.z;
  // One play has at most one option per character on the fields (its targets), or one.
  const most = Math.max(1, s.zl[K.Z_FIELD] + s.zl[6 + K.Z_FIELD]);
  let o = s.opts;
  let k = s.optCount;
  // Hand cards: the main phase skips characters once one was played; a window takes only
  // what may answer (facts' F_* bits, defs.ts), and none when no such card is affordable.
  if (main || active >= t.defs.minHandAnswer) {
    const skip = main ? (s.charPlayed ? F_MAIN_CHARACTER : 0) : 0;
    const need = main ? 0 : F_IN_WINDOW;
    const nodes = s.zl[seat * 6 + K.Z_NODE];
    const hand = seat * 6 + K.Z_HAND;
    const handFrom = hand * s.n;
    for (let i = 0, len = s.zl[hand]; i < len; i++) {
      const id = z[handFrom + i];
      const at = cardDef[id] * FACTS;
      const flags = facts[at];
      if ((flags & skip) !== 0 || (flags & need) !== need) continue;
      if (nodes < facts[at + 1] || active < facts[at + 2]) continue;
      if (k + most > o.length) o = grow(s, k);
      k = withTargets(s, o, k, seat, O_PLAY, id, 0, facts[at + 3]);
    }
  }
  if ((seat === 0 ? s.acts0 : s.acts1) !== 0) {
    const field = seat * 6 + K.Z_FIELD;
    const fieldFrom = field * s.n;
    const fieldNeed = main ? F_ACTIVATED : F_ACTIVATED_IN_WINDOW;
    for (let i = 0, len = s.zl[field]; i < len; i++) {
      const id = z[fieldFrom + i];
      if ((facts[cardDef[id] * FACTS] & fieldNeed) === 0) continue;
      const d = t.defs.list[cardDef[id]];
      const sleeping = s.c[id * K.SLOTS + K.C_SLEEP] !== 0;
      for (let n = 0; n < d.activated.length; n++) {
        const a = d.activated[n];
        if (!main && !a.anyTiming) continue;
        if (a.sleep && sleeping) continue;
        if (active < a.nodes) continue;
        const spec = a.target === null ? -1 : a.target.side * 3 + a.target.state;
        if (k + most > o.length) o = grow(s, k);
        k = withTargets(s, o, k, seat, O_ACT, id, n, spec);
      }
    }
  }
  s.optCount = k;
}

/** The option list grown, its first `k` options kept. */
function grow(s: VisionState, k: number): Int32Array {
  s.optCount = k;
  return s.moreOpts();
}

/** Whether `seat` holds a card that could answer a window (none: no play to list). */
export function mayAnswer(s: VisionState, seat: number): boolean {
  return (seat === 0 ? s.ans0 : s.ans1) > 0;
}
