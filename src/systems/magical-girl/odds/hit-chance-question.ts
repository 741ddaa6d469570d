/**
 * `kassen odds magical-girl hit-chance skill=55 bonus=1`: the exact chance of each success level
 * of a d100 check (MGR-01, MGR-02) — what an attack's hit check, a dodge or any skill check comes to.
 */
import type { OddsParam, OddsQuestion } from "../../../analysis/odds-question.ts";
import { isSuccess, LEVELS, rank } from "../checks.ts";
import { type FumbleOption, levelWays } from "./check-odds.ts";
import { FUMBLE_PARAM, m, term, withDefaults } from "./texts.ts";
import { toFloat } from "./ways.ts";

/** Bonus dice in words: "奖励骰1" / "惩罚骰2" / nothing. */
function diceText(bonus: number, lang: "zh" | "ja" | "en"): string {
  if (bonus === 0) return "";
  const n = Math.abs(bonus);
  const words =
    bonus > 0
      ? m(`，奖励骰${n}`, `、ボーナス・ダイス${n}`, `, ${n} bonus dice`)
      : m(`，惩罚骰${n}`, `、ペナルティ・ダイス${n}`, `, ${n} penalty dice`);
  return words[lang];
}

const PARAMS: readonly OddsParam[] = [
  {
    name: "skill",
    type: "int",
    default: 50,
    min: 0,
    max: 200,
    help: m("技能值（检定目标）", "技能値（判定の目標値）", "skill value (the check's target)"),
  },
  {
    name: "bonus",
    type: "int",
    default: 0,
    min: -3,
    max: 3,
    help: m(
      "奖励骰数（负数为惩罚骰）",
      "ボーナス・ダイスの数（負ならペナルティ・ダイス）",
      "bonus dice (negative: penalty dice)",
    ),
  },
  FUMBLE_PARAM,
];

/** Hit chance (any check's chance) by success level. */
export const hitChanceQuestion: OddsQuestion = {
  id: "hit-chance",
  title: m("检定各成功等级的概率", "判定の成功度ごとの確率", "Chance of each success level"),
  params: PARAMS,
  answer(given, lang) {
    const params = withDefaults(PARAMS, given);
    const skill = params.skill as number;
    const bonus = params.bonus as number;
    const { ways, total } = levelWays(skill, bonus, params.fumble as FumbleOption);
    const p = (pred: (l: (typeof LEVELS)[number]) => boolean) =>
      toFloat({ ways: LEVELS.filter(pred).reduce((a, l) => a + ways[l], 0n), total });
    const title = m(
      `d100检定（技能${skill}${diceText(bonus, "zh")}）各成功等级的概率`,
      `d100判定（技能${skill}${diceText(bonus, "ja")}）の成功度ごとの確率`,
      `d100 check (skill ${skill}${diceText(bonus, "en")}): chance of each success level`,
    );
    const atLeast = (l: (typeof LEVELS)[number]) =>
      m(`${term(l, "zh")}或更好`, `${term(l, "ja")}以上`, `${term(l, "en")} or better`)[lang];
    return {
      title: title[lang],
      params,
      probability: p(isSuccess),
      table: LEVELS.map((l) => ({
        label: term(l, lang),
        p: toFloat({ ways: ways[l], total }),
        ways: String(ways[l]),
        total: String(total),
      })),
      figures: [
        { label: atLeast("regular"), value: p(isSuccess), unit: "p" },
        { label: atLeast("hard"), value: p((l) => rank(l) >= rank("hard")), unit: "p" },
        { label: atLeast("extreme"), value: p((l) => rank(l) >= rank("extreme")), unit: "p" },
      ],
      notes: [
        m(
          "01为大成功；≤技能/5极难成功，≤技能/2困难成功（向下取整）；大失败按fumble选项",
          "01はクリティカル；技能/5以下は極限、技能/2以下は困難（切り捨て）；ファンブルはfumbleオプション",
          "01 is a critical; ≤ skill/5 extreme, ≤ skill/2 hard (rounded down); fumbles per option fumble",
        )[lang],
        m(
          "奖励/惩罚骰：每颗额外十位骰与d100的十位比较，取较好/较差者（00+0读作100）",
          "ボーナス/ペナルティ・ダイス：追加の十の位ダイスごとにd100の十の位と比べ、良い/悪い方を取る（00+0は100）",
          "bonus/penalty dice: each extra tens die competes with the d100's tens, keeping the better/worse (00+0 reads 100)",
        )[lang],
      ],
      extra: {
        ways: Object.fromEntries(LEVELS.map((l) => [l, String(ways[l])])),
        total: String(total),
      },
    };
  },
};
