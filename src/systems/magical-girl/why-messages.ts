/** Refusal reasons (`why.*`), player facts (`fact.*`) and the setup `override` event of magical-girl, in zh / ja / en. */
import type { MessageTable } from "../../engine/index.ts";
import { OVERRIDE_MESSAGE } from "../shared/overrides.ts";
import { MG_CONTENT } from "./content/index.ts";
import { MG_WHY_OPEN_MESSAGES } from "./why-open-messages.ts";

/** Messages of {@link magicalGirlWhy} and {@link magicalGirlFacts}. */
export const MG_WHY_MESSAGES: MessageTable = {
  // Skill stats (`sk.<id>`) by the skill's name, for the override event's `{%stat}`.
  ...Object.fromEntries(Object.values(MG_CONTENT.skills).map((k) => [`term.sk.${k.id}`, k.name])),
  ...MG_WHY_OPEN_MESSAGES,
  "ev.override": OVERRIDE_MESSAGE,
  "term.str": { zh: "力量", ja: "筋力", en: "STR" },
  "term.agi": { zh: "敏捷", ja: "敏捷", en: "AGI" },
  "term.def": { zh: "防御", ja: "防御", en: "DEF" },
  "term.size": { zh: "体型", ja: "体格", en: "size" },
  "term.hpMax": { zh: "HP上限", ja: "最大HP", en: "max HP" },
  "term.mpMax": { zh: "MP上限", ja: "最大MP", en: "max MP" },
  "term.dpCap": { zh: "DP上限", ja: "DP上限", en: "DP cap" },
  "why.dp": {
    zh: "此行动需要{cost}点DP，{@card}只有{dp}点（{rule}）",
    ja: "この行動にはDP{cost}が必要、{@card}のDPは{dp}（{rule}）",
    en: "this costs {cost} DP, {@card} has {dp} ({rule})",
  },
  "why.mp": {
    zh: "此能力需要{cost}点MP，{@card}只有{mp}点（{rule}）",
    ja: "この能力にはMP{cost}が必要、{@card}のMPは{mp}（{rule}）",
    en: "this ability costs {cost} MP, {@card} has {mp} ({rule})",
  },
  "why.light-wound": {
    zh: "{@card}受了轻伤：不能执行4DP以上的单个行动（此行动{cost}DP）（{rule}）",
    ja: "{@card}は軽傷：4DP以上の行動はできない（この行動はDP{cost}）（{rule}）",
    en: "{@card} is lightly wounded: no single action of 4 DP or more (this one costs {cost}) ({rule})",
  },
  "why.heavy-wound": {
    zh: "{@card}受了重伤，不能行动（{rule}）",
    ja: "{@card}は重傷で行動できない（{rule}）",
    en: "{@card} is heavily wounded and cannot act ({rule})",
  },
  "why.zero-hp": {
    zh: "{@card}的HP为0，不能行动（{rule}）",
    ja: "{@card}はHP0で行動できない（{rule}）",
    en: "{@card} is at 0 HP and cannot act ({rule})",
  },
  "why.overloaded": {
    zh: "{@card}负重{weight}，超过力量的3倍{max}，不能行动（{rule}）",
    ja: "{@card}の所持重量{weight}は筋力の3倍{max}を超え、行動できない（{rule}）",
    en: "{@card} carries {weight}, over 3 × STR = {max}, and cannot act ({rule})",
  },
  "why.heavy-danger": {
    zh: "{@card}负重{weight}，超过力量的2倍{max}，不能进出危险地形（{rule}）",
    ja: "{@card}の所持重量{weight}は筋力の2倍{max}を超え、危険な地形に出入りできない（{rule}）",
    en: "{@card} carries {weight}, over 2 × STR = {max}: no dangerous terrain ({rule})",
  },
  "why.reach": {
    zh: "{@arm}是近战武器，{@card}不在同一位置（{rule}）",
    ja: "{@arm}は近接武器で、{@card}は同じ位置にいない（{rule}）",
    en: "{@arm} is a melee weapon and {@card} is not at the same position ({rule})",
  },
  "why.hidden": {
    zh: "{@card}正在隐蔽，不能成为远程攻击的目标（{rule}）",
    ja: "{@card}は隠れていて、遠隔攻撃の対象にできない（{rule}）",
    en: "{@card} is hiding and cannot be targeted from range ({rule})",
  },
  "why.stance": {
    zh: "{@card}处于{%stance}专注状态，只能进行对应的被动行动（{rule}）",
    ja: "{@card}は{%stance}に専念していて、その受動行動しかできない（{rule}）",
    en: "{@card} is focused on {%stance} and may take only that passive action ({rule})",
  },
  "why.exhausted": {
    zh: "{@card}没有DP，已力竭，不能应对（{rule}）",
    ja: "{@card}はDPがなく疲弊していて、応じられない（{rule}）",
    en: "{@card} has no DP left and is exhausted ({rule})",
  },
  "why.counter-ranged": {
    zh: "反击只能用近战武器对抗近战攻击（{@card}）（{rule}）",
    ja: "反撃は近接攻撃に近接武器でしかできない（{@card}）（{rule}）",
    en: "a counter needs a melee weapon against a melee attack ({@card}) ({rule})",
  },
  "why.no-cover": {
    zh: "{@card}所在位置没有掩体（{rule}）",
    ja: "{@card}のいる位置には遮蔽がない（{rule}）",
    en: "there is no cover where {@card} stands ({rule})",
  },
  "why.skill-cost-seed": {
    zh: "使用技能只消耗1DP或不消耗，不能定为{cost}点（{rule}，{option}）",
    ja: "技能の使用はDP1か0で、{cost}にはできない（{rule}、{option}）",
    en: "a skill use costs 0 or {max} DP, not {cost} ({rule}, {option})",
  },
  "ev.opposed-tie": {
    zh: "对抗检定成功等级相同：{%res}（{option}）",
    ja: "対抗判定は同じ成功度：{%res}（{option}）",
    en: "Opposed check at the same success level: {%res} ({option})",
  },
  "fact.costs": {
    zh: "各选项的消耗：{list}",
    ja: "各選択肢のコスト：{list}",
    en: "what each option costs: {list}",
  },
  "fact.extra": {
    zh: "{@card}的{@trait}：用{@arm}还能再攻击{left}次，不消耗DP（MGR-24）",
    ja: "{@card}の{@trait}：{@arm}であと{left}回、DPなしで攻撃できる（MGR-24）",
    en: "{@card}'s {@trait}: {~left|more attack|more attacks} with {@arm} at no DP (MGR-24)",
  },
  "fact.fighter": {
    zh: "{@card}：DP {dp}/{cap}，MP {mp}，{%wound}，负重{weight}（力量{str}）",
    ja: "{@card}：DP {dp}/{cap}、MP {mp}、{%wound}、所持重量{weight}（筋力{str}）",
    en: "{@card}: DP {dp}/{cap}, MP {mp}, {%wound}, carrying {weight} (STR {str})",
  },
};
