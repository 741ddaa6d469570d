/**
 * What search bots (MCTS, greedy) play their imagined futures on: a battle answered by option
 * number, forked cheaply, and valued by the system's evaluator. The engine's Battle is one
 * (through {@link engineSearch}); a system's lowered runtime can be another (its battles'
 * `sample`, src/systems/shared/lowered-runtime.ts), which is how a bot thinks many times faster
 * on a battle its runtime can play. Both must give the same bot the same decisions: the same
 * deciding seat, the same number of options in the same order, option keys that name the same
 * options, and the same values, bit for bit (test/conformance/lowered-search.ts holds them to it).
 */
import type { Battle } from "./battle.ts";
import { EngineError } from "./errors.ts";
import type { BattleState, Seat } from "./types.ts";

/** A battle a search bot plays on. Seats are numbers: their places in the state's `seats`. */
export interface SearchBattle {
  /** The deciding seat's number, or -1 when the battle is over. */
  readonly pendingIndex: number;
  /** How many options the pending decision has (0 when none). */
  readonly optionCount: number;
  /**
   * A key for option `i` that names the same option in every sample of one decision: two
   * options of two samples have equal keys exactly when the engine's option ids are equal.
   * The engine's key is the option id; a runtime may use a number.
   */
  optionKey(i: number): string | number;
  /** Answers the pending decision with option `i` and runs to the next decision. */
  chooseIndex(i: number): void;
  /** An independent copy at the same point (answers to one do not reach the other). */
  fork(): SearchBattle;
  /** The system's evaluator for seat number `seat`, in [0, 1]. */
  value(seat: number): number;
}

/** A system's position value (src/bots/evaluate.ts). */
export type StateValue = (state: BattleState, seat: Seat) => number;

/** An engine battle as a {@link SearchBattle}. */
class EngineSearch implements SearchBattle {
  readonly b: Battle;
  readonly #value: StateValue;

  constructor(b: Battle, value: StateValue) {
    this.b = b;
    this.#value = value;
  }

  get pendingIndex(): number {
    const p = this.b.state.pending;
    return p === null ? -1 : this.b.state.seats.indexOf(p.seat);
  }

  get optionCount(): number {
    return this.b.state.pending?.options.length ?? 0;
  }

  optionKey(i: number): string {
    const p = this.b.state.pending;
    if (p === null) throw new EngineError("no decision is pending");
    return p.options[i].id;
  }

  chooseIndex(i: number): void {
    this.b.chooseIndex(i);
  }

  fork(): EngineSearch {
    return new EngineSearch(this.b.fork(), this.#value);
  }

  value(seat: number): number {
    return this.#value(this.b.state, this.b.state.seats[seat]);
  }
}

/** `b` (a sample, usually) as a {@link SearchBattle} valued by `value`. */
export function engineSearch(b: Battle, value: StateValue): SearchBattle {
  return new EngineSearch(b, value);
}
