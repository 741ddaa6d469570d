/**
 * A runtime sample as search bots play it (SearchBattle, src/engine/search-battle.ts): answered
 * by option number, forked by copying its state, valued by geo-march's evaluator (evaluate.ts).
 * Option keys are the runtime's option codes: they name options by card and geo numbers, which
 * in every sample of one decision stand for the same places as the engine's ids (hidden places
 * get the same numbers in each, determinize.ts), so they name the same options one to one.
 */
import type { SearchBattle } from "../../../engine/index.ts";
import { checkChoice } from "../../shared/lowered-runtime.ts";
import { type EvalTable, evaluate } from "./evaluate.ts";
import { idOf } from "./options.ts";
import { answer } from "./run.ts";
import type { GeoState } from "./state.ts";

/** A sample (or a fork of one) of a geo-march battle on the runtime. */
export class GeoSearch implements SearchBattle {
  readonly s: GeoState;
  readonly #ev: EvalTable;

  constructor(s: GeoState, ev: EvalTable) {
    this.s = s;
    this.#ev = ev;
  }

  /** The deciding seat's number, or -1 when the battle is over. */
  get pendingIndex(): number {
    return this.s.pSeat;
  }

  /** How many options the pending decision has (0 when none). */
  get optionCount(): number {
    return this.s.pSeat < 0 ? 0 : this.s.optCount;
  }

  /** Option `i`'s code (see the file's comment). */
  optionKey(i: number): number {
    return this.s.opts[i];
  }

  /** The id the engine's sample gives option `i` (hidden cards as `h1`, `h2`, …). */
  optionId(i: number): string {
    return idOf(this.s.t, this.s.opts[i]);
  }

  /** Answers with option `i` and runs to the next decision. */
  chooseIndex(i: number): void {
    const s = this.s;
    checkChoice(s.pSeat, s.optCount, i);
    answer(s, i);
  }

  /** An independent copy at the same point. */
  fork(): GeoSearch {
    return new GeoSearch(this.s.clone(), this.#ev);
  }

  /** geo-march's evaluator for seat number `seat`, bit for bit. */
  value(seat: number): number {
    return evaluate(this.s, this.#ev, seat);
  }
}
