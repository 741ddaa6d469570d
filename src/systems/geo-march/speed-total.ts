/** The speed total (GEO-20): die + the party's speed modifiers + speed added by effects. */
import type { BattleState } from "../../engine/index.ts";
import { battleOf } from "./battle-state.ts";
import { partyZone } from "./zones.ts";

/** A seat's speed total in a state (reading: the sum of every unit's speed in the party). */
export function speedTotalOf(s: BattleState, seat: string): number {
  const bt = battleOf(s);
  let mod = 0;
  // Every unit of the party, in any order (a sum).
  for (const id of s.zones[partyZone(bt.geo, seat)] ?? []) mod += s.cards[id].stats.speed ?? 0;
  return (bt.roll[seat] ?? 0) + mod + (bt.bonus[seat] ?? 0);
}
