/**
 * `kassen odds magical-girl damage weapon=moon-blade level=hard`: the exact damage of a hit with a
 * weapon (or bare hands, or an attack ability) at a success level (MGR-51, MGR-52), before any parry;
 * `level=any` mixes the hit levels by their chance for an attacker of skill `skill`.
 */
import type { OddsParam, OddsQuestion } from "../../../analysis/odds-question.ts";
import { type Json, KassenError } from "../../../engine/index.ts";
import { type MagicalGirlContent, MG_CONTENT, MG_STORE } from "../content/index.ts";
import { maxDamage } from "../damage.ts";
import { armOf } from "../weapons.ts";
import { type FumbleOption, levelWays } from "./check-odds.ts";
import { damageWays, HIT_LEVELS, type HitLevel } from "./damage-odds.ts";
import { armIdsOf, armName, FUMBLE_PARAM, m, numberRows, term, withDefaults } from "./texts.ts";
import { meanOf, mix, type Ways } from "./ways.ts";

/** The question's parameters, with the arms of `content` as the weapon's choices. */
const paramsFor = (content: MagicalGirlContent): readonly OddsParam[] => [
  {
    name: "weapon",
    type: "choice",
    default: "moon-blade",
    choices: armIdsOf(content),
    help: m(
      "武器、徒手（unarmed）或攻击能力的ID",
      "武器・素手（unarmed）・攻撃能力のID",
      "weapon, unarmed or attack ability id",
    ),
  },
  {
    name: "level",
    type: "choice",
    default: "regular",
    choices: [...HIT_LEVELS, "any"],
    help: m(
      "命中的成功等级；any = 按技能值的命中等级加权",
      "命中の成功度；any = 技能値による成功度の重み付け",
      "the hit's success level; any = weighted by the chance of each level for skill",
    ),
  },
  {
    name: "skill",
    type: "int",
    default: 50,
    min: 0,
    max: 200,
    help: m(
      "攻击者的技能值（仅level=any时使用）",
      "攻撃者の技能値（level=anyのときのみ）",
      "the attacker's skill (used with level=any only)",
    ),
  },
  FUMBLE_PARAM,
];

/** The damage of one hit, conditioned on a hit of the given level (or any hit). */
export function hitDamage(
  weapon: string,
  level: HitLevel | "any",
  skill: number,
  fumble: FumbleOption,
  content: MagicalGirlContent = MG_CONTENT,
): Ways {
  const arm = armOf(weapon, content);
  if (level !== "any") return damageWays(arm, level);
  const { ways } = levelWays(skill, 0, fumble);
  return mix(HIT_LEVELS.map((l) => ({ weight: ways[l], dist: damageWays(arm, l) })));
}

/** Damage distribution by weapon and success level, over the arms of `content`. */
function damageQuestionFor(content: MagicalGirlContent): OddsQuestion {
  const PARAMS = paramsFor(content);
  const ARM_IDS = armIdsOf(content);
  return {
    id: "damage",
    title: m(
      "按武器与成功等级的伤害分布",
      "武器と成功度ごとのダメージ分布",
      "Damage by weapon and success level",
    ),
    params: PARAMS,
    withContent: (options: Record<string, Json>) => damageQuestionFor(MG_STORE.forOptions(options)),
    answer(given, lang) {
      const params = withDefaults(PARAMS, given);
      const weapon = params.weapon as string;
      if (!ARM_IDS.includes(weapon))
        throw new KassenError(`weapon=${weapon}: expected one of ${ARM_IDS.join(", ")}`);
      const level = params.level as HitLevel | "any";
      const skill = params.skill as number;
      const dist = hitDamage(weapon, level, skill, params.fumble as FumbleOption, content);
      const arm = armOf(weapon, content);
      const name = armName(weapon, lang, content);
      const lv =
        level === "any"
          ? m(`命中（技能${skill}）`, `命中（技能${skill}）`, `any hit (skill ${skill})`)[lang]
          : term(level, lang);
      const title = m(
        `${name}：${lv}的伤害`,
        `${name}：${lv}のダメージ`,
        `${name}: damage on ${lv}`,
      );
      const dam = maxDamage(arm);
      return {
        title: title[lang],
        params,
        mean: meanOf(dist),
        table: numberRows(dist),
        figures: [
          {
            label: m("DAM（公式最大值）", "DAM（式の最大値）", "DAM (the formula's maximum)")[lang],
            value: dam,
            unit: "damage",
          },
        ],
        notes: [
          m(
            `最终伤害 = (${arm.damage}×${arm.weightMul}+${arm.weightBonus})×${arm.attrMul}+${arm.extra}+${arm.bonus}（MGR-51，乘法后向下取整）`,
            `最終ダメージ = (${arm.damage}×${arm.weightMul}+${arm.weightBonus})×${arm.attrMul}+${arm.extra}+${arm.bonus}（MGR-51、乗算後切り捨て）`,
            `final damage = (${arm.damage}×${arm.weightMul}+${arm.weightBonus})×${arm.attrMul}+${arm.extra}+${arm.bonus} (MGR-51, rounded down after multiplying)`,
          )[lang],
          m(
            "困难成功：DAM/2+1d(DAM/2)；极难成功：DAM；大成功：DAM+1d(DAM/2)；DAM为公式最大值，减半向下取整（MGR-52）",
            "困難：DAM/2+1d(DAM/2)；極限：DAM；クリティカル：DAM+1d(DAM/2)；DAMは式の最大値、半分は切り捨て（MGR-52）",
            "hard: DAM/2 + 1d(DAM/2); extreme: DAM; critical: DAM + 1d(DAM/2); DAM is the formula's maximum, halves round down (MGR-52)",
          )[lang],
          m(
            "格挡前的伤害；不低于0",
            "受け流し前のダメージ；0未満にならない",
            "before any parry; never below 0",
          )[lang],
        ],
      };
    },
  };
}

/** Damage distribution by weapon and success level, over the shipped arms. */
export const damageQuestion: OddsQuestion = damageQuestionFor(MG_CONTENT);
