/**
 * A prepared setup: everything a battle of one setup and options starts from, as numbers, made
 * once (prepare.ts) and shared read-only by every battle started from it with another seed.
 * Cards are numbered in the engine's creation order; zones are numbered per seat (deck, hand,
 * drop), then the stack, then one party zone per geo and seat (zones.ts).
 */
import type { Effect } from "../schema.ts";

/** Card kinds. */
export const UNIT = 0;
export const EQUIP = 1;
export const SKILL = 2;

/** An ability (a unit's, or a skill card's text) with what legality reads worked out. */
export interface LAbility {
  /** Contexts it fits (timing-mask.ts's bits). */
  mask: number;
  action: boolean;
  /** Uses per battle, 0 when the text sets none. */
  perBattle: number;
  /** Die sides rolled on declaration, 0 for none. */
  roll: number;
  /** Target: -1 none, 0 own, 1 enemy, 2 any (own side first). */
  target: number;
  /** Cost-free and uncounted: offered only while it would change something (repeat.ts). */
  free: boolean;
  /** The content's effects (read as the engine reads them). */
  effects: readonly Effect[];
}

/** A card definition. */
export interface LDef {
  id: string;
  kind: number;
  fast: boolean;
  /** While in its side's battle party, every unit in that side's hand may be fast-summoned (GEO-02). */
  grantsFast: boolean;
  /** Contexts some ability of the card fits. */
  mask: number;
  abilities: LAbility[];
  /** An equipment's attack, defence, speed. */
  equip: [number, number, number];
}

/** What `prepare` makes of a setup. */
export interface GeoTemplate {
  /** Card number → the engine's card id, definition index, owner (0 = p1). */
  ids: string[];
  def: Int16Array;
  owner: Uint8Array;
  /** Printed values per card: level, attack, defence, speed (4 slots). */
  base: Int32Array;
  defs: LDef[];
  n: number;
  /** Geos (numbered as the state lists their limits), limits, neighbours, home base / outpost seat. */
  geos: string[];
  limit: number[];
  adjacent: number[][];
  home: number[];
  outpost: number[];
  /** Per seat, the geos it may summon onto (its home base and outposts), in map order. */
  spots: [number[], number[]];
  /** Home base geo per seat (-1 without a map). */
  homeOf: [number, number];
  /** Zone contents at the start (bottom → top), each card's zone, each zone's total level. */
  zones: number[][];
  zone: Int16Array;
  zoneLevel: Int32Array;
  /** Card flags at the start: action-complete, origin geo (-1). */
  done: Uint8Array;
  from: Int8Array;
  /** Whole game (true) or a stand-alone battle. */
  game: boolean;
  first: number;
  hand: number;
  maxTurns: number;
  /** A stand-alone battle: contested geo, origins, marcher, equipment set on units at the start. */
  battleGeo: number;
  origins: number[];
  marcher: number;
  equips: [number, number][];
  speedDie: number;
  /** Most abilities any definition has (the uses table's stride). */
  abStride: number;
  /** `<seat>\t<definition id>` by `seat * defs + definition`: the tally's "played" keys. */
  playedKeys: string[];
}
