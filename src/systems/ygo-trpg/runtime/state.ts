/**
 * A battle's state over integers, and the engine's primitives on it: moving a card (leaving the
 * field drops its modifiers and flags), modifiers (boosts until the end phase), life, charging,
 * dice, asking, and the simulation's tally (what ygo-trpg's analysis/observe.ts counts).
 */
import { FlatRng } from "../../../engine/index.ts";
import { MAX_LIFE } from "../rule-numbers.ts";
import {
  type YgoTemplate,
  Z_FIELD,
  Z_HAND,
  Z_IDECK,
  Z_IHAND,
  Z_MDECK,
  Z_MHAND,
  Z_ST,
  Z_UP,
  ZK,
} from "./template.ts";

/** Per card, `CW` numbers from `card * CW`: zone, flags, damage, set round, ATK, DEF. */
export const CW = 6;
export const C_ZONE = 0;
export const C_FLAGS = 1;
export const C_DMG = 2;
export const C_SET_ROUND = 3;
export const C_ATK = 4;
export const C_DEF = 5;

/** Card flags: acted, passed (this battle phase), doomed (an effect destroyed it). */
export const F_ACTED = 1;
export const F_PASSED = 2;
export const F_DOOM = 4;
/**
 * A card with no set round (the engine's `undefined`: never "set this round"). It is a small
 * integer to V8 (31 bits), so the state's number lists stay packed small integers.
 */
export const NO_ROUND = -0x40000000;

/** Task kinds: the engine's handlers, by number. */
export const T_NOOP = 0;
export const T_ROUND = 1;
export const T_DEAL = 2;
export const T_RESUME = 3;
export const T_PHASE = 4;
export const T_STRATEGY = 5;
export const T_STRATEGY_ANSWER = 6;
export const T_STRATEGY_AGAIN = 7;
export const T_CHARGE = 8;
export const T_CHARGE_ANSWER = 9;
export const T_SUMMON = 10;
export const T_SUMMON_ANSWER = 11;
export const T_SUMMON_TRAPS = 12;
export const T_SUMMON_TRAP_ANSWER = 13;
export const T_SUMMON_ROLL = 14;
export const T_ST = 15;
export const T_ST_ANSWER = 16;
export const T_BATTLE = 17;
export const T_ORDER = 18;
export const T_ORDER_ANSWER = 19;
export const T_ACT = 20;
export const T_ACT_ANSWER = 21;
export const T_ATTACK_TRAPS = 22;
export const T_ATTACK_TRAP_ANSWER = 23;
export const T_SUBSTITUTE = 24;
export const T_SUBSTITUTE_ANSWER = 25;
export const T_RESOLVE_ATTACK = 26;
export const T_END = 27;
/**
 * What the state-based checks (checks.ts) must look at, as bits of `dirty`: a field monster may
 * be destroyed (damage reached its life, doom, a card arriving on a field already gone), a player
 * may faint (life changed), the battle may be decided (the GM's field lost a card, a player
 * fainted). A check whose bit is clear
 * would find nothing: the engine's checks run on any change, these only on the ones they read.
 */
export const D_DESTROY = 1;
export const D_FAINT = 2;
export const D_RESULT = 4;
export const D_ALL = D_DESTROY | D_FAINT | D_RESULT;
/** Words per task: kind and three arguments. */
export const TW = 4;

/** Phases, as `T_PHASE`'s argument (phases.ts order). */
export const PHASE_TASKS = [T_STRATEGY, T_CHARGE, T_SUMMON, T_ST, T_BATTLE, T_END];

/** Who won: the players' side, or the GM. */
export const WIN_PLAYERS = 0;
export const WIN_GM = 1;

/**
 * The acting order's groups of equal stars (battle-order.ts) lie in one flat list: a header (a
 * group's size and side), then its monsters. These pack and read a header.
 */
export function groupHead(size: number, gm: boolean): number {
  return (size << 1) | (gm ? 1 : 0);
}

