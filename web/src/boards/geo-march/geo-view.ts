/**
 * Reading geo-march's view: `view.x` (mode, map id, geo limits, turn, the battle in progress)
 * and the zones `geo:<geo>:<seat>` (bottom → top; the top card is the front of the formation,
 * GEO-10). Everything here comes from the seat's view; nothing is inferred about hidden cards.
 */
import type { BattleData } from "../../../../src/systems/geo-march/battle-state.ts";
import { type CardState, HIDDEN, type SeatView } from "../../net/view.ts";

/** The battle in progress (`view.x.battle`): the system's own type (battle-state.ts). */
export type BattleX = BattleData;

/** `view.x` of geo-march (a whole game has `map` and `turn`; a lone battle does not). */
export interface GeoX {
  mode: "game" | "battle";
  map?: string;
  geos: Record<string, number>;
  battle: BattleX | null;
  turn?: number;
  active?: string;
}

/** The view's system data, typed. */
export function geoX(view: SeatView): GeoX {
  return view.x as unknown as GeoX;
}

/** The zone of `seat`'s party on `geo`. */
export function partyZone(geo: string, seat: string): string {
  return `geo:${geo}:${seat}`;
}

/** `seat`'s units on `geo`, front first (the zone runs bottom → top). */
export function partyOn(view: SeatView, geo: string, seat: string): CardState[] {
  return [...(view.zones[partyZone(geo, seat)] ?? [])]
    .reverse()
    .filter((id) => id !== HIDDEN)
    .map((id) => view.cards[id])
    .filter(Boolean);
}

/** The total level of a party (GEO-03: it must stay within the geo's limit). */
export function totalLevel(units: CardState[]): number {
  return units.reduce((n, c) => n + (c.stats.level ?? 0), 0);
}

/** Whether a unit is action-complete (行動完了). */
export function isDone(c: CardState): boolean {
  return c.f.done === true;
}

/**
 * A seat's speed total now (GEO-20): its die, its party's speed and speed added by effects —
 * the same sum the system decides by (speed-total.ts), from public numbers.
 */
export function speedTotal(
  view: SeatView,
  bt: BattleX,
  seat: string,
): { mod: number; total: number } {
  let mod = 0;
  for (const c of partyOn(view, bt.geo, seat)) mod += c.stats.speed ?? 0;
  mod += bt.bonus[seat] ?? 0;
  return { mod, total: (bt.roll[seat] ?? 0) + mod };
}

/** A short mark per seat, so sides read without colour: ▲ for p1, ▼ for p2. */
export function seatMark(seat: string): string {
  return seat === "p1" ? "▲" : seat === "p2" ? "▼" : "●";
}
