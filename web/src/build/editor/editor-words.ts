/**
 * The card editor's words in ja/zh/en. Field keys (`attack`, `do`, `effects`) are the pack's own
 * words, shown as written (they are what a YAML pack holds) beside a word of the page's
 * language where one is known; the effect vocabulary's values (`damage`, `draw`) likewise.
 */
import { wordsOf } from "../../i18n.ts";
import type { Lang } from "../../net/protocol.ts";

const WORDS = {
  buildTitle: { ja: "カードを作る", zh: "制作卡牌", en: "Make cards" },
  pickSystem: { ja: "ゲームを選ぶ", zh: "选择游戏", en: "Pick a game" },
  tabCards: { ja: "カード", zh: "卡牌", en: "Cards" },
  tabDeck: { ja: "デッキ", zh: "卡组", en: "Deck" },
  deckSoon: {
    ja: "デッキ作りはここに入ります（デッキビルダー）。",
    zh: "卡组构建将放在这里（卡组构建器）。",
    en: "Deck building goes here (the deck builder).",
  },
  packName: { ja: "パック名", zh: "卡包名", en: "Pack name" },
  entries: { ja: "このパックの項目", zh: "本卡包的条目", en: "Entries of this pack" },
  noEntries: {
    ja: "まだありません。下の種類から作ってください。",
    zh: "还没有。请从下面的种类新建。",
    en: "None yet: make one from the kinds below.",
  },
  newEntry: { ja: "新しく作る", zh: "新建", en: "Make a new one" },
  remove: { ja: "削除", zh: "删除", en: "Remove" },
  removeEntry: { ja: "この項目を削除", zh: "删除此条目", en: "Remove this entry" },
  add: { ja: "追加", zh: "添加", en: "Add" },
  addKey: { ja: "{key} を追加", zh: "添加 {key}", en: "Add {key}" },
  addItem: { ja: "{key} に1つ追加", zh: "向 {key} 添加一项", en: "Add one to {key}" },
  removeKey: { ja: "{key} を外す", zh: "移除 {key}", en: "Leave out {key}" },
  removeItem: {
    ja: "{key} の{n}番目を削除",
    zh: "删除 {key} 的第{n}项",
    en: "Remove item {n} of {key}",
  },
  mapKey: { ja: "キー", zh: "键", en: "key" },
  defaultIs: { ja: "省略時：{v}", zh: "省略时：{v}", en: "default: {v}" },
  required: { ja: "必須", zh: "必填", en: "required" },
  ok: { ja: "✓ 問題なし", zh: "✓ 没有问题", en: "✓ No problems" },
  problems: { ja: "⚠ 問題 {n} 件", zh: "⚠ {n} 个问题", en: "⚠ {n} problems" },
  preview: { ja: "プレビュー", zh: "预览", en: "Preview" },
  odds: { ja: "確率", zh: "概率", en: "Odds" },
  oddsNone: {
    ja: "この種類には確率の表示がありません。",
    zh: "此种类没有概率显示。",
    en: "No odds for this kind of entry.",
  },
  oddsFix: {
    ja: "問題を直すと確率が出ます。",
    zh: "修正问题后显示概率。",
    en: "Fix the problems to see the odds.",
  },
  summonOdds: {
    ja: "召喚判定の成功率（各キャラクター）",
    zh: "召唤判定成功率（每个角色）",
    en: "Summon check success (each character)",
  },
  character: { ja: "キャラクター", zh: "角色", en: "Character" },
  chance: { ja: "成功率", zh: "成功率", en: "Chance" },
  bonus: { ja: "ボーナス", zh: "加值", en: "Bonus" },
  hitOdds: { ja: "命中とダメージ", zh: "命中与伤害", en: "Hit and damage" },
  defender: { ja: "防御側", zh: "防御方", en: "Defender" },
  attackerSkill: { ja: "攻撃側の技能値", zh: "攻击方技能值", en: "Attacker's skill" },
  hitChance: { ja: "命中率", zh: "命中率", en: "Hit chance" },
  meanDamage: { ja: "平均ダメージ", zh: "平均伤害", en: "Mean damage" },
  damage: {
    ja: "命中時の被ダメージ（防御側の最善の対応）",
    zh: "命中时受到的伤害（防御方的最佳应对）",
    en: "Damage taken on a hit (the defender's best defence)",
  },
  probability: { ja: "確率", zh: "概率", en: "Probability" },
  computing: { ja: "計算中…", zh: "计算中…", en: "Computing…" },
  importExport: {
    ja: "YAMLの読み込み・書き出し",
    zh: "YAML导入・导出",
    en: "YAML import / export",
  },
  importFile: { ja: "YAMLファイルを読み込む", zh: "导入YAML文件", en: "Import a YAML file" },
  pasteYaml: { ja: "YAMLを貼り付け", zh: "粘贴YAML", en: "Paste YAML" },
  importPasted: {
    ja: "貼り付けたYAMLを読み込む",
    zh: "导入粘贴的YAML",
    en: "Import the pasted YAML",
  },
  exportYaml: { ja: "YAMLを書き出す", zh: "导出YAML", en: "Download the YAML" },
  imported: { ja: "{n} 件読み込みました", zh: "已导入 {n} 项", en: "Entries imported: {n}" },
  importFailed: { ja: "読み込めません：{why}", zh: "无法导入：{why}", en: "Cannot import: {why}" },
  save: { ja: "ライブラリに保存", zh: "保存到资料库", en: "Save to the library" },
  saveCopy: { ja: "コピーを作る", zh: "制作副本", en: "Make a copy" },
  saving: { ja: "保存中…", zh: "保存中…", en: "Saving…" },
  saved: { ja: "保存しました", zh: "已保存", en: "Saved" },
  saveFailed: { ja: "保存できません：{why}", zh: "无法保存：{why}", en: "Cannot save: {why}" },
  editLink: { ja: "編集リンク（秘密）", zh: "编辑链接（保密）", en: "Edit link (keep it secret)" },
  readLink: { ja: "閲覧リンク", zh: "只读链接", en: "Read link" },
  copy: { ja: "コピー", zh: "复制", en: "Copy" },
  copied: { ja: "コピーしました", zh: "已复制", en: "Copied" },
  readOnly: {
    ja: "閲覧のみのリンクです。変えるにはコピーを作ってください。",
    zh: "这是只读链接。要修改请制作副本。",
    en: "This is a read link: make a copy to change it.",
  },
  loading: { ja: "読み込み中…", zh: "加载中…", en: "Loading…" },
  loadFailed: { ja: "開けません：{why}", zh: "无法打开：{why}", en: "Cannot open: {why}" },
  serverCheck: {
    ja: "パック全体の確認（ライブラリ）",
    zh: "整个卡包的检查（资料库）",
    en: "The whole pack's check (library)",
  },
  lobby: { ja: "ロビー", zh: "大厅", en: "Lobby" },
  unknownSystem: { ja: "知らないゲームです", zh: "未知的游戏", en: "Unknown game" },
  languageJa: { ja: "日本語", zh: "日语", en: "Japanese" },
  languageZh: { ja: "中国語", zh: "中文", en: "Chinese" },
  languageEn: { ja: "英語", zh: "英文", en: "English" },
  replaces: {
    ja: "同じIDの同梱カードを置き換える（replaces）",
    zh: "替换同ID的内置条目（replaces）",
    en: "Replaces the shipped entry with this id (replaces)",
  },
  editor: { ja: "エディター", zh: "编辑器", en: "Editor" },
  makeCards: { ja: "カードを作る", zh: "制作卡牌", en: "Make your own cards" },
} as const;

