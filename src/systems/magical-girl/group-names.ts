/**
 * Initiative groups' names for people (MGR-11). A group's id is a setup's own tag ("wolves"),
 * never shown: it reads as its members' names — 「憂鬱の狼の組」, 「忧郁之狼组」, "Gloom Wolf group".
 */
import type { Battle, Lang } from "../../engine/index.ts";
import { charDef, fighters, flags } from "./model.ts";

/** The sheet-names key of a group's name. */
export function groupKey(group: string): string {
  return `group:${group}`;
}

/** How a group's name is made from its members' names. */
const FORM: Record<Lang, (who: string[]) => string> = {
  ja: (who) => `${who.join("・")}の組`,
  zh: (who) => `${who.join("・")}组`,
  en: (who) => `${who.join(" & ")} group`,
};

/** Adds every initiative group's name in ja / zh / en to `names` (under {@link groupKey}). */
export function addGroupNames(b: Battle, names: Record<string, Record<string, string>>): void {
  const members = new Map<string, Record<Lang, string>[]>();
  for (const c of fighters(b)) {
    const g = flags(c).group;
    if (g === "") continue;
    const list = members.get(g) ?? [];
    const name = charDef(c).name;
    if (!list.some((n) => n.en === name.en)) list.push(name);
    members.set(g, list);
  }
  for (const [g, list] of members) {
    names[groupKey(g)] = {
      ja: FORM.ja(list.map((n) => n.ja)),
      zh: FORM.zh(list.map((n) => n.zh)),
      en: FORM.en(list.map((n) => n.en)),
    };
  }
}
