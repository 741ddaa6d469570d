/**
 * Vision's zones and the small lookups every rule needs. Zone ids are `<seat>:<zone>`; the
 * stack zone holds cards while they wait to resolve.
 */
import type { Battle, BattleState, CardState } from "../../engine/index.ts";
import { visionContent } from "./content/index.ts";
import type { Card } from "./schema.ts";
import { xOf } from "./tasks.ts";

/** The two seats; p1 / p2 are player 1 / player 2. */
export const SEATS = ["p1", "p2"] as const;
/** Zone names: 山札 deck, 手札 hand, ノード node area, 場 field, 冥界 discard, 除外 exile. */
export const ZONES = ["deck", "hand", "node", "field", "grave", "exile"] as const;
export type ZoneName = (typeof ZONES)[number];
/** Where cards wait while on the response stack. */
export const STACK_ZONE = "stack";

/**
 * Zone ids as constant strings (literals: a freshly concatenated string would be hashed again on
 * every lookup), picked by a switch: zone lookups are on every hot path, and comparing the
 * literal zone names costs less than a keyed property load.
 */
function seatZone(
  zone: ZoneName,
  deck: string,
  hand: string,
  node: string,
  field: string,
  grave: string,
  exile: string,
): string {
  switch (zone) {
    case "field":
      return field;
    case "hand":
      return hand;
    case "node":
      return node;
    case "deck":
      return deck;
    case "grave":
      return grave;
    default:
      return exile;
  }
}

/** The zone id of a seat's zone. */
export function zoneOf(seat: string, zone: ZoneName): string {
  if (seat === "p1")
    return seatZone(zone, "p1:deck", "p1:hand", "p1:node", "p1:field", "p1:grave", "p1:exile");
  if (seat === "p2")
    return seatZone(zone, "p2:deck", "p2:hand", "p2:node", "p2:field", "p2:grave", "p2:exile");
  return `${seat}:${zone}`;
}

/** Stat names of keywords (`kw.<keyword>`), built once for the same reason as zone ids. */
const KW_STATS: Record<string, string> = {};

/** The stat that holds a keyword flag (the printed keywords as literals: asked on hot paths). */
export function keywordStat(kw: string): string {
  switch (kw) {
    case "doll":
      return "kw.doll";
    case "first-strike":
      return "kw.first-strike";
    case "pierce":
      return "kw.pierce";
    case "haste":
      return "kw.haste";
    case "ambush":
      return "kw.ambush";
    case "stealth":
      return "kw.stealth";
    default:
      return (KW_STATS[kw] ??= `kw.${kw}`);
  }
}

/** The other player. */
export function opponentOf(seat: string): string {
  return seat === "p1" ? "p2" : "p1";
}

/** Card definitions by content id, of the content this battle plays with (shipped or packs). */
export function cardsOf(state: BattleState): Readonly<Record<string, Card>> {
  return visionContent(state).cards;
}

/** A card's definition. */
export function defOf(state: BattleState, cardId: string): Card {
  return visionContent(state).cards[state.cards[cardId].def];
}

/** Whether a card is a character on the field. */
export function onField(state: BattleState, cardId: string): boolean {
  const c = state.cards[cardId];
  // The two field zones (Vision has seats p1 and p2 only), compared before any string search.
  return c !== undefined && (c.zone === "p1:field" || c.zone === "p2:field");
}

/** Whether a card is sleeping (スリープ). */
export function isSleeping(card: CardState): boolean {
  return card.f.sleep === true;
}

/** A keyword is on if its stat is positive (keywords are stats so modifiers can grant them). */
export function hasKeyword(card: CardState, kw: string): boolean {
  return (card.stats[keywordStat(kw)] ?? 0) > 0;
}

/** Field characters of the turn player, then of the opponent, each in field order (VIS-35). */
export function fieldInTurnOrder(state: BattleState): string[] {
  const tp = xOf(state).active;
  const mine = state.zones[zoneOf(tp, "field")] ?? [];
  return mine.concat(state.zones[zoneOf(opponentOf(tp), "field")] ?? []);
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

/** Total damage on a character: effect damage plus combat damage. */
export function damageOn(card: CardState): number {
  return effectDamage(card) + combatDamage(card);
}

/** Effect damage on a character (VIS-20: until end of turn). */
export function effectDamage(card: CardState): number {
  const d = card.f.dmg;
  return typeof d === "number" ? d : 0;
}

/** Combat damage on a character (VIS-21: until combat's step 7). */
export function combatDamage(card: CardState): number {
  const d = card.f.cdmg;
  return typeof d === "number" ? d : 0;
}

/** How many of a seat's nodes are active (no allocation). */
export function countActiveNodes(b: Battle, seat: string): number {
  const nodes = b.state.zones[zoneOf(seat, "node")] ?? [];
  let n = 0;
  for (let i = 0; i < nodes.length; i++) if (b.state.cards[nodes[i]].f.sleep !== true) n++;
  return n;
}

/**
 * Per-card flags with one fixed shape for every card: resetting values (never deleting keys)
 * keeps property access monomorphic on the hot paths that read them after every step.
 */
export function freshFlags(): CardState["f"] {
  return {
    sleep: false,
    dmg: 0,
    cdmg: 0,
    doom: false,
    doomed: false,
    enteredTurn: 0,
    faceDown: false,
  };
}
