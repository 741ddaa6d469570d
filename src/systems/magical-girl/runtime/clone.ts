/**
 * An exact copy of a runtime battle's state, for search bots (search.ts): the bytes of every
 * fixed-size list (fighters' table, order, options, tasks, context, tallies) copied in one go
 * into a region of the battle's slab (slab.ts),
 * the generator's four words, and every other field — lists the battle writes are copied, the
 * ones it only replaces or reads are shared. A copy and its original never reach each other.
 */
import type { Slab } from "../../shared/buffer-slab.ts";
import { MgState } from "./state.ts";

/** No generator state: the copy's is set from the original's words. */
const NO_RNG: readonly number[] = [0, 0, 0, 0];

/** A copy of `s`, independent of it, its lists carved from `slab` (one battle's copies'). */
export function cloneState(s: MgState, slab: Slab): MgState {
  const c = new MgState(s.t, 0, NO_RNG, s, slab);
  c.rng.s01 = s.rng.s01;
  c.rng.s00 = s.rng.s00;
  c.rng.s11 = s.rng.s11;
  c.rng.s10 = s.rng.s10;
  c.chk.roll = s.chk.roll;
  c.chk.level = s.chk.level;
  c.round = s.round;
  c.orderLen = s.orderLen;
  c.active = s.active;
  // Units are built by the opening and only read after it (a decision comes after the opening).
  c.units = s.units;
  // The clusters list loses its head as ties are placed (its clusters are replaced, not written).
  c.clusters = s.clusters.length === 0 ? s.clusters : s.clusters.slice();
  c.pKind = s.pKind;
  c.pSeat = s.pSeat;
  c.optCount = s.optCount;
  // A task stack grown past the buffer lives in an array of its own.
  if (s.tasks.buffer !== s.buf) c.tasks = s.tasks.slice();
  c.taskCount = s.taskCount;
  c.dirty = s.dirty;
  c.dealtOrder = s.dealtOrder.slice();
  c.takenOrder = s.takenOrder.slice();
  c.playedOrder = s.playedOrder.slice();
  const g = s.grounds;
  if (g !== null) {
    const copy = new Array<number[] | null>(g.length);
    for (let i = 0; i < g.length; i++) {
      const w = g[i];
      copy[i] = w === null ? null : w.slice();
    }
    c.grounds = copy;
  }
  const gn = s.gains;
  if (gn !== null) {
    const copy = new Array<number[] | null>(gn.length);
    for (let i = 0; i < gn.length; i++) {
      const w = gn[i];
      copy[i] = w === null ? null : w.slice();
    }
    c.gains = copy;
  }
  c.pSkill = s.pSkill;
  c.over = s.over;
  c.winner = s.winner;
  c.outcome = s.outcome;
  return c;
}
