/** Refusal reasons (`why.*`), player facts (`fact.*`) and the setup `override` event of ygo-trpg, in ja / zh / en. */
import type { MessageTable } from "../../engine/index.ts";
import { OVERRIDE_MESSAGE } from "../shared/overrides.ts";

/** Messages of {@link ygoTrpgWhy} and {@link ygoTrpgFacts}. */
export const YGO_TRPG_WHY_MESSAGES: MessageTable = {
  "ev.override": OVERRIDE_MESSAGE,
  "term.atk": { ja: "攻撃力", zh: "攻击力", en: "ATK" },
  "term.def": { ja: "守備力", zh: "守备力", en: "DEF" },
  "term.level": { ja: "レベル", zh: "等级", en: "level" },
  "term.life": { ja: "ライフ", zh: "生命值", en: "life" },
  "term.attribute": { ja: "属性", zh: "属性", en: "attribute" },
  "why.field-full": {
    ja: "フィールドのモンスターは{field}体で、職業レベルによる上限{size}体に達している（{rule}）",
    zh: "场上已有{field}只怪兽，已达职业等级决定的上限{size}只（{rule}）",
    en: "your field holds {field} monsters, the most your job level allows is {size} ({rule})",
  },
  "why.normal-used": {
    ja: "このターンの通常召喚は{used}回済み（上限{max}回）（{rule}）",
    zh: "本回合已通常召唤{used}次（上限{max}次）（{rule}）",
    en: "normal summons this turn: {used} of {max} used ({rule})",
  },
  "why.special-used": {
    ja: "このターンの特殊召喚は{used}回済み（上限{max}回）（{rule}）",
    zh: "本回合已特殊召唤{used}次（上限{max}次）（{rule}）",
    en: "special summons this turn: {used} of {max} used ({rule})",
  },
  "why.synchro-life": {
    ja: "{@card}のシンクロ召喚にはライフ{cost}が必要、ライフは{life}（{rule}）",
    zh: "同调召唤{@card}需要{cost}生命值，你只有{life}（{rule}）",
    en: "a synchro summon of {@card} costs {cost} life, you have {life} ({rule})",
  },
  "why.quick-only": {
    ja: "作戦フェイズに使えるのは速攻魔法だけ（{@card}）（{rule}）",
    zh: "作战阶段只能使用速攻魔法（{@card}）（{rule}）",
    en: "only quick-play spells may be used in the strategy phase ({@card}) ({rule})",
  },
  "why.trap-this-round": {
    ja: "{@card}はラウンド{round}にセットされた：罠は次のラウンドから発動できる（{rule}）",
    zh: "{@card}于第{round}轮盖放：陷阱从下一轮起才能发动（{rule}）",
    en: "{@card} was set in round {round}: a trap can be activated from the next round on ({rule})",
  },
  "why.trap-too-old": {
    ja: "{@card}はラウンド{round}にセットされた：罠は直前のラウンドにセットしたものだけ発動できる（{rule}）",
    zh: "{@card}于第{round}轮盖放：陷阱只能在盖放后的下一轮发动（{rule}）",
    en: "{@card} was set in round {round}: a trap can be activated in the round just after it was set only ({rule})",
  },
  "ev.roll-off-tie": {
    ja: "星{level}のロールオフが同値：{%first}（{option}）",
    zh: "星{level}的掷骰平手：{%first}（{option}）",
    en: "Stars {level} roll-off tied: {%first} ({option})",
  },
  "term.players-first": { ja: "味方が先に行動", zh: "我方先行动", en: "the players act first" },
  "term.gm-first": { ja: "敵が先に行動", zh: "敌方先行动", en: "the GM acts first" },
  "fact.summons": {
    ja: "フィールド{field}/{size}体、通常召喚{normal}/{maxNormal}、特殊召喚{special}/{maxSpecial}",
    zh: "场上{field}/{size}只，通常召唤{normal}/{maxNormal}，特殊召唤{special}/{maxSpecial}",
    en: "field {field}/{size} monsters, normal summons {normal}/{maxNormal}, special summons {special}/{maxSpecial}",
  },
};
