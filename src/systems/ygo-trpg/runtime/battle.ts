/**
 * A battle on the lowered runtime, as callers see it: who decides, how many options, choose by
 * index, the engine's option id on demand, the result, and the figures a simulation tallies.
 */

import { seedRng } from "../../../engine/index.ts";
import { checkChoice } from "../../shared/lowered-runtime.ts";
import { type DealPlan, dealSample, planDeal } from "./determinize.ts";
import { idOf } from "./options.ts";
import { answer, run } from "./run.ts";
import { YgoSearch } from "./search.ts";
import { WIN_PLAYERS, YgoState } from "./state.ts";
import type { YgoTemplate } from "./template.ts";

/** One battle from a template and a seed, run to its first decision. */
export class LoweredYgoBattle {
  readonly s: YgoState;
  /** The seats, as the engine's state lists them (players, then the GM). */
  readonly seats: readonly string[];
  /** Per seat number: the deal of this decision's samples (dropped when the battle moves). */
  #plans: (DealPlan | undefined)[] = [];

  constructor(t: YgoTemplate, seed: number) {
    const s = new YgoState(t);
    s.rng.set(seedRng(seed));
    this.s = s;
    this.seats = t.seats;
    run(s);
  }

  /** The seat that decides now, or null when the battle is over. */
  get pendingSeat(): string | null {
    return this.s.pSeat < 0 ? null : this.seats[this.s.pSeat];
  }

  /** The deciding seat's number in `seats`, or -1. */
  get pendingIndex(): number {
    return this.s.pSeat;
  }

  /** How many options the pending decision has (0 when none). */
  get optionCount(): number {
    return this.s.pSeat < 0 ? 0 : this.s.nOpts;
  }

  /** The engine's id of option `i` (built now; the loop never needs it). */
  optionId(i: number): string {
    return idOf(this.s.t, this.s.opts[i]);
  }

  /** Answers the pending decision with option `i` and runs to the next one. */
  choose(i: number): void {
    const s = this.s;
    checkChoice(s.pSeat, s.nOpts, i);
    // The plans are for this decision only (a list made only when there are any to drop).
    if (this.#plans.length > 0) this.#plans = [];
    answer(s, i);
  }

  /**
   * A search bot's sample of this battle as seat number `seat` may imagine it, dealt as the
   * engine's `determinize(battle, seats[seat], seed)` (determinize.ts): what the seat does not
   * see re-dealt, the generator reseeded. The deal's groups are made once per decision.
   */
  sample(seat: number, seed: number): YgoSearch {
    let plan = this.#plans[seat];
    if (plan === undefined) {
      plan = planDeal(this.s, seat);
      this.#plans[seat] = plan;
    }
    return new YgoSearch(dealSample(this.s, plan, seed), plan.keyNum);
  }

  /** How the battle ended (winner and outcome, as the engine's result), or null. */
  get result(): { winner: string; outcome: string } | null {
    const s = this.s;
    if (!s.over) return null;
    return s.winner === WIN_PLAYERS
      ? { winner: "players", outcome: "victory" }
      : { winner: "gm", outcome: "defeat" };
  }

  /** The round counter (the analysis's turns). */
  get turn(): number {
    return this.s.round;
  }

  /** The simulation's figures, as ygo-trpg's analysis tallies them (analysis/observe.ts). */
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
    for (let i = 0; i < this.seats.length; i++) {
      if (s.dealt[i] > 0) dealt.set(this.seats[i], s.dealt[i]);
      if (s.taken[i] > 0) taken.set(this.seats[i], s.taken[i]);
    }
    return { turns: s.round, dealt, taken, played: new Set(this.played()) };
  }

  /** Seats ygo-trpg's evaluator values 1: every player on a victory, the GM on a defeat. */
  winners(): string[] {
    const s = this.s;
    if (!s.over) return [];
    return s.winner === WIN_PLAYERS ? this.seats.slice(0, s.gm) : [this.seats[s.gm]];
  }

  /** `<seat>\t<card>` for every card a seat summoned or activated (the analysis's "played"). */
  played(): string[] {
    const s = this.s;
    const keys = s.t.playedKeys;
    const out: string[] = [];
    for (let i = 0; i < keys.length; i++) if (s.played[i] !== 0) out.push(keys[i]);
    return out;
  }
}
