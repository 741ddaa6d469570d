/**
 * The geo-march board's own words in ja/zh/en, with the seed's terms (ジオ, リミット, 本陣, 拠点,
 * 隊列, 進軍側／防御側, 速攻召喚, 先攻／後攻, 乱戦, 行動完了, 撃破, 反撃). Battle text from the
 * server (log, prompts, options, card names) is already in the seat's language.
 */
import { type WordParams, wordsOf } from "../../i18n.ts";
import type { Lang } from "../../net/protocol.ts";

const WORDS = {
  map: { ja: "マップ", zh: "地图", en: "Map" },
  limit: { ja: "リミット", zh: "上限", en: "Limit" },
  home: { ja: "本陣", zh: "本阵", en: "Home base" },
  outpost: { ja: "拠点", zh: "据点", en: "Outpost" },
  level: { ja: "総レベル", zh: "总等级", en: "Total level" },
  empty: { ja: "ユニットなし", zh: "无单位", en: "No units" },
  front: { ja: "先頭", zh: "前列", en: "Front" },
  marcher: { ja: "進軍側", zh: "进军方", en: "Marcher" },
  defender: { ja: "防御側", zh: "防御方", en: "Defender" },
  battleAt: { ja: "戦闘：ジオ「{geo}」", zh: "战斗：地域「{geo}」", en: "Battle at “{geo}”" },
  marchPath: { ja: "進軍", zh: "进军", en: "March" },
  marchable: { ja: "進軍先に選べる", zh: "可选为进军目标", en: "can march here" },
  "step.fast-summon": { ja: "速攻召喚", zh: "速攻召唤", en: "Fast summon" },
  "step.formation": { ja: "隊列変更", zh: "队列变更", en: "Formation" },
  "step.speed": { ja: "スピード決定", zh: "速度决定", en: "Speed" },
  "step.normal": { ja: "通常タイミング", zh: "通常时点", en: "Normal timing" },
  "step.attack": { ja: "攻撃", zh: "攻击", en: "Attack" },
  "step.melee": { ja: "乱戦", zh: "乱战", en: "Melee" },
  "step.end": { ja: "戦闘終了", zh: "战斗结束", en: "End of battle" },
  now: { ja: "現在", zh: "当前", en: "now" },
  stepDone: { ja: "済", zh: "已过", en: "done" },
  speedLine: {
    ja: "ダイス{die}＋スピード{mod}＝{total}",
    zh: "骰子{die}＋速度{mod}＝{total}",
    en: "die {die} + speed {mod} = {total}",
  },
  first: { ja: "先攻", zh: "先攻", en: "First" },
  second: { ja: "後攻", zh: "后攻", en: "Second" },
  done: { ja: "行動完了", zh: "行动完毕", en: "action-complete" },
  attacking: { ja: "攻撃参加", zh: "参与攻击", en: "attacking" },
  chain: {
    ja: "反撃の連鎖（上から解決）",
    zh: "反击连锁（自上而下结算）",
    en: "Counter chain (top resolves first)",
  },
  chainEmpty: {
    ja: "使用中の能力・スキルなし",
    zh: "无使用中的能力・技能",
    en: "Nothing on the chain",
  },
  ability: { ja: "特殊能力", zh: "特殊能力", en: "ability" },
  target: { ja: "対象", zh: "对象", en: "target" },
  roll: { ja: "ダイス", zh: "骰子", en: "die" },
  damage: {
    ja: "攻撃のダメージ（隊列の先頭から）",
    zh: "攻击伤害（从队列前列起）",
    en: "Attack damage (from the front)",
  },
  damageTotal: { ja: "ダメージ{n}", zh: "伤害{n}", en: "damage {n}" },
  defeated: { ja: "撃破", zh: "击破", en: "defeated" },
  projected: { ja: "予測", zh: "预测", en: "projected" },
  stops: { ja: "ここで止まる", zh: "在此停止", en: "stops here" },
  untouched: { ja: "届かない", zh: "未波及", en: "not reached" },
  hand: { ja: "手札", zh: "手牌", en: "Hand" },
  deck: { ja: "山札", zh: "牌堆", en: "Deck" },
  drop: { ja: "捨て札", zh: "弃牌", en: "Drop pile" },
  // "Hand 3 · Deck 20", as vision's board reads ("Hand 1 cards" did not).
  cards: { ja: "{n}枚", zh: "{n}张", en: "{n}" },
  turn: { ja: "ターン{n}", zh: "第{n}回合", en: "Turn {n}" },
  active: { ja: "手番", zh: "回合方", en: "to move" },
  equip: { ja: "イクイップ", zh: "装备", en: "Equipment" },
  atk: { ja: "攻", zh: "攻", en: "ATK" },
  def: { ja: "防", zh: "防", en: "DEF" },
  spd: { ja: "速", zh: "速", en: "SPD" },
  lv: { ja: "Lv", zh: "Lv", en: "Lv" },
  details: { ja: "カード詳細", zh: "卡牌详情", en: "Card details" },
  noText: { ja: "テキストなし", zh: "无文本", en: "No text" },
  battle: { ja: "戦闘", zh: "战斗", en: "Battle" },
  adjacent: { ja: "隣接", zh: "相邻", en: "Next to" },
  origin: { ja: "進軍前のジオ", zh: "进军前的地域", en: "Came from" },
} as const;

/** A key of the board's words. */
export type GeoWord = keyof typeof WORDS;

/** The board's word for `key` in `lang`, with `{name}` parameters filled. */
export const gw: (lang: Lang, key: GeoWord, params?: WordParams) => string = wordsOf(WORDS);
