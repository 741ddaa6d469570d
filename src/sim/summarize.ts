/** Turning a run's tally into the summary people read: rates with intervals, lengths, cards. */
import { contentRefOf, type Lang, type RuleSystem, type Seat } from "../engine/index.ts";
import type { SimPlan } from "./plan.ts";
import type { CardFigure, LengthStats, OutcomeFigure, SeatFigure, SimSummary } from "./summary.ts";
import type { SimTally } from "./tally.ts";
import { wilson } from "./wilson.ts";

const OUTCOME_WORDS: Record<Lang, { win: string; draw: string; unfinished: string }> = {
  ja: { win: "{}の勝利", draw: "引き分け", unfinished: "未決着（上限到達）" },
  zh: { win: "{}获胜", draw: "平局", unfinished: "未分胜负（达到上限）" },
  en: { win: "win: {}", draw: "draw", unfinished: "unfinished (decision cap)" },
};

/** A readable label for an outcome key (`win:p1`, `draw`, `unfinished`, other outcomes). */
export function outcomeLabel(key: string, system: RuleSystem, lang: Lang): string {
  const w = OUTCOME_WORDS[lang];
  if (key.startsWith("win:")) {
    const seat = key.slice(4);
    return w.win.replace("{}", system.seatName?.(seat, lang) ?? seat);
  }
  if (key === "draw" || key === "unfinished") return w[key];
  return key;
}

/** Mean, median, p90 and the histogram of a `value → battles` map. */
export function lengthStats(hist: Record<string, number>): LengthStats {
  const pairs = Object.entries(hist)
    .map(([v, n]): [number, number] => [Number(v), n])
    .sort((a, b) => a[0] - b[0]);
  const total = pairs.reduce((s, [, n]) => s + n, 0);
  if (total === 0) return { mean: 0, median: 0, p90: 0, min: 0, max: 0, histogram: [] };
  // Nearest-rank percentiles: the smallest value with at least q of the battles at or below it.
  const rank = (q: number): number => {
    const need = Math.max(1, Math.ceil(q * total));
    let seen = 0;
    for (const [v, n] of pairs) {
      seen += n;
      if (seen >= need) return v;
    }
    return pairs[pairs.length - 1][0];
  };
  return {
    mean: pairs.reduce((s, [v, n]) => s + v * n, 0) / total,
    median: rank(0.5),
    p90: rank(0.9),
    min: pairs[0][0],
    max: pairs[pairs.length - 1][0],
    histogram: pairs,
  };
}

/** Builds the summary of a finished run. */
export function summarize(
  plan: SimPlan,
  system: RuleSystem,
  seats: Seat[],
  tally: SimTally,
  timing: { workers: number; seconds: number },
  turnUnit?: Record<Lang, string>,
): SimSummary {
  const n = tally.battles;
  const lang = plan.lang;
  const outcomes: OutcomeFigure[] = Object.entries(tally.outcomes)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([key, count]) => ({
      key,
      label: outcomeLabel(key, system, lang),
      rate: wilson(count, n),
    }));
  const seatFigures: SeatFigure[] = seats.map((seat) => {
    const dealt = tally.dealt[seat] ?? 0;
    const taken = tally.taken[seat] ?? 0;
    return {
      seat,
      name: system.seatName?.(seat, lang) ?? seat,
      dealt: { total: dealt, perBattle: n === 0 ? 0 : dealt / n },
      taken: { total: taken, perBattle: n === 0 ? 0 : taken / n },
    };
  });
  // Cards are named in the plan's own content (its packs), never in another run's.
  const content = contentRefOf(system, plan.options);
  const cards: CardFigure[] = Object.entries(tally.cards).map(([key, c]) => {
    const [seat, card] = key.split("\t");
    const wonNot = (tally.wins[seat] ?? 0) - c.wonPlayed;
    const winWhenPlayed = wilson(c.wonPlayed, c.played);
    const winWhenNot = wilson(wonNot, n - c.played);
    return {
      seat,
      card,
      name: system.cardName(card, lang, content),
      played: wilson(c.played, n),
      winWhenPlayed,
      winWhenNot,
      impact: c.played === 0 || c.played === n ? 0 : winWhenPlayed.p - winWhenNot.p,
    };
  });
  cards.sort(
    (a, b) =>
      (a.seat < b.seat ? -1 : a.seat > b.seat ? 1 : 0) ||
      Math.abs(b.impact) - Math.abs(a.impact) ||
      (a.card < b.card ? -1 : 1),
  );
  const decisions = lengthStats(tally.decisions);
  const totalDecisions = decisions.mean * n;
  const turns = Object.keys(tally.turns).length > 0 ? lengthStats(tally.turns) : undefined;
  return {
    system: plan.system,
    source: plan.source,
    seed: plan.seed,
    battles: n,
    bots: Object.fromEntries(seats.map((s) => [s, plan.bots[s] ?? "random"])),
    lang,
    outcomes,
    decisions,
    ...(turns && { turns: { ...turns, unit: turnUnit?.[lang] ?? "turns" } }),
    seats: seatFigures,
    cards,
    timing: {
      workers: timing.workers,
      seconds: timing.seconds,
      battlesPerSecond: timing.seconds > 0 ? n / timing.seconds : 0,
      decisionsPerSecond: timing.seconds > 0 ? totalDecisions / timing.seconds : 0,
    },
  };
}
