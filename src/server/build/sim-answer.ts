/**
 * A quick sim's tally as the prepare page shows it (SimAnswer): each side's wins with its 95 %
 * Wilson interval over the battles played, draws, and how long a battle lasts.
 */
import type { RateInterval, SimAnswer } from "../../build/prepare/prep-types.ts";
import type { SimTally } from "../../sim/tally.ts";
import { wilson } from "../../sim/wilson.ts";
import type { SimSide } from "./sim-sides.ts";

/** Σ key × count over a histogram, and Σ count. */
function histogram(h: Record<string, number>): { sum: number; n: number } {
  let sum = 0;
  let n = 0;
  for (const [k, c] of Object.entries(h)) {
    sum += Number(k) * c;
    n += c;
  }
  return { sum, n };
}

/** `wins` of `n` with its interval. */
function rateOf(wins: number, n: number): RateInterval {
  const r = wilson(wins, n);
  return { wins, n, rate: r.p, lo: r.lo, hi: r.hi };
}

/** The answer for `tally` (played in `seconds`) with `sides`. */
export function simAnswer(tally: SimTally, sides: readonly SimSide[], seconds: number): SimAnswer {
  const n = tally.battles;
  const unfinished = tally.outcomes.unfinished ?? 0;
  let draws = 0;
  for (const [key, c] of Object.entries(tally.outcomes))
    if (!key.startsWith("win:") && key !== "unfinished") draws += c;
  const turns = histogram(tally.turns);
  const decisions = histogram(tally.decisions);
  return {
    battles: n,
    finished: n - unfinished,
    sides: sides.map((s) => {
      const wins = s.winners.reduce((w, who) => w + (tally.outcomes[`win:${who}`] ?? 0), 0);
      return { side: s.side, label: s.label, seats: s.seats, win: rateOf(wins, n) };
    }),
    draws,
    meanTurns: turns.n === 0 ? null : turns.sum / turns.n,
    meanDecisions: decisions.n === 0 ? 0 : decisions.sum / decisions.n,
    seconds,
  };
}
