/**
 * `summon`: how often a summon check succeeds for a monster's level and the character's bonuses
 * (YGT-13, YGT-41): level × 2 ≤ attribute bonus + job bonus + 2D6, under each reading of the
 * doubles (house rule `summonDoubles`, `kassen odds ygo-trpg summon --option summonDoubles=…`):
 * `auto` — double 1 fails and double 6 succeeds whatever the sum (the default); `attack` — as
 * the attacker's roll, double 1 fails and double 6 adds 1D; `none` — the sum alone decides. Asked
 * of `summonCheck` itself, over every roll (36, or 216 with the attack reading's extra die).
 */
import type { OddsAnswer, OddsParams, OddsQuestion } from "../../../analysis/odds-question.ts";
import type { Json, Lang } from "../../../engine/index.ts";
import { enumerateRolls } from "../../../odds/enumerate-rolls.ts";
import { toP } from "../../../odds/fraction.ts";
import { YGO_OPTION_WORDS } from "../option-words.ts";
import { optValue, YGO_OPTIONS } from "../options.ts";
import { type CheckResult, type SummonDoubles, summonCheck } from "../rolls.ts";
import { diceOnly } from "./dice-only.ts";
import { t } from "./texts.ts";

/** The kinds of summon-check result, in table order. */
type Kind = "fumble" | "short" | "reached" | "critical" | "criticalShort";

/** The rows each reading can land in: `none` has no fumble or critical, `attack` a short one. */
const KINDS: Record<SummonDoubles, readonly Kind[]> = {
  auto: ["fumble", "short", "reached", "critical"],
  attack: ["fumble", "short", "reached", "critical", "criticalShort"],
  none: ["short", "reached"],
};

const ROW = {
  fumble: t("ファンブル（1ゾロ）：失敗", "大失败（双1）：失败", "fumble (double 1): failure"),
  short: t("目標値に届かず：失敗", "未达目标值：失败", "below the target: failure"),
  reached: t("目標値以上：成功", "达到目标值：成功", "reaches the target: success"),
  critical: t("クリティカル（6ゾロ）：成功", "大成功（双6）：成功", "critical (double 6): success"),
  criticalShort: t(
    "クリティカル（6ゾロ＋1D）でも届かず：失敗",
    "大成功（双6加1D）仍未达到：失败",
    "critical (double 6 + 1D) still short: failure",
  ),
};

/** The critical row under the attack reading: double 6 + 1D that reaches the target. */
const CRITICAL_REACHES = t(
  "クリティカル（6ゾロ＋1D）で目標値以上：成功",
  "大成功（双6加1D）达到目标值：成功",
  "critical (double 6 + 1D) reaches the target: success",
);

const FORMULA = t(
  "レベル × 2 ≤ 属性ボーナス + ジョブボーナス + 2D6（YGT-13）",
  "等级 × 2 ≤ 属性加值 + 职业加值 + 2D6（YGT-13）",
  "level × 2 ≤ attribute bonus + job bonus + 2D6 (YGT-13)",
);
const READING = t("解釈", "解释", "reading");
const TRAPS = t(
  "宣言に対するGMの罠（YGT-14）は数えない",
  "不计GM针对宣言的陷阱（YGT-14）",
  "GM traps on the declaration (YGT-14) are not counted",
);

/** The notes: the formula, the reading of the doubles (the house rule's own words), the traps. */
function notes(doubles: SummonDoubles, lang: Lang): string[] {
  const value = YGO_OPTION_WORDS.summonDoubles.values[doubles][lang];
  const reading =
    lang === "en"
      ? `reading (summonDoubles=${doubles}): ${value}`
      : `${READING[lang]}（summonDoubles=${doubles}）：${value}`;
  return [FORMULA[lang], reading, TRAPS[lang]];
}

/** Which row a check lands in (a critical that also reaches the target counts as critical). */
function kindOf(c: CheckResult): Kind {
  if (c.fumble) return "fumble";
  if (c.critical) return c.success ? "critical" : "criticalShort";
  return c.success ? "reached" : "short";
}

/** The exact answer for a level and bonuses under a reading of the doubles. */
function answer(doubles: SummonDoubles, params: OddsParams, lang: Lang): OddsAnswer {
  const level = params.level as number;
  const bonus = (params.attributeBonus as number) + (params.jobBonus as number);
  const e = enumerateRolls((roll) => summonCheck(diceOnly(roll), level, bonus, doubles), kindOf);
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
    table: KINDS[doubles].map((k) => ({
      label: (doubles === "attack" && k === "critical" ? CRITICAL_REACHES : ROW[k])[lang],
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
    notes: notes(doubles, lang),
    extra: {
      probabilityWays: String(success),
      probabilityTotal: total,
      target,
      summonDoubles: doubles,
    },
  };
}

/**
 * The question under one reading of the doubles; `withOptions` gives it under a table's
 * (`--option summonDoubles=attack`).
 */
function summonQuestion(doubles: SummonDoubles): OddsQuestion {
  return {
    ...SUMMON_BASE,
    answer: (params, lang) => answer(doubles, params, lang),
  };
}

/** What every reading's question shares: its id, title, parameters and the option it reads. */
const SUMMON_BASE: Omit<OddsQuestion, "answer"> = {
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
  readsOptions: { summonDoubles: YGO_OPTIONS.summonDoubles },
  withOptions: (options: Record<string, Json>) =>
    summonQuestion(optValue(options, "summonDoubles")),
};

/** `kassen odds ygo-trpg summon level=5 attributeBonus=2 jobBonus=3 [--option summonDoubles=…]`. */
export const SUMMON_QUESTION: OddsQuestion = summonQuestion("auto");
