/**
 * A prepared battle: everything a battle of one setup and options starts from, as integers,
 * made once and shared (read-only) by every battle started from it with another seed.
 */
import type { Defs } from "./defs.ts";
import type { Layout } from "./state.ts";

/** What `prepare` makes of a setup (see prepare.ts). */
export interface VisionTemplate {
  defs: Defs;
  /** Card number → the engine's card id (only read at the boundary: option ids). */
  ids: string[];
  /** Card number → definition index, owner seat (0 = p1, 1 = p2). */
  cardDef: Int16Array;
  owner: Uint8Array;
  /** `defs.facts`, at hand (read at every decision). */
  facts: Int32Array;
  /** Number of cards. */
  n: number;
  /** Per-card records at the start (codes.ts's SLOTS per card). */
  cards: Int32Array;
  /** Zone arrays at the start (`n` slots per zone) and their lengths. */
  zones: Uint8Array;
  zoneLen: Int32Array;
  life0: number;
  life1: number;
  handLimit: number;
  firstPlayerDraws: boolean;
  /** The seat of turn 1 (0 = p1). */
  first: number;
  /** Opening hand sizes and whether each deck is shuffled. */
  hand: [number, number];
  shuffle: [boolean, boolean];
  /** Cards that could answer a response window at the start, per seat (state.ts's ans0/ans1). */
  ans0: number;
  ans1: number;
  /** Active nodes at the start, per seat (state.ts's up0/up1). */
  up0: number;
  up1: number;
  /** Scratch lists shared by the template's battles (see state.ts). */
  scratch: { refs: Uint8Array; doomList: Uint8Array; srcList: Uint8Array; touched: Uint8Array };
  /** Where a battle's lists sit in its buffer (state.ts). */
  layout: Layout;
  /** No card has anything set on it (shared by battles until their first set card). */
  noAttachments: (number[] | null)[];
  /** Trigger windows some definition of the content waits for (bit per W_*). */
  windows: number;
  /** `<seat>\t<definition id>` by `seat * definitions + definition`: the tally's "played" keys. */
  playedKeys: string[];
}
