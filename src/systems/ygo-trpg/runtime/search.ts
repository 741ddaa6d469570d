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
import {
  cardOf,
  idOf,
  kindOf,
  O_ACTIVATE,
  O_ATTACK,
  O_DIRECT,
  O_FIRST,
  O_SET,
  O_SPECIAL,
  O_SUBSTITUTE,
  O_SUMMON,
  O_TRAP,
  targetOf,
} from "./options.ts";
import { answer } from "./run.ts";
import { YgoState } from "./state.ts";

/** Option kinds that name a card (their ids carry it; options.ts's idOf). */
const CARD_KINDS = [
  O_ACTIVATE,
  O_TRAP,
  O_SET,
  O_SUMMON,
  O_SPECIAL,
  O_FIRST,
  O_ATTACK,
  O_DIRECT,
  O_SUBSTITUTE,
].reduce((bits, k) => bits | (1 << k), 0);

/** A search bot's view of a runtime state (a sample, or a fork of one). */
export class YgoSearch implements SearchBattle {
  readonly s: YgoState;
  /** Card number → key number (determinize.ts's `keyNum`: hidden cards by place). */
  readonly #keyNum: Int32Array;

  constructor(s: YgoState, keyNum: Int32Array) {
    this.s = s;
    this.#keyNum = keyNum;
  }

  /** The deciding seat's number, or -1 when the battle is over. */
  get pendingIndex(): number {
    return this.s.pSeat;
  }

  /** How many options the pending decision has (0 when none). */
  get optionCount(): number {
    return this.s.pSeat < 0 ? 0 : this.s.nOpts;
  }

  /**
   * Option `i`'s key: its code with each card numbered as the seat may know it (a hidden card
   * by its place), so the key names the same option as the engine sample's id and carries no
   * card number of the real deal. Kind, card and target + 1 as one number (below 2^53).
   */
  optionKey(i: number): number {
    const c = this.s.opts[i];
    const kind = kindOf(c);
    // Kinds without a card ("pass", "end", …) are the kind alone: a stray card field must not
    // carry a number either.
    if (((CARD_KINDS >>> kind) & 1) === 0) return kind;
    const kn = this.#keyNum;
    const target = targetOf(c);
    // A direct attack's target is a seat, named as it is; other targets are cards.
    const t = target < 0 ? 0 : (kind === O_DIRECT ? target : kn[target]) + 1;
    return kind + 32 * (kn[cardOf(c)] + 4096 * t);
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
    return new YgoSearch(new YgoState(this.s.t, this.s), this.#keyNum);
  }

  /** ygo-trpg's evaluator for seat number `seat`. */
  value(seat: number): number {
    return stateValue(this.s, seat);
  }
}
