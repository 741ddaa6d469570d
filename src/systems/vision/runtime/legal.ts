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

/** Adds one play's options: one, or one per legal target (spec -1: none). */
function withTargets(
  s: VisionState,
  seat: number,
  kind: number,
  card: number,
  n: number,
  spec: number,
): void {
  if (spec < 0) {
    s.opt(code(kind, card, n, -1));
    return;
  }
  const z = s.z;
  for (let k = 0; k < 2; k++) {
    const zone = (k === 0 ? s.active : 1 - s.active) * 6 + K.Z_FIELD;
    const from = zone * s.n;
    const len = s.zl[zone];
    for (let i = 0; i < len; i++) {
      const id = z[from + i];
      if (targetable(s, id, seat, spec)) s.opt(code(kind, card, n, id));
    }
  }
}

/** Adds `seat`'s legal plays (main phase, or a response window) to the options (VIS-03, VIS-04, VIS-51, VIS-52, VIS-54). */
export function addLegalPlays(s: VisionState, seat: number, main: boolean): void {
  const t = s.t;
  // Active nodes: what every cost is paid from (state.ts keeps the count).
  const active = seat === 0 ? s.up0 : s.up1;
  const facts = t.facts;
  const cardDef = t.cardDef;
  const z = s.z;
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
      withTargets(s, seat, O_PLAY, id, 0, facts[at + 3]);
    }
  }
  if ((seat === 0 ? s.acts0 : s.acts1) === 0) return;
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
      withTargets(
        s,
        seat,
        O_ACT,
        id,
        n,
        a.target === null ? -1 : a.target.side * 3 + a.target.state,
      );
    }
  }
}

/** Whether `seat` holds a card that could answer a window (none: no play to list). */
export function mayAnswer(s: VisionState, seat: number): boolean {
  return (seat === 0 ? s.ans0 : s.ans1) > 0;
}
