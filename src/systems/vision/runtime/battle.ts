/**
 * A battle on the lowered runtime, as callers see it: who decides, how many options, choose by
 * index, the engine's option id on demand, the result, and the figures a simulation tallies.
 */

import type { Result, SearchBattle } from "../../../engine/index.ts";
import { seedRng } from "../../../engine/index.ts";
import { slabPer } from "../../shared/buffer-slab.ts";
import { checkChoice } from "../../shared/lowered-runtime.ts";
import { dealSample, prepareSamples, type VisionSampler } from "./determinize.ts";
import { idOf } from "./options.ts";
import { answer, run } from "./run.ts";
import { VisionSearch } from "./search.ts";
import { T_START, T_TURN, VisionState } from "./state.ts";
import type { VisionTemplate } from "./template.ts";

const SEAT_NAMES = ["p1", "p2"] as const;

/**
 * Per template, where its fresh battles' arrays are carved from (buffer-slab.ts): they hold
 * nothing but real battles of that setup. Not on the template itself, whose copies samples make.
 */
const freshSlab = slabPer<VisionTemplate>();

/** One battle from a template and a seed, run to its first decision. */
export class LoweredVisionBattle {
  readonly s: VisionState;
  /** The seats, as the engine's state lists them. */
  readonly seats: readonly string[] = SEAT_NAMES;
  /** What samples are dealt from (determinize.ts): refilled for each decision that has some. */
  #sampler: VisionSampler | null = null;
  /** Whether `#sampler` is for this decision (an answer makes it stale). */
  #sampled = false;

  constructor(t: VisionTemplate, seed: number) {
    const s = new VisionState(t, null, freshSlab(t));
    s.rng.set(seedRng(seed));
    s.push(T_TURN);
    s.push(T_START);
    this.s = s;
    run(s);
  }

  /** The seat that decides now ("p1" / "p2"), or null when the battle is over. */
  get pendingSeat(): string | null {
    return this.s.pSeat < 0 ? null : SEAT_NAMES[this.s.pSeat];
  }

  /** The deciding seat's number (0 = p1, 1 = p2), or -1. */
  get pendingIndex(): number {
    return this.s.pSeat;
  }

  /** How many options the pending decision has (0 when none). */
  get optionCount(): number {
    return this.s.pSeat < 0 ? 0 : this.s.optCount;
  }

  /** The engine's id of option `i` (built now; the loop never needs it). */
  optionId(i: number): string {
    return idOf(this.s.t, this.s.opts[i]);
  }

  /** Answers the pending decision with option `i` and runs to the next one. */
  choose(i: number): void {
    const s = this.s;
    checkChoice(s.pSeat, s.optCount, i);
    this.#sampled = false;
    answer(s, i);
  }

  /**
   * A sample of this battle as seat number `seat` may imagine it, dealt as the engine's
   * `determinize` deals it (determinize.ts), for search bots (LoweredBattle.sample).
   */
  sample(seat: number, seed: number): SearchBattle {
    let p = this.#sampler;
    if (p === null || !this.#sampled || p.seat !== seat) {
      this.#sampler = p = prepareSamples(this.s, seat, p ?? undefined);
      this.#sampled = true;
    }
    return new VisionSearch(dealSample(p, seed), p.slab);
  }

  /** How the battle ended (winner and outcome, as the engine's result), or null. */
  get result(): Pick<Result, "winner" | "outcome"> | null {
    const s = this.s;
    if (!s.over) return null;
    if (s.draw) return { winner: null, outcome: "draw" };
    return { winner: SEAT_NAMES[s.winner], outcome: "win" };
  }

  /** The simulation's figures, as vision's analysis tallies them (analysis/observe.ts). */
  figures(): {
    turns: number;
    dealt: Map<string, number>;
    taken: Map<string, number>;
    played: Set<string>;
  } {
    const s = this.s;
    const dealt = new Map<string, number>();
    const taken = new Map<string, number>();
    // Only seats with a loss appear, as the tally adds them (a positive amount at a time).
    if (s.dealt0 > 0) dealt.set("p1", s.dealt0);
    if (s.dealt1 > 0) dealt.set("p2", s.dealt1);
    if (s.taken0 > 0) taken.set("p1", s.taken0);
    if (s.taken1 > 0) taken.set("p2", s.taken1);
    const played = new Set<string>();
    const keys = s.t.playedKeys;
    for (let i = 0; i < keys.length; i++) if (s.played[i] !== 0) played.add(keys[i]);
    return { turns: s.turn, dealt, taken, played };
  }

  /** The seats vision's evaluator values 1: the winner of a finished battle. */
  winners(): string[] {
    const s = this.s;
    return s.over && !s.draw ? [SEAT_NAMES[s.winner]] : [];
  }
}
