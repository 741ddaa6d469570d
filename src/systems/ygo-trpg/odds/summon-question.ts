/**
 * `summon`: how often a summon check succeeds for a monster's level and the character's bonuses
 * (YGT-13, YGT-41): level × 2 ≤ attribute bonus + job bonus + 2D6, with the reading that double 1
 * fails and double 6 succeeds whatever the sum. Asked of `summonCheck` itself, over all 36 rolls.
 */
import type { OddsAnswer, OddsParams, OddsQuestion } from "../../../analysis/odds-question.ts";
import type { Lang } from "../../../engine/index.ts";
import { enumerateRolls } from "../../../odds/enumerate-rolls.ts";
import { toP } from "../../../odds/fraction.ts";
import { summonCheck } from "../rolls.ts";
import { diceOnly } from "./dice-only.ts";
import { t } from "./texts.ts";

/** The four kinds of summon-check result, in table order. */
const KINDS = ["fumble", "short", "reached", "critical"] as const;
type Kind = (typeof KINDS)[number];

const ROW = {
  fumble: t("ファンブル（1ゾロ）：失敗", "大失败（双1）：失败", "fumble (double 1): failure"),
  short: t("目標値に届かず：失敗", "未达目标值：失败", "below the target: failure"),
  reached: t("目標値以上：成功", "达到目标值：成功", "reaches the target: success"),
  critical: t("クリティカル（6ゾロ）：成功", "大成功（双6）：成功", "critical (double 6): success"),
};

const NOTES = [
  t(
    "レベル × 2 ≤ 属性ボーナス + ジョブボーナス + 2D6（YGT-13）",
    "等级 × 2 ≤ 属性加值 + 职业加值 + 2D6（YGT-13）",
    "level × 2 ≤ attribute bonus + job bonus + 2D6 (YGT-13)",
  ),
  t(
    "解釈：1ゾロは合計に関係なく失敗、6ゾロは成功",
    "解释：双1无论合计多少都失败，双6都成功",
    "reading: double 1 fails and double 6 succeeds whatever the sum",
  ),
  t(
    "宣言に対するGMの罠（YGT-14）は数えない",
    "不计GM针对宣言的陷阱（YGT-14）",
    "GM traps on the declaration (YGT-14) are not counted",
  ),
];

/** Which row a check lands in (a critical that also reaches the target counts as critical). */
function kindOf(c: { fumble: boolean; critical: boolean; success: boolean }): Kind {
  return c.fumble ? "fumble" : c.critical ? "critical" : c.success ? "reached" : "short";
}

/** The exact answer for a level and bonuses. */
function answer(params: OddsParams, lang: Lang): OddsAnswer {
  const level = params.level as number;
  const bonus = (params.attributeBonus as number) + (params.jobBonus as number);
  const e = enumerateRolls((roll) => summonCheck(diceOnly(roll), level, bonus), kindOf);
  const ways = (k: Kind): bigint =>
    e.outcomes.filter((o) => kindOf(o.value) === k).reduce((s, o) => s + o.ways, 0n);
  const success = ways("reached") + ways("critical");
  const total = String(e.total);
  const target = level * 2;
  return {
    title: t(
      `召喚判定：レベル${level}、ボーナス${bonus}（目標値${target}）`,
      `召唤判定：等级${level}，加值${bonus}（目标值${target}）`,
      `Summon check: level ${level}, bonus ${bonus} (target ${target})`,
    )[lang],
    params,
    probability: toP(success, e.total),
    probabilityLabel: t("召喚成功", "召唤成功", "summon succeeds")[lang],
    table: KINDS.map((k) => ({
      label: ROW[k][lang],
      p: toP(ways(k), e.total),
      ways: String(ways(k)),
      total,
    })),
    figures: [
      { label: t("目標値", "目标值", "target")[lang], value: target, unit: "" },
      {
        label: t("必要な2D6", "所需2D6", "2D6 needed")[lang],
        value: target - bonus,
        unit: "",
      },
    ],
    notes: NOTES.map((n) => n[lang]),
    extra: { probabilityWays: String(success), probabilityTotal: total, target },
  };
}

/** `kassen odds ygo-trpg summon level=5 attributeBonus=2 jobBonus=3`. */
export const SUMMON_QUESTION: OddsQuestion = {
  id: "summon",
  title: t("召喚判定の成功率", "召唤判定成功率", "Summon check success"),
  params: [
    {
      name: "level",
      type: "int",
      default: 4,
      min: 1,
      max: 12,
      help: t("モンスターのレベル（星の数）", "怪兽等级（星数）", "the monster's level (stars)"),
    },
    {
      name: "attributeBonus",
      type: "int",
      default: 2,
      min: -20,
      max: 20,
      help: t("属性ボーナス（アカネ：2）", "属性加值（茜：2）", "attribute bonus (Akane: 2)"),
    },
    {
      name: "jobBonus",
      type: "int",
      default: 3,
      min: -20,
      max: 20,
      help: t("ジョブボーナス（アカネ：3）", "职业加值（茜：3）", "job bonus (Akane: 3)"),
    },
  ],
  answer,
};
