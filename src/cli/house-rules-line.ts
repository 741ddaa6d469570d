/**
 * The house rules a table plays by as one line under its title (`kassen join`, `kassen play`):
 * the rules set away from the rulebook's default reading, by name in the reader's language —
 * `ハウスルール：召喚判定の1ゾロ・6ゾロ = 攻撃判定と同じ…` — or that all are as written. The
 * words come from the options' declarations (src/scenario/house-rules.ts); say() escapes them.
 */
import type { Lang } from "../engine/index.ts";
import type { HouseRule } from "../scenario/house-rules.ts";

const WORDS: Record<Lang, { houseRules: string; asWritten: string; colon: string; sep: string }> = {
  ja: { houseRules: "ハウスルール", asWritten: "すべて既定", colon: "：", sep: "；" },
  zh: { houseRules: "房规", asWritten: "全部默认", colon: "：", sep: "；" },
  en: { houseRules: "house rules", asWritten: "all as written", colon: ": ", sep: "; " },
};

/** The line, or null when the table's system has no house rules and the table set no option. */
export function houseRulesLine(
  rules: readonly Pick<HouseRule, "name" | "valueName" | "changed">[],
  lang: Lang,
): string | null {
  if (rules.length === 0) return null;
  const changed = rules.filter((r) => r.changed);
  const w = WORDS[lang];
  const list =
    changed.length === 0
      ? w.asWritten
      : changed.map((r) => `${r.name} = ${r.valueName}`).join(w.sep);
  return `${w.houseRules}${w.colon}${list}`;
}