/** A group's size, from its header. */
export function groupSize(head: number): number {
  return head >> 1;
}

/** Whether a group is the GM's, from its header. */
export function groupGm(head: number): boolean {
  return (head & 1) !== 0;
}

/**
 * The numbers a battle starts from, in the order the state's lists are cut from them:
 * per card (interleaved, CW each) zone, flags, damage, set round, ATK, DEF; per player life, fainted, summons used
 * (normal, special); per seat dealt, taken; per played key 0.
 */
export function initialNumbers(t: Omit<YgoTemplate, "init">): Int32Array {
  const n = t.ids.length;
  const cards = new Int32Array(n * CW);
  for (let i = 0; i < n; i++) {
    cards[i * CW + C_ZONE] = t.zone[i];
    cards[i * CW + C_FLAGS] = t.flags[i];
    cards[i * CW + C_DMG] = t.dmg[i];
    cards[i * CW + C_SET_ROUND] = t.setRound[i];
    cards[i * CW + C_ATK] = t.atk[i];
    cards[i * CW + C_DEF] = t.def[i];
  }
  const parts: ArrayLike<number>[] = [
    cards,
    t.playerLife,
    t.fainted,
    t.usedNormal,
    t.usedSpecial,
    new Int32Array(2 * t.seats.length + t.playedKeys.length),
  ];
  const out = new Int32Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Per template: its start's number lists (cut from `init` once; every battle slices them). */
const START = new WeakMap<YgoTemplate, number[][]>();

function startLists(t: YgoTemplate): number[][] {
  let l = START.get(t);
  if (l !== undefined) return l;
  const init = t.init;
  const n = t.ids.length;
  const gm = t.gm;
  const seats = t.seats.length;
  let at = 0;
  l = [
    ints(init, at, n * CW),
    ints(init, (at += n * CW), gm),
    ints(init, (at += gm), gm),
    ints(init, (at += gm), gm),
    ints(init, (at += gm), gm),
    ints(init, (at += gm), seats),
    ints(init, (at += seats), seats),
    ints(init, (at += seats), t.playedKeys.length),
  ];
  START.set(t, l);
  return l;
}

/** `len` numbers of `src` from `at`, as a packed list (pushed one by one: no holes). */
function ints(src: Int32Array, at: number, len: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < len; i++) out.push(src[at + i]);
  return out;
}

/** `n` zeros, as a packed list. */
function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

/** One battle's state. */
export class YgoState {
  readonly t: YgoTemplate;
  readonly rng = new FlatRng();
  readonly gm: number;
  /**
   * The zone lists, by zone number. A list may be shared with copies of this state (and the
   * template's start): it is written only where `own` says it is this state's, else copied first
   * (`writable`). A shared list is never written again by anyone, so a copy sees only what its
   * source had when copied.
   */
  zones: number[][];
  /** Per zone: 1 where the list is this state's own. */
  own: number[];
  /** Modifiers: [target, source, stat (0 ATK, 1 DEF), value] each, in the order added. */
  mods: number[];
  /**
   * The cards' numbers (CW per card), and per player or seat. Plain lists of small integers, not
   * typed arrays: a copy is a slice in the JS heap, where a typed array over CW numbers a card
   * needs its own backing store, which costs more to make than all of a fork's slices.
   */
  c: number[];
  life: number[];
  fainted: number[];
  usedNormal: number[];
  usedSpecial: number[];
  round: number;
  /** The battle phase: acting order, current actor, second pass (null outside it). */
  order: number[] | null;
  bi = 0;
  second = false;
  /**
   * The acting order being settled (the engine's y.order task carries them): flat groups
   * (groupHead), the first still open at `gAt`.
   */
  groups: number[];
  gAt = 0;
  pending: number[];
  /** The task stack, TW words a task, `nTasks` words in use (reused, never shortened). */
  tasks: number[];
  nTasks: number;
  /** Which state-based checks may have something to do (D_ bits; the engine's `dirty`). */
  dirty = D_ALL;
  over = false;
  winner = 0;
  /** The pending decision: seat (-1 none), continuation kind and arguments, option codes. */
  pSeat = -1;
  pKind = 0;
  pA = 0;
  pB = 0;
  pC = 0;
  opts: number[];
  /** How many of `opts` the pending decision has (the list is reused, never shortened). */
  nOpts = 0;
  /** Life lost by each seat's doing / by each seat; cards played (seat × definition). */
  dealt: number[];
  taken: number[];
  played: number[];

