/**
 * One runtime battle's state: typed arrays of integers for cards, zones, modifiers, the task
 * stack, the response stack and the pending decision, plus plain numeric fields for what the
 * engine keeps in `state.x`. Made from a template (template.ts) and a seed; nothing in it is a
 * string. The procedure that runs on it is in the other files of this folder.
 */
import * as K from "./codes.ts";
import { Rng } from "./rng.ts";
import type { VisionTemplate } from "./template.ts";

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
export const T_COMBAT_WINDOW = 13;
export const T_COMBAT_DAMAGE = 14;
export const T_GRAZE = 15;
export const T_GRAZE_ANSWER = 16;
export const T_COMBAT_RESET = 17;
export const T_COMBAT_OVER = 18;
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

/** Phases the rules compare (only "main" is read). */
export const PH_SETUP = 0;
export const PH_MAIN = 4;

/** A battle on the lowered runtime. */
export class VisionState {
  readonly t: VisionTemplate;
  readonly n: number;
  /** Per-card records (codes.ts's C_* slots). */
  c: Int32Array;
  /** Zone arrays, `n` slots each, bottom → top, and their lengths. */
  z: Int16Array;
  zl: Int32Array;
  /** Cards set on each host, in the order they were set (null: none yet). */
  att: (number[] | null)[];
  rng = new Rng();
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
  /** Whether something the state-based checks read changed since they last ran. */
  dirty = true;
  /** Per seat, cards that could answer a response window (hand: 奇襲 / any-timing command; field:
   * an any-timing ability): a window with none skips listing plays (lowered.ts's counts). */
  ans0 = 0;
  ans1 = 0;
  /** Scratch lists (effect references, the doomed, a doomed card's sources). */
  refs: Int16Array;
  doomList: Int16Array;
  srcList: Int16Array;
  /** Cards that lost a modifier (mods.ts's removeMods). */
  touched: Int16Array;

  constructor(t: VisionTemplate) {
    this.t = t;
    this.n = t.n;
    this.c = t.cards.slice();
    this.z = t.zones.slice();
    this.zl = t.zoneLen.slice();
    this.att = new Array(t.n).fill(null);
    this.mods = new Int32Array(16 * MW);
    this.tasks = new Int32Array(32 * TW);
    this.stack = new Int32Array(8 * SW);
    this.opts = new Int32Array(32);
    this.played = new Uint8Array(2 * t.defs.list.length);
    this.refs = new Int16Array(t.n);
    this.doomList = new Int16Array(t.n);
    this.srcList = new Int16Array(t.n + 1);
    this.touched = new Int16Array(t.n);
    this.life0 = t.life0;
    this.life1 = t.life1;
    this.active = t.first;
    this.ans0 = t.ans0;
    this.ans1 = t.ans1;
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
    return this.c[card * K.SLOTS + K.C_KW + kw] > 0;
  }
}
