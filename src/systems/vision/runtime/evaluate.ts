/**
 * Vision's position value (analysis/evaluate.ts) on a runtime battle, bit for bit: the same
 * terms added in the same order with the same float operations, read from the integer records.
 * Search bots call it once per playout.
 */
import { SCALE, squash } from "../analysis/evaluate.ts";
import * as K from "./codes.ts";
import type { VisionState } from "./state.ts";

/** A seat's material: life, then each field character in zone order, hand and nodes. */
function material(s: VisionState, seat: number): number {
  let m = seat === 0 ? s.life0 : s.life1;
  const c = s.c;
  const zone = seat * 6 + K.Z_FIELD;
  const from = zone * s.n;
  for (let i = 0, len = s.zl[zone]; i < len; i++) {
    const at = s.z[from + i] * K.SLOTS;
    m += 1 + 0.5 * Math.max(0, c[at + K.C_ATK]);
    m += 0.5 * Math.max(0, c[at + K.C_TGH] - (c[at + K.C_DMG] + c[at + K.C_CDMG]));
  }
  m += 0.75 * s.zl[seat * 6 + K.Z_HAND];
  m += 0.5 * s.zl[seat * 6 + K.Z_NODE];
  return m;
}

/** evaluateVision for seat number `seat`: 1 / 0 / 0.5 when over, else the squashed difference. */
export function visionValue(s: VisionState, seat: number): number {
  if (s.over) return s.draw ? 0.5 : s.winner === seat ? 1 : 0;
  const diff = material(s, seat) - material(s, 1 - seat);
  return squash(diff, SCALE);
}
