/**
 * Shared pieces of the magical-girl odds questions: texts in the three log languages (with the
 * rulebook's terms from the system's messages) and parameters with their defaults filled in.
 */
import type { Localized, OddsParam, OddsParams, OddsRow } from "../../../analysis/odds-question.ts";
import type { Lang } from "../../../engine/index.ts";
import { type MagicalGirlContent, MG_CONTENT } from "../content/index.ts";
import { MG_MESSAGES } from "../messages.ts";
import { sorted, toFloat, type Ways } from "./ways.ts";

/** A text in zh, ja and en. */
export function m(zh: string, ja: string, en: string): Localized {
  return { zh, ja, en };
}

/** A rulebook term from the system's messages (`term.<id>`), e.g. a success level. */
export function term(id: string, lang: Lang): string {
  return MG_MESSAGES[`term.${id}`]?.[lang] ?? id;
}

/** An arm's name: a content weapon or ability, or bare hands. */
export function armName(id: string, lang: Lang, content: MagicalGirlContent = MG_CONTENT): string {
  if (id === "unarmed") return m("徒手", "素手", "bare hands")[lang];
  return (content.weapons[id]?.name ?? content.abilities[id]?.name)?.[lang] ?? id;
}

/** The given parameters over the question's defaults. */
export function withDefaults(params: readonly OddsParam[], given: OddsParams): OddsParams {
  return { ...Object.fromEntries(params.map((p) => [p.name, p.default])), ...given };
}

/** Table rows of a numeric distribution, labelled by value. */
export function numberRows(d: Ways): OddsRow[] {
  return sorted(d).map(([value, ways]) => ({
    label: String(value),
    value,
    p: toFloat({ ways, total: d.total }),
    ways: String(ways),
    total: String(d.total),
  }));
}

/** The arms a question may name: content weapons, bare hands, then attack abilities. */
export function armIdsOf(content: MagicalGirlContent): readonly string[] {
  return [
    ...Object.keys(content.weapons),
    "unarmed",
    ...Object.values(content.abilities)
      .filter((a) => a.effect.kind === "attack")
      .map((a) => a.id),
  ];
}

/** The arms a question may name in the shipped content. */
export const ARM_IDS: readonly string[] = armIdsOf(MG_CONTENT);

/** The option `fumble` as a question parameter. */
export const FUMBLE_PARAM: OddsParam = {
  name: "fumble",
  type: "choice",
  default: "coc7",
  choices: ["coc7", "100"],
  help: m(
    "大失败阈值：coc7 = 技能低于50时96–100，否则100；100 = 仅100",
    "ファンブル閾値：coc7 = 技能50未満なら96–100、それ以外は100；100 = 100のみ",
    "fumble threshold: coc7 = 96–100 below skill 50, else 100; 100 = only 100",
  ),
};
