/**
 * The opening of a KP battle (round.ts m.start, initiative.ts): the surprise DP, every unit's
 * agility check (a group shares its first member's roll), the order best first, ties asked of
 * the KP or the players; then round 1 and the first turn.
 */

import { SURPRISE_DP } from "../rule-numbers.ts";
import * as C from "./codes.ts";
import { rollCheck } from "./dice.ts";
import * as O from "./options.ts";
import { nextRound } from "./round.ts";
import { type MgState, P_TIE } from "./state.ts";

/** m.start then m.initiative: the opening up to the order (which may ask) (MGR-10, MGR-11, MGR-20). */
export function opening(s: MgState): void {
  const n = s.t.n;
  if (s.t.surprise >= 0)
    for (let i = 0; i < n; i++)
      if (s.get(i, C.F_SIDE) === s.t.surprise) s.setDp(i, s.get(i, C.F_DP) + SURPRISE_DP);
  // Units: lead, rank, roll, in setup order; a group's later members join its lead's unit.
  const leads: number[] = [];
  const ranks: number[] = [];
  const rolls: number[] = [];
  const byGroup: number[] = [];
  s.units = [];
  for (let i = 0; i < n; i++) {
    const g = s.get(i, C.F_GROUP);
    if (g >= 0 && byGroup[g] !== undefined) {
      s.units[byGroup[g]].push(i);
      continue;
    }
    rollCheck(s.rng, s.chk, s.get(i, C.F_AGI), 0, s.t.coc7);
    s.units[i] = [i];
    leads.push(i);
    ranks[i] = s.chk.level;
    rolls[i] = s.chk.roll;
    if (g >= 0) byGroup[g] = i;
  }
  // The engine's sort (stable): higher level first, then the lower roll.
  leads.sort((p, q) => ranks[q] - ranks[p] || rolls[p] - rolls[q]);
  const clusters: number[][] = [];
  for (const u of leads) {
    const last = clusters[clusters.length - 1];
    if (last !== undefined && ranks[last[0]] === ranks[u] && rolls[last[0]] === rolls[u])
      last.push(u);
    else clusters.push([u]);
  }
  s.orderLen = 0;
  s.clusters = clusters;
  order(s);
}

/** Appends a unit's members to the order. */
function place(s: MgState, lead: number): void {
  for (const id of s.units[lead]) s.order[s.orderLen++] = id;
}

/** m.order: places clusters until a tie asks (or the order is complete: round 1) (MGR-11, MGR-12). */
export function order(s: MgState): void {
  const cl = s.clusters;
  while (cl.length > 0) {
    const head = cl[0];
    if (head.length === 1) {
      place(s, head[0]);
      cl.shift();
      continue;
    }
    const kp = s.t.kpSeat;
    let allKp = true;
    let allPc = true;
    for (const l of head) {
      if (s.get(l, C.F_SEAT) === kp) allPc = false;
      else allKp = false;
    }
    // Mixed ties with initiativeTie "roll" are refused at prepare: the KP orders them.
    void allKp;
    const seat = allPc ? s.get(head[0], C.F_SEAT) : kp;
    for (let i = 0; i < head.length; i++) s.opts[i] = O.code(O.O_FIRST, head[i], 0);
    s.ask(P_TIE, seat, head.length);
    return;
  }
  // The order is fixed: the units and clusters are not read again.
  s.units = NONE;
  s.clusters = NONE;
  nextRound(s);
}

/** An empty list shared by battles past their initiative (never written). */
const NONE: number[][] = [];

/** m.tie-pick: the chosen unit goes next; the rest of its cluster is ordered again (MGR-12). */
export function tieAnswer(s: MgState, lead: number): void {
  place(s, lead);
  const head = s.clusters[0];
  s.clusters[0] = head.filter((l) => l !== lead);
  order(s);
}
