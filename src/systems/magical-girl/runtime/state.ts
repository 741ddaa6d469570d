/**
 * One battle of the runtime: the fighters' table (codes.ts F ints a fighter), the round, the
 * initiative order, whose turn it is, the pending decision with its options as integers, and
 * the result. Numbers throughout; the engine's ids only at the boundary (battle.ts).
 */

import { FlatRng } from "../../../engine/index.ts";
import type { Slab } from "../../shared/buffer-slab.ts";
import * as C from "./codes.ts";
import type { Checked } from "./dice.ts";
import type { MgTemplate } from "./template.ts";

/** Pending decisions: an initiative tie (options: unit leads), a fighter's turn. */
export const P_NONE = 0;
export const P_TIE = 1;
export const P_TURN = 2;
/** The KP sets a skill use's cost, its dice; prices a task. */
export const P_KP_COST = 3;
export const P_KP_DICE = 4;
export const P_KP_PRICE = 5;
/** A girl's reaction window, a protector's offer, a defender's passive action. */
export const P_REACT = 6;
export const P_PROTECT = 7;
export const P_DEFEND = 8;
/** The open ready action: which action, then which moment. */
export const P_READY_PICK = 9;
export const P_READY_WHEN = 10;

/** Tasks (the engine's handlers by number), `TW` ints each: kind and up to six arguments. */
export const T_TURN = 1;
export const T_REACT = 2;
export const T_ATTACK = 3;
export const T_READY_FIRE = 4;
// 5: no longer a task of its own (the number stays free).
export const T_ABILITY = 6;
export const T_AREA = 7;
export const T_READY_GO = 8;
export const TW = 7;
/** Tasks the battle's buffer holds (the stack grows past it into an array of its own). */
const TASKS0 = 12;

/** An attack task's flag bits (attack.ts's `reaction`, `guarded`). */
export const A_REACTION = 1;
export const A_GUARDED = 2;
export const A_READY_CHECKED = 4;
export const A_THROWN = 8;
export const A_ANNOUNCED = 16;

/** A gained weapon's code: `arm * GAIN_OWNERS + owner` (a battle has at most 30 fighters). */
export const GAIN_OWNERS = 32;

/** A battle's state. */
export class MgState {
  readonly t: MgTemplate;
  readonly rng = new FlatRng();
  /** The fighters' table (a copy of the template's). */
  readonly table: Int32Array;
  /** Scratch for checks. */
  readonly chk: Checked = { roll: 0, level: 0 };
  round = 0;
  /** Initiative order (fighter numbers), fixed between rounds. */
  readonly order: Int32Array;
  orderLen = 0;
  /** Fighters who have had their turn this round (1 each). */
  readonly acted: Uint8Array;
  /** Whose turn it is, or -1. */
  active = -1;
  /** Initiative units by lead: its members, in setup order (m.initiative's `units`). */
  units: number[][] = [];
  /** Clusters of tied units still to place (m.order's `clusters`): lead numbers. */
  clusters: number[][] = [];
  /** The pending decision: kind, seat code, options (codes by kind), how many. */
  pKind = P_NONE;
  pSeat = -1;
  readonly opts: Int32Array;
  optCount = 0;
  /** The task stack (TW ints a task) and how many tasks it holds. */
  tasks: Int32Array;
  taskCount = 0;
  /** The pending decision's context (its continuation's arguments). */
  readonly ctx: Int32Array;
  /** Something the end check reads changed (HP, a wound): check after this step. */
  dirty = false;
  /** HP lost by and to each seat (by seat code), and the seats in the order they first lost. */
  readonly dealt: Int32Array;
  readonly taken: Int32Array;
  dealtOrder: number[] = [];
  takenOrder: number[] = [];
  /** Played keys (template's playedKeys) in the order first played, and a bit per key. */
  playedOrder: number[] = [];
  readonly played: Uint8Array;
  /** Per fighter: its weapons on the ground, in the order they fell (made when one falls). */
  grounds: (number[] | null)[] | null = null;
  /**
   * Per fighter: weapons picked up from another (FighterFlags.gained), in the order picked up,
   * each `arm * GAIN_OWNERS + owner` (made when one is picked up).
   */
  gains: (number[] | null)[] | null = null;
  /** The skill being used (its number in the actor's skill list). */
  pSkill = 0;
  /** Result: winner seat name or null, and whether the battle is over. */
  over = false;
  winner: string | null = null;
  outcome = "";

  /** The buffer every fixed-size list of the battle lives in (a copy's: a part of a slab). */
  readonly buf: ArrayBuffer;
  /** All those lists' bytes (a copy copies them at once). */
  readonly bytes: Uint8Array;

