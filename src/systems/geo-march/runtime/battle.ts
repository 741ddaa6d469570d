/**
 * A game on the lowered runtime, as callers see it (SystemEntry.lowered's LoweredBattle): who
 * decides, how many options, choose by index, the engine's option id on demand, the result,
 * the figures geo-march's analysis would tally, and samples for search bots.
 */

import { type SearchBattle, seedRng } from "../../../engine/index.ts";
import { checkChoice } from "../../shared/lowered-runtime.ts";
import { Dealer } from "./determinize.ts";
import { beginBattle } from "./game.ts";
import { idOf } from "./options.ts";
import { answer, run } from "./run.ts";
import { GeoSearch } from "./search.ts";
import { type GeoState, startState, T_BATTLE, T_GM_START, T_GM_TURN } from "./state.ts";
import type { GeoTemplate } from "./template.ts";

const SEAT_NAMES = ["p1", "p2"] as const;

/** One game (or stand-alone battle) from a template and a seed, run to its first decision. */
export class LoweredGeoBattle {
  readonly s: GeoState;
  /** The seats, as the engine's state lists them. */
  readonly seats: readonly string[] = SEAT_NAMES;
  /** What samples of this decision share (made by the first; an answer moves on). */
  #dealer: Dealer | null = null;

  constructor(t: GeoTemplate, seed: number) {
    const s = startState(t);
    s.rng.set(seedRng(seed));
    if (t.game) {
      s.active = t.first;
      s.push(T_GM_TURN);
      s.push(T_GM_START);
    } else {
      beginBattle(s, t.battleGeo, t.origins.slice(), t.marcher);
      s.push(T_BATTLE);
    }
    this.s = s;
    run(s);
  }

  /** The seat that decides now ("p1" / "p2"), or null when it is over. */
  get pendingSeat(): string | null {
    return this.s.pSeat < 0 ? null : SEAT_NAMES[this.s.pSeat];
  }

  /** The deciding seat's number in `seats`, or -1 when the battle is over. */
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
    this.#dealer = null;
    answer(s, i);
  }

  /**
   * A sample of this battle as seat number `seat` may imagine it, dealt as the engine's
   * `determinize(battle, seats[seat], seed)` deals it (determinize.ts), for search bots.
   */
  sample(seat: number, seed: number): SearchBattle {
    let d = this.#dealer;
    if (d === null || d.seat !== seat) this.#dealer = d = new Dealer(this.s, seat);
    return new GeoSearch(d.deal(seed), d.ev);
  }

  /** How it ended (winner and outcome, as the engine's result), or null. */
  get result(): { winner: string | null; outcome: string } | null {
    const s = this.s;
    if (!s.over) return null;
    return { winner: s.winner < 0 ? null : SEAT_NAMES[s.winner], outcome: s.outcome };
  }

  /** The analysis's turn count: the game's turn counter, 1 for a stand-alone battle. */
  get turns(): number {
    return this.s.t.game ? this.s.turn : 1;
  }

  /** The simulation's figures, as geo-march's analysis tallies them (analysis/observe.ts). */
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
    for (let k = 0; k < 2; k++) {
      if (s.dealt[k] > 0) dealt.set(SEAT_NAMES[k], s.dealt[k]);
      if (s.taken[k] > 0) taken.set(SEAT_NAMES[k], s.taken[k]);
    }
    const played = new Set<string>();
    const keys = s.t.playedKeys;
    for (let i = 0; i < keys.length; i++) if (s.played[i] !== 0) played.add(keys[i]);
    return { turns: this.turns, dealt, taken, played };
  }

  /** The seats geo-march's evaluator values 1: the winner of a finished game (a draw: none). */
  winners(): string[] {
    const s = this.s;
    return s.over && s.winner >= 0 ? [SEAT_NAMES[s.winner]] : [];
  }
}
