/** Words the odds renderer prints, in every log language. */
import type { Lang } from "../engine/index.ts";

/** The renderer's words in one language. */
export interface OddsLabels {
  probability: string;
  mean: string;
  value: string;
  outcome: string;
  fraction: string;
  percent: string;
  atLeast: string;
  atMost: string;
  params: string;
  notes: string;
  success: string;
  failure: string;
}

const LABELS: Record<Lang, OddsLabels> = {
  en: {
    probability: "probability",
    mean: "mean",
    value: "value",
    outcome: "outcome",
    fraction: "ways/total",
    percent: "%",
    atLeast: "≥ %",
    atMost: "≤ %",
    params: "parameters",
    notes: "readings",
    success: "success",
    failure: "failure",
  },
  ja: {
    probability: "確率",
    mean: "期待値",
    value: "値",
    outcome: "結果",
    fraction: "場合の数",
    percent: "%",
    atLeast: "以上 %",
    atMost: "以下 %",
    params: "条件",
    notes: "解釈",
    success: "成功",
    failure: "失敗",
  },
  zh: {
    probability: "概率",
    mean: "期望值",
    value: "值",
    outcome: "结果",
    fraction: "情形数",
    percent: "%",
    atLeast: "≥ %",
    atMost: "≤ %",
    params: "参数",
    notes: "解释",
    success: "成功",
    failure: "失败",
  },
};

/** The renderer's words in `lang`. */
export function oddsLabels(lang: Lang): OddsLabels {
  return LABELS[lang];
}
