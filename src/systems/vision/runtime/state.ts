/**
 * One runtime battle's state: typed arrays of integers for cards, zones, modifiers, the task
 * stack, the response stack and the pending decision, plus plain numeric fields for what the
 * engine keeps in `state.x`. Made from a template (template.ts) and a seed; nothing in it is a
 * string. The procedure that runs on it is in the other files of this folder.
 */

import { FlatRng } from "../../../engine/index.ts";
import type { Slab } from "../../shared/buffer-slab.ts";
import { LoweredStopError } from "../../shared/lowered-stop.ts";
import * as K from "./codes.ts";
import type { DefRec } from "./defs.ts";
import type { VisionTemplate } from "./template.ts";

/**
 * A battle the runtime stops: one the engine would stop with an error (checks that never
 * settle, a procedure that never asks), or past what the runtime's integers hold. The caller
 * plays it on the engine instead, which gives the engine's own outcome or error.
 */
export class RuntimeLoopError extends LoweredStopError {}

/** Task kinds (the engine's handler names, as integers). */
export const T_TURN = 0;
export const T_PH_ACTIVE = 1;
export const T_PH_DRAW = 2;
export const T_PH_MAIN = 3;
export const T_PH_DISCARD = 4;
export const T_PH_END = 5;
export const T_MAIN = 6;
export const T_MAIN_ANSWER = 7;
export const T_DISCARD = 8;
export const T_DISCARD_ANSWER = 9;
export const T_ATTACK = 10;
export const T_BLOCK_ANSWER = 11;
export const T_COMBAT = 12;
/** The combat's steps from the one in its argument (combat.ts's combatSteps). */
export const T_COMBAT_STEP = 13;
export const T_GRAZE_ANSWER = 16;
export const T_EFFECT = 19;
export const T_TO_GRAVE = 20;
export const T_WINDOW = 21;
export const T_WINDOW_ANSWER = 22;
export const T_RESOLVE = 23;
export const T_START = 24;
export const T_PH_MAINTENANCE = 25;

/** Ints per task: kind and five arguments. */
export const TW = 6;
/** Ints per modifier: target, layer, op, stat, value, source, until. */
export const MW = 7;
/** Ints per response-stack item: seat, kind (0 card, 1 ability), card, ability n, target. */
export const SW = 5;

/** Room for modifiers, tasks, stack items and options before a list gets an array of its own. */
export const MODS = 8;
export const TASKS = 16;
export const STACK = 8;
export const OPTS = 48;

/** Where each list of a battle sits in its one buffer (bytes), made once per template. */
export interface Layout {
  bytes: number;
  c: number;
  zl: number;
  mods: number;
  tasks: number;
  stack: number;
  opts: number;
  z: number;
  played: number;
}

/** The layout for `n` cards and `defs` definitions: 32-bit lists first, then 16-bit, then bytes. */
export function layoutOf(n: number, defs: number): Layout {
  let at = 0;
  const take = (bytes: number): number => {
    const from = at;
    at += bytes;
    return from;
  };
  const c = take(4 * n * K.SLOTS);
  const zl = take(4 * K.ZONE_COUNT);
  const mods = take(4 * MODS * MW);
  const tasks = take(4 * TASKS * TW);
  const stack = take(4 * STACK * SW);
  const opts = take(4 * OPTS);
  const z = take(K.ZONE_COUNT * n);
  const played = take(2 * defs);
  return {
    bytes: (at + 7) & ~7,
    c,
    zl,
    mods,
    tasks,
    stack,
    opts,
    z,
    played,
  };
}

/** Phases the rules compare (only "main" is read). */
export const PH_SETUP = 0;
export const PH_MAIN = 4;

