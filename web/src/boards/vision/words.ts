/**
 * The vision board's own words in ja/zh/en, with the rulebook's terms (ライフ, 山札, 手札, ノード,
 * 場, 冥界, 除外, スリープ／アクティブ, 決死, 先制, 貫通, グレイズ, 干渉). Card names and texts come
 * from the server; only the board's frame is here.
 */
import { type WordParams, wordsOf } from "../../i18n.ts";
import type { Lang } from "../../net/protocol.ts";

const WORDS = {
  life: { ja: "ライフ", zh: "生命", en: "Life" },
  deck: { ja: "山札", zh: "卡组", en: "Deck" },
  hand: { ja: "手札", zh: "手牌", en: "Hand" },
  node: { ja: "ノード", zh: "节点", en: "Nodes" },
  field: { ja: "場", zh: "场上", en: "Field" },
  grave: { ja: "冥界", zh: "冥界", en: "冥界 (discard)" },
  exile: { ja: "除外", zh: "除外", en: "Exiled" },
  stack: { ja: "干渉：解決待ち", zh: "干涉：等待结算", en: "Interference: waiting to resolve" },
  stackTop: { ja: "先に解決", zh: "先结算", en: "resolves first" },
  active: { ja: "アクティブ", zh: "活跃", en: "active" },
  sleep: { ja: "スリープ", zh: "休眠", en: "sleeping" },
  faceDown: { ja: "裏向き", zh: "背面", en: "face down" },
  hiddenNodes: {
    ja: "裏向き{n}枚",
    zh: "背面{n}张",
    en: "{n} face down to you",
  },
  attack: { ja: "攻撃力", zh: "攻击力", en: "Attack" },
  toughness: { ja: "耐久力", zh: "耐久力", en: "Toughness" },
  graze: { ja: "グレイズ", zh: "擦弹", en: "Graze" },
  modified: {
    ja: "修正あり（元 {base}）",
    zh: "已修正（原 {base}）",
    en: "modified (printed {base})",
  },
  dmg: { ja: "効果ダメージ", zh: "效果伤害", en: "effect damage" },
  cdmg: { ja: "戦闘ダメージ", zh: "战斗伤害", en: "combat damage" },
  doomed: { ja: "決死状態", zh: "决死状态", en: "決死 (doomed)" },
  doom: { ja: "決死になる", zh: "将决死", en: "will be 決死" },
  equipped: { ja: "セット", zh: "装备", en: "Set on it" },
  empty: { ja: "なし", zh: "无", en: "none" },
  cards: { ja: "{n}枚", zh: "{n}张", en: "{n}" },
  me: { ja: "あなた", zh: "你", en: "You" },
  opponent: { ja: "相手", zh: "对手", en: "Opponent" },
  turn: { ja: "ターン{n}", zh: "第{n}回合", en: "Turn {n}" },
  turnOf: { ja: "{who}のターン", zh: "{who}的回合", en: "{who}'s turn" },
  turnPlayer: { ja: "ターンプレイヤー", zh: "回合玩家", en: "turn player" },
  phase: { ja: "{p}フェイズ", zh: "{p}阶段", en: "{p} phase" },
  combat: { ja: "戦闘", zh: "战斗", en: "Combat" },
  attacker: { ja: "攻撃", zh: "攻击", en: "Attacker" },
  blocker: { ja: "防御", zh: "防御", en: "Blocker" },
  noBlock: { ja: "防御なし", zh: "无防御", en: "not blocked" },
  blockPending: { ja: "防御を選択中", zh: "选择防御中", en: "block being chosen" },
  grazeChoice: {
    ja: "グレイズ：山札の上から{n}枚をスリープ状態でノードに",
    zh: "擦弹：从卡组顶将{n}张以休眠状态放为节点",
    en: "Graze: the top {n} of the deck go to the nodes, sleeping",
  },
  details: { ja: "カード詳細", zh: "卡牌详情", en: "Card details" },
  detailsHint: {
    ja: "カードにカーソルかフォーカスを当てると詳細が出ます",
    zh: "将光标或焦点移到卡牌上查看详情",
    en: "Hover or focus a card to read it",
  },
  options: { ja: "選択肢{n}", zh: "选项{n}", en: "{n} option(s)" },
  owner: { ja: "{who}の", zh: "{who}的", en: "{who}'s" },
  target: { ja: "目標", zh: "目标", en: "target" },
  ability: { ja: "起動効果", zh: "起动效果", en: "ability" },
  over: { ja: "ゲーム終了", zh: "游戏结束", en: "Game over" },
} as const;

