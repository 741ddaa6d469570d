/**
 * One battle's state on the runtime: zones as lists of card numbers, per-card flags and
 * modifier sums in typed arrays, the battle's data, the response stack, an integer task stack
 * (the engine's tasks by number) and the pending decision with its option codes.
 */

import { FlatRng } from "../../../engine/index.ts";
import { LoweredStopError } from "../../shared/lowered-stop.ts";
import type { GeoTemplate } from "./template.ts";

/** Task kinds (the engine's task handlers, by number). Width 4: kind, a, b, c. */
export const T_GM_START = 1;
export const T_GM_TURN = 2;
export const T_GM_SUMMON = 3;
export const T_GM_MARCH = 4;
export const T_GM_AFTER = 5;
export const T_BATTLE = 6;
export const T_FS_SUMMON = 7;
export const T_FS_EQUIP = 8;
export const T_FS_DECLARE = 9;
export const T_FORMATION = 10;
export const T_SPEED = 11;
export const T_SPEED_DECIDE = 12;
export const T_NORMAL = 13;
export const T_ATTACK = 14;
export const T_STRIKE = 15;
export const T_MELEE = 16;
export const T_END = 17;
export const T_WINDOW = 18;
export const T_RESOLVE = 19;
/** Continuations of decisions (the engine's `then` tasks with a choice). */
export const A_GM_SUMMON = 30;
export const A_GM_MARCH = 31;
export const A_GM_JOIN = 32;
export const A_FS_SUMMON = 33;
export const A_FS_EQUIP = 34;
export const A_FS_DECLARE = 35;
export const A_FORMATION = 36;
export const A_NORMAL = 37;
export const A_WINDOW = 38;
export const A_RETURN = 39;
export const A_OVER_LIMIT = 40;

/** Response windows. */
export const W_COUNTER = 0;
export const W_ATTACK = 1;
export const W_SPEED = 2;

/** Outcomes of a battle (end-battle.ts's `why`). */
export const WHY = ["only-marcher", "only-defender", "both-remain", "none-remain"] as const;

/** The engine's STEP_LIMIT: tasks without a decision before it names a runaway procedure. */
export const STEP_LIMIT = 1_000_000;

/** A procedure that runs without a decision past the engine's step limit. */
export class RuntimeLoopError extends LoweredStopError {}

const TW = 4;

/** A battle's mutable state. */
export class GeoState {
  readonly t: GeoTemplate;
  readonly rng = new FlatRng();
  zones: number[][];
  /** Total level per zone (levelOn without a walk). */
  zoneLevel: Int32Array;
  /** Card → zone number, or -1 while set on a host. */
  zone: Int16Array;
  host: Int16Array;
  /** Equipment set on each card, in order (null until the first). */
  attached: (number[] | null)[];
  done: Uint8Array;
  marched: Uint8Array;
  acting: Uint8Array;
  from: Int8Array;
  uses: Int32Array;
  /** Modifier sums per card and stat (attack, defence, speed): equipment, effects; melee's set. */
  eq: Int32Array;
  ef: Int32Array;
  melee: Uint8Array;
  // The whole game.
  turn = 0;
  active = 0;
  // The battle in progress.
  inBattle = false;
  geo = -1;
  limit = 0;
  origins: number[] = [];
  marcher = 0;
  defender = 1;
  roll = [0, 0];
  bonus = [0, 0];
  attacking = -1;
  participants: number[] = [];
  cause = 0;
  resolved = false;
  meleeOn = false;
  // The response stack.
  stSeat: number[] = [];
  stSkill: number[] = [];
  stCard: number[] = [];
  stN: number[] = [];
  stTarget: number[] = [];
  stRoll: number[] = [];
  // A march others may join (one at a time).
  joinFroms: number[] = [];
  joinTo = -1;
  // Tasks.
  tasks: Int32Array;
  taskCount = 0;
  // The pending decision.
  pSeat = -1;
  pKind = 0;
  pA = 0;
  pB = 0;
  pC = 0;
  opts: Int32Array;
  optCount = 0;
  // The end.
  over = false;
  winner = -1;
  outcome = "";
  dealt = [0, 0];
  taken = [0, 0];
  played: Uint8Array;