/** A battle on the lowered runtime. */
export class VisionState {
  readonly t: VisionTemplate;
  readonly n: number;
  /** The template's per-card and per-definition tables, at hand (read on every path). */
  readonly owner: Uint8Array;
  readonly cardDef: Int16Array;
  readonly facts: Int32Array;
  readonly defs: DefRec[];
  /** Per-card records (codes.ts's C_* slots). */
  c: Int32Array;
  /** Zone arrays, `n` slots each, bottom → top, and their lengths. */
  z: Uint8Array;
  zl: Int32Array;
  /** Cards set on each host, in the order they were set (null: none yet). */
  att: (number[] | null)[];
  rng = new FlatRng();
  // state.x
  turn = 0;
  active = 0;
  phase = PH_SETUP;
  life0 = 0;
  life1 = 0;
  decked0 = false;
  decked1 = false;
  nodeSet = false;
  charPlayed = false;
  // the combat (x.combat), when `inCombat`
  inCombat = false;
  cAtt = -1;
  cDef = 0;
  cBlk = -1;
  cBlocked = false;
  cGraze = 0;
  cHit = false;
  cAttLeft = false;
  /** Modifiers in arrival order. */
  mods: Int32Array;
  modCount = 0;
  /** The engine's task stack (top = end). */
  tasks: Int32Array;
  taskCount = 0;
  /** The response stack. */
  stack: Int32Array;
  stackCount = 0;
  /** The pending decision: seat (-1 none), option codes, and the task that takes the answer. */
  pSeat = -1;
  opts: Int32Array;
  optCount = 0;
  pKind = 0;
  pArg1 = 0;
  pArg2 = 0;
  /** The result: over, winner seat (-1: none), draw. */
  over = false;
  winner = -1;
  draw = false;
  /** Tallies for simulations: life lost by seat and by the seat that caused it; plays by def. */
  dealt0 = 0;
  dealt1 = 0;
  taken0 = 0;
  taken1 = 0;
  played: Uint8Array;
  /** Whether something the state-based checks read changed since they last ran: `dirty` for
   * what can make a character 決死 (and a player lose), `lossy` for what only a loss reads
   * (life, a draw from an empty deck). */
  dirty = true;
  lossy = false;
  /** The one card whose 決死 inputs changed since the checks last ran (`doubt`), -2 when more
   * than one did, -1 when none was named (a full look, as at the start). */
  doubted = -1;
  /** Per seat, cards that could answer a response window (hand: 奇襲 / any-timing command; field:
   * an any-timing ability): a window with none skips listing plays (lowered.ts's counts). */
  ans0 = 0;
  ans1 = 0;
  /** Per seat, characters on its field with an activated ability (zones.ts keeps them; the
   * setup has none on the field, prepare.ts): none, and the listing skips the field. */
  acts0 = 0;
  acts1 = 0;
  /** Cards in play (on a field or set on a host) with a turn-end trigger (zones.ts keeps it;
   * the setup has none in play): none, and the end of the turn opens no window. */
  ends = 0;
  /** Per seat, active (awake) nodes: what a play's cost is paid from (legal.ts reads it, every
   * write to a node's sleep flag keeps it: plays.ts's payNodes, turn.ts, combat.ts's graze). */
  up0 = 0;
  up1 = 0;
  /** Scratch lists (effect references, the doomed, a doomed card's sources). */
  refs: Uint8Array;
  doomList: Uint8Array;
  srcList: Uint8Array;
  /** Cards that lost a modifier (mods.ts's removeMods). */
  touched: Uint8Array;

