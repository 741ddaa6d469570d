/**
 * The card editor's field context (web/src/build/editor/field-input.tsx EditCtx) for one of the
 * doc's own entries: a field's change writes the entry back through the builders' edit
 * operation, and its problems are the entry's own check (the card editor's, as it is typed) and
 * the server's problems inside the entry, at their paths within it.
 */
import { kindOfEntry } from "../../../../src/build/content-kinds.ts";
import {
  type ItemProblem,
  type Path,
  problemsOf,
  setAt,
} from "../../../../src/build/item-model.ts";
import { ownEntry, ownList, setOwnEntry } from "../../../../src/build/prepare/ygo-trpg-ops.ts";
import type { EditCtx } from "../../build/editor/field-input.tsx";
import type { PrepProps } from "../prep-tab.ts";

/** The scenario path of own entry `id` of `list` (`content.cards[2]`), or "" when it is gone. */
export function entryPath(p: PrepProps, list: string, id: string): string {
  const i = ownList(p.doc(), list).findIndex((e) => e.id === id);
  return i < 0 ? "" : `content.${list}[${i}]`;
}

/** The kind of own entry `id` of `list` (its fields), if it is one the editor knows. */
export function kindOfOwn(p: PrepProps, list: string, id: string) {
  const e = ownEntry(p.doc(), list, id);
  return e === undefined ? undefined : kindOfEntry("ygo-trpg", list, e);
}

/**
 * The editing context of own entry `id` of `list`, its fields drawn at paths under `prefix` (a
 * kebab-case word naming this form: two forms of one page must not share their inputs' ids).
 */
export function entryCtx(p: PrepProps, list: string, id: string, prefix: string): EditCtx {
  const inside = (path: string) =>
    path === "" ? prefix : path.startsWith("[") ? `${prefix}${path}` : `${prefix}.${path}`;
  const problems = (): ItemProblem[] => {
    const e = ownEntry(p.doc(), list, id);
    if (e === undefined) return [];
    const own = problemsOf("ygo-trpg", { list, value: e });
    const at = entryPath(p, list, id);
    const server = (p.answer()?.problems ?? [])
      .filter((q) => q.path.startsWith(`${at}.`) || q.path.startsWith(`${at}[`))
      .map((q) => ({ path: q.path.slice(at.length).replace(/^\./, ""), message: q.message }))
      .filter((q) => !own.some((o) => o.path === q.path && o.message === q.message));
    return [...own, ...server].map((q) => ({ ...q, path: inside(q.path) }));
  };
  return {
    lang: p.lang,
    set: (path: Path, value: unknown) => {
      const e = ownEntry(p.doc(), list, id);
      const at = path[0] === prefix ? path.slice(1) : path;
      if (e === undefined || at.length === 0 || at[0] === "id") return;
      p.setDoc(setOwnEntry(p.doc(), list, id, setAt(e, at, value)));
    },
    problems,
    readOnly: () => p.readOnly,
  };
}
