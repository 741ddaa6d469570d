/**
 * Hand-built simulation summaries for the report tests: a typical two-seat run, and helpers to
 * make rates with real Wilson intervals and card figures with a chosen impact.
 */
import type { CardFigure, LengthStats, Rate, SimSummary } from "../../src/sim/summary.ts";

/** A rate of count/n with its 95% Wilson score interval (z = 1.96). */
export function rate(count: number, n: number): Rate {
  if (n === 0) return { count: 0, n: 0, p: 0, lo: 0, hi: 0 };
  const z = 1.96;
  const p = count / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return { count, n, p, lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

/** A card figure for `seat` whose win rates differ by `impact` (battles split by `playedShare`). */
export function cardFigure(
  seat: string,
  card: string,
  name: string,
  impact: number,
  n = 1000,
  playedShare = 0.5,
): CardFigure {
  const played = Math.round(n * playedShare);
  const base = 0.5 - impact / 2;
  const wp = rate(Math.round(played * (base + impact)), played);
  const wn = rate(Math.round((n - played) * base), n - played);
  return {
    seat,
    card,
    name,
    played: rate(played, n),
    winWhenPlayed: wp,
    winWhenNot: wn,
    impact: played > 0 && played < n ? wp.p - wn.p : 0,
  };
}

/** Length statistics from a histogram (mean, median, p90 computed from it). */
export function lengthStats(histogram: [number, number][]): LengthStats {
  const total = histogram.reduce((s, [, c]) => s + c, 0);
  const at = (q: number) => {
    let seen = 0;
    for (const [v, c] of histogram) if ((seen += c) >= q * total) return v;
    return 0;
  };
  const mean = total === 0 ? 0 : histogram.reduce((s, [v, c]) => s + v * c, 0) / total;
  return {
    mean,
    median: at(0.5),
    p90: at(0.9),
    min: histogram[0]?.[0] ?? 0,
    max: histogram[histogram.length - 1]?.[0] ?? 0,
    histogram,
  };
}

/** A bell-ish histogram of `n` battles over lengths from `from` to `to`. */
export function bell(from: number, to: number, n: number): [number, number][] {
  const mid = (from + to) / 2;
  const sd = (to - from) / 5;
  const weights = [];
  for (let v = from; v <= to; v++) weights.push(Math.exp(-(((v - mid) / sd) ** 2) / 2));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w, i) => [from + i, Math.max(1, Math.round((w / sum) * n))]);
}

/** A typical two-seat vision run of 1000 battles. */
export function sampleSummary(over: Partial<SimSummary> = {}): SimSummary {
  const n = 1000;
  return {
    system: "vision",
    source: "scenarios/vision/mirror.yaml",
    seed: 42,
    battles: n,
    bots: { p1: "greedy", p2: "random" },
    lang: "en",
    outcomes: [
      { key: "win:p1", label: "Player 1 wins", rate: rate(523, n) },
      { key: "win:p2", label: "Player 2 wins", rate: rate(441, n) },
      { key: "draw", label: "Draw", rate: rate(30, n) },
      { key: "unfinished", label: "Unfinished", rate: rate(6, n) },
    ],
    decisions: lengthStats(bell(40, 160, n)),
    turns: { ...lengthStats(bell(6, 22, n)), unit: "turns" },
    seats: [
      {
        seat: "p1",
        name: "Player 1",
        dealt: { total: 18234, perBattle: 18.234 },
        taken: { total: 16120, perBattle: 16.12 },
      },
      {
        seat: "p2",
        name: "Player 2",
        dealt: { total: 16120, perBattle: 16.12 },
        taken: { total: 18234, perBattle: 18.234 },
      },
    ],
    cards: [
      cardFigure("p1", "fire-bolt", "Fire Bolt", 0.18, n, 0.62),
      cardFigure("p1", "ice-wall", "Ice Wall", -0.09, n, 0.35),
      cardFigure("p1", "tricky", 'Trick <b>&"', 0.04, n, 0.2),
      cardFigure("p2", "sleep", "Sleep", -0.21, n, 0.4),
      cardFigure("p2", "fire-bolt", "Fire Bolt", 0.12, n, 0.58),
    ],
    timing: { workers: 2, seconds: 3.21, battlesPerSecond: 311.5, decisionsPerSecond: 31150 },
    ...over,
  };
}
