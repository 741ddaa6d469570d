/**
 * `kassen odds magical-girl defence skill=55 weapon=gloom-fang def=8 dodge=40 …`: parry, dodge,
 * counter or no defence against a hit (MGR-40…43) — the expected damage taken, the chance of
 * taking any damage and of a wound, and for a counter the damage dealt back.
 */
import type { OddsFigure, OddsParam, OddsQuestion } from "../../../analysis/odds-question.ts";
import { KassenError, type Lang } from "../../../engine/index.ts";
import { MG_CONTENT } from "../content/index.ts";
import { armOf } from "../weapons.ts";
import type { FumbleOption } from "./check-odds.ts";
import { HIT_LEVELS, type HitLevel } from "./damage-odds.ts";
import {
  DEFENCES,
  type Defence,
  type DefenceOdds,
  type DefenceSituation,
  defenceOdds,
  unavailable,
} from "./defence-odds.ts";
import { ARM_IDS, armName, FUMBLE_PARAM, m, numberRows, term, withDefaults } from "./texts.ts";
import { meanOf, prob, toFloat } from "./ways.ts";

const int = (name: string, def: number, min: number, max: number, help: ReturnType<typeof m>) =>
  ({ name, type: "int", default: def, min, max, help }) as const;

const COUNTER_ARMS = [...Object.keys(MG_CONTENT.weapons), "unarmed"];

const PARAMS: readonly OddsParam[] = [
  int(
    "skill",
    55,
    0,
    200,
    m("攻击者的命中技能值", "攻撃者の命中技能値", "the attacker's hit skill"),
  ),
  {
    name: "weapon",
    type: "choice",
    default: "gloom-fang",
    choices: ARM_IDS,
    help: m("攻击所用的武器或能力", "攻撃の武器・能力", "the attack's weapon or ability"),
  },
  {
    name: "level",
    type: "choice",
    default: "any",
    choices: ["any", ...HIT_LEVELS],
    help: m(
      "已知的命中成功等级（any = 任意命中）",
      "分かっている命中の成功度（any = 命中全体）",
      "the hit's known success level (any = any hit)",
    ),
  },
  int(
    "foeStr",
    60,
    0,
    200,
    m("攻击者的力量（反击对抗）", "攻撃者の筋力（反撃の対抗）", "the attacker's STR (counter)"),
  ),
  int(
    "def",
    8,
    1,
    100,
    m(
      "防御者的DEF（格挡1dDEF）",
      "防御側のDEF（受け流し1dDEF）",
      "the defender's DEF (parry 1dDEF)",
    ),
  ),
  int("dodge", 40, 0, 200, m("防御者的闪避技能", "防御側の回避技能", "the defender's dodge skill")),
  int("str", 65, 0, 200, m("防御者的力量", "防御側の筋力", "the defender's STR")),
  {
    name: "stance",
    type: "choice",
    default: "none",
    choices: ["none", "parry", "dodge"],
    help: m("防御者的专注姿态", "防御側の専念", "the defender's focus stance"),
  },
  {
    name: "counter",
    type: "choice",
    default: "moon-blade",
    choices: COUNTER_ARMS,
    help: m("反击所用的武器", "反撃の武器", "the weapon to counter with"),
  },
  int("hpMax", 18, 1, 999, m("防御者的HP上限", "防御側の最大HP", "the defender's max HP")),
  int("hp", 18, 1, 999, m("防御者的当前HP", "防御側の現在HP", "the defender's current HP")),
  {
    name: "choice",
    type: "choice",
    default: "best",
    choices: ["best", ...DEFENCES],
    help: m(
      "表中显示的应对（best = 期望伤害最低者）",
      "表に示す対応（best = 期待ダメージ最小）",
      "the action whose distribution the table shows (best = least expected damage)",
    ),
  },
  FUMBLE_PARAM,
  {
    name: "woundDamage",
    type: "choice",
    default: "edged",
    choices: ["edged", "any"],
    help: m(
      "阈值伤：edged = 仅刃形伤害；any = 任何伤害",
      "閾値の負傷：edged = 刃物のみ；any = すべて",
      "threshold wounds: edged = slash/pierce only; any = every type",
    ),
  },
];

/** A passive action's name in the rulebook's words. */
function choiceName(c: Defence, lang: Lang): string {
  const names: Record<Defence, ReturnType<typeof m>> = {
    none: m("不应对", "何もしない", "no defence"),
    parry: m("格挡", "受け流し", "parry"),
    dodge: m("闪避", "回避", "dodge"),
    counter: m("反击", "反撃", "counter"),
  };
  return names[c][lang];
}

/** The figures of one passive action. */
function figuresOf(o: DefenceOdds, lang: Lang): OddsFigure[] {
  const name = choiceName(o.choice, lang);
  const out: OddsFigure[] = [
    {
      label: m(
        `${name}：期望受到伤害`,
        `${name}：期待被ダメージ`,
        `${name}: expected damage taken`,
      )[lang],
      value: meanOf(o.taken),
      unit: "damage",
    },
    {
      label: m(`${name}：受到伤害`, `${name}：ダメージを受ける`, `${name}: takes damage`)[lang],
      value: toFloat(prob(o.taken, (v) => v > 0)),
      unit: "p",
    },
    {
      label: m(
        `${name}：受伤（轻伤以上）`,
        `${name}：負傷（軽傷以上）`,
        `${name}: wounded (light or worse)`,
      )[lang],
      value: toFloat(prob(o.wound, (v) => v >= 1)),
      unit: "p",
    },
    {
      label: m(`${name}：重伤`, `${name}：重傷`, `${name}: heavy wound`)[lang],
      value: toFloat(prob(o.wound, (v) => v >= 2)),
      unit: "p",
    },
  ];
  if (o.back !== undefined)
    out.push({
      label: m(
        `${name}：期望反击伤害`,
        `${name}：期待反撃ダメージ`,
        `${name}: expected damage dealt back`,
      )[lang],
      value: meanOf(o.back),
      unit: "damage",
    });
  return out;
}

