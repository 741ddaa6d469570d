/**
 * A runtime battle at the boundary: the seat that decides, its options' ids (built on demand),
 * choosing by index, the result and the analysis's figures. `lowered(i)` says whether the
 * runtime plays option `i` (every option of the setups prepare accepts, so far). `sample` gives
 * search bots their samples (determinize.ts, search.ts).
 */
import { EngineError, type SearchBattle } from "../../../engine/index.ts";
import { seedRng } from "../../../engine/rng.ts";
import { Slab, slabPer } from "../../shared/buffer-slab.ts";
import * as C from "./codes.ts";
import { determinizeState } from "./determinize.ts";
import { opening } from "./opening.ts";
import { idOf } from "./options.ts";
import { answer, playable } from "./run.ts";
import { MgSearch } from "./search.ts";
import { type MgSearchInfo, searchInfo } from "./search-info.ts";
import { MgState } from "./state.ts";
import type { MgTemplate } from "./template.ts";

/**
 * Per template, where its fresh battles' lists are carved from (buffer-slab.ts): they hold
 * nothing but real battles of that setup (and magical-girl hides nothing from any seat).
 */
const freshSlab = slabPer<MgTemplate>();

/** A battle of a template for a seed, paused at its first decision. */
export class MgRuntimeBattle {
  readonly s: MgState;
  readonly seats: readonly string[];
  /** The template's search facts, once asked for (search-info.ts). */
  #info: MgSearchInfo | null = null;
  /** Where its samples and their forks keep their lists (slab.ts), once sampled. */
  #slab: Slab | null = null;

  constructor(t: MgTemplate, seed: number) {
    this.s = new MgState(t, seed, seedRng(seed), null, freshSlab(t));
    this.seats = t.seats;
    opening(this.s);
  }

  /** The seat that decides now, or null when the battle is over. */
  get pendingSeat(): string | null {
    return this.s.over ? null : this.s.t.seats[this.s.pSeat];
  }

  /** The deciding seat's number in `seats`, or -1 when the battle is over. */
  get pendingIndex(): number {
    return this.s.over ? -1 : this.s.pSeat;
  }

  /** How many options the pending decision has (0 when the battle is over). */
  get optionCount(): number {
    return this.s.over ? 0 : this.s.optCount;
  }

  /** The engine's id of option `i`. */
  optionId(i: number): string {
    return idOf(this.s.t, this.s.opts[i]);
  }

  /** Whether the runtime plays option `i` (the others are its frontier). */
  lowered(i: number): boolean {
    return playable(this.s, this.s.opts[i]);
  }

  /** Answers the pending decision with option `i` and runs on to the next one. */
  choose(i: number): void {
    const c = this.s.opts[i];
    if (!playable(this.s, c))
      throw new EngineError(`magical-girl runtime: "${this.optionId(i)}" is not lowered`);
    answer(this.s, c);
  }

  /**
   * A sample of this battle as seat number `seat` may imagine it for `seed`, exactly as the
   * engine's `determinize` deals it, for search bots (LoweredBattle.sample). This battle is
   * left as it is.
   */
  sample(seat: number, seed: number): SearchBattle {
    this.#info ??= searchInfo(this.s.t);
    this.#slab ??= new Slab();
    const info = this.#info;
    const slab = this.#slab;
    return new MgSearch(determinizeState(this.s, info, seat, seed, slab), info, slab);
  }

  /** The result: the winner (a seat, or a side in PvP) and the outcome, or null while it runs. */
  get result(): { winner: string | null; outcome: string } | null {
    return this.s.over ? { winner: this.s.winner, outcome: this.s.outcome } : null;
  }

  /** What magical-girl's analysis would tally: rounds, HP lost by and to each seat, played. */
  figures(): {
    turns: number;
    dealt: Map<string, number>;
    taken: Map<string, number>;
    played: Set<string>;
  } {
    const s = this.s;
    const seats = s.t.seats;
    // In the order the tally would first see each (a positive amount at a time).
    const dealt = new Map<string, number>();
    for (const q of s.dealtOrder) dealt.set(seats[q], s.dealt[q]);
    const taken = new Map<string, number>();
    for (const q of s.takenOrder) taken.set(seats[q], s.taken[q]);
    const played = new Set<string>();
    for (const k of s.playedOrder) played.add(s.t.playedKeys[k]);
    return { turns: s.round, dealt, taken, played };
  }

  /** The seats magical-girl's evaluator values 1: those on the winning side. */
  winners(): string[] {
    const s = this.s;
    if (!s.over || s.winner === null) return [];
    const out: string[] = [];
    for (let q = 0; q < s.t.seats.length; q++) {
      for (let i = 0; i < s.t.n; i++) {
        if (s.get(i, C.F_SEAT) !== q) continue;
        const side = s.t.sides[s.get(i, C.F_SIDE)];
        if (side === s.winner || (s.winner === "kp" && side === "enemy")) out.push(s.t.seats[q]);
        break;
      }
    }
    return out;
  }

  /** The round, the order (engine ids), whose turn it is, every fighter's DP, HP, wound (tests). */
  snapshot(): {
    round: number;
    order: string[];
    active: string | null;
    dp: number[];
    hp: number[];
    wound: string[];
  } {
    const s = this.s;
    const ids = s.t.ids;
    return {
      round: s.round,
      order: Array.from(s.order.subarray(0, s.orderLen), (i) => ids[i]),
      active: s.active < 0 ? null : ids[s.active],
      dp: Array.from({ length: s.t.n }, (_, i) => s.get(i, C.F_DP)),
      hp: Array.from({ length: s.t.n }, (_, i) => s.get(i, C.F_HP)),
      wound: Array.from({ length: s.t.n }, (_, i) => C.WOUNDS[s.get(i, C.F_WOUND)]),
    };
  }
}
