/**
 * The result of `kassen sim`: what N battles from one start did, as data. Everything but
 * `timing` depends only on the scenario, the bots and the seed — never on the number of workers
 * or the machine — so two runs with the same seed compare equal field by field.
 */
import type { Seat } from "../engine/index.ts";

/** A proportion with its 95% Wilson score interval. */
export interface Rate {
  /** Battles counted. */
  count: number;
  /** Out of. */
  n: number;
  /** count / n (0 when n is 0). */
  p: number;
  /** Lower and upper bounds of the 95% interval. */
  lo: number;
  hi: number;
}

/** Distribution of a whole-number length (decisions, turns). */
export interface LengthStats {
  mean: number;
  median: number;
  p90: number;
  min: number;
  max: number;
  /** [value, battles] pairs, ascending by value. */
  histogram: [number, number][];
}

/** One way a battle can end: a seat (or side) winning, a draw, or no result within the cap. */
export interface OutcomeFigure {
  /** `win:<seat>`, `draw`, `<outcome>` for an outcome without a winner, or `unfinished`. */
  key: string;
  /** Human label in the summary's language. */
  label: string;
  rate: Rate;
}

/** Damage per seat, summed over every battle and averaged per battle. */
export interface SeatFigure {
  seat: Seat;
  /** Seat name in the summary's language. */
  name: string;
  dealt: { total: number; perBattle: number };
  taken: { total: number; perBattle: number };
}

/** How one card (content id) did for one seat. */
export interface CardFigure {
  seat: Seat;
  /** Content id. */
  card: string;
  /** Card name in the summary's language. */
  name: string;
  /** Share of battles in which the seat played it at least once. */
  played: Rate;
  /** The seat's win rate in battles where it played the card. */
  winWhenPlayed: Rate;
  /** The seat's win rate in battles where it did not. */
  winWhenNot: Rate;
  /** winWhenPlayed.p − winWhenNot.p (0 when either side has no battles). */
  impact: number;
}

/** Everything `kassen sim` reports. */
export interface SimSummary {
  system: string;
  /** The scenario file (or `new:<system>` for a fresh whole game). */
  source: string;
  seed: number;
  battles: number;
  /** Bot spec per seat. */
  bots: Record<Seat, string>;
  lang: string;
  outcomes: OutcomeFigure[];
  decisions: LengthStats;
  /** In the system's own unit (turns, rounds), when it reports one. */
  turns?: LengthStats & { unit: string };
  seats: SeatFigure[];
  /** Sorted by seat, then by |impact| descending. */
  cards: CardFigure[];
  /** Machine-dependent figures, left out of comparisons. */
  timing: {
    workers: number;
    seconds: number;
    battlesPerSecond: number;
    decisionsPerSecond: number;
  };
}
