/**
 * geo-march's position value for bots. A whole game is won by taking the enemy home base, so a
 * seat's units count by level (with a little for attack and defence), more the nearer they
 * stand to the enemy home base — the enemy's progress is this seat's danger — plus units kept
 * on the own home base and cards in hand. A stand-alone battle weighs the two parties on the
 * contested geo the same way, without the map. Own score minus the opponent's, squashed into
 * (0, 1). Reads fields directly: MCTS calls it thousands of times per decision.
 */
import type { BattleState, Seat } from "../../../engine/index.ts";
import { battleOrNull, gameOf } from "../battle-state.ts";
import { opponentOf, partyZone, pileOf } from "../zones.ts";
import { mapDistances } from "./distances.ts";

/** How many score points move the value from 0.5 to about 0.73. */
export const SCALE = 4;

/** Logistic squash of a score difference into (0, 1), kept off the ends. */
export function squash(diff: number, scale: number): number {
  const z = Math.max(-30, Math.min(30, diff / scale));
  return 1 / (1 + Math.exp(-z));
}

/** Hand zone ids per seat, built once (a fresh string would be hashed on every lookup). */
const HAND: Record<string, string> = { p1: pileOf("p1", "hand"), p2: pileOf("p2", "hand") };

/** Levels of home guard that count extra; beyond them units are worth more on the march. */
export const GUARD = 4;

/** A unit's worth: its level, and a tenth of its attack and defence. */
function unitWorth(stats: Record<string, number>): number {
  return (stats.level ?? 0) + 0.1 * ((stats.attack ?? 0) + (stats.defence ?? 0));
}

/** Sum of the worth of the units in a zone. */
function zoneWorth(state: BattleState, zone: string): number {
  const ids = state.zones[zone];
  if (ids === undefined) return 0;
  let n = 0;
  for (let i = 0; i < ids.length; i++) n += unitWorth(state.cards[ids[i]].stats);
  return n;
}

/** A seat's score in a whole game: units weighed by their progress, home guard, hand. */
function gameScore(state: BattleState, seat: Seat): number {
  const d = mapDistances(state, gameOf(state).map);
  const zones = d.zones[seat];
  const progress = d.progress[seat];
  const home = d.home[seat];
  let score = 0.3 * (state.zones[HAND[seat] ?? pileOf(seat, "hand")]?.length ?? 0);
  for (let i = 0; i < zones.length; i++) {
    const ids = state.zones[zones[i]];
    if (ids === undefined || ids.length === 0) continue;
    // Worth and total level in one pass: MCTS evaluates thousands of positions per decision.
    let w = 0;
    let level = 0;
    for (let k = 0; k < ids.length; k++) {
      const stats = state.cards[ids[k]].stats;
      w += unitWorth(stats);
      level += stats.level ?? 0;
    }
    // A party that can no longer march out gains nothing from where it stands.
    score += level > d.exitLimit[i] ? w : w * (1 + progress[i]);
    // Units standing on the own home base guard it, up to a guard's worth.
    if (i === home) score += 0.3 * w * Math.min(1, GUARD / Math.max(level, 1));
  }
  return score;
}

/** A seat's score in a stand-alone battle: its party on the contested geo, and its hand. */
function battleScore(state: BattleState, seat: Seat): number {
  const geo = battleOrNull(state)?.geo;
  const party = geo === undefined ? 0 : zoneWorth(state, partyZone(geo, seat));
  return party + 0.3 * (state.zones[HAND[seat] ?? pileOf(seat, "hand")]?.length ?? 0);
}

/** 1 / 0 / 0.5 for a finished battle; otherwise the logistic of the score difference. */
export function evaluateGeoMarch(state: BattleState, seat: Seat): number {
  const r = state.result;
  if (r !== null) return r.winner === null ? 0.5 : r.winner === seat ? 1 : 0;
  const score = state.x.mode === "game" ? gameScore : battleScore;
  return squash(score(state, seat) - score(state, opponentOf(seat)), SCALE);
}
