/**
 * What a rule system tells the analysis tools (bots, `kassen sim`, `kassen odds`) about itself:
 * how good a position is for a seat, what an event means for the simulation's figures, and the
 * exact questions it can answer. Kept apart from the rules: nothing here changes a battle.
 */
import type { BattleState, LogEvent, Seat } from "../engine/index.ts";
import type { OddsQuestion } from "./odds-question.ts";

/** Where `observe` records what one battle did (one tally per battle). */
export interface BattleTally {
  /** `amount` damage dealt by `from` (null: no seat, e.g. a rule) to `to`. */
  damage(from: Seat | null, to: Seat, amount: number): void;
  /** `seat` played (summoned, cast, activated) a card or ability with content id `def`. */
  played(seat: Seat, def: string): void;
}

/** A rule system's analysis hooks (registered next to the system in `src/systems/registry.ts`). */
export interface SystemAnalysis {
  /**
   * How good `state` is for `seat`, in [0, 1]: roughly its chance to win from here. For a
   * finished battle, exactly 1 (the seat's side won), 0 (lost) or 0.5 (draw, no winner). The
   * greedy bot maximises it after each option; MCTS uses it where a playout stops early. It may
   * read the whole state: bots only call it on determinized copies (see `src/bots/determinize.ts`).
   */
  evaluate(state: BattleState, seat: Seat): number;
  /** Reads one event for the simulation's per-seat damage and per-card figures. */
  observe?(event: LogEvent, state: BattleState, tally: BattleTally): void;
  /** Length of the battle in the system's own unit (turns, rounds), for the summary. */
  turns?(state: BattleState): number;
  /** Name of that unit per language, e.g. {ja: "ターン", zh: "回合", en: "turns"}. */
  turnUnit?: { ja: string; zh: string; en: string };
  /** Exact questions (`kassen odds <system> <question>`). */
  questions?: readonly OddsQuestion[];
}
