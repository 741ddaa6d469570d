/**
 * The result of `kassen tune`, as data (`--json` prints it; the text and the HTML report render
 * it). Everything but `timing` depends only on the setup, the bots, the flags and the seed —
 * never on the number of workers — unless `timing.timeUp` says the time budget cut the search.
 */
import type { Lang, Seat } from "../engine/index.ts";
import type { Rate } from "../sim/summary.ts";

/** A varied parameter as the result shows it. */
export interface TuneParam {
  /** As typed after `--vary` and before `=`. */
  what: string;
  lo: number;
  hi: number;
  /** Whole values only. */
  integer: boolean;
  /** The setup's or content's value now; null when it gives none (changes count from the middle). */
  current: number | null;
}

/** A point of the search and the rate measured there. */
export interface TunePoint {
  values: number[];
  rate: Rate;
}

/** One line the search went along: one parameter alone, or all of them along a segment. */
export interface TuneLine {
  /** The parameter's `what`, or `segment`. */
  along: string;
  /** The points it measured, in order along the line. */
  points: TunePoint[];
}

/** What `kassen tune` answers. */
export interface TuneResult {
  system: string;
  source: string;
  seed: number;
  lang: Lang;
  bots: Record<Seat, string>;
  target: { seat: Seat; seatName: string; rate: number };
  params: TuneParam[];
  answer: {
    values: number[];
    /** The target seat's win rate at the answer, with its 95% Wilson interval. */
    rate: Rate;
    /** The target lies inside that interval. */
    inside: boolean;
    /** Σ |value − current| / (hi − lo) (current: the range's middle when there is none). */
    change: number;
  };
  /** Some value in the ranges reaches the target (the rate crosses or meets it). */
  reached: boolean;
  lines: TuneLine[];
  /** Battles played in all. */
  battles: number;
  timing: { seconds: number; workers: number; timeUp: boolean };
}