  /**
   * A battle of template `t` at its start; or, given `from`, an exact copy of that battle's
   * arrays (clone.ts copies the rest). Its arrays are carved from `slab` when one is given (see
   * buffer-slab.ts for who may share one), else from a buffer of its own.
   */
  constructor(t: VisionTemplate, from: VisionState | null = null, slab: Slab | null = null) {
    this.t = t;
    this.owner = t.owner;
    this.cardDef = t.cardDef;
    this.facts = t.facts;
    this.defs = t.defs.list;
    const n = t.n;
    this.n = n;
    // One buffer for every array of the battle (a backing store per typed array costs more
    // than the rest of a battle's start); a list that outgrows its part gets its own array.
    const L = t.layout;
    let at = slab === null ? -1 : slab.take(L.bytes);
    const buf = at < 0 ? new ArrayBuffer(L.bytes) : (slab as Slab).buf;
    if (at < 0) at = 0;
    if (from !== null) {
      const region = from.c.byteOffset - L.c;
      new Uint8Array(buf, at, L.bytes).set(new Uint8Array(from.c.buffer, region, L.bytes));
    }
    this.c = new Int32Array(buf, at + L.c, n * K.SLOTS);
    this.zl = new Int32Array(buf, at + L.zl, K.ZONE_COUNT);
    this.mods = new Int32Array(buf, at + L.mods, MODS * MW);
    this.tasks = new Int32Array(buf, at + L.tasks, TASKS * TW);
    this.stack = new Int32Array(buf, at + L.stack, STACK * SW);
    this.opts = new Int32Array(buf, at + L.opts, OPTS);
    this.z = new Uint8Array(buf, at + L.z, K.ZONE_COUNT * n);
    if (from === null) {
      this.c.set(t.cards);
      this.zl.set(t.zoneLen);
      this.z.set(t.zones);
    }
    // Scratch lists never outlive a call: every battle of the template shares them.
    this.refs = t.scratch.refs;
    this.doomList = t.scratch.doomList;
    this.srcList = t.scratch.srcList;
    this.touched = t.scratch.touched;
    this.played = new Uint8Array(buf, at + L.played, 2 * t.defs.list.length);
    // Shared until something is set on a card (attach copies it first).
    this.att = t.noAttachments;
    this.life0 = t.life0;
    this.life1 = t.life1;
    this.active = t.first;
    this.ans0 = t.ans0;
    this.ans1 = t.ans1;
    this.up0 = t.up0;
    this.up1 = t.up1;
  }

  /** Pushes a task on top (runs next). */
  push(kind: number, a = 0, b = 0, c = 0, d = 0, e = 0): void {
    let i = this.taskCount * TW;
    if (i + TW > this.tasks.length) {
      const bigger = new Int32Array(this.tasks.length * 2);
      bigger.set(this.tasks);
      this.tasks = bigger;
    }
    const t = this.tasks;
    t[i++] = kind;
    t[i++] = a;
    t[i++] = b;
    t[i++] = c;
    t[i++] = d;
    t[i] = e;
    this.taskCount++;
  }

  /** Starts a decision for `seat`; options are added with `opt`, `kind` takes the answer. */
  ask(seat: number, kind: number, arg1 = 0, arg2 = 0): void {
    this.pSeat = seat;
    this.pKind = kind;
    this.pArg1 = arg1;
    this.pArg2 = arg2;
  }

  /** Adds an option code to the list being built. */
  opt(code: number): void {
    if (this.optCount === this.opts.length) {
      const bigger = new Int32Array(this.opts.length * 2);
      bigger.set(this.opts);
      this.opts = bigger;
    }
    this.opts[this.optCount++] = code;
  }

  /** Notes that a card's 決死 inputs changed (damage, doom, toughness, entering a field). */
  doubt(card: number): void {
    this.dirty = true;
    const d = this.doubted;
    this.doubted = d === -1 || d === card ? card : -2;
  }

  /** A seat's life. */
  life(seat: number): number {
    return seat === 0 ? this.life0 : this.life1;
  }

  /** Ends the battle. */
  end(winner: number, draw: boolean): void {
    this.over = true;
    this.winner = winner;
    this.draw = draw;
    this.pSeat = -1;
    this.optCount = 0;
  }

  /** Zone code of a seat's zone. */
  static zone(seat: number, kind: number): number {
    return seat * 6 + kind;
  }

  /** Whether a card is a character on a field. */
  onField(card: number): boolean {
    const z = this.c[card * K.SLOTS + K.C_ZONE];
    return z === K.Z_FIELD || z === 6 + K.Z_FIELD;
  }

  /** A keyword is on when its count is positive. */
  hasKw(card: number, kw: number): boolean {
    return (this.c[card * K.SLOTS + K.C_ATK + K.kwSlot(kw)] & (K.KW_MAX * K.kwUnit(kw))) !== 0;
  }
}