  /**
   * A battle's state at its start; or, given `from`, a state whose lists are a copy of that
   * battle's, carved from `slab` (clone.ts copies the other fields).
   */
  constructor(
    t: MgTemplate,
    seed: number,
    rngState: readonly number[],
    from: MgState | null = null,
    slab: Slab | null = null,
  ) {
    this.t = t;
    // One buffer for every list of the battle (a backing store per typed array costs more than
    // the lists): Int32 words, then the byte lists (acted, played) at the end.
    const n = t.n;
    const seats = t.seats.length;
    const words = n * C.F + n + t.optSize + TW * TASKS0 + TW + 2 * seats;
    const size = words * 4 + n + t.playedKeys.length;
    let off = slab === null ? -1 : slab.take(size);
    const buf = slab === null || off < 0 ? new ArrayBuffer(size) : slab.buf;
    if (off < 0) off = 0;
    this.buf = buf;
    this.bytes = new Uint8Array(buf, off, size);
    if (from !== null) this.bytes.set(from.bytes);
    let at = off;
    this.table = new Int32Array(buf, at, n * C.F);
    at += n * C.F * 4;
    if (from === null) this.table.set(t.table);
    this.order = new Int32Array(buf, at, n);
    at += n * 4;
    this.opts = new Int32Array(buf, at, t.optSize);
    at += t.optSize * 4;
    this.tasks = new Int32Array(buf, at, TW * TASKS0);
    at += TW * TASKS0 * 4;
    this.ctx = new Int32Array(buf, at, TW);
    at += TW * 4;
    this.dealt = new Int32Array(buf, at, seats);
    at += seats * 4;
    this.taken = new Int32Array(buf, at, seats);
    this.acted = new Uint8Array(buf, off + words * 4, n);
    this.played = new Uint8Array(buf, off + words * 4 + n, t.playedKeys.length);
    this.rng.set(rngState);
    void seed;
  }

  /** A fighter's slot `k`. */
  get(i: number, k: number): number {
    return this.table[i * C.F + k];
  }

  /** Sets a fighter's slot `k`. */
  set(i: number, k: number, v: number): void {
    this.table[i * C.F + k] = v;
  }

  /** Sets DP, clamped to 0…cap (model.ts setDp). */
  setDp(i: number, dp: number): void {
    const cap = this.get(i, C.F_DP_CAP);
    this.set(i, C.F_DP, Math.max(0, Math.min(cap, dp)));
  }

  /** Out of the fight: at 0 HP or heavily wounded (model.ts isDown). */
  isDown(i: number): boolean {
    return this.get(i, C.F_HP) <= 0 || this.get(i, C.F_WOUND) === C.W_HEAVY;
  }

  /** Fighter `i`'s weapons on the ground. */
  ground(i: number): number[] {
    this.grounds ??= new Array<number[] | null>(this.t.n).fill(null);
    let g = this.grounds[i];
    if (g === null) {
      g = [];
      this.grounds[i] = g;
    }
    return g;
  }

  /** Fighter `i`'s weapons picked up from others (codes `arm * GAIN_OWNERS + owner`). */
  gain(i: number): number[] {
    this.gains ??= new Array<number[] | null>(this.t.n).fill(null);
    let g = this.gains[i];
    if (g === null) {
      g = [];
      this.gains[i] = g;
    }
    return g;
  }

  /** The analysis's damage tally: `lost` HP of fighter `i` by the roll of fighter `roller`. */
  lose(roller: number, i: number, lost: number): void {
    if (lost <= 0) return;
    const from = this.get(roller, C.F_SEAT);
    const to = this.get(i, C.F_SEAT);
    if (this.dealt[from] === 0) this.dealtOrder.push(from);
    this.dealt[from] += lost;
    if (this.taken[to] === 0) this.takenOrder.push(to);
    this.taken[to] += lost;
  }

  /** The analysis's played tally: fighter `i`'s seat played content `id` (template numbering). */
  play(i: number, id: number): void {
    const k = this.get(i, C.F_SEAT) * this.t.playIds + id;
    if (this.played[k] !== 0) return;
    this.played[k] = 1;
    this.playedOrder.push(k);
  }

  /** Pushes a task (runs before those pushed earlier). */
  push(k: number, a = 0, b = 0, c = 0, d = 0, e = 0, f = 0): void {
    if ((this.taskCount + 1) * TW > this.tasks.length) {
      const grown = new Int32Array(this.tasks.length * 2);
      grown.set(this.tasks);
      this.tasks = grown;
    }
    const at = this.taskCount++ * TW;
    const t = this.tasks;
    t[at] = k;
    t[at + 1] = a;
    t[at + 2] = b;
    t[at + 3] = c;
    t[at + 4] = d;
    t[at + 5] = e;
    t[at + 6] = f;
  }

  /** Asks seat `seat` a decision of `kind` with the options written to `opts` (`n` of them). */
  ask(kind: number, seat: number, n: number): void {
    this.pKind = kind;
    this.pSeat = seat;
    this.optCount = n;
  }
}
