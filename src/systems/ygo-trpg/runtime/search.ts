/**
 * A runtime state as a search bot's battle (SearchBattle, src/engine/search-battle.ts): a sample
 * dealt by determinize.ts, answered by option number, forked by copying its integers, valued by
 * the evaluator's twin (evaluate.ts). Option keys are the runtime's option codes: a code names
 * kind, card number and target, and a card number is a place, as the engine's sample ids are
 * (hidden places renamed `h1`, `h2`, … by place), so codes and the engine's ids name the same
 * options across every sample of one decision.
 */
import type { SearchBattle } from "../../../engine/index.ts";
import { checkChoice } from "../../shared/lowered-runtime.ts";
import { stateValue } from "./evaluate.ts";
import { idOf } from "./options.ts";
import { answer } from "./run.ts";
import { YgoState } from "./state.ts";

/** A search bot's view of a runtime state (a sample, or a fork of one). */
export class YgoSearch implements SearchBattle {
  readonly s: YgoState;

  constructor(s: YgoState) {
    this.s = s;
  }

  /** The deciding seat's number, or -1 when the battle is over. */
  get pendingIndex(): number {
    return this.s.pSeat;
  }

  /** How many options the pending decision has (0 when none). */
  get optionCount(): number {
    return this.s.pSeat < 0 ? 0 : this.s.nOpts;
  }

  /** Option `i`'s code: one-to-one with the engine sample's option ids. */
  optionKey(i: number): number {
    return this.s.opts[i];
  }

  /** The engine's id of option `i` in the engine's sample of the same seed (for tests). */
  optionId(i: number): string {
    return idOf(this.s.t, this.s.opts[i]);
  }

  /** Answers with option `i` and runs to the next decision. */
  chooseIndex(i: number): void {
    const s = this.s;
    checkChoice(s.pSeat, s.nOpts, i);
    answer(s, i);
  }

  /** An independent copy (the sample's template is shared: nothing writes it). */
  fork(): YgoSearch {
    return new YgoSearch(new YgoState(this.s.t, this.s));
  }

  /** ygo-trpg's evaluator for seat number `seat`. */
  value(seat: number): number {
    return stateValue(this.s, seat);
  }
}
