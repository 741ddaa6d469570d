/**
 * What search on a template needs beyond the template, worked out once per template: each
 * seat's side (as the evaluator's `sideOf` finds it), whether each seat sees every zone (as the
 * engine's `determinize` asks), and which ability reactions share an id with an arm reaction
 * (for option keys).
 */
import { seesZone } from "../../../engine/view.ts";
import { magicalGirl } from "../index.ts";
import { FIELD } from "../model.ts";
import * as C from "./codes.ts";
import type { MgTemplate } from "./template.ts";

/** A template's search facts (shared by every battle and sample of it; never written). */
export interface MgSearchInfo {
  /** Per seat code: the side code of its first fighter in field order, or -1 (no fighter). */
  seatSide: Int32Array;
  /** Per seat code: whether the seat sees the field — every card of a runtime battle. */
  seesAll: boolean[];
  /** Per ability: an arm of a fighter with the ability's id (its `react:` ids coincide), or -1. */
  reactAlias: Int32Array;
}

const INFO = new WeakMap<MgTemplate, MgSearchInfo>();

/** `t`'s search facts. */
export function searchInfo(t: MgTemplate): MgSearchInfo {
  let info = INFO.get(t);
  if (info === undefined) {
    info = build(t);
    INFO.set(t, info);
  }
  return info;
}

/** Works out `t`'s search facts (see {@link MgSearchInfo}). */
function build(t: MgTemplate): MgSearchInfo {
  const seats = t.seats.length;
  // Fighters are numbered in the field's order (prepare.ts), which no fighter leaves.
  const seatSide = new Int32Array(seats).fill(-1);
  for (let i = t.n - 1; i >= 0; i--) {
    const at = i * C.F;
    seatSide[t.table[at + C.F_SEAT]] = t.table[at + C.F_SIDE];
  }
  // A runtime battle's cards are its fighters, all in the field (setup.ts makes no other zone).
  const seesAll = t.seats.map((seat) => seesZone(magicalGirl, FIELD, seat));
  const reactAlias = new Int32Array(t.abilities.length).fill(-1);
  for (let ab = 0; ab < t.abilities.length; ab++)
    for (const arms of t.fArms)
      for (const w of arms) if (t.arms[w] === t.abilities[ab]) reactAlias[ab] = w;
  return { seatSide, seesAll, reactAlias };
}
