/** The summary as terminal text, in the summary's language. */
import type { Lang } from "../engine/index.ts";
import { terminalColumns } from "../shared/terminal-text.ts";
import type { LengthStats, Rate, SimSummary } from "./summary.ts";

const WORDS: Record<Lang, Record<string, string>> = {
  en: {
    battles: "battles",
    outcomes: "Outcomes (95% CI)",
    length: "Length",
    decisions: "decisions",
    seats: "Damage per battle",
    dealt: "dealt",
    taken: "taken",
    cards: "Cards (win rate when played vs not)",
    played: "played in",
    speed: "battles/s",
    worker: "worker",
    workers: "workers",
    decisionSpeed: "decisions/s",
    more: "more in --json / --report",
  },
  ja: {
    battles: "戦闘",
    outcomes: "結果（95%信頼区間）",
    length: "長さ",
    decisions: "決定",
    seats: "1戦あたりのダメージ",
    dealt: "与",
    taken: "被",
    cards: "カード（使用時と未使用時の勝率）",
    played: "使用率",
    speed: "戦闘/秒",
    worker: "ワーカー",
    workers: "ワーカー",
    decisionSpeed: "判断/秒",
    more: "詳細は --json / --report",
  },
  zh: {
    battles: "场战斗",
    outcomes: "结果（95%置信区间）",
    length: "长度",
    decisions: "决定",
    seats: "每场伤害",
    dealt: "造成",
    taken: "承受",
    cards: "卡牌（使用与未使用时的胜率）",
    played: "使用率",
    speed: "场/秒",
    worker: "个工作线程",
    workers: "个工作线程",
    decisionSpeed: "次决策/秒",
    more: "更多见 --json / --report",
  },
};

const pct = (p: number): string => `${(p * 100).toFixed(1)}%`;
const rate = (r: Rate): string => `${pct(r.p)} [${pct(r.lo)}–${pct(r.hi)}]`;
const len = (l: LengthStats): string =>
  `mean ${l.mean.toFixed(1)}, median ${l.median}, p90 ${l.p90} (min ${l.min}, max ${l.max})`;

/** Lines of text; `cardLimit` caps the card list (the JSON and the report keep them all). */
export function renderSummary(s: SimSummary, cardLimit = 10): string[] {
  const w = WORDS[s.lang as Lang] ?? WORDS.en;
  const bots = Object.entries(s.bots)
    .map(([seat, b]) => `${seat}=${b}`)
    .join(" ");
  const out = [
    `${s.system} · ${s.source} · ${s.battles} ${w.battles} · seed ${s.seed} · ${bots}`,
    "",
    w.outcomes,
  ];
  // Widths as the terminal shows the labels (wide CJK, escaped controls: terminal-text.ts).
  const width = Math.max(...s.outcomes.map((o) => terminalColumns(o.label)), 4);
  for (const o of s.outcomes)
    out.push(`  ${o.label}${" ".repeat(width - terminalColumns(o.label))}  ${rate(o.rate)}`);
  out.push("", w.length, `  ${w.decisions}: ${len(s.decisions)}`);
  if (s.turns !== undefined) out.push(`  ${s.turns.unit}: ${len(s.turns)}`);
  out.push("", w.seats);
  for (const seat of s.seats) {
    out.push(
      `  ${seat.name}: ${w.dealt} ${seat.dealt.perBattle.toFixed(2)}, ${w.taken} ${seat.taken.perBattle.toFixed(2)}`,
    );
  }
  if (s.cards.length > 0) {
    out.push("", w.cards);
    const top = [...s.cards].sort((a, b) => Math.abs(b.impact) - Math.abs(a.impact));
    for (const c of top.slice(0, cardLimit)) {
      const sign = c.impact >= 0 ? "+" : "−";
      out.push(
        `  ${c.seat} ${c.name}: ${sign}${(Math.abs(c.impact) * 100).toFixed(1)} pt (${pct(c.winWhenPlayed.p)} vs ${pct(c.winWhenNot.p)}; ${w.played} ${pct(c.played.p)})`,
      );
    }
    if (s.cards.length > cardLimit) out.push(`  … ${s.cards.length - cardLimit} ${w.more}`);
  }
  const t = s.timing;
  out.push(
    "",
    `${t.seconds.toFixed(1)} s · ${t.workers} ${t.workers === 1 ? w.worker : w.workers} · ${Math.round(t.battlesPerSecond)} ${w.speed} · ${Math.round(t.decisionsPerSecond)} ${w.decisionSpeed}`,
  );
  return out;
}
