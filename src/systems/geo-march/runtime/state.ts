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

/** A procedure that runs without a decision past the engine's step limit. */
export class RuntimeLoopError extends LoweredStopError {}

const TW = 4;

/**
 * A battle's mutable state. The per-card and per-zone numbers are plain lists of small integers
 * (packed, on the JS heap), not typed arrays: a search bot copies the state for every option it
 * tries, and a typed array's copy needs a fresh off-heap buffer plus a view per field (≈0.6–1 µs
 * before anything is copied), where a list's `slice` is a young-generation allocation and one
 * memory copy. Every value stays in the typed range it had (card and zone numbers, level sums).
 */
export class GeoState {
  readonly t: GeoTemplate;
  readonly rng = new FlatRng();
  /**
   * Zone lists, shared with copies until written: a zone below OWN_BITS is this state's own
   * to change only while its bit is set in `#zOwn` (writers call `ownZone` first); zones from
   * OWN_BITS on are always copied. A fork then copies the outer list, not every zone.
   */
  zones: number[][];
  /** Bookkeeping, not state (private: two equal states may own different zones). */
  #zOwn = 0;
  /** Total level per zone (levelOn without a walk). */
  zoneLevel: number[];
  /** Card → zone number, or -1 while set on a host. */
  zone: number[];
  host: number[];
  /**
   * Equipment set on each card, in order (null until the first). Shared with copies until
   * written, as a whole (equipment moves seldom): writers go through `ownAttached`.
   */
  attached: (number[] | null)[];
  #attOwn = false;
  done: number[];
  marched: number[];
  acting: number[];
  from: number[];
  uses: number[];
  /** Modifier sums per card and stat (attack, defence, speed): equipment, effects; melee's set. */
  eq: number[];
  ef: number[];
  melee: number[];
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
  // Tasks (TASK_WIDTH numbers each; the list grows past its first size if ever needed).
  tasks: number[];
  taskCount = 0;
  // The pending decision.
  pSeat = -1;
  pKind = 0;
  pA = 0;
  pB = 0;
  pC = 0;
  opts: number[];
  optCount = 0;
  // The end.
  over = false;
  winner = -1;
  outcome = "";
  dealt = [0, 0];
  taken = [0, 0];
  played: number[];

  /**
   * A battle at the start of template `t`, or (`from`) an exact, independent copy of `from`
   * playing on `t` — a search sample's template deals other identities to the same card numbers
   * (determinize.ts). The copy shares no mutable part with `from`: fresh lists throughout.
   */
  constructor(t: GeoTemplate, from?: GeoState) {
    this.t = t;
    if (from !== undefined) {
      // Loops and module functions, not closures: a copy is made for every search sample.
      // Both now share every zone below OWN_BITS: neither may write one without copying it.
      const zones = from.zones;
      this.zones = zones.slice();
      from.#zOwn = 0;
      for (let z = OWN_BITS; z < zones.length; z++) this.zones[z] = zones[z].slice();
      this.zoneLevel = from.zoneLevel.slice();
      this.zone = from.zone.slice();
      this.host = from.host.slice();
      this.attached = from.attached;
      from.#attOwn = false;
      this.done = from.done.slice();
      this.marched = from.marched.slice();
      this.acting = from.acting.slice();
      this.from = from.from.slice();
      this.uses = from.uses.slice();
      this.eq = from.eq.slice();
      this.ef = from.ef.slice();
      this.melee = from.melee.slice();
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
      // Whole lists, not just the live part: a copy cut to its length would grow again (a new
      // backing store) at the first push.
      this.tasks = from.tasks.slice();
      this.taskCount = from.taskCount;
      this.pSeat = from.pSeat;
      this.pKind = from.pKind;
      this.pA = from.pA;
      this.pB = from.pB;
      this.pC = from.pC;
      this.opts = from.opts.slice();
      this.optCount = from.optCount;
      this.over = from.over;
      this.winner = from.winner;
      this.outcome = from.outcome;
      this.dealt = from.dealt.slice();
      this.taken = from.taken.slice();
      this.played = from.played.slice();
      return;
    }
    const n = t.n;
    const zc = t.zones.length;
    this.zones = new Array(zc);
    for (let z = 0; z < zc; z++) this.zones[z] = t.zones[z].slice();
    this.#zOwn = ALL_OWN;
    this.zoneLevel = listOf(t.zoneLevel);
    this.uses = filled(n * t.abStride, 0);
    this.eq = filled(n * 3, 0);
    this.ef = filled(n * 3, 0);
    this.opts = [];
    this.tasks = [];
    this.zone = listOf(t.zone);
    this.host = filled(n, -1);
    this.done = listOf(t.done);
    this.marched = filled(n, 0);
    this.acting = filled(n, 0);
    this.from = listOf(t.from);
    this.melee = filled(n, 0);
    this.played = filled(t.playedKeys.length, 0);
    this.attached = new Array(n).fill(null);
    this.#attOwn = true;
  }

  /** An exact, independent copy (on template `t`, by default its own); see the constructor. */
  clone(t: GeoTemplate = this.t): GeoState {
    return new GeoState(t, this);
  }

  /** Zone `z`'s list, to write: copied first if it is still shared with another state. */
  ownZone(z: number): number[] {
    if (z < OWN_BITS) {
      const bit = 1 << z;
      if ((this.#zOwn & bit) === 0) {
        this.zones[z] = this.zones[z].slice();
        this.#zOwn |= bit;
      }
    }
    return this.zones[z];
  }

  /** The equipment lists, to write: copied (each list too) first if still shared. */
  ownAttached(): (number[] | null)[] {
    if (!this.#attOwn) {
      const old = this.attached;
      const copy: (number[] | null)[] = new Array(old.length);
      for (let c = 0; c < old.length; c++) {
        const a = old[c];
        copy[c] = a === null ? null : a.slice();
      }
      this.attached = copy;
      this.#attOwn = true;
    }
    return this.attached;
  }

  /** Adds an option code to the pending list. */
  opt(x: number): void {
    // At most one past the end: a packed list grows by appending.
    this.opts[this.optCount++] = x;
  }

  /** Pushes a task (runs before those pushed earlier). */
  push(kind: number, a = 0, b = 0, c = 0): void {
    // Written in order from at most the end: a packed list grows by appending.
    let at = this.taskCount * TW;
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

/** Zones with an ownership bit (the rest are copied with the state). */
const OWN_BITS = 30;
const ALL_OWN = (1 << OWN_BITS) - 1;

/** Each template's battle at its start, built once: every new battle copies it. */
const STARTS = new WeakMap<GeoTemplate, GeoState>();

/**
 * A battle at the start of template `t`: a copy of the template's start state (lists copied
 * with one `slice` each, where building them from the template's typed arrays loops per value).
 */
export function startState(t: GeoTemplate): GeoState {
  let start = STARTS.get(t);
  if (start === undefined) {
    start = new GeoState(t);
    STARTS.set(t, start);
  }
  return start.clone();
}

/**
 * Sets `a[from..to)` to `x` (a loop: Array.prototype.fill on a list calls into the runtime and
 * cost more than the whole of a short loop in the steps that clear per-card state).
 */
export function setRange(a: number[], x: number, from = 0, to = a.length): void {
  for (let i = from; i < to; i++) a[i] = x;
}

/** A packed list of `n` copies of `x`. */
function filled(n: number, x: number): number[] {
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(x);
  return a;
}

/** A packed list with a typed array's values. */
function listOf(a: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < a.length; i++) out.push(a[i]);
  return out;
}

/** Task width. */
export const TASK_WIDTH = TW;
