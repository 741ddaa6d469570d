/**
 * Triggered abilities (triggers.ts): the tasks a timing window queues, in the engine's order —
 * the turn player's field before the opponent's, each in field order, a character before the
 * cards set on it — each an effect task with no target.
 */
import * as K from "./codes.ts";
import { T_EFFECT, type VisionState } from "./state.ts";

/** Whether a trigger's condition holds for character `me` in the current combat. */
function holds(s: VisionState, cond: number, me: number): boolean {
  switch (cond) {
    case K.IF_ANY:
      return true;
    case K.IF_ATTACKING:
      return s.inCombat && s.cAtt === me;
    case K.IF_BLOCKING:
      return s.inCombat && s.cBlk === me;
    case K.IF_UNBLOCKED:
      return s.inCombat && s.cAtt === me && !s.cBlocked;
    default:
      return s.inCombat && s.cAtt === me && s.cBlocked;
  }
}

/** Queued (source, ability) pairs of the window being opened, and how many ints. */
let found = new Int32Array(64);
let nf = 0;

/** The triggers of character `ch` and the cards set on it for window `w`. */
function collect(s: VisionState, w: number, ch: number): void {
  const list = s.att[ch];
  // Most characters wait for nothing and carry nothing: one look at a flat list says so.
  if (list === null && (s.t.defs.triggerBits[s.cardDef[ch]] & (1 << w)) === 0) return;
  if (!s.onField(ch)) return;
  const count = list === null ? 0 : list.length;
  const defs = s.defs;
  for (let k = -1; k < count; k++) {
    const id = k < 0 ? ch : (list as number[])[k];
    const d = defs[s.cardDef[id]];
    if ((d.triggerWindows & (1 << w)) === 0) continue;
    const trs = d.triggers;
    for (let n = 0; n < trs.length; n++) {
      const tr = trs[n];
      if (tr.when !== w || !holds(s, tr.cond, ch)) continue;
      if (nf + 2 > found.length) {
        const bigger = new Int32Array(found.length * 2);
        bigger.set(found);
        found = bigger;
      }
      found[nf++] = id;
      found[nf++] = tr.ab;
    }
  }
}

/** Opens trigger window `w` (W_*): its triggers run next, in order. `card`: the entering one. */
export function openWindow(s: VisionState, w: number, card: number): void {
  if ((s.t.windows & (1 << w)) === 0) return;
  nf = 0;
  if (w === K.W_ENTER) collect(s, w, card);
  else if (w === K.W_TURN_END) {
    if (s.ends === 0) return;
    for (let k = 0; k < 2; k++) {
      const zone = (k === 0 ? s.active : 1 - s.active) * 6 + K.Z_FIELD;
      const from = zone * s.n;
      for (let i = 0; i < s.zl[zone]; i++) collect(s, w, s.z[from + i]);
    }
  } else if (s.inCombat) {
    collect(s, w, s.cAtt);
    if (s.cBlk >= 0) collect(s, w, s.cBlk);
  }
  for (let i = nf - 2; i >= 0; i -= 2) {
    const id = found[i];
    s.push(T_EFFECT, id, s.owner[id], -1, found[i + 1], 0);
  }
}
