/**
 * An exact, independent copy of a runtime battle (search bots fork their imagined futures
 * thousands of times per decision): the one buffer that holds every list copied in one go, a
 * list that outgrew its part of it copied on its own, the set-card lists copied, and every
 * plain field. What the template owns (definitions, per-card tables, scratch lists) is shared.
 */

import type { Slab } from "../../shared/buffer-slab.ts";
import { VisionState } from "./state.ts";
import type { VisionTemplate } from "./template.ts";

/**
 * The fields {@link cloneVision} copies, and the ones it shares (read-only, or scratch that
 * never outlives a call). test/vision/runtime-search.test.ts fails when VisionState has a field
 * in neither list: a new field must be copied here too.
 */
export const CLONED_FIELDS = [
  "c",
  "z",
  "zl",
  "att",
  "rng",
  "turn",
  "active",
  "phase",
  "life0",
  "life1",
  "decked0",
  "decked1",
  "nodeSet",
  "charPlayed",
  "inCombat",
  "cAtt",
  "cDef",
  "cBlk",
  "cBlocked",
  "cGraze",
  "cHit",
  "cAttLeft",
  "mods",
  "modCount",
  "tasks",
  "taskCount",
  "stack",
  "stackCount",
  "pSeat",
  "opts",
  "optCount",
  "pKind",
  "pArg1",
  "pArg2",
  "over",
  "winner",
  "draw",
  "dealt0",
  "dealt1",
  "taken0",
  "taken1",
  "played",
  "dirty",
  "lossy",
  "doubted",
  "ans0",
  "ans1",
  "acts0",
  "acts1",
  "ends",
  "up0",
  "up1",
] as const;
/** Fields a clone shares with its original (from the template). */
export const SHARED_FIELDS = [
  "t",
  "n",
  "owner",
  "cardDef",
  "facts",
  "defs",
  "refs",
  "doomList",
  "srcList",
  "touched",
] as const;

/** `into` (the copy's view) when `a` sits in the buffer `from`, else a copy of `a`'s own array. */
function int32In(a: Int32Array, from: ArrayBufferLike, into: Int32Array): Int32Array {
  return a.buffer === from ? into : a.slice();
}

/**
 * A copy of `s` that answers, forks and ends on its own. `t`: the copy's template when it is
 * not `s`'s (a sample's, whose definitions per card differ: determinize.ts). `slab`: where its
 * arrays are carved from (buffer-slab.ts), else a buffer of its own.
 */
export function cloneVision(
  s: VisionState,
  t: VisionTemplate = s.t,
  slab: Slab | null = null,
): VisionState {
  const from = s.c.buffer;
  const d = new VisionState(t, s, slab);
  // Lists that outgrew the buffer have arrays of their own (state.ts's push / opt / addMod).
  d.mods = int32In(s.mods, from, d.mods);
  d.tasks = int32In(s.tasks, from, d.tasks);
  d.stack = int32In(s.stack, from, d.stack);
  d.opts = int32In(s.opts, from, d.opts);
  d.att = s.att === s.t.noAttachments ? t.noAttachments : copyAttachments(s.att);
  d.rng.s01 = s.rng.s01;
  d.rng.s00 = s.rng.s00;
  d.rng.s11 = s.rng.s11;
  d.rng.s10 = s.rng.s10;
  d.turn = s.turn;
  d.active = s.active;
  d.phase = s.phase;
  d.life0 = s.life0;
  d.life1 = s.life1;
  d.decked0 = s.decked0;
  d.decked1 = s.decked1;
  d.nodeSet = s.nodeSet;
  d.charPlayed = s.charPlayed;
  d.inCombat = s.inCombat;
  d.cAtt = s.cAtt;
  d.cDef = s.cDef;
  d.cBlk = s.cBlk;
  d.cBlocked = s.cBlocked;
  d.cGraze = s.cGraze;
  d.cHit = s.cHit;
  d.cAttLeft = s.cAttLeft;
  d.modCount = s.modCount;
  d.taskCount = s.taskCount;
  d.stackCount = s.stackCount;
  d.pSeat = s.pSeat;
  d.optCount = s.optCount;
  d.pKind = s.pKind;
  d.pArg1 = s.pArg1;
  d.pArg2 = s.pArg2;
  d.over = s.over;
  d.winner = s.winner;
  d.draw = s.draw;
  d.dealt0 = s.dealt0;
  d.dealt1 = s.dealt1;
  d.taken0 = s.taken0;
  d.taken1 = s.taken1;
  d.dirty = s.dirty;
  d.lossy = s.lossy;
  d.doubted = s.doubted;
  d.ans0 = s.ans0;
  d.ans1 = s.ans1;
  d.acts0 = s.acts0;
  d.acts1 = s.acts1;
  d.ends = s.ends;
  d.up0 = s.up0;
  d.up1 = s.up1;
  return d;
}

/**
 * Each host's list of set cards copied (lists are written in place: zones.ts's attach). An
 * empty list becomes null, which every reader takes alike (a host that lost its set cards):
 * the lists a long game leaves behind are not copied clone after clone.
 */
function copyAttachments(att: (number[] | null)[]): (number[] | null)[] {
  const out = att.slice();
  for (let i = 0; i < out.length; i++) {
    const list = out[i];
    if (list !== null) out[i] = list.length === 0 ? null : list.slice();
  }
  return out;
}
