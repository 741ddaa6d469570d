/**
 * The ygo-trpg party and encounter builders' words in ja/zh/en, with the rulebook's terms as the
 * board uses them (web/src/boards/ygo-trpg/words.ts: ライフ, 得意ジョブ, 属性ボーナス,
 * ジョブボーナス, 召喚判定, 行動順, 星, モンスター手札, 道具手札, セット). Card, character, deck and
 * encounter names come from the content; only the builders' frame is here.
 */
import { type WordParams, wordsOf } from "../../i18n.ts";
import type { Lang } from "../../net/protocol.ts";

const WORDS = {
  tabParty: { ja: "パーティ", zh: "队伍", en: "Party" },
  tabEncounter: { ja: "遭遇（GM側）", zh: "遭遇（GM方）", en: "Encounter (GM)" },
  loading: {
    ja: "収録データを読み込み中…",
    zh: "正在读取收录数据…",
    en: "Loading the shipped content…",
  },
  players: { ja: "プレイヤー（{n}/4人）", zh: "玩家（{n}/4人）", en: "Players ({n} of 4)" },
  player: { ja: "プレイヤー {seat}", zh: "玩家 {seat}", en: "Player {seat}" },
  addPlayer: { ja: "＋ プレイヤーを追加", zh: "＋ 添加玩家", en: "＋ Add a player" },
  removePlayer: {
    ja: "{seat} を外す（後の席が詰まる）",
    zh: "移除 {seat}（后面的座位前移）",
    en: "Remove {seat} (later seats move up)",
  },
  character: { ja: "キャラクター", zh: "角色", en: "Character" },
  shippedGroup: { ja: "収録", zh: "收录", en: "Shipped" },
  ownGroup: { ja: "自作", zh: "自制", en: "My own" },
  makeOwnCharacter: {
    ja: "このキャラクターを元に自作する",
    zh: "以此角色为基础自制",
    en: "Make my own from this character",
  },
  ownCharacter: { ja: "自作キャラクター {id}", zh: "自制角色 {id}", en: "My character {id}" },
  job: { ja: "得意ジョブ", zh: "擅长职业", en: "Job" },
  jobLevel: {
    ja: "得意ジョブLv（フィールドの枠）",
    zh: "擅长职业Lv（场上格数）",
    en: "Job level (field size)",
  },
  attribute: { ja: "属性", zh: "属性", en: "Attribute" },
  attributeBonus: { ja: "属性ボーナス", zh: "属性加值", en: "Attribute bonus" },
  jobBonus: { ja: "ジョブボーナス", zh: "职业加值", en: "Job bonus" },
  sheetHint: {
    ja: "空欄：キャラクターシートの値（{v}）",
    zh: "留空：角色卡的值（{v}）",
    en: "blank: the character sheet's ({v})",
  },
  life: {
    ja: "ライフ（キャンペーンから持ち越し、0〜40）",
    zh: "生命（从战役延续，0～40）",
    en: "Life (carried over, 0 to 40)",
  },
  lifeHint: { ja: "空欄：40（満タン）", zh: "留空：40（满）", en: "blank: 40 (full)" },
  monsterDeck: { ja: "モンスターデッキ", zh: "怪兽卡组", en: "Monster deck" },
  itemDeck: { ja: "道具デッキ", zh: "道具卡组", en: "Item deck" },
  characterDeck: {
    ja: "キャラクターのデッキ（{name}）",
    zh: "角色的卡组（{name}）",
    en: "the character's ({name})",
  },
  cardListDeck: {
    ja: "カードの並び（シナリオ指定）",
    zh: "卡的顺序（剧本指定）",
    en: "a card list (from the scenario)",
  },
  makeOwnDeck: {
    ja: "このデッキを元に自作する",
    zh: "以此卡组为基础自制",
    en: "Make my own from this deck",
  },
  ownDeck: {
    ja: "自作デッキ {name}：{n}枚",
    zh: "自制卡组 {name}：{n}张",
    en: "My deck {name}: {n} cards",
  },
  copies: {
    ja: "同じカードは{max}枚まで",
    zh: "同名卡最多{max}张",
    en: "at most {max} copies of a card",
  },
  addOne: { ja: "{name}を1枚入れる", zh: "加入1张{name}", en: "Add one {name}" },
  takeOne: { ja: "{name}を1枚抜く", zh: "移除1张{name}", en: "Take out one {name}" },
  deckName: { ja: "デッキ名", zh: "卡组名", en: "Deck name" },
  mhand: { ja: "モンスター手札", zh: "怪兽手牌", en: "Monster hand" },
  ihand: { ja: "道具手札", zh: "道具手牌", en: "Item hand" },
  field: { ja: "フィールドのモンスター", zh: "场上的怪兽", en: "Field monsters" },
  handHint: {
    ja: "遭遇時にさらに道具4枚・モンスター5枚を引く（YGT-01）",
    zh: "遭遇时另外抽4张道具、5张怪兽（YGT-01）",
    en: "at the encounter each player also draws 4 items and 5 monsters (YGT-01)",
  },
  none: { ja: "なし", zh: "无", en: "none" },
  add: { ja: "追加", zh: "添加", en: "Add" },
  addTo: { ja: "{list}に追加するカード", zh: "添加到{list}的卡", en: "Card to add to {list}" },
  removeAt: {
    ja: "{list}から{name}（{n}枚目）を外す",
    zh: "从{list}移除{name}（第{n}张）",
    en: "Remove {name} (no. {n}) from {list}",
  },
  pick: { ja: "— 選ぶ —", zh: "— 选择 —", en: "— pick —" },
  encounter: { ja: "遭遇", zh: "遭遇", en: "Encounter" },
  noEncounter: {
    ja: "なし（下のGMのリストだけ）",
    zh: "无（只用下面GM的列表）",
    en: "none (only the GM's lists below)",
  },
  encounterShipped: {
    ja: "収録の遭遇はそのまま使われます。変えるには自作にしてください。",
    zh: "收录的遭遇按原样使用。要修改请先自制。",
    en: "A shipped encounter is played as it is. Make it your own to change it.",
  },
  makeOwnEncounter: {
    ja: "この遭遇を元に自作する",
    zh: "以此遭遇为基础自制",
    en: "Make my own from this encounter",
  },
  newEncounter: { ja: "空の遭遇を自作する", zh: "自制空白遭遇", en: "Make a new empty encounter" },
  encounterName: { ja: "遭遇の名前", zh: "遭遇名称", en: "Encounter name" },
  encMonsters: { ja: "遭遇のモンスター", zh: "遭遇的怪兽", en: "The encounter's monsters" },
  encTraps: {
    ja: "遭遇でセット済みの罠",
    zh: "遭遇中已盖放的陷阱",
    en: "The encounter's set traps",
  },
  encHand: {
    ja: "遭遇のGM手札（魔法・罠）",
    zh: "遭遇的GM手牌（魔法・陷阱）",
    en: "The encounter's GM hand (spells, traps)",
  },
  gmField: {
    ja: "GMのフィールドに追加するモンスター",
    zh: "追加到GM场上的怪兽",
    en: "More monsters on the GM's field",
  },
  gmSt: { ja: "GMのセットしたカード", zh: "GM盖放的卡", en: "The GM's set cards" },
  gmHand: {
    ja: "GMの手札（魔法・罠）",
    zh: "GM手牌（魔法・陷阱）",
    en: "The GM's hand (spells, traps)",
  },
  newMonster: { ja: "＋ 新しいモンスターを作る", zh: "＋ 制作新怪兽", en: "＋ Make a new monster" },
  newSpell: { ja: "＋ 新しい魔法", zh: "＋ 新魔法", en: "＋ New spell" },
  newTrap: { ja: "＋ 新しい罠", zh: "＋ 新陷阱", en: "＋ New trap" },
  newCardHint: {
    ja: "モンスターはGMのモンスターに、魔法はGMの手札に、罠はセットした状態で入ります",
    zh: "怪兽加入GM的怪兽，魔法加入GM手牌，陷阱以盖放状态加入",
    en: "a monster joins the GM's monsters, a spell the GM's hand, a trap is set",
  },
  ownCards: { ja: "自作カード", zh: "自制卡", en: "My cards" },
  editCard: { ja: "{name} を編集", zh: "编辑 {name}", en: "Edit {name}" },
  removeCharacter: {
    ja: "この自作キャラクターを削除（使う席は「{name}」に戻る）",
    zh: "删除此自制角色（使用它的座位改用“{name}”）",
    en: "Delete this character (its seats play {name} instead)",
  },
  removeDeck: {
    ja: "この自作デッキを削除（キャラクターのデッキか「{name}」に戻る）",
    zh: "删除此自制卡组（改用角色的卡组或“{name}”）",
    en: "Delete this deck (the character's own deck or {name} takes its place)",
  },
  removeEncounter: {
    ja: "この自作遭遇を削除（GMは「{name}」を使う）",
    zh: "删除此自制遭遇（GM改用“{name}”）",
    en: "Delete this encounter (the GM plays {name} instead)",
  },
  removeEncounterKeep: {
    ja: "この自作遭遇を削除（GMは自分の場のモンスターだけで戦う）",
    zh: "删除此自制遭遇（GM只用自己场上的怪兽）",
    en: "Delete this encounter (the GM keeps only the monsters on its field)",
  },
  removeCard: {
    ja: "このカードを削除（使われている所からも外す）",
    zh: "删除此卡（也从使用处移除）",
    en: "Delete this card (and take it out wherever it is used)",
  },
  closeEditor: { ja: "編集を閉じる", zh: "关闭编辑", en: "Close the editor" },
  summary: { ja: "この遭遇の見通し", zh: "此遭遇的预览", en: "This encounter at a glance" },
  actingOrder: { ja: "行動順（星の数）", zh: "行动顺序（星数）", en: "Acting order (by stars)" },
  stars: { ja: "星{n}", zh: "{n}星", en: "{n}★" },
  rollOff: {
    ja: "同じ星：1Dで先攻を決める",
    zh: "同星数：掷1D决定先后",
    en: "same stars: a 1D roll-off decides",
  },
  gmSide: { ja: "GM", zh: "GM", en: "GM" },
  summonChances: { ja: "召喚判定の成功率", zh: "召唤判定成功率", en: "Summon check chances" },
  monster: { ja: "モンスター", zh: "怪兽", en: "Monster" },
  level: { ja: "レベル", zh: "等级", en: "Level" },
  chance: { ja: "成功率", zh: "成功率", en: "Chance" },
  noSummary: {
    ja: "問題を直すと行動順と召喚判定の成功率が出ます",
    zh: "修正问题后显示行动顺序和召唤成功率",
    en: "Fix the problems to see the acting order and the summon chances",
  },
  waiting: {
    ja: "サーバーの確認待ち…",
    zh: "等待服务器检查…",
    en: "Waiting for the server's check…",
  },
  problemsHere: { ja: "⚠ ここの問題", zh: "⚠ 此处的问题", en: "⚠ Problems here" },
  monsterKind: { ja: "モンスター", zh: "怪兽", en: "monster" },
  spellKind: { ja: "魔法", zh: "魔法", en: "spell" },
  trapKind: { ja: "罠", zh: "陷阱", en: "trap" },
  ownTag: { ja: "自作", zh: "自制", en: "mine" },
  unknownCard: { ja: "不明なカード「{id}」", zh: "未知的卡“{id}”", en: "unknown card “{id}”" },
} as const;

/** A word of the ygo-trpg builders. */
export type PrepWord = keyof typeof WORDS;

/** The word `key` in `lang`, with `{name}` slots filled from `params`. */
export const pw: (lang: Lang, key: PrepWord, params?: WordParams) => string = wordsOf(WORDS, "");
