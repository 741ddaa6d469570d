/**
 * The prepare page's own words in ja/zh/en (the frame around the builders: header, tabs of the
 * page, problems, save, YAML, difficulty, table). The rulebooks' terms (GM, KP, 遭遇, 敌人) are
 * the server's and the builders' words.
 */
import { wordsOf } from "../i18n.ts";
import type { Lang } from "../net/protocol.ts";

const WORDS = {
  title: { ja: "戦闘の準備（GM/KP）", zh: "准备战斗（GM/KP）", en: "Prepare a battle (GM/KP)" },
  pickSystem: { ja: "ゲームを選ぶ", zh: "选择游戏", en: "Pick a game" },
  unknownSystem: {
    ja: "このゲームは準備ページに対応していません",
    zh: "准备页面不支持这个游戏",
    en: "This game cannot be prepared here",
  },
  name: { ja: "シナリオ名", zh: "剧本名称", en: "Scenario name" },
  lobby: { ja: "ロビー", zh: "大厅", en: "Lobby" },
  library: { ja: "ライブラリ", zh: "资料库", en: "My library" },
  cardEditor: { ja: "カードエディタ", zh: "卡牌编辑器", en: "Card editor" },
  uiLanguage: { ja: "表示言語", zh: "界面语言", en: "Display language" },
  unsaved: { ja: "未保存の変更あり", zh: "有未保存的修改", en: "Unsaved changes" },
  readOnlyMark: { ja: "閲覧のみ", zh: "只读", en: "Read only" },
  tabs: { ja: "準備の段階", zh: "准备步骤", en: "Preparation steps" },
  tabDifficulty: { ja: "難易度", zh: "难度", en: "Difficulty" },
  tabTable: { ja: "テーブルを作る", zh: "开桌", en: "Make the table" },
  loading: { ja: "読み込み中…", zh: "读取中…", en: "Loading…" },
  checking: { ja: "確認中…", zh: "检查中…", en: "Checking…" },
  problems: { ja: "問題点", zh: "问题", en: "Problems" },
  noProblems: {
    ja: "✔ 問題なし：このまま遊べます",
    zh: "✔ 没有问题：可以开始玩",
    en: "✔ No problems: it plays as it is",
  },
  problemsCount: {
    ja: "⚠ {n} 件の問題があります",
    zh: "⚠ 有 {n} 个问题",
    en: "⚠ {n} problems to fix",
  },
  lineN: { ja: "{n} 行目", zh: "第 {n} 行", en: "line {n}" },
  serverSays: {
    ja: "サーバーに確認できません：{why}",
    zh: "无法向服务器确认：{why}",
    en: "The server cannot check it: {why}",
  },
  shippedFailed: {
    ja: "収録データを読み込めません：{why}",
    zh: "无法读取内置内容：{why}",
    en: "Cannot load the shipped content: {why}",
  },
  noBuilders: {
    ja: "このゲームのビルダーはまだありません。YAML の取り込みで編集できます。",
    zh: "这个游戏的编辑器还没有。可以通过导入 YAML 来编辑。",
    en: "No builders for this game yet: edit it by importing YAML.",
  },
  importedScenario: {
    ja: "✔ 「{name}」を読み込みました",
    zh: "✔ 已读取“{name}”",
    en: "✔ Read “{name}”",
  },
  yamlTitle: { ja: "YAML（シナリオ）", zh: "YAML（剧本）", en: "YAML (scenario)" },
  leaveUnsaved: {
    ja: "保存していない変更があります",
    zh: "有未保存的修改",
    en: "There are unsaved changes",
  },
} as const;

/** A prepare page word key. */
export type PrepWordKey = keyof typeof WORDS;

/** A prepare page word in `lang`, `{name}` slots filled from `params`. */
export const pw: (
  lang: Lang,
  key: PrepWordKey,
  params?: Record<string, string | number>,
) => string = wordsOf(WORDS);
