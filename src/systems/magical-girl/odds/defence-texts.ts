/** Texts of the `defence` question: passive actions, their figures and why one is closed. */
import type { OddsFigure } from "../../../analysis/odds-question.ts";
import type { Lang } from "../../../engine/index.ts";
import type { Defence, DefenceOdds } from "./defence-odds.ts";
import { m, term } from "./texts.ts";
import { meanOf, prob, toFloat } from "./ways.ts";

/** A passive action's name in the rulebook's words. */
export function choiceName(c: Defence, lang: Lang): string {
  const names: Record<Defence, ReturnType<typeof m>> = {
    none: m("不应对", "何もしない", "no defence"),
    parry: m("格挡", "受け流し", "parry"),
    dodge: m("闪避", "回避", "dodge"),
    counter: m("反击", "反撃", "counter"),
  };
  return names[c][lang];
}

/** The figures of one passive action. */
export function figuresOf(o: DefenceOdds, lang: Lang): OddsFigure[] {
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

/** Why an action is closed (a code from `unavailable`), in words. */
export function closedReason(code: string, lang: Lang): string {
  if (code === "dodge-stance" || code === "parry-stance") return term(code, lang);
  const why: Record<string, ReturnType<typeof m>> = {
    "ranged-attack": m(
      "远程攻击不可反击",
      "遠隔攻撃には反撃できない",
      "a ranged attack cannot be countered",
    ),
    "ranged-counter": m(
      "不能用远程武器反击",
      "遠隔武器では反撃できない",
      "no counter with a ranged weapon",
    ),
  };
  return why[code]?.[lang] ?? code;
}
