/**
 * The report's own words in Japanese, Chinese and English. Figures that the summary already
 * names (outcome labels, seat and card names) come localized from the summary; these are only the
 * headings and captions around them. A language the table lacks falls back to English.
 */
import { LANGS, type Lang } from "../../engine/index.ts";

/** Every caption the report prints. `{n}`, `{total}`, `{unit}` are filled in by the renderer. */
export interface ReportLabels {
  title: string;
  system: string;
  source: string;
  battles: string;
  seed: string;
  bots: string;
  workers: string;
  time: string;
  speed: string;
  secondsUnit: string;
  battlesPerSecond: string;
  decisionsPerSecond: string;
  outcomes: string;
  outcomesNote: string;
  length: string;
  lengthDecisions: string;
  lengthIn: string;
  mean: string;
  median: string;
  p90: string;
  /** Under a histogram whose axis stops at the 99th percentile: `{p99}`, `{n}` filled in. */
  clipped: string;
  min: string;
  max: string;
  battlesAxis: string;
  damage: string;
  seat: string;
  dealt: string;
  taken: string;
  total: string;
  perBattle: string;
  cardImpact: string;
  impactNote: string;
  impact: string;
  played: string;
  card: string;
  cardId: string;
  winWhenPlayed: string;
  winWhenNot: string;
  allCards: string;
  noBattles: string;
  noCards: string;
  noData: string;
  footer: string;
}

const EN: ReportLabels = {
  title: "Kassen simulation report",
  system: "System",
  source: "Scenario",
  battles: "Battles",
  seed: "Seed",
  bots: "Bots",
  workers: "Workers",
  time: "Time",
  speed: "Speed",
  secondsUnit: "s",
  battlesPerSecond: "battles/s",
  decisionsPerSecond: "decisions/s",
  outcomes: "Outcomes",
  outcomesNote: "Bars: share of battles. Whiskers: 95% confidence interval (Wilson).",
  length: "Battle length",
  lengthDecisions: "Battle length in decisions",
  lengthIn: "Battle length in {unit}",
  mean: "mean",
  median: "median",
  p90: "p90",
  clipped:
    "Axis clipped at the 99th percentile ({p99}): the last bar holds the {n} longer battles.",
  min: "min",
  max: "max",
  battlesAxis: "battles",
  damage: "Damage per seat",
  seat: "Seat",
  dealt: "Dealt",
  taken: "Taken",
  total: "total",
  perBattle: "per battle",
  cardImpact: "Card impact",
  impactNote:
    "Win rate when played minus win rate when not, in percentage points. The {n} largest of {total}; every card is in the table below.",
  impact: "Impact",
  played: "Played",
  card: "Card",
  cardId: "Id",
  winWhenPlayed: "Win rate when played",
  winWhenNot: "Win rate when not played",
  allCards: "All cards",
  noBattles: "No battles were played.",
  noCards: "No card figures.",
  noData: "No data.",
  footer:
    "Every figure except timing depends only on the scenario, the bots and the seed. Intervals are 95% Wilson score intervals.",
};

const JA: ReportLabels = {
  title: "Kassen シミュレーションレポート",
  system: "システム",
  source: "シナリオ",
  battles: "対戦数",
  seed: "シード",
  bots: "ボット",
  workers: "ワーカー",
  time: "所要時間",
  speed: "速度",
  secondsUnit: "秒",
  battlesPerSecond: "対戦/秒",
  decisionsPerSecond: "決定/秒",
  outcomes: "結果",
  outcomesNote: "棒：対戦に占める割合。ひげ：95%信頼区間（Wilson）。",
  length: "対戦の長さ",
  lengthDecisions: "対戦の長さ（決定数）",
  lengthIn: "対戦の長さ（{unit}）",
  mean: "平均",
  median: "中央値",
  p90: "90%点",
  clipped: "横軸は99%点（{p99}）まで。それより長い{n}戦は最後の棒にまとめた。",
  min: "最小",
  max: "最大",
  battlesAxis: "対戦",
  damage: "席ごとのダメージ",
  seat: "席",
  dealt: "与ダメージ",
  taken: "被ダメージ",
  total: "合計",
  perBattle: "1戦あたり",
  cardImpact: "カードの影響",
  impactNote:
    "使用した対戦の勝率 − 使用しなかった対戦の勝率（パーセントポイント）。全{total}件のうち影響の大きい{n}件。全件は下の表にあります。",
  impact: "影響",
  played: "使用率",
  card: "カード",
  cardId: "ID",
  winWhenPlayed: "使用時の勝率",
  winWhenNot: "未使用時の勝率",
  allCards: "全カード",
  noBattles: "対戦は行われませんでした。",
  noCards: "カードの集計はありません。",
  noData: "データなし。",
  footer:
    "所要時間・速度以外の数値はシナリオ・ボット・シードだけで決まります。区間は95% Wilson スコア区間です。",
};

const ZH: ReportLabels = {
  title: "Kassen 模拟报告",
  system: "系统",
  source: "场景",
  battles: "对战数",
  seed: "种子",
  bots: "机器人",
  workers: "工作线程",
  time: "用时",
  speed: "速度",
  secondsUnit: "秒",
  battlesPerSecond: "局/秒",
  decisionsPerSecond: "决策/秒",
  outcomes: "结果",
  outcomesNote: "条形：占对战的比例。误差线：95% 置信区间（Wilson）。",
  length: "对战长度",
  lengthDecisions: "对战长度（决策数）",
  lengthIn: "对战长度（{unit}）",
  mean: "平均",
  median: "中位数",
  p90: "90%分位",
  clipped: "横轴截至99%分位（{p99}）：更长的{n}场归入最后一根柱。",
  min: "最小",
  max: "最大",
  battlesAxis: "对战",
  damage: "各席位伤害",
  seat: "席位",
  dealt: "造成伤害",
  taken: "承受伤害",
  total: "合计",
  perBattle: "每局",
  cardImpact: "卡牌影响",
  impactNote:
    "使用该卡时的胜率减去未使用时的胜率（百分点）。共{total}项中影响最大的{n}项；全部见下表。",
  impact: "影响",
  played: "使用率",
  card: "卡牌",
  cardId: "ID",
  winWhenPlayed: "使用时胜率",
  winWhenNot: "未使用时胜率",
  allCards: "全部卡牌",
  noBattles: "没有进行任何对战。",
  noCards: "没有卡牌数据。",
  noData: "无数据。",
  footer: "除用时与速度外，所有数值只取决于场景、机器人和种子。区间为 95% Wilson 得分区间。",
};

const TABLE: Record<Lang, ReportLabels> = { ja: JA, zh: ZH, en: EN };

/** The report language for a summary's `lang`: itself when supported, otherwise English. */
export function reportLang(lang: string): Lang {
  return (LANGS as readonly string[]).includes(lang) ? (lang as Lang) : "en";
}

/** The captions for a summary's `lang` (English when the language is not supported). */
export function reportLabels(lang: string): ReportLabels {
  return TABLE[reportLang(lang)];
}
