/**
 * The ygo-trpg board's own words in ja/zh/en with seed 001's terms (ライフ, 得意ジョブ, 属性ボーナス,
 * ジョブボーナス, チャージ, 召喚判定, ダメージ判定, 軽減判定, 掲載攻撃力/100, 反属性, ファンブル,
 * クリティカル, 身代わり, ダイレクトアタック, 気絶, 行動順, 星) as src/systems/ygo-trpg/messages.ts
 * uses them. Card names and texts come from the server; only the board's frame is here.
 */
import { type WordParams, wordsOf } from "../../i18n.ts";
import type { Lang } from "../../net/protocol.ts";

const WORDS = {
  gmScreen: { ja: "GMスクリーン", zh: "GM屏幕", en: "GM screen" },
  sheet: { ja: "キャラクターシート", zh: "角色卡", en: "Character sheet" },
  you: { ja: "あなた", zh: "你", en: "you" },
  ally: { ja: "味方", zh: "队友", en: "ally" },
  enemies: { ja: "GM側（敵モンスター）", zh: "GM方（敌方怪兽）", en: "The GM's side (enemies)" },
  players: { ja: "プレイヤー", zh: "玩家", en: "Players" },
  watching: { ja: "観戦（公開情報）", zh: "观战（公开信息）", en: "Watching (the public view)" },
  standing: {
    ja: "敵モンスター残り{m}体・戦闘に参加中のプレイヤー{p}/{n}人（気絶{f}人）",
    zh: "敌方怪兽剩余{m}只・参战玩家{p}/{n}人（昏厥{f}人）",
    en: "{m} GM monster(s) left; {p} of {n} players in the battle ({f} fainted)",
  },
  life: { ja: "ライフ", zh: "生命", en: "Life" },
  lifeOf: { ja: "{n} / 40", zh: "{n} / 40", en: "{n} / 40" },
  fainted: { ja: "気絶", zh: "昏厥", en: "fainted (気絶)" },
  job: { ja: "得意ジョブLv{n}", zh: "擅长职业Lv{n}", en: "Job level {n}" },
  jobNamed: { ja: "得意ジョブ：{job} Lv{n}", zh: "擅长职业：{job} Lv{n}", en: "{job}, level {n}" },
  fieldSize: {
    ja: "フィールド {n} / {max}体",
    zh: "场上 {n} / {max}只",
    en: "Field {n} / {max} monsters",
  },
  bonuses: {
    ja: "属性ボーナス{a}・ジョブボーナス{j}",
    zh: "属性加值{a}・职业加值{j}",
    en: "attribute bonus {a}, job bonus {j}",
  },
  summons: {
    ja: "このターンの召喚：通常{n}・特殊{s}（制限がなければ各1回）",
    zh: "本回合召唤：通常{n}・特殊{s}（无其他限制时各1次）",
    en: "Summons this turn: normal {n}, special {s} (one each, unless a spell says otherwise)",
  },
  mhand: { ja: "モンスター手札", zh: "怪兽手牌", en: "Monster hand" },
  ihand: { ja: "道具手札", zh: "道具手牌", en: "Item hand" },
  gmHand: { ja: "GMの手札", zh: "GM手牌", en: "The GM's hand" },
  field: { ja: "フィールド", zh: "场上", en: "Field" },
  st: { ja: "セットしたカード", zh: "盖放的卡", en: "Set cards" },
  up: { ja: "表側の魔法", zh: "表侧魔法", en: "Face-up spells" },
  grave: { ja: "墓地", zh: "墓地", en: "Graveyard" },
  decks: {
    ja: "デッキ：モンスター{m}・道具{i}",
    zh: "卡组：怪兽{m}・道具{i}",
    en: "Decks: monster {m}, item {i}",
  },
  hidden: { ja: "{n}枚（非公開）", zh: "{n}张（不公开）", en: "{n} (hidden)" },
  faceDown: { ja: "裏向き", zh: "背面", en: "face down" },
  none: { ja: "なし", zh: "无", en: "none" },
  chargeTable: { ja: "チャージ表", zh: "充填表", en: "Charge table" },
  chargeMonsters: {
    ja: "モンスター4枚以下・道具4枚以上 → モンスターのみ5枚までチャージ",
    zh: "怪兽≤4张・道具≥4张 → 只可充填怪兽至5张",
    en: "monsters ≤ 4, items ≥ 4 → charge monsters up to 5",
  },
  chargeEither: {
    ja: "モンスター4枚以下・道具3枚以下 → モンスター5枚まで、または道具を1枚",
    zh: "怪兽≤4张・道具≤3张 → 充填怪兽至5张，或1张道具",
    en: "monsters ≤ 4, items ≤ 3 → monsters up to 5, or one item",
  },
  chargeNone: {
    ja: "モンスター5枚以上 → チャージできない",
    zh: "怪兽≥5张 → 不可充填",
    en: "monsters ≥ 5 → no charge",
  },
  chargeOptional: {
    ja: "チャージは任意（「チャージしない」も可）",
    zh: "充填是任意的（也可“不充填”）",
    en: "charging is optional (“do not charge” is always there)",
  },
  handsNow: {
    ja: "いま：モンスター{m}枚・道具{i}枚",
    zh: "现在：怪兽{m}张・道具{i}张",
    en: "now: {m} monsters, {i} items",
  },
  round: { ja: "ターン{n}", zh: "第{n}回合", en: "Turn {n}" },
  order: { ja: "行動順（星の数）", zh: "行动顺序（星数）", en: "Acting order (by stars)" },
  orderProjected: {
    ja: "星の数による予定（同数は戦闘フェイズで決定）",
    zh: "按星数预计（同星数在战斗阶段决定）",
    en: "by stars, before the battle phase (ties are settled then)",
  },
  second: {
    ja: "パスしたモンスターの2度目の機会",
    zh: "放弃行动的怪兽的第二次机会",
    en: "second chance for monsters that passed",
  },
  actsNow: { ja: "行動中", zh: "行动中", en: "acting" },
  acted: { ja: "行動済", zh: "已行动", en: "acted" },
  passed: { ja: "パス", zh: "放弃", en: "passed" },
  gmSecretOn: {
    ja: "GMの判定：伏せている",
    zh: "GM判定：隐藏中",
    en: "GM rolls: kept secret",
  },
  gmSecretOff: { ja: "GMの判定：公開", zh: "GM判定：公开", en: "GM rolls: shown" },
  tools: { ja: "GMツール", zh: "GM工具", en: "GM tools" },
  toolsHint: {
    ja: "作戦フェイズにGMが使える（ライフ上限40）",
    zh: "GM可在作战阶段使用（生命上限40）",
    en: "usable by the GM in the strategy phase (life never above 40)",
  },
  takeBack: {
    ja: "↶ 直前の決定を取り消す",
    zh: "↶ 撤回上一个决定",
    en: "↶ Take back the last decision",
  },
  summonCheck: { ja: "召喚判定", zh: "召唤判定", en: "Summon check" },
  declared: {
    ja: "宣言：レベル{level}・{race}族",
    zh: "宣言：等级{level}・{race}族",
    en: "Declared: level {level} {race}",
  },
  level2: { ja: "レベル{level}×2", zh: "等级{level}×2", en: "level {level}×2" },
  bonusSum: { ja: "属性ボーナス+ジョブボーナス", zh: "属性加值+职业加值", en: "bonuses" },
  attackRoll: { ja: "ダメージ判定", zh: "伤害判定", en: "Damage roll" },
  defenseRoll: { ja: "軽減判定", zh: "减轻判定", en: "Reduction roll" },
  atk100: { ja: "攻撃力/100", zh: "攻击力/100", en: "ATK/100" },
  def100: { ja: "守備力/100", zh: "守备力/100", en: "DEF/100" },
  bonus: { ja: "ボーナス", zh: "加值", en: "bonuses" },
  dice: { ja: "2D", zh: "2D", en: "2D" },
  crit: { ja: "クリティカル1D", zh: "大成功1D", en: "critical 1D" },
  attr: { ja: "反属性1D", zh: "反属性1D", en: "opposing attribute 1D" },
  critical: { ja: "クリティカル（6ゾロ）", zh: "大成功（双6）", en: "Critical (double 6)" },
  fumble: { ja: "ファンブル（1ゾロ）", zh: "大失败（双1）", en: "Fumble (double 1)" },
  attackFumble: {
    ja: "ファンブル：攻撃は失敗",
    zh: "大失败：攻击失败",
    en: "Fumble: the attack fails",
  },
  defenseFumble: {
    ja: "ファンブル：ダイス目は0",
    zh: "大失败：骰子点数为0",
    en: "Fumble: the dice count 0",
  },
  secret: {
    ja: "GMが判定を伏せている",
    zh: "GM隐藏了判定",
    en: "the GM keeps this roll secret",
  },
  keptSecret: {
    ja: "伏せ中：プレイヤーには見えない",
    zh: "隐藏中：玩家看不到",
    en: "kept secret: the players do not see it",
  },
  success: { ja: "成功", zh: "成功", en: "success" },
  failure: { ja: "失敗", zh: "失败", en: "failure" },
  summoned: { ja: "召喚成功", zh: "召唤成功", en: "summoned" },
  failed: { ja: "召喚失敗：手札に戻る", zh: "召唤失败：回到手牌", en: "failed: back to hand" },
  negated: { ja: "罠で無効", zh: "被陷阱无效", en: "negated by a trap" },
  stopped: { ja: "気絶のため中止", zh: "因昏厥中止", en: "stopped: the player fainted" },
  waitingRoll: { ja: "判定待ち", zh: "等待判定", en: "waiting for the roll" },
  lastAttack: { ja: "攻撃", zh: "攻击", en: "Attack" },
  substitute: { ja: "身代わり：{card}", zh: "替身：{card}", en: "substitute: {card}" },
  direct: {
    ja: "ダイレクトアタック：一律10点",
    zh: "直接攻击：固定10点",
    en: "direct attack: a flat 10",
  },
  damage: { ja: "ダメージ", zh: "伤害", en: "Damage" },
  lifeLeft: { ja: "残りライフ{n}", zh: "剩余生命{n}", en: "life left {n}" },
  lifeLost: { ja: "ライフ−{n}", zh: "生命−{n}", en: "life −{n}" },
  attackNegated: { ja: "攻撃は無効", zh: "攻击被无效", en: "the attack is negated" },
  hiddenCard: { ja: "（手札のカード）", zh: "（手牌中的卡）", en: "(a card in hand)" },
  endPhase: {
    ja: "エンドフェイズ：「エンドフェイズ」の効果だけが発動し、その後作戦フェイズへ",
    zh: "结束阶段：只发动“结束阶段”效果，然后回到作战阶段",
    en: "End phase: only “end phase” effects resolve, then back to the strategy phase",
  },
  lastEnd: {
    ja: "前のエンドフェイズ（ターン{n}）",
    zh: "上一个结束阶段（第{n}回合）",
    en: "Last end phase (turn {n})",
  },
  endEffects: { ja: "{cards}の効果", zh: "{cards}的效果", en: "effects of {cards}" },
  boostsEnded: {
    ja: "このターンの強化{n}件が終了",
    zh: "本回合的{n}个强化结束",
    en: "{n} boost(s) of the turn ended",
  },
  nothingAtEnd: {
    ja: "「エンドフェイズ」の効果なし",
    zh: "无“结束阶段”效果",
    en: "no “end phase” effects",
  },
  over: { ja: "戦闘終了", zh: "战斗结束", en: "The battle is over" },
  details: { ja: "カード詳細", zh: "卡牌详情", en: "Card details" },
  options: { ja: "選択肢{n}", zh: "选项{n}", en: "{n} option(s)" },
  monsterLife: { ja: "ライフ{left}/{max}", zh: "生命{left}/{max}", en: "life {left}/{max}" },
} as const;

