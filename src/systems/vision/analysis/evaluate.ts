/**
 * Vision's position value for bots: life, the characters on the field (their attack and the
 * toughness they have left), cards in hand and nodes, each side's total compared and squashed
 * into (0, 1). Reads fields directly: MCTS calls it thousands of times per decision.
 */
import type { BattleState, Seat } from "../../../engine/index.ts";
import { damageOn, opponentOf, zoneOf } from "../zones.ts";

/** How many points of material difference move the value from 0.5 to about 0.73. */
export const SCALE = 8;

/** A seat's material: life, field characters, hand and nodes, in rough life-point terms. */
function material(state: BattleState, seat: Seat, life: Record<string, number>): number {
  let m = life[seat] ?? 0;
  const field = state.zones[zoneOf(seat, "field")] ?? [];
  for (let i = 0; i < field.length; i++) {
    const c = state.cards[field[i]];
    // A character is worth its presence plus half its attack and half its remaining toughness.
    m += 1 + 0.5 * Math.max(0, c.stats.attack ?? 0);
    m += 0.5 * Math.max(0, (c.stats.toughness ?? 0) - damageOn(c));
  }
  m += 0.75 * (state.zones[zoneOf(seat, "hand")]?.length ?? 0);
  m += 0.5 * (state.zones[zoneOf(seat, "node")]?.length ?? 0);
  return m;
}

/** Logistic squash of a score difference into (0, 1), kept off the ends. */
export function squash(diff: number, scale: number): number {
  const z = Math.max(-30, Math.min(30, diff / scale));
  return 1 / (1 + Math.exp(-z));
}

/** 1 / 0 / 0.5 for a finished battle; otherwise the logistic of the material difference. */
export function evaluateVision(state: BattleState, seat: Seat): number {
  const r = state.result;
  if (r !== null) return r.winner === null ? 0.5 : r.winner === seat ? 1 : 0;
  const life = state.x.life as Record<string, number>;
  const diff = material(state, seat, life) - material(state, opponentOf(seat), life);
  return squash(diff, SCALE);
}
