/**
 * Removing the KP's own entries (issue 30): a map, a girl, an enemy, a weapon, an ability, an
 * item, a skill or a trait. What names it either falls back (the setup leaves a removed map and
 * stands everyone at the first position; carried items and crates' holds let a removed item go)
 * or keeps it: {@link usesOf} says who, in one line the UI shows. An own entry standing in for a
 * shipped one of the same id is always free to go: what named it names the shipped one again.
 * Pure PrepDoc → PrepDoc, browser-safe.
 */
import type { Lang } from "../../engine/index.ts";
import {
  entryOf,
  type MgMap,
  nameIn,
  ownOf,
  setupOf,
  withList,
  withSetup,
} from "./magical-girl-doc.ts";
import { eachObject, nonEmpty, useMap } from "./magical-girl-map-ops.ts";
import type { PrepDoc, ShippedContent } from "./prep-types.ts";

/** Whether `value` (a weapon or an ability, nested effects included) names skill `id`. */
function namesSkill(value: unknown, id: string): boolean {
  if (Array.isArray(value)) return value.some((v) => namesSkill(v, id));
  if (value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([k, v]) => (k === "skill" && v === id) || namesSkill(v, id));
}

/**
 * Who keeps own entry `id` of `list` from going (seats `p1`, enemies `#2`, own sheets by name in
 * `lang`); empty when it may go. Maps and items never keep: their users fall back.
 */
export function usesOf(
  doc: PrepDoc,
  shipped: ShippedContent | null,
  list: string,
  id: string,
  lang: Lang,
): string[] {
  if ((shipped?.content[list] ?? []).some((e) => e.id === id)) return [];
  const setup = setupOf(doc);
  const sheets = [...ownOf(doc, "girls"), ...ownOf(doc, "enemies")];
  const sheetsNaming = (key: string) =>
    sheets
      .filter((s) => Array.isArray(s[key]) && (s[key] as unknown[]).includes(id))
      .map((s) => nameIn(s, lang));
  switch (list) {
    case "girls":
      return setup.girls.filter((g) => g.girl === id).map((g) => g.seat);
    case "enemies":
      return setup.enemies.flatMap((e, i) => (e.enemy === id ? [`#${i + 1}`] : []));
    case "weapons":
    case "abilities":
    case "traits":
      return sheetsNaming(list);
    case "skills": {
      const own = [...sheets, ...ownOf(doc, "weapons"), ...ownOf(doc, "abilities")];
      const fighters = [
        ...setup.girls.map((g) => ({ who: g.seat, e: g })),
        ...setup.enemies.map((e, i) => ({ who: `#${i + 1}`, e })),
      ];
      return [
        ...own
          .filter(
            (s) =>
              Object.hasOwn((s.skills ?? {}) as object, id) ||
              namesSkill({ ...s, skills: undefined }, id),
          )
          .map((s) => nameIn(s, lang)),
        ...fighters
          .filter(({ e }) => Object.hasOwn((e as { skills?: object }).skills ?? {}, id))
          .map(({ who }) => who),
      ];
    }
    default:
      return [];
  }
}

/**
 * Removes own entry `id` of `list` when {@link usesOf} names no one (else as is). A removed map
 * the setup played on: the setup plays on the shipped map of that id, or on none, and who stood
 * on a position it lacks stands at the first; a removed item leaves the fighters' and crates'.
 */
export function removeOwn(
  doc: PrepDoc,
  shipped: ShippedContent | null,
  list: string,
  id: string,
): PrepDoc {
  const own = ownOf(doc, list);
  if (!own.some((e) => e.id === id) || usesOf(doc, shipped, list, id, "en").length > 0) return doc;
  let next = withList(
    doc,
    list,
    own.filter((e) => e.id !== id),
  );
  if (list === "maps" && setupOf(next).map === id)
    next = useMap(next, entryOf(next, shipped, "maps", id) === undefined ? undefined : id, shipped);
  if (list === "items" && entryOf(next, shipped, "items", id) === undefined) {
    const drop = <T extends { items?: string[]; holds?: string[] }>(
      e: T,
      key: "items" | "holds",
    ): T => {
      if (!e[key]?.includes(id)) return e;
      const { [key]: list, ...rest } = e;
      const kept = nonEmpty((list ?? []).filter((x) => x !== id));
      return (kept === undefined ? rest : { ...rest, [key]: kept }) as T;
    };
    const setup = setupOf(next);
    next = withSetup(next, {
      ...setup,
      girls: setup.girls.map((g) => drop(g, "items")),
      enemies: setup.enemies.map((e) => drop(e, "items")),
    });
    const maps = ownOf(next, "maps") as unknown as MgMap[];
    next = withList(
      next,
      "maps",
      maps.map((m) => eachObject(m, (o) => drop(o, "holds"))) as unknown as Record<
        string,
        unknown
      >[],
    );
  }
  return next;
}