/** A word of the ygo-trpg board. */
export type YgoWord = keyof typeof WORDS;

/** The word `key` in `lang`, with `{name}` slots filled from `params` (a missing one: empty). */
export const yw: (lang: Lang, key: YgoWord, params?: WordParams) => string = wordsOf(WORDS, "");

/** The six phases with the seed's words (YGT-10). */
const PHASE_WORDS: Record<string, Record<Lang, string>> = {
  strategy: { ja: "作戦", zh: "作战", en: "Strategy" },
  charge: { ja: "チャージ", zh: "充填", en: "Charge" },
  summon: { ja: "召喚", zh: "召唤", en: "Summon" },
  "spell-trap": { ja: "魔法・罠", zh: "魔法・陷阱", en: "Spell/trap" },
  battle: { ja: "戦闘", zh: "战斗", en: "Battle" },
  end: { ja: "エンド", zh: "结束", en: "End" },
};

/** A phase's word. */
export function phaseWord(lang: Lang, phase: string): string {
  return PHASE_WORDS[phase]?.[lang] ?? phase;
}

/** Attributes (属性). */
const ATTRS: Record<string, Record<Lang, string>> = {
  light: { ja: "光", zh: "光", en: "LIGHT" },
  dark: { ja: "闇", zh: "暗", en: "DARK" },
  fire: { ja: "炎", zh: "炎", en: "FIRE" },
  water: { ja: "水", zh: "水", en: "WATER" },
  wind: { ja: "風", zh: "风", en: "WIND" },
  earth: { ja: "地", zh: "地", en: "EARTH" },
  divine: { ja: "神", zh: "神", en: "DIVINE" },
};

/** An attribute's word. */
export function attrWord(lang: Lang, attr: string): string {
  return ATTRS[attr]?.[lang] ?? attr;
}

/** Monster types (種族), as the declaration names them. */
const RACES: Record<string, Record<Lang, string>> = {
  warrior: { ja: "戦士", zh: "战士", en: "Warrior" },
  aqua: { ja: "水", zh: "水", en: "Aqua" },
  "winged-beast": { ja: "鳥獣", zh: "鸟兽", en: "Winged Beast" },
  rock: { ja: "岩石", zh: "岩石", en: "Rock" },
  beast: { ja: "獣", zh: "兽", en: "Beast" },
  spellcaster: { ja: "魔法使い", zh: "魔法师", en: "Spellcaster" },
  dragon: { ja: "ドラゴン", zh: "龙", en: "Dragon" },
  insect: { ja: "昆虫", zh: "昆虫", en: "Insect" },
  fiend: { ja: "悪魔", zh: "恶魔", en: "Fiend" },
  zombie: { ja: "アンデット", zh: "不死", en: "Zombie" },
};

/** A monster type's word. */
export function raceWord(lang: Lang, race: string): string {
  return RACES[race]?.[lang] ?? race;
}