/** Parry vs dodge vs counter vs no defence. */
export const defenceQuestion: OddsQuestion = {
  id: "defence",
  title: m(
    "格挡、闪避、反击还是不应对",
    "受け流し・回避・反撃・何もしない",
    "Parry, dodge, counter or no defence",
  ),
  params: PARAMS,
  answer(given, lang) {
    const params = withDefaults(PARAMS, given);
    const get = (k: string) => params[k] as number;
    for (const [k, list] of [
      ["weapon", ARM_IDS],
      ["counter", COUNTER_ARMS],
    ] as const)
      if (!list.includes(params[k] as string))
        throw new KassenError(`${k}=${params[k]}: expected one of ${list.join(", ")}`);
    const s: DefenceSituation = {
      skill: get("skill"),
      arm: armOf(params.weapon as string),
      foeStr: get("foeStr"),
      def: get("def"),
      dodge: get("dodge"),
      str: get("str"),
      stance: params.stance as DefenceSituation["stance"],
      counter: armOf(params.counter as string),
      hpMax: get("hpMax"),
      hp: Math.min(get("hp"), get("hpMax")),
      level: params.level as DefenceSituation["level"],
      fumble: params.fumble as FumbleOption,
      woundDamage: params.woundDamage as DefenceSituation["woundDamage"],
    };
    const open = DEFENCES.filter((c) => unavailable(s, c) === null);
    const all = open.map((c) => defenceOdds(s, c));
    const best = all.reduce((a, b) => (meanOf(b.taken) < meanOf(a.taken) ? b : a));
    const wanted = params.choice as Defence | "best";
    const shown = wanted === "best" ? best : all.find((o) => o.choice === wanted);
    if (shown === undefined)
      throw new KassenError(
        `choice=${wanted} is not open here (${unavailable(s, wanted as Defence)})`,
      );
    const lv =
      s.level === "any"
        ? m("任意命中", "命中全体", "any hit")[lang]
        : term(s.level as HitLevel, lang);
    const weapon = armName(s.arm.id, lang);
    const title = m(
      `${weapon}（技能${s.skill}，${lv}）的应对：${choiceName(shown.choice, "zh")}时受到的伤害`,
      `${weapon}（技能${s.skill}、${lv}）への対応：${choiceName(shown.choice, "ja")}の被ダメージ`,
      `Against ${weapon} (skill ${s.skill}, ${lv}): damage taken with ${choiceName(shown.choice, "en")}`,
    );
    const closed = DEFENCES.filter((c) => !open.includes(c)).map(
      (c) =>
        m(
          `不可${choiceName(c, "zh")}：${unavailable(s, c)}`,
          `${choiceName(c, "ja")}不可：${unavailable(s, c)}`,
          `no ${choiceName(c, "en")}: ${unavailable(s, c)}`,
        )[lang],
    );
    return {
      title: title[lang],
      params,
      probability: toFloat(prob(shown.taken, (v) => v > 0)),
      mean: meanOf(shown.taken),
      table: numberRows(shown.taken),
      figures: all.flatMap((o) => figuresOf(o, lang)),
      notes: [
        m(
          "在命中之后选择（已知命中等级）；格挡减去1dDEF（注意格挡+1d3），不低于0；闪避为对抗检定（同等级时骰值低者胜，注意回避+1奖励骰）",
          "命中の後に選ぶ（成功度は既知）；受け流しは1dDEF（専念で+1d3）を引き0未満にならない；回避は対抗判定（同成功度なら出目の低い方、専念でボーナス・ダイス1）",
          "chosen after the hit (its level known); parry subtracts 1dDEF (+1d3 focused), not below 0; dodge is opposed against the hit check (same level: lower roll wins; focused: one bonus die)",
        )[lang],
        m(
          "反击：力量对抗，胜则不受伤害并以力量检定的成功等级回击（不可再应对）；仅限近战对近战",
          "反撃：筋力の対抗、勝てば無傷で筋力判定の成功度で反撃（さらなる対応なし）；近接同士のみ",
          "counter: opposed STR; a win takes nothing and strikes back at the STR check's level (no further defence); melee against melee only",
        )[lang],
        m(
          "受伤指本次命中对未受伤者造成的伤：阈值（woundDamage）、HP归0、攻击自身效果；假设DP足够",
          "負傷はこの命中が無傷の者に与えるもの：閾値（woundDamage）、HP0、攻撃の効果；DPは足りるものとする",
          "wounds are those this hit gives an unwounded defender: thresholds (woundDamage), 0 HP, the attack's own; DP assumed sufficient",
        )[lang],
        ...closed,
      ],
      extra: { best: best.choice, shown: shown.choice },
    };
  },
};