  /**
   * A battle of `t` at its start, or (`from`) an exact copy of another battle's state played on
   * `t` (a search sample's template: same setup, identities dealt again). The copy owns every
   * list it has but the zone lists, which both sides share until one writes (see `zones`); the
   * unused tails of the reused lists (old options, popped tasks) stay behind, so a sample carries
   * nothing from decisions its seat never saw.
   */
  constructor(t: YgoTemplate, from: YgoState | null = null) {
    this.t = t;
    this.gm = t.gm;
    // Lists only set in the constructor (a field initializer's list would be made and dropped
    // by every copy). The zone lists are shared, copied on write, by both sides from now on.
    const zones = from === null ? t.zones : from.zones;
    this.zones = zones.slice();
    this.own = zeros(zones.length);
    if (from !== null) from.own.fill(0);
    if (from !== null) {
      this.c = from.c.slice();
      this.life = from.life.slice();
      this.fainted = from.fainted.slice();
      this.usedNormal = from.usedNormal.slice();
      this.usedSpecial = from.usedSpecial.slice();
      this.dealt = from.dealt.slice();
      this.taken = from.taken.slice();
      this.played = from.played.slice();
    } else {
      const l = startLists(t);
      this.c = l[0].slice();
      this.life = l[1].slice();
      this.fainted = l[2].slice();
      this.usedNormal = l[3].slice();
      this.usedSpecial = l[4].slice();
      this.dealt = l[5].slice();
      this.taken = l[6].slice();
      this.played = l[7].slice();
    }
    if (from === null) {
      this.round = t.round;
      this.tasks = t.tasks.slice();
      this.nTasks = t.tasks.length;
      this.mods = [];
      this.order = null;
      this.groups = [];
      this.pending = [];
      this.opts = [];
      return;
    }
    this.round = from.round;
    this.tasks = from.tasks.slice(0, from.nTasks);
    this.nTasks = from.nTasks;
    this.rng.s01 = from.rng.s01;
    this.rng.s00 = from.rng.s00;
    this.rng.s11 = from.rng.s11;
    this.rng.s10 = from.rng.s10;
    this.mods = from.mods.slice();
    this.order = from.order === null ? null : from.order.slice();
    this.bi = from.bi;
    this.second = from.second;
    // Only the open groups: the settled ones are already in `pending`.
    this.groups = from.groups.slice(from.gAt);
    this.pending = from.pending.slice();
    this.dirty = from.dirty;
    this.over = from.over;
    this.winner = from.winner;
    this.pSeat = from.pSeat;
    this.pKind = from.pKind;
    this.pA = from.pA;
    this.pB = from.pB;
    this.pC = from.pC;
    this.opts = from.opts.slice(0, from.nOpts);
    this.nOpts = from.nOpts;
  }

  /** Zone `z`'s list, to write: this state's own (copied first if it may be shared). */
  writable(z: number): number[] {
    if (this.own[z] === 1) return this.zones[z];
    const list = this.zones[z].slice();
    this.zones[z] = list;
    this.own[z] = 1;
    return list;
  }

  /** Pushes one task (it runs next). */
  push(kind: number, a = 0, b = 0, c = 0): void {
    const t = this.tasks;
    const n = this.nTasks;
    t[n] = kind;
    t[n + 1] = a;
    t[n + 2] = b;
    t[n + 3] = c;
    this.nTasks = n + 4;
  }

