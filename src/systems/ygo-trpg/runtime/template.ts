/**
 * A prepared battle: everything a battle of one setup and options starts from, as integers,
 * made once and shared (read-only) by every battle started from it with another seed.
 */
import type { Effect } from "../schema.ts";
import { PLAYER_ZONES } from "../zones.ts";

/** Zone kinds: a zone's number is `seat * ZK + kind` (the GM is the last seat). */
export const Z_MDECK = 0;
export const Z_IDECK = 1;
export const Z_MHAND = 2;
export const Z_IHAND = 3;
export const Z_FIELD = 4;
export const Z_ST = 5;
export const Z_UP = 6;
export const Z_CHAIN = 7;
export const Z_GRAVE = 8;
/** The GM's hand (players hold two hands, `mhand` and `ihand`). */
export const Z_HAND = 9;
/** Zone kinds per seat. */
export const ZK = 10;
/** The engine's kind names, by number. */
export const ZONE_KINDS = [...PLAYER_ZONES, "hand"] as const;

export const TYPE_MONSTER = 0;
export const TYPE_SPELL = 1;
export const TYPE_TRAP = 2;

/** A card definition as the procedure reads it. */
export interface Def {
  /** The definition's id (search samples deal hidden identities in this order). */
  id: string;
  type: number;
  /** Monsters: the printed attribute (a number, see prepare.ts), -1 otherwise. */
  attribute: number;
  /** Spells: they stay face up (continuous, field). */
  stays: boolean;
  /** Spells: quick-play. */
  quick: boolean;
  /** 0 none, 1 enemy monster, 2 own monster. */
  target: number;
  /** Traps: 0 summon, 1 attack, 2 phase (-1 otherwise). */
  when: number;
  effects: readonly Effect[];
  endPhase: readonly Effect[];
  /** Spells' summon limits (YGT-16), or null. */
  limits: { normal: number; special: number } | null;
  /** Monsters: 0 normal, 1 special, 2 synchro. */
  summon: number;
}

/** What `prepare` makes of a setup (see prepare.ts). */
export interface YgoTemplate {
  /** The seats as the engine lists them: the players, then the GM (seat number `gm`). */
  seats: string[];
  gm: number;
  /** Card number → the engine's card id (only read at the boundary: option ids). */
  ids: string[];
  /** Definitions, and card number → definition index, owner seat. */
  defs: Def[];
  cardDef: number[];
  owner: Uint8Array;
  /** Printed (or set-up) level, ATK, DEF, life; attribute (number, see prepare.ts). */
  level: number[];
  atk: number[];
  def: number[];
  life: number[];
  attr: number[];
  /** Per player seat: field size (job level) and summon bonus (attribute + job bonus). */
  jobLevel: Int32Array;
  bonus: Int32Array;
  /** The start: zone lists (by zone number), each card's zone, flags, damage, set round. */
  zones: number[][];
  zone: Int16Array;
  flags: Uint8Array;
  dmg: Int32Array;
  setRound: Int32Array;
  /** Players' life, fainted, summons used (normal, special) and the round at the start. */
  playerLife: Int32Array;
  fainted: Uint8Array;
  usedNormal: Int32Array;
  usedSpecial: Int32Array;
  round: number;
  /** The engine's task stack at the start, bottom first: [kind, arg] pairs (state.ts T_*). */
  tasks: number[];
  /** Zones the deal shuffles, in order. */
  deal: number[];
  /** The battle's numbers at the start, in one buffer (state.ts initialNumbers). */
  init: Int32Array;
  /** `<seat>\t<definition id>` by `seat * defs + definition`: the tally's "played" keys. */
  playedKeys: string[];
}