/** The editor's words for `key` in `lang`. */
export const ew = wordsOf(WORDS);

/** A key of the editor's words. */
export type EditorWord = keyof typeof WORDS;

/** Names of the kinds of entry, by kind id (`cards.character`); a kind not here shows its id. */
const KIND_NAMES: Record<string, Record<Lang, string>> = {
  "cards.character": { ja: "キャラクター", zh: "角色", en: "Character" },
  "cards.command": { ja: "コマンド", zh: "指令", en: "Command" },
  "cards.equipment": { ja: "装備・呪符", zh: "装备・符咒", en: "Equipment / talisman" },
  "cards.unit": { ja: "ユニット", zh: "单位", en: "Unit" },
  "cards.equip": { ja: "イクイップ", zh: "装备", en: "Equipment" },
  "cards.skill": { ja: "スキル", zh: "技能卡", en: "Skill" },
  parties: { ja: "パーティ", zh: "队伍", en: "Party" },
  maps: { ja: "マップ", zh: "地图", en: "Map" },
  "cards.monster": { ja: "モンスター", zh: "怪兽", en: "Monster" },
  "cards.spell": { ja: "魔法", zh: "魔法", en: "Spell" },
  "cards.trap": { ja: "罠", zh: "陷阱", en: "Trap" },
  characters: { ja: "キャラクター（ジョブ）", zh: "角色（职业）", en: "Character (job)" },
  encounters: { ja: "エンカウント", zh: "遭遇", en: "Encounter" },
  skills: { ja: "技能", zh: "技能", en: "Skill" },
  weapons: { ja: "武器", zh: "武器", en: "Weapon" },
  abilities: { ja: "能力", zh: "能力", en: "Ability" },
  items: { ja: "アイテム", zh: "物品", en: "Item" },
  traits: { ja: "特性", zh: "特性", en: "Trait" },
  girls: { ja: "魔法少女", zh: "魔法少女", en: "Magical girl" },
  enemies: { ja: "敵", zh: "敌人", en: "Enemy" },
};