  /** Adds an option to the pending decision's list. */
  opt(c: number): void {
    this.opts[this.nOpts++] = c;
  }

  /** Asks `seat` with the options gathered in `opts`; the answer goes to task `kind`. */
  ask(seat: number, kind: number, a = 0, b = 0, c = 0): void {
    this.pSeat = seat;
    this.pKind = kind;
    this.pA = a;
    this.pB = b;
    this.pC = c;
  }

  /** Whether a seat is a player (not the GM). */
  isPlayer(seat: number): boolean {
    return seat !== this.gm;
  }

  /** Whether a card is on a monster field. */
  onField(card: number): boolean {
    return this.c[card * CW + C_ZONE] % ZK === Z_FIELD;
  }

  /** A player fainted (the GM never does). */
  isFainted(seat: number): boolean {
    return seat !== this.gm && this.fainted[seat] !== 0;
  }

  /**
   * Monsters on one side's fields, into `out` from index 0 (a caller's scratch list: no list made
   * per call); returns how many. Every player's in seat order, or the GM's.
   */
  sideMonstersInto(players: boolean, out: number[]): number {
    let n = 0;
    const from = players ? 0 : this.gm;
    const to = players ? this.gm - 1 : this.gm;
    for (let seat = from; seat <= to; seat++) {
      const f = this.zones[seat * ZK + Z_FIELD];
      for (let i = 0; i < f.length; i++) out[n++] = f[i];
    }
    return n;
  }

  /** Monsters taking part (on a side's fields, controller not fainted), into `out`; how many. */
  fightersInto(players: boolean, out: number[]): number {
    let n = 0;
    const owner = this.t.owner;
    const from = players ? 0 : this.gm;
    const to = players ? this.gm - 1 : this.gm;
    for (let seat = from; seat <= to; seat++) {
      if (this.isFainted(seat)) continue;
      const f = this.zones[seat * ZK + Z_FIELD];
      for (let i = 0; i < f.length; i++) if (!this.isFainted(owner[f[i]])) out[n++] = f[i];
    }
    return n;
  }

  /** The hand a seat plays spells and traps from (YGT-03). */
  itemHand(seat: number): number {
    return seat * ZK + (seat === this.gm ? Z_HAND : Z_IHAND);
  }

  /** Moves a card to the top of zone `to` (engine/zones.ts moveCard with ygo-trpg's hooks). */
  move(card: number, to: number): void {
    const from = this.c[card * CW + C_ZONE];
    // A monster arriving on a field may be gone already (the only one there that may: the others
    // were checked). What clears its flags later only lowers damage and doom.
    if (
      to % ZK === Z_FIELD &&
      ((this.c[card * CW + C_FLAGS] & F_DOOM) !== 0 ||
        this.t.life[card] - this.c[card * CW + C_DMG] <= 0)
    )
      this.dirty |= D_DESTROY;
    if (from === this.gm * ZK + Z_FIELD) this.dirty |= D_RESULT;
    const arr = this.writable(from);
    const i = arr.lastIndexOf(card);
    for (let j = i + 1; j < arr.length; j++) arr[j - 1] = arr[j];
    arr.pop();
    this.c[card * CW + C_ZONE] = to;
    this.writable(to).push(card);
    const fk = from % ZK;
    const tk = to % ZK;
    const fromField = fk === Z_FIELD || fk === Z_ST || fk === Z_UP;
    if (fromField && !(tk === Z_FIELD || tk === Z_ST || tk === Z_UP)) {
      this.removeModsOf(card);
      this.c[card * CW + C_ATK] = this.t.atk[card];
      this.c[card * CW + C_DEF] = this.t.def[card];
      // onLeaveField: the card forgets its damage and flags (not from a hand: never the field).
      this.clearFlags(card);
    }
  }

  /** The engine's `c.f = {}`. */
  clearFlags(card: number): void {
    this.c[card * CW + C_FLAGS] = 0;
    this.c[card * CW + C_DMG] = 0;
    this.c[card * CW + C_SET_ROUND] = NO_ROUND;
  }

