/**
 * Which plays are legal (legal-plays.ts), written into the pending option list as codes: cards
 * from hand, then the field's activated abilities, each with one option per legal target (turn
 * player's field first). `limit` stops early for "is there any?".
 */
import * as K from "./codes.ts";
import type { Target } from "./defs.ts";
import { code, O_ACT, O_PLAY } from "./options.ts";
import type { VisionState } from "./state.ts";

/** Whether a character may be chosen for a target spec by `seat`. */
function targetable(s: VisionState, card: number, seat: number, t: Target): boolean {
  if (t.side === K.SIDE_OWN && s.t.owner[card] !== seat) return false;
  if (t.side === K.SIDE_ENEMY && s.t.owner[card] === seat) return false;
  const sleep = s.c[card * K.SLOTS + K.C_SLEEP] !== 0;
  if (t.state === K.STATE_ACTIVE && sleep) return false;
  if (t.state === K.STATE_SLEEP && !sleep) return false;
  return true;
}

/** Adds one play's options: one, or one per legal target. */
function withTargets(
  s: VisionState,
  seat: number,
  kind: number,
  card: number,
  n: number,
  t: Target | null,
): void {
  if (t === null) {
    s.opt(code(kind, card, n, -1));
    return;
  }
  for (let k = 0; k < 2; k++) {
    const zone = (k === 0 ? s.active : 1 - s.active) * 6 + K.Z_FIELD;
    const from = zone * s.n;
    const len = s.zl[zone];
    for (let i = 0; i < len; i++) {
      const id = s.z[from + i];
      if (targetable(s, id, seat, t)) s.opt(code(kind, card, n, id));
    }
  }
}

/** Active nodes of a seat. */
function countActive(s: VisionState, seat: number): number {
  const zone = seat * 6 + K.Z_NODE;
  const from = zone * s.n;
  let n = 0;
  for (let i = 0, len = s.zl[zone]; i < len; i++)
    if (s.c[s.z[from + i] * K.SLOTS + K.C_SLEEP] === 0) n++;
  return n;
}

/** Adds `seat`'s legal plays (main phase, or a response window) to the options. */
export function addLegalPlays(s: VisionState, seat: number, main: boolean, limit: number): void {
  const charDone = main && s.charPlayed;
  const nodes = s.zl[seat * 6 + K.Z_NODE];
  let active = -1;
  const defs = s.t.defs.list;
  const cardDef = s.t.cardDef;
  const hand = seat * 6 + K.Z_HAND;
  const handFrom = hand * s.n;
  for (let i = 0; i < s.zl[hand] && s.optCount < limit; i++) {
    const id = s.z[handFrom + i];
    const d = defs[cardDef[id]];
    if (main ? charDone && d.mainCharacter : !d.inWindow) continue;
    if (nodes < d.need) continue;
    if (d.cost > 0) {
      if (active < 0) active = countActive(s, seat);
      if (active < d.cost) continue;
    }
    withTargets(s, seat, O_PLAY, id, 0, d.target);
  }
  const field = seat * 6 + K.Z_FIELD;
  const fieldFrom = field * s.n;
  for (let i = 0; i < s.zl[field] && s.optCount < limit; i++) {
    const id = s.z[fieldFrom + i];
    const d = defs[cardDef[id]];
    if (main ? d.activated.length === 0 : !d.activatedInWindow) continue;
    const sleeping = s.c[id * K.SLOTS + K.C_SLEEP] !== 0;
    for (let n = 0; n < d.activated.length; n++) {
      const a = d.activated[n];
      if (!main && !a.anyTiming) continue;
      if (a.sleep && sleeping) continue;
      if (a.nodes > 0) {
        if (active < 0) active = countActive(s, seat);
        if (active < a.nodes) continue;
      }
      withTargets(s, seat, O_ACT, id, n, a.target);
    }
  }
}

/** Whether `seat` has any legal play in a response window (no option is kept). */
export function hasWindowPlay(s: VisionState, seat: number): boolean {
  if ((seat === 0 ? s.ans0 : s.ans1) === 0) return false;
  const before = s.optCount;
  addLegalPlays(s, seat, false, before + 1);
  const any = s.optCount > before;
  s.optCount = before;
  return any;
}