  /**
   * A battle at the start of template `t`, or (`from`) an exact, independent copy of `from`
   * playing on `t` — a search sample's template deals other identities to the same card numbers
   * (determinize.ts). The copy shares no mutable part with `from`: one buffer copy for the typed
   * arrays, fresh lists for the rest. `tail`: bytes left free after the state in its buffer (a
   * sample keeps its dealt identities there: one allocation less, and they are not copied again).
   */
  constructor(t: GeoTemplate, from?: GeoState, tail = 0) {
    this.t = t;
    if (from !== undefined) {
      const old = from.zoneLevel.buffer as ArrayBuffer;
      // The state's bytes end with `played` (the layout below).
      const end = from.played.byteOffset + from.played.length;
      const buf = new ArrayBuffer(end + tail);
      new Uint8Array(buf, 0, end).set(new Uint8Array(old, 0, end));
      // Loops and module functions, not closures: a copy is made for every search sample.
      const zones = from.zones;
      this.zones = new Array(zones.length);
      for (let z = 0; z < zones.length; z++) this.zones[z] = zones[z].slice();
      this.zoneLevel = i32In(buf, old, from.zoneLevel);
      this.zone = new Int16Array(buf, from.zone.byteOffset, from.zone.length);
      this.host = new Int16Array(buf, from.host.byteOffset, from.host.length);
      const attached = from.attached;
      this.attached = new Array(attached.length);
      for (let c = 0; c < attached.length; c++) {
        const a = attached[c];
        this.attached[c] = a === null ? null : a.slice();
      }
      this.done = u8In(buf, from.done);
      this.marched = u8In(buf, from.marched);
      this.acting = u8In(buf, from.acting);
      this.from = new Int8Array(buf, from.from.byteOffset, from.from.length);
      this.uses = i32In(buf, old, from.uses);
      this.eq = i32In(buf, old, from.eq);
      this.ef = i32In(buf, old, from.ef);
      this.melee = u8In(buf, from.melee);
      this.rng.s01 = from.rng.s01;
      this.rng.s00 = from.rng.s00;
      this.rng.s11 = from.rng.s11;
      this.rng.s10 = from.rng.s10;
      this.turn = from.turn;
      this.active = from.active;
      this.inBattle = from.inBattle;
      this.geo = from.geo;
      this.limit = from.limit;
      this.origins = from.origins.slice();
      this.marcher = from.marcher;
      this.defender = from.defender;
      this.roll = from.roll.slice();
      this.bonus = from.bonus.slice();
      this.attacking = from.attacking;
      this.participants = from.participants.slice();
      this.cause = from.cause;
      this.resolved = from.resolved;
      this.meleeOn = from.meleeOn;
      this.stSeat = from.stSeat.slice();
      this.stSkill = from.stSkill.slice();
      this.stCard = from.stCard.slice();
      this.stN = from.stN.slice();
      this.stTarget = from.stTarget.slice();
      this.stRoll = from.stRoll.slice();
      this.joinFroms = from.joinFroms.slice();
      this.joinTo = from.joinTo;
      this.tasks = i32In(buf, old, from.tasks);
      this.taskCount = from.taskCount;
      this.pSeat = from.pSeat;
      this.pKind = from.pKind;
      this.pA = from.pA;
      this.pB = from.pB;
      this.pC = from.pC;
      this.opts = i32In(buf, old, from.opts);
      this.optCount = from.optCount;
      this.over = from.over;
      this.winner = from.winner;
      this.outcome = from.outcome;
      this.dealt = from.dealt.slice();
      this.taken = from.taken.slice();
      this.played = u8In(buf, from.played);
      return;
    }
    const n = t.n;
    const zc = t.zones.length;
    this.zones = new Array(zc);
    for (let z = 0; z < zc; z++) this.zones[z] = t.zones[z].slice();
    // One backing store per battle: a store per typed array costs more than the views.
    const i32 = zc + n * (t.abStride + 6) + 48 + 32 * TW;
    const i16 = 2 * n;
    const u8 = 5 * n + t.playedKeys.length;
    const buf = new ArrayBuffer(4 * i32 + 2 * i16 + u8);
    let at = 0;
    const ints = (len: number): Int32Array => {
      const a = new Int32Array(buf, at, len);
      at += 4 * len;
      return a;
    };
    this.zoneLevel = ints(zc);
    this.zoneLevel.set(t.zoneLevel);
    this.uses = ints(n * t.abStride);
    this.eq = ints(n * 3);
    this.ef = ints(n * 3);
    this.opts = ints(48);
    // Deep enough for a turn with a battle and a chain of answers; it grows if ever not.
    this.tasks = ints(32 * TW);
    this.zone = new Int16Array(buf, at, n);
    this.zone.set(t.zone);
    at += 2 * n;
    this.host = new Int16Array(buf, at, n).fill(-1);
    at += 2 * n;
    this.done = new Uint8Array(buf, at, n);
    this.done.set(t.done);
    at += n;
    this.marched = new Uint8Array(buf, at, n);
    at += n;
    this.acting = new Uint8Array(buf, at, n);
    at += n;
    this.from = new Int8Array(buf, at, n);
    this.from.set(t.from);
    at += n;
    this.melee = new Uint8Array(buf, at, n);
    at += n;
    this.played = new Uint8Array(buf, at, t.playedKeys.length);
    this.attached = new Array(n).fill(null);
  }

