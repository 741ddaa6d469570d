/**
 * State-based checks (checks.ts), run after every task until nothing changes: losing (VIS-53)
 * and 決死 (VIS-30…35) with would-doom triggers applied at once.
 */

import { SETTLE_LIMIT } from "../../../engine/index.ts";
import * as K from "./codes.ts";
import { applyEffect, destroyCard } from "./effects.ts";
import { RuntimeLoopError, type VisionState } from "./state.ts";

/** VIS-53: 0 life or less, or a draw from an empty deck; both at once: a draw. */
function checkLoss(s: VisionState): boolean {
  const lost0 = s.life0 <= 0 || s.decked0;
  const lost1 = s.life1 <= 0 || s.decked1;
  if (!lost0 && !lost1) return false;
  if (lost0 && lost1) s.end(-1, true);
  else s.end(lost0 ? 1 : 0, false);
  return true;
}

/** Whether a character is 決死 right now (VIS-11, VIS-30, VIS-42). */
function isDoomed(s: VisionState, card: number): boolean {
  const at = card * K.SLOTS;
  const c = s.c;
  const t = c[at + K.C_TGH];
  return c[at + K.C_DOOM] !== 0 || t <= 0 || c[at + K.C_DMG] + c[at + K.C_CDMG] >= t;
}

/** Lists the doomed on the fields, turn player's first, into `s.doomList`; returns how many (VIS-35). */
function listDoomed(s: VisionState): number {
  let k = 0;
  const z = s.z;
  for (let side = 0; side < 2; side++) {
    const zone = (side === 0 ? s.active : 1 - s.active) * 6 + K.Z_FIELD;
    const from = zone * s.n;
    for (let i = 0, len = s.zl[zone]; i < len; i++) {
      const id = z[from + i];
      if (isDoomed(s, id)) s.doomList[k++] = id;
    }
  }
  return k;
}

/** The would-doom triggers on a character and the cards set on it (VIS-32). */
function runDoomTriggers(s: VisionState, card: number): void {
  const srcs = s.srcList;
  const list = s.att[card];
  let n = 0;
  srcs[n++] = card;
  if (list !== null) for (let i = 0; i < list.length; i++) srcs[n++] = list[i];
  const defs = s.t.defs;
  for (let i = 0; i < n; i++) {
    const src = srcs[i];
    const d = defs.list[s.cardDef[src]];
    if ((d.triggerWindows & (1 << K.W_WOULD_DOOM)) === 0) continue;
    for (const tr of d.triggers) {
      if (tr.when !== K.W_WOULD_DOOM) continue;
      if (s.c[card * K.SLOTS + K.C_DOOMED] === 0) return;
      const effects = defs.abilities[tr.ab];
      for (let e = 0; e < effects.length; e++) applyEffect(s, src, s.owner[src], -1, effects[e]);
    }
  }
}

/**
 * VIS-30, VIS-35: every doomed character, turn player's first, each in field order. `one`: the only
 * card that can be doomed (nothing else changed since the last look found none), or -1.
 */
function checkDoom(s: VisionState, one: number): boolean {
  let n: number;
  if (one >= 0) {
    if (!s.onField(one) || !isDoomed(s, one)) return false;
    s.doomList[0] = one;
    n = 1;
  } else n = listDoomed(s);
  if (n === 0) return false;
  for (let i = 0; i < n; i++) {
    const id = s.doomList[i];
    if (!s.onField(id)) continue;
    const at = id * K.SLOTS;
    s.c[at + K.C_DOOMED] = 1;
    runDoomTriggers(s, id);
    if (s.c[at + K.C_DOOMED] !== 0 && s.onField(id)) destroyCard(s, id);
  }
  return true;
}

/** Runs the checks until they find nothing (the engine's settle) (VIS-30, VIS-53). */
export function settle(s: VisionState): void {
  // As the engine's checkOnChange, narrower: only after a write that can make a player lose
  // (life, deck-out) or a character 決死 (damage, doom, modifiers, entering a field). After a
  // settle nothing is doomed, so no other write can leave a check with anything to find.
  // A write that can only make a player lose (life, deck-out) needs only that check.
  if (!s.dirty) {
    if (s.lossy) {
      s.lossy = false;
      checkLoss(s);
    }
    return;
  }
  // After a look that found none, only a card named since can be doomed (state.ts's doubt).
  const one = s.doubted;
  for (let round = 0; !s.over; round++) {
    // What this round's checks look at covers every write before them: a round that finds
    // nothing leaves nothing to check (no card named, none left over for a later settle).
    s.dirty = false;
    s.lossy = false;
    s.doubted = -1;
    if (checkLoss(s)) return;
    if (!checkDoom(s, round === 0 ? one : -1)) return;
    // The engine's guard (SETTLE_LIMIT): a 決死 cancelled for ever is refused, not looped.
    if (round >= SETTLE_LIMIT) throw new RuntimeLoopError("state-based checks did not settle");
  }
}