/** A word of the vision board. */
export type VisionWord = keyof typeof WORDS;

/** The word `key` in `lang`, with `{name}` slots filled from `params` (a missing one: empty). */
export const vw: (lang: Lang, key: VisionWord, params?: WordParams) => string = wordsOf(WORDS, "");

/** Keyword stats (`kw.<name>`) with their rulebook words. */
const KEYWORDS: Record<string, Record<Lang, string>> = {
  "first-strike": { ja: "先制", zh: "先制", en: "first strike (先制)" },
  pierce: { ja: "貫通", zh: "贯通", en: "pierce (貫通)" },
  haste: { ja: "速攻", zh: "速攻", en: "haste (速攻)" },
  ambush: { ja: "奇襲", zh: "奇袭", en: "ambush (奇襲)" },
  stealth: { ja: "隠密", zh: "隐密", en: "stealth (隠密)" },
  doll: { ja: "人形", zh: "人偶", en: "doll (人形)" },
};

/** A keyword's word (its id when the board does not know it: a content pack's own). */
export function keywordWord(lang: Lang, kw: string): string {
  return KEYWORDS[kw]?.[lang] ?? kw;
}

/** Phases (x.phase) with the rulebook's words. */
const PHASES: Record<string, Record<Lang, string>> = {
  active: { ja: "アクティブ", zh: "活跃", en: "Active" },
  maintenance: { ja: "メンテナンス", zh: "维护", en: "Maintenance" },
  draw: { ja: "ドロー", zh: "抽牌", en: "Draw" },
  main: { ja: "メイン", zh: "主要", en: "Main" },
  discard: { ja: "ディスカード", zh: "弃牌", en: "Discard" },
  end: { ja: "エンド", zh: "结束", en: "End" },
};

/** A phase's word. */
export function phaseWord(lang: Lang, phase: string): string {
  return PHASES[phase]?.[lang] ?? phase;
}

/** VIS-14's combat steps (and the two before them), in order, with the rulebook's words. */
export const COMBAT_STEPS = [
  { id: "block", ja: "防御宣言", zh: "宣言防御", en: "Block" },
  { id: "interfere", ja: "干渉", zh: "干涉", en: "Interference (干渉)" },
  { id: "start", ja: "1 戦闘開始時", zh: "1 战斗开始时", en: "1 Start of combat" },
  { id: "first", ja: "2 先制ダメージ", zh: "2 先制伤害", en: "2 First-strike damage (先制)" },
  { id: "normal", ja: "3 通常ダメージ", zh: "3 通常伤害", en: "3 Normal damage" },
  { id: "result", ja: "4 戦闘の結果", zh: "4 战斗结果", en: "4 Result of combat" },
  { id: "other", ja: "5 戦闘に関係する効果", zh: "5 战斗相关效果", en: "5 Other combat effects" },
  { id: "graze", ja: "6 グレイズ", zh: "6 擦弹", en: "6 Graze" },
  {
    id: "reset",
    ja: "7 戦闘ダメージのリセット",
    zh: "7 战斗伤害重置",
    en: "7 Combat damage resets",
  },
  { id: "end", ja: "8 戦闘終了時", zh: "8 战斗结束时", en: "8 End of combat" },
] as const;

/** A combat step's id. */
export type CombatStepId = (typeof COMBAT_STEPS)[number]["id"];