  /** Adds a boost until the end phase and recomputes its target. */
  addMod(target: number, source: number, stat: number, value: number): void {
    this.mods.push(target, source, stat, value);
    this.recompute(target);
  }

  /** Stats from the printed values plus the modifiers on the card (all "add"). */
  recompute(card: number): void {
    let atk = this.t.atk[card];
    let def = this.t.def[card];
    const m = this.mods;
    for (let i = 0; i < m.length; i += 4) {
      if (m[i] !== card) continue;
      if (m[i + 2] === 0) atk += m[i + 3];
      else def += m[i + 3];
    }
    this.c[card * CW + C_ATK] = atk;
    this.c[card * CW + C_DEF] = def;
  }

  /** Removes modifiers on or from a card leaving the field, recomputing the cards they touched. */
  private removeModsOf(card: number): void {
    const m = this.mods;
    if (m.length === 0) return;
    const touched: number[] = [];
    let n = 0;
    for (let i = 0; i < m.length; i += 4) {
      if (m[i] === card || m[i + 1] === card) {
        if (!touched.includes(m[i])) touched.push(m[i]);
        continue;
      }
      m[n] = m[i];
      m[n + 1] = m[i + 1];
      m[n + 2] = m[i + 2];
      m[n + 3] = m[i + 3];
      n += 4;
    }
    if (n === m.length) return;
    m.length = n;
    for (const c of touched) this.recompute(c);
  }

  /**
   * Damage to a monster; the destroyed check is due only when the monster is now gone (the only
   * thing it looks for: no other field monster changed).
   * Rules: YGT-24.
   */
  hurt(card: number, amount: number): void {
    const dmg = (this.c[card * CW + C_DMG] += amount);
    if (this.t.life[card] - dmg <= 0) this.dirty |= D_DESTROY;
  }

  /** Dooms a monster (an effect destroyed it): the destroyed check is due. */
  doom(card: number): void {
    this.c[card * CW + C_FLAGS] |= F_DOOM;
    this.dirty |= D_DESTROY;
  }

  /** The end phase: every boost ends. */
  removeAllMods(): void {
    const m = this.mods;
    if (m.length === 0) return;
    const touched: number[] = [];
    for (let i = 0; i < m.length; i += 4) if (!touched.includes(m[i])) touched.push(m[i]);
    m.length = 0;
    for (const c of touched) this.recompute(c);
  }

  /** Changes a player's life (capped at 40, floored at 0); a loss is tallied (observe.ts) (YGT-02). */
  changeLife(seat: number, delta: number, from: number): void {
    const before = this.life[seat];
    const after = Math.max(0, Math.min(MAX_LIFE, before + delta));
    this.life[seat] = after;
    this.dirty |= D_FAINT;
    if (delta < 0 && before > after) this.damage(from, seat, before - after);
  }

  /** Tallies damage dealt by `from` (-1: no seat) to `to`. */
  damage(from: number, to: number, amount: number): void {
    if (from >= 0) this.dealt[from] += amount;
    this.taken[to] += amount;
  }

  /** Tallies a card played (summoned, activated) by `seat`. */
  play(seat: number, card: number): void {
    this.played[seat * this.t.defs.length + this.t.cardDef[card]] = 1;
  }

  /** Draws the top card of a player's monster or item deck into its hand; false when empty. */
  draw(seat: number, monster: boolean): boolean {
    const pile = this.zones[seat * ZK + (monster ? Z_MDECK : Z_IDECK)];
    if (pile.length === 0) return false;
    this.move(pile[pile.length - 1], seat * ZK + (monster ? Z_MHAND : Z_IHAND));
    return true;
  }

  /** One six-sided die. */
  d6(): number {
    return this.rng.die(6);
  }

  /** Ends the battle. */
  end(winner: number): void {
    this.over = true;
    this.winner = winner;
    this.pSeat = -1;
  }
}
