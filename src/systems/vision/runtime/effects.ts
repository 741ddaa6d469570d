/**
 * The effect vocabulary (effects.ts) on integer records: whom an effect's reference names right
 * now, life loss (tallied for simulations), 破棄, and each effect op.
 */
import * as K from "./codes.ts";
import type { Op } from "./defs.ts";
import { addMod, addStatChange } from "./mods.ts";
import type { VisionState } from "./state.ts";
import { drawCard, move } from "./zones.ts";

/** Life loss of `seat`, caused by `by` (VIS-12, VIS-53). */
export function loseLife(s: VisionState, seat: number, amount: number, by: number): void {
  s.lossy = true;
  if (seat === 0) s.life0 -= amount;
  else s.life1 -= amount;
  // The simulation's tally (analysis/observe.ts): only a positive loss counts.
  if (amount > 0) {
    if (by === 0) s.dealt0 += amount;
    else s.dealt1 += amount;
    if (seat === 0) s.taken0 += amount;
    else s.taken1 += amount;
  }
}

/** 破棄: straight to the owner's 冥界, no 決死 (VIS-31). */
export function destroyCard(s: VisionState, card: number): void {
  move(s, card, s.owner[card] * 6 + K.Z_GRAVE);
}

/** Appends a seat's field to `out` from `k`; returns the new length. */
function addField(s: VisionState, seat: number, out: Uint8Array, k: number): number {
  const zone = seat * 6 + K.Z_FIELD;
  const from = zone * s.n;
  const len = s.zl[zone];
  for (let i = 0; i < len; i++) out[k++] = s.z[from + i];
  return k;
}

/**
 * The characters a reference names (resolveRefs), into `s.refs`; returns how many. Cards that
 * left the field are skipped (except `self`, which the engine does not filter).
 */
export function resolveRefs(
  s: VisionState,
  src: number,
  ctrl: number,
  target: number,
  to: number,
): number {
  const out = s.refs;
  const srcZone = s.c[src * K.SLOTS + K.C_ZONE];
  const host = srcZone === K.Z_ATTACHED ? s.c[src * K.SLOTS + K.C_HOST] : -1;
  const me = host >= 0 ? host : src;
  let k = 0;
  switch (to) {
    case K.R_TARGET:
      if (target >= 0) out[k++] = target;
      break;
    case K.R_SELF:
      if (s.onField(src) || srcZone === K.Z_ATTACHED) out[0] = src;
      return s.onField(src) || srcZone === K.Z_ATTACHED ? 1 : 0;
    case K.R_HOST:
      if (host >= 0) out[k++] = host;
      break;
    case K.R_FOE:
      if (s.inCombat) {
        if (s.cAtt === me) {
          if (s.cBlk >= 0) out[k++] = s.cBlk;
        } else if (s.cBlk === me) out[k++] = s.cAtt;
      }
      break;
    case K.R_ATTACKER:
      if (s.inCombat) out[k++] = s.cAtt;
      break;
    case K.R_BLOCKER:
      if (s.inCombat && s.cBlk >= 0) out[k++] = s.cBlk;
      break;
    case K.R_ALL:
      k = addField(s, s.active, out, 0);
      k = addField(s, 1 - s.active, out, k);
      break;
    case K.R_OWN:
      k = addField(s, ctrl, out, 0);
      break;
    default:
      k = addField(s, 1 - ctrl, out, 0);
  }
  let w = 0;
  for (let i = 0; i < k; i++) if (s.onField(out[i])) out[w++] = out[i];
  return w;
}

/** VIS-32: the 決死 is cancelled: the character stays and its damage resets. */
function cancelDoom(s: VisionState, src: number): void {
  const at = src * K.SLOTS;
  const id = s.c[at + K.C_ZONE] === K.Z_ATTACHED ? s.c[at + K.C_HOST] : src;
  const c = id * K.SLOTS;
  if (s.c[c + K.C_DOOMED] === 0) return;
  s.c[c + K.C_DOOMED] = 0;
  s.c[c + K.C_DOOM] = 0;
  s.c[c + K.C_DMG] = 0;
  s.c[c + K.C_CDMG] = 0;
}

/** Applies one effect of card `src`, controlled by `ctrl`, with the play's `target` (or -1) (VIS-20, VIS-30, VIS-31, VIS-34, VIS-40). */
export function applyEffect(
  s: VisionState,
  src: number,
  ctrl: number,
  target: number,
  e: Op,
): void {
  const c = s.c;
  switch (e.op) {
    case K.E_DAMAGE: {
      const n = resolveRefs(s, src, ctrl, target, e.to);
      for (let i = 0; i < n; i++) {
        c[s.refs[i] * K.SLOTS + K.C_DMG] += e.amount;
        s.doubt(s.refs[i]);
      }
      return;
    }
    case K.E_DAMAGE_PLAYER:
      loseLife(s, e.to === 0 ? ctrl : 1 - ctrl, e.amount, ctrl);
      return;
    case K.E_MODIFY: {
      const n = resolveRefs(s, src, ctrl, target, e.to);
      for (let i = 0; i < n; i++)
        addStatChange(
          s,
          s.refs[i],
          e.layer,
          e.hasAttack,
          e.attack,
          e.hasToughness,
          e.toughness,
          e.until,
          -1,
        );
      return;
    }
    case K.E_GRANT: {
      const n = resolveRefs(s, src, ctrl, target, e.to);
      for (let i = 0; i < n; i++)
        addMod(
          s,
          s.refs[i],
          K.L_ADD,
          K.OP_ADD,
          K.kwSlot(e.keyword),
          K.kwUnit(e.keyword),
          -1,
          e.until,
        );
      return;
    }
    case K.E_DOOM: {
      const n = resolveRefs(s, src, ctrl, target, e.to);
      for (let i = 0; i < n; i++) {
        c[s.refs[i] * K.SLOTS + K.C_DOOM] = 1;
        s.doubt(s.refs[i]);
      }
      return;
    }
    case K.E_DESTROY:
    case K.E_EXILE:
    case K.E_BOUNCE: {
      const n = resolveRefs(s, src, ctrl, target, e.to);
      const kind = e.op === K.E_DESTROY ? K.Z_GRAVE : e.op === K.E_EXILE ? K.Z_EXILE : K.Z_HAND;
      for (let i = 0; i < n; i++) {
        const id = s.refs[i];
        move(s, id, s.owner[id] * 6 + kind);
      }
      return;
    }
    case K.E_SLEEP:
    case K.E_READY: {
      const n = resolveRefs(s, src, ctrl, target, e.to);
      const v = e.op === K.E_SLEEP ? 1 : 0;
      for (let i = 0; i < n; i++) c[s.refs[i] * K.SLOTS + K.C_SLEEP] = v;
      return;
    }
    case K.E_DRAW: {
      const who = e.to === 0 ? ctrl : 1 - ctrl;
      for (let i = 0; i < e.amount; i++) drawCard(s, who);
      return;
    }
    default:
      cancelDoom(s, src);
  }
}
