/**
 * Zones and lookups of geo-march. Hands and drop piles (捨て札) are `<seat>:hand` / `<seat>:drop`;
 * a party standing on a geo is the zone `geo:<geo>:<seat>`, bottom → top, and the top card is
 * the front of the formation (隊列, GEO-10). Skill cards wait in `stack` while they resolve.
 */
import type { BattleState, CardState } from "../../engine/index.ts";
import { idPairs } from "../shared/id-pairs.ts";
import { battleOrNull } from "./battle-state.ts";
import { geoMarchContent } from "./content/index.ts";
import type { Card } from "./schema.ts";

/** The two seats. */
export const SEATS = ["p1", "p2"] as const;
/** Where skill cards wait while on the response stack. */
export const STACK_ZONE = "stack";

/** Card definitions by content id, of the content this battle plays with (shipped or packs). */
export function cardsOf(s: BattleState): Readonly<Record<string, Card>> {
  return geoMarchContent(s).cards;
}

/** The other player. */
export function opponentOf(seat: string): string {
  return seat === "p1" ? "p2" : "p1";
}

/**
 * A seat's deck, hand or drop pile. The two seats' ids are constants: a composed key is a new
 * string, hashed again on every lookup.
 */
export function pileOf(seat: string, pile: "deck" | "hand" | "drop"): string {
  if (seat === "p1") return pile === "hand" ? "p1:hand" : pile === "drop" ? "p1:drop" : "p1:deck";
  if (seat === "p2") return pile === "hand" ? "p2:hand" : pile === "drop" ? "p2:drop" : "p2:deck";
  return `${seat}:${pile}`;
}

const zoneIds = idPairs((geo, seat) => `geo:${geo}:${seat}`);
let lastGeo: string | null = null;
let lastP1 = "";
let lastP2 = "";

/**
 * The zone of `seat`'s party on a geo (interned: party zones are looked up on every option
 * listing).
 */
export function partyZone(geo: string, seat: string): string {
  // A battle asks about its one geo again and again: that geo's two zones answer at once.
  if (geo !== lastGeo) {
    lastP1 = zoneIds(geo, "p1");
    lastP2 = zoneIds(geo, "p2");
    lastGeo = geo;
  }
  return seat === "p1" ? lastP1 : seat === "p2" ? lastP2 : zoneIds(geo, seat);
}

/** The geo the current battle is fought on, or null between battles (whole game). */
export function battleGeo(s: BattleState): string | null {
  return battleOrNull(s)?.geo ?? null;
}

/** A seat's units in the battle, front first (the zone runs bottom → top; top = front). */
export function formation(s: BattleState, seat: string): string[] {
  const geo = battleGeo(s);
  return geo === null ? [] : [...(s.zones[partyZone(geo, seat)] ?? [])].reverse();
}

/** Whether a unit takes part in the battle (stands on the battle geo). */
export function inBattle(s: BattleState, id: string): boolean {
  const c = s.cards[id];
  const geo = battleGeo(s);
  return c !== undefined && geo !== null && c.zone === partyZone(geo, c.owner);
}

/** Whether a unit is action-complete (行動完了). */
export function isDone(card: CardState): boolean {
  return card.f.done === true;
}

/** Total level of the units on a geo of one seat (GEO-03 limit checks). */
export function levelOn(s: BattleState, zone: string): number {
  let n = 0;
  for (const id of s.zones[zone] ?? []) n += s.cards[id].stats.level ?? 0;
  return n;
}

/**
 * The host a card is set on (the engine keeps a set card in the zone `@<host>`), or null for a
 * card that is not set on anything.
 */
export function hostOf(card: CardState): string | null {
  const zone = card.zone;
  return zone.charCodeAt(0) === AT ? zone.substring(1) : null;
}

const AT = 64; // "@"
