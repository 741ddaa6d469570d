/**
 * Words of `kassen play`'s `state` command and of the browser's generic board in Japanese and
 * Chinese: the summary's field names and zone ids are English identifiers, which made `state` a
 * mix of languages. English keeps the identifiers themselves (what scenarios and `--json` use);
 * an identifier with no entry here stays as is.
 */
import type { Lang } from "../engine/types.ts";

/** Field and zone names by identifier. */
const TERMS: Record<Exclude<Lang, "en">, Record<string, string>> = {
  ja: {
    you: "あなた",
    hidden: "枚（非公開）",
    life: "ライフ",
    deck: "デッキ",
    hand: "手札",
    node: "ノード",
    field: "場",
    grave: "墓地",
    exile: "除外",
    drop: "捨て札",
    units: "ユニット",
    round: "ラウンド",
    fighters: "戦闘者",
    hp: "HP",
    hpMax: "最大HP",
    mp: "MP",
    dp: "DP",
    side: "陣営",
    wound: "負傷",
    stance: "構え",
    order: "手番",
    level: "レベル",
    atk: "攻撃力",
    attack: "攻撃力",
    toughness: "耐久力",
    sleep: "スリープ",
    maxLife: "最大ライフ",
    damage: "ダメージ",
    monsterHand: "モンスター手札",
    itemHand: "アイテム手札",
    monsterDeck: "モンスターデッキ",
    itemDeck: "アイテムデッキ",
    mhand: "モンスター手札",
    ihand: "アイテム手札",
    mdeck: "モンスターデッキ",
    ideck: "アイテムデッキ",
    st: "魔法・罠",
    faceUp: "表向き",
    normalSummons: "通常召喚",
    specialSummons: "特殊召喚",
  },
  zh: {
    you: "你",
    hidden: "张（未公开）",
    life: "生命",
    deck: "牌库",
    hand: "手牌",
    node: "节点",
    field: "场上",
    grave: "墓地",
    exile: "除外",
    drop: "弃牌",
    units: "单位",
    round: "回合",
    fighters: "战斗者",
    hp: "HP",
    hpMax: "最大HP",
    mp: "MP",
    dp: "DP",
    side: "阵营",
    wound: "伤势",
    stance: "架势",
    order: "行动顺序",
    level: "等级",
    atk: "攻击力",
    attack: "攻击力",
    toughness: "耐久",
    sleep: "休眠",
    maxLife: "最大生命",
    damage: "伤害",
    monsterHand: "怪兽手牌",
    itemHand: "道具手牌",
    monsterDeck: "怪兽牌库",
    itemDeck: "道具牌库",
    mhand: "怪兽手牌",
    ihand: "道具手牌",
    mdeck: "怪兽牌库",
    ideck: "道具牌库",
    st: "魔法·陷阱",
    faceUp: "表侧",
    normalSummons: "通常召唤",
    specialSummons: "特殊召唤",
  },
};

/** An identifier in `lang`: the term when there is one, else the identifier itself. */
export function term(id: string, lang: Lang): string {
  if (lang === "en") return id;
  const t = TERMS[lang];
  return Object.hasOwn(t, id) ? t[id] : id;
}
