/** The replay viewer's words in ja/zh/en (battle text comes from the server, in the chosen language). */
import { type WordParams, wordsOf } from "../i18n.ts";
import type { Lang } from "../net/protocol.ts";

const WORDS = {
  replay: { ja: "リプレイ", zh: "回放", en: "Replay" },
  openFile: { ja: "リプレイファイルを開く", zh: "打开回放文件", en: "Open a replay file" },
  fileHint: {
    ja: "kassen tables export <id> --replay で書き出した JSON、またはロビーの「自分のテーブル」から終わった対戦を開けます。",
    zh: "用 kassen tables export <id> --replay 导出的 JSON；也可以从大厅的“我的桌子”打开已结束的对战。",
    en: "The JSON `kassen tables export <id> --replay` writes; a finished battle also opens from “My tables” in the lobby.",
  },
  loading: { ja: "読み込み中…", zh: "加载中…", en: "Loading…" },
  viewAs: { ja: "視点", zh: "视角", en: "View as" },
  language: { ja: "言語", zh: "语言", en: "Language" },
  step: { ja: "手順 {k} / {n}", zh: "第 {k} / {n} 步", en: "Step {k} of {n}" },
  stepSlider: { ja: "手順", zh: "步骤", en: "Step" },
  first: { ja: "最初へ", zh: "到开头", en: "To the start" },
  prev: { ja: "前の手順", zh: "上一步", en: "Previous step" },
  next: { ja: "次の手順", zh: "下一步", en: "Next step" },
  last: { ja: "最後へ", zh: "到结尾", en: "To the end" },
  keys: { ja: "← → で手順を移動", zh: "用 ← → 切换步骤", en: "← → step back and forward" },
  start: { ja: "対戦開始時", zh: "对战开始时", en: "The battle's start" },
  thisStep: { ja: "この手順", zh: "这一步", en: "This step" },
  chose: {
    ja: "直前の選択 — {who}：{label}",
    zh: "上一个选择 — {who}：{label}",
    en: "Reached by — {who} chose: {label}",
  },
  decided: {
    ja: "直前の選択 — {who} が選択（内容はログのとおり）",
    zh: "上一个选择 — {who} 做出选择（内容见记录）",
    en: "Reached by — {who} decided (what it did is in the log)",
  },
  tookBack: {
    ja: "{who} が選択を取り消しました",
    zh: "{who} 撤销了选择",
    en: "{who} took a decision back",
  },
  nextUp: { ja: "次に選ぶのは {who}", zh: "接下来由 {who} 选择", en: "Next to decide: {who}" },
  options: {
    ja: "この時点の選択肢（✔ 次に選ばれたもの）",
    zh: "此时的选项（✔ 接下来选的）",
    en: "The options here (✔ the one taken next)",
  },
  chosen: { ja: "次に選択", zh: "接下来选择", en: "taken next" },
  over: { ja: "対戦終了", zh: "对战结束", en: "The battle is over" },
  tooLarge: { ja: "8 MB を超えています", zh: "超过 8 MB", en: "larger than 8 MB" },
  openOther: { ja: "別のリプレイを開く", zh: "打开其他回放", en: "Open another replay" },
  cannotOpen: { ja: "開けません", zh: "无法打开", en: "Cannot open it" },
} as const;

/** A key of the viewer's words. */
export type ReplayWordKey = keyof typeof WORDS;

/** A viewer word in `lang`, with `{name}` parameters filled. */
export const replayWord: (lang: Lang, key: ReplayWordKey, params?: WordParams) => string =
  wordsOf(WORDS);
