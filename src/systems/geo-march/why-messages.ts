/** Refusal reasons (`why.*`), player facts (`fact.*`) and the setup `override` event of geo-march, in ja / zh / en. */
import type { MessageTable } from "../../engine/index.ts";
import { OVERRIDE_MESSAGE } from "../shared/overrides.ts";

/** Messages of {@link geoMarchWhy} and {@link geoMarchFacts}. */
export const GEO_MARCH_WHY_MESSAGES: MessageTable = {
  "ev.override": OVERRIDE_MESSAGE,
  "term.level": { ja: "レベル", zh: "等级", en: "level" },
  "why.over-limit": {
    ja: "ジオ「{%geo}」の総レベルが{level}になり、リミット{limit}を超える（{rule}）",
    zh: "地域「{%geo}」的总等级将为{level}，超过上限{limit}（{rule}）",
    en: "{%geo} would hold level {level}, over its limit {limit} ({rule})",
  },
  "why.not-fast": {
    ja: "{@card}には速攻召喚マークがない（{rule}）",
    zh: "{@card}没有速攻召唤标记（{rule}）",
    en: "{@card} has no fast-summon mark ({rule})",
  },
  "why.not-unit": {
    ja: "{@card}はユニットではない（{rule}）",
    zh: "{@card}不是单位（{rule}）",
    en: "{@card} is not a unit ({rule})",
  },
  "why.not-home": {
    ja: "ジオ「{%geo}」は自分の本陣でも拠点でもない（{rule}）",
    zh: "地域「{%geo}」不是自己的本阵或据点（{rule}）",
    en: "{%geo} is neither your home base nor your outpost ({rule})",
  },
  "why.enemy-there": {
    ja: "ジオ「{%geo}」には敵ユニットがいる（{rule}）",
    zh: "地域「{%geo}」有敌方单位（{rule}）",
    en: "enemy units stand on {%geo} ({rule})",
  },
  "why.not-in-battle": {
    ja: "{@card}は戦闘に参加していない（{rule}）",
    zh: "{@card}未参加战斗（{rule}）",
    en: "{@card} does not take part in the battle ({rule})",
  },
  "why.melee": {
    ja: "乱戦ではすべてのカードがテキストを失う（{@card}）（{rule}）",
    zh: "乱战中所有卡牌失去文字（{@card}）（{rule}）",
    en: "in melee every card has lost its text ({@card}) ({rule})",
  },
  "why.used-up": {
    ja: "{@card}のこの能力はこの戦闘で{used}回使用済み（上限{max}回）（{rule}）",
    zh: "{@card}的此能力本场战斗已使用{used}次（上限{max}次）（{rule}）",
    en: "{@card}'s ability was used {used} of {max} times this battle ({rule})",
  },
  "why.action-done": {
    ja: "{@card}は行動完了している：【行動】は行動未完了のユニットだけが使える（{rule}）",
    zh: "{@card}已行动完毕：【行动】只能由未行动的单位使用（{rule}）",
    en: "{@card} is action-complete: an 【行動】 ability needs an action-incomplete unit ({rule})",
  },
  "why.attack-declared": {
    ja: "攻撃宣言の後は【行動】を使えない（{@card}）（{rule}）",
    zh: "宣言攻击后不能使用【行动】（{@card}）（{rule}）",
    en: "after your attack is declared no 【行動】 ability may be used ({@card}) ({rule})",
  },
  "why.timing": {
    ja: "{@card}のタイミングは［{timing}］で、今は使えない（{rule}）",
    zh: "{@card}的时点为［{timing}］，现在不能使用（{rule}）",
    en: "{@card} is labelled [{timing}], which does not fit this timing ({rule})",
  },
  "why.repeat-waiting": {
    ja: "{@card}のこの能力の同じ使用がすでにスタックで待っている（{rule}）",
    zh: "{@card}此能力的相同使用已在堆叠中等待（{rule}）",
    en: "the same use of {@card}'s ability is already waiting on the stack ({rule})",
  },
  "why.repeat-nothing": {
    ja: "{@card}のこの能力はコストも回数制限もなく、今もう一度使っても何も変わらない（{rule}）",
    zh: "{@card}的此能力无消耗也无次数限制，现在再次使用也不会改变任何事（{rule}）",
    en: "{@card}'s ability has no cost and no count: a cost-free repeat would change nothing now ({rule})",
  },
  "fact.party-level": {
    ja: "{#seat}：ジオ「{%geo}」の総レベル{level}／リミット{limit}",
    zh: "{#seat}：地域「{%geo}」总等级{level}／上限{limit}",
    en: "{#seat}: level {level} on {%geo}, limit {limit}",
  },
};