  /** An exact, independent copy (on template `t`, by default its own); see the constructor. */
  clone(t: GeoTemplate = this.t, tail = 0): GeoState {
    return new GeoState(t, this, tail);
  }

  /** Adds an option code to the pending list. */
  opt(x: number): void {
    if (this.optCount === this.opts.length) {
      const bigger = new Int32Array(this.opts.length * 2);
      bigger.set(this.opts);
      this.opts = bigger;
    }
    this.opts[this.optCount++] = x;
  }

  /** Pushes a task (runs before those pushed earlier). */
  push(kind: number, a = 0, b = 0, c = 0): void {
    let at = this.taskCount * TW;
    if (at + TW > this.tasks.length) {
      const bigger = new Int32Array(this.tasks.length * 2);
      bigger.set(this.tasks);
      this.tasks = bigger;
    }
    const t = this.tasks;
    t[at++] = kind;
    t[at++] = a;
    t[at++] = b;
    t[at] = c;
    this.taskCount++;
  }

  /** Asks `seat` with the options gathered in `opts`; the answer goes to continuation `kind`. */
  ask(seat: number, kind: number, a = 0, b = 0, c = 0): void {
    this.pSeat = seat;
    this.pKind = kind;
    this.pA = a;
    this.pB = b;
    this.pC = c;
  }

  /** Ends the battle (winner -1: a draw). */
  end(winner: number, outcome: string): void {
    this.over = true;
    this.winner = winner;
    this.outcome = outcome;
    this.pSeat = -1;
  }

  /** Notes that `seat` played a card of definition `def` (the analysis's "played"). */
  play(seat: number, card: number): void {
    this.played[seat * this.t.defs.length + this.t.def[card]] = 1;
  }
}

/** `a` (a view of buffer `old`, or grown out of it) in the copy `buf` of that buffer. */
function i32In(buf: ArrayBuffer, old: ArrayBuffer, a: Int32Array): Int32Array {
  return a.buffer === old ? new Int32Array(buf, a.byteOffset, a.length) : a.slice();
}

/** `a` (a view of the copied buffer) in the copy `buf`. */
function u8In(buf: ArrayBuffer, a: Uint8Array): Uint8Array {
  return new Uint8Array(buf, a.byteOffset, a.length);
}

/** Task width. */
export const TASK_WIDTH = TW;
