/**
 * `kassen odds magical-girl defence skill=55 weapon=gloom-fang def=8 dodge=40 …`: parry, dodge,
 * counter or no defence against a hit (MGR-40…43) — the expected damage taken, the chance of
 * taking any damage and of a wound, and for a counter the damage dealt back.
 */
import type { OddsParam, OddsQuestion } from "../../../analysis/odds-question.ts";
import { type Json, KassenError } from "../../../engine/index.ts";
import { type MagicalGirlContent, MG_CONTENT, MG_STORE } from "../content/index.ts";
import { armOf } from "../weapons.ts";
import type { FumbleOption } from "./check-odds.ts";
import type { HitLevel } from "./damage-odds.ts";
import {
  DEFENCES,
  type Defence,
  type DefenceSituation,
  defenceOdds,
  unavailable,
} from "./defence-odds.ts";
import { DEFENCE_PARAMS } from "./defence-params.ts";
import { choiceName, closedReason, figuresOf } from "./defence-texts.ts";
import { armIdsOf, armName, m, numberRows, term, withDefaults } from "./texts.ts";
import { meanOf, prob, toFloat } from "./ways.ts";

/** The parameters, with the arms of `content` as the weapon and counter choices. */
function paramsFor(content: MagicalGirlContent): readonly OddsParam[] {
  const arms = armIdsOf(content);
  // Weapons a defender may counter with: content weapons and bare hands (not abilities).
  const counters = [...Object.keys(content.weapons), "unarmed"];
  return DEFENCE_PARAMS.map((p) =>
    p.type !== "choice" || (p.name !== "weapon" && p.name !== "counter")
      ? p
      : { ...p, choices: p.name === "weapon" ? arms : counters },
  );
}

/** Parry vs dodge vs counter vs no defence, with the arms of `content`. */
function defenceQuestionFor(content: MagicalGirlContent): OddsQuestion {
  const PARAMS = paramsFor(content);
  const choicesOf = (name: string) =>
    (PARAMS.find((p) => p.name === name) as { choices: readonly string[] }).choices;
  const ARM_IDS = choicesOf("weapon");
  const COUNTER_ARMS = choicesOf("counter");
  return {
    id: "defence",
    title: m(
      "格挡、闪避、反击还是不应对",
      "受け流し・回避・反撃・何もしない",
      "Parry, dodge, counter or no defence",
    ),
    params: PARAMS,
    withContent: (options: Record<string, Json>) =>
      defenceQuestionFor(MG_STORE.forOptions(options)),
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
        arm: armOf(params.weapon as string, content),
        foeStr: get("foeStr"),
        def: get("def"),
        dodge: get("dodge"),
        str: get("str"),
        stance: params.stance as DefenceSituation["stance"],
        counter: armOf(params.counter as string, content),
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
      const weapon = armName(s.arm.id, lang, content);
      const title = m(
        `${weapon}（技能${s.skill}，${lv}）的应对：${choiceName(shown.choice, "zh")}时受到的伤害`,
        `${weapon}（技能${s.skill}、${lv}）への対応：${choiceName(shown.choice, "ja")}の被ダメージ`,
        `Against ${weapon} (skill ${s.skill}, ${lv}): damage taken with ${choiceName(shown.choice, "en")}`,
      );
      const closed = DEFENCES.filter((c) => !open.includes(c)).map(
        (c) =>
          m(
            `不可${choiceName(c, "zh")}：${closedReason(unavailable(s, c) ?? "", "zh")}`,
            `${choiceName(c, "ja")}不可：${closedReason(unavailable(s, c) ?? "", "ja")}`,
            `no ${choiceName(c, "en")}: ${closedReason(unavailable(s, c) ?? "", "en")}`,
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
}

/** Parry vs dodge vs counter vs no defence, with the shipped arms. */
export const defenceQuestion: OddsQuestion = defenceQuestionFor(MG_CONTENT);
