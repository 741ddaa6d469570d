/**
 * What a computer player is and what it may look at. A bot gets a {@link BotContext}: its seat,
 * the legal options, its seat's view, and samples — full battles consistent with that view in
 * which hidden cards are re-dealt at random and future dice reseeded (`determinize`). Nothing in
 * the context hands out the real battle, so a bot cannot read a hidden card or the next die.
 */
import {
  type Battle,
  determinize,
  engineSearch,
  type OptionDef,
  type RuleSystem,
  type SearchBattle,
  type Seat,
  type SeatView,
  type StateValue,
  sampler,
  viewFor,
} from "../engine/index.ts";
import { evaluatorFor } from "./evaluate.ts";
import { loweredSampler } from "./lowered-search.ts";

/** Everything a bot may use to decide. */
export interface BotContext {
  readonly seat: Seat;
  /** The seat's number: its place in the battle's seats (as {@link SearchBattle} numbers seats). */
  readonly seatIndex: number;
  /** The legal options (non-empty). */
  readonly options: readonly OptionDef[];
  readonly system: RuleSystem;
  /** The seat's view of the battle (built on first use, then kept). */
  view(): SeatView;
  /** A full battle the seat could be in (see `determinize`); each seed gives another sample. */
  sample(seed: number): Battle;
  /**
   * The same sample as {@link sample} for a search bot to play on: on the system's lowered
   * runtime when it plays this battle exactly (src/bots/lowered-search.ts), else on the engine.
   */
  search(seed: number): SearchBattle;
}

/** A computer player. */
export interface Bot {
  /** Name as given on the command line, e.g. `mcts:200`. */
  readonly name: string;
  /** Picks one of `ctx.options` for `ctx.seat`; returns its id. */
  choose(ctx: BotContext): string;
  /**
   * The same pick as {@link choose}, as an index into `ctx.options`, for bots that pick by
   * position anyway: the caller answers with `Battle.chooseIndex` and skips the id search.
   */
  pick?(ctx: BotContext): number;
}

/**
 * The context of one decision. A class rather than an object of closures: it is made for every
 * bot decision of every simulated battle, and closures made per call cost measurably there.
 */
class Context implements BotContext {
  readonly seat: Seat;
  readonly seatIndex: number;
  readonly options: readonly OptionDef[];
  readonly system: RuleSystem;
  #battle: Battle;
  #lowered: ((seed: number) => SearchBattle) | null | undefined = undefined;
  #value: StateValue | null = null;
  #view: SeatView | null = null;
  #sampler: ((seed: number) => Battle) | null = null;
  #samples = 0;

  constructor(battle: Battle, seat: Seat) {
    this.#battle = battle;
    this.seat = seat;
    this.seatIndex = battle.state.seats.indexOf(seat);
    this.system = battle.system;
    this.options = battle.pending?.seat === seat ? battle.pending.options : [];
  }

  view(): SeatView {
    this.#view ??= viewFor(this.#battle, this.seat);
    return this.#view;
  }

  sample(seed: number): Battle {
    // A bot that draws one sample (greedy) pays for one; from the second on, the samples come
    // from a sampler, which renames once for all of them (the battle does not change meanwhile).
    if (this.#sampler !== null) return this.#sampler(seed);
    if (this.#samples++ === 0) return determinize(this.#battle, this.seat, seed);
    this.#sampler = sampler(this.#battle, this.seat);
    return this.#sampler(seed);
  }

  search(seed: number): SearchBattle {
    if (this.#lowered === undefined) this.#lowered = loweredSampler(this.#battle, this.seat);
    if (this.#lowered !== null) return this.#lowered(seed);
    // The evaluator once per decision, not per sample (MCTS draws hundreds).
    this.#value ??= evaluatorFor(this.system.id);
    return engineSearch(this.sample(seed), this.#value);
  }
}

/** The context for `seat`, which must be the seat the battle waits for. */
export function botContext(battle: Battle, seat: Seat): BotContext {
  return new Context(battle, seat);
}