/** A kind's name in `lang`. */
export function kindName(lang: Lang, kindId: string): string {
  return KIND_NAMES[kindId]?.[lang] ?? kindId;
}

/** Words for common field keys, shown after the key itself. */
const FIELD_WORDS: Record<string, Record<Lang, string>> = {
  id: { ja: "ID", zh: "ID", en: "id" },
  name: { ja: "名前", zh: "名称", en: "name" },
  text: { ja: "テキスト", zh: "文本", en: "text" },
  attack: { ja: "攻撃力", zh: "攻击力", en: "attack" },
  toughness: { ja: "耐久力", zh: "耐久力", en: "toughness" },
  defence: { ja: "防御力", zh: "防御力", en: "defence" },
  speed: { ja: "スピード", zh: "速度", en: "speed" },
  level: { ja: "レベル", zh: "等级", en: "level" },
  cost: { ja: "コスト", zh: "费用", en: "cost" },
  need: { ja: "必要ノード", zh: "所需节点", en: "nodes needed" },
  effects: { ja: "効果", zh: "效果", en: "effects" },
  effect: { ja: "効果", zh: "效果", en: "effect" },
  triggers: { ja: "誘発効果", zh: "诱发效果", en: "triggered abilities" },
  activated: { ja: "起動効果", zh: "起动效果", en: "activated abilities" },
  abilities: { ja: "能力", zh: "能力", en: "abilities" },
  keywords: { ja: "キーワード", zh: "关键词", en: "keywords" },
  target: { ja: "対象", zh: "对象", en: "target" },
  timing: { ja: "タイミング", zh: "时机", en: "timing" },
  weapons: { ja: "武器", zh: "武器", en: "weapons" },
  skills: { ja: "技能", zh: "技能", en: "skills" },
  damage: { ja: "ダメージ", zh: "伤害", en: "damage" },
  weight: { ja: "重さ", zh: "重量", en: "weight" },
  attribute: { ja: "属性", zh: "属性", en: "attribute" },
  job: { ja: "ジョブ", zh: "职业", en: "job" },
  atk: { ja: "攻撃力", zh: "攻击力", en: "ATK" },
  def: { ja: "守備力・DEF", zh: "守备力・坚韧", en: "DEF" },
  hp: { ja: "HP", zh: "HP", en: "HP" },
  mp: { ja: "MP", zh: "MP", en: "MP" },
  dp: { ja: "DP", zh: "DP", en: "DP" },
  // magical-girl's sheet (seed 002's terms).
  str: { ja: "筋力", zh: "力量", en: "STR" },
  agi: { ja: "敏捷", zh: "敏捷", en: "AGI" },
  size: { ja: "体格", zh: "体型", en: "size" },
  dpCap: { ja: "DP上限", zh: "DP上限", en: "DP cap" },
  traits: { ja: "特性", zh: "特性", en: "traits" },
  do: { ja: "効果の種類", zh: "效果种类", en: "kind of effect" },
  kind: { ja: "種類", zh: "种类", en: "kind" },
  type: { ja: "種類", zh: "种类", en: "type" },
  amount: { ja: "量", zh: "数量", en: "amount" },
  to: { ja: "対象", zh: "对象", en: "to" },
  count: { ja: "枚数", zh: "张数", en: "count" },
  when: { ja: "タイミング", zh: "时机", en: "when" },
  until: { ja: "期間", zh: "持续", en: "until" },
};

/** A word for a field key in `lang`, when one is known. */
export function fieldWord(lang: Lang, key: string): string | undefined {
  const w = FIELD_WORDS[key]?.[lang];
  return w === undefined || w === key ? undefined : w;
}
