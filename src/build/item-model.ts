/**
 * One entry a person edits (a card, a girl, a weapon…): a blank one of a kind, reading and
 * writing a value at a path, switching a tagged form (an effect's `do:`), and checking it with
 * the system's content schema — the very check and words of `kassen validate`, each problem at
 * its path inside the entry. Plain data, shared by the browser's editor and the tests.
 */
import { config } from "zod";
import { checkData } from "../systems/shared/data-check.ts";
import { renderPath } from "../systems/shared/data-file-error.ts";
import type { ContentKind } from "./content-kinds.ts";
import { CONTENT_SCHEMAS } from "./content-schemas.ts";
import { type Field, formOf, type ObjectField, type UnionField } from "./field-model.ts";

// zod would compile each schema with `new Function`, which the page's content security policy
// forbids; the CLI turns it off for speed too (data-file.ts).
config({ jitless: true });

/** A path inside an entry: keys and list indexes. */
export type Path = readonly (string | number)[];

/** An entry being edited: the list it goes in and its value as a pack would hold it. */
export interface Item {
  list: string;
  value: Record<string, unknown>;
  /**
   * The pack's `replaces:` of the entry: true takes the place of a shipped entry with its id
   * (absent: not written).
   */
  replaces?: boolean;
}

/** One problem of an entry: where (`effects[0].amount`, `` for the whole) and what. */
export interface ItemProblem {
  path: string;
  message: string;
}

/** A blank value of a field: what a new entry starts with (it may not be valid yet). */
export function blankOf(f: Field): unknown {
  switch (f.kind) {
    case "text":
      return "";
    case "number":
      return Math.min(Math.max(f.min ?? 0, 0), f.max ?? Number.POSITIVE_INFINITY);
    case "bool":
      return false;
    case "choice":
      return f.options[0];
    case "const":
      return f.value;
    case "localized":
      return { ja: "", zh: "", en: "" };
    case "object":
      return blankObject(f);
    case "list":
      return Array.from({ length: f.min ?? 0 }, () => blankOf(f.of));
    case "map":
      return {};
    case "union":
      return blankForm(f, f.forms[0].tags[0]);
    case "either":
      return blankOf(f.forms[0]);
  }
}

/** A mapping with its required keys blank; optional and defaulted keys are left out. */
function blankObject(f: ObjectField): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of f.slots) if (s.required) out[s.key] = blankOf(s.field);
  return out;
}

/** A blank value of the union's form tagged `tag`. */
export function blankForm(f: UnionField, tag: string): Record<string, unknown> {
  const form = f.forms.find((fm) => fm.tags.includes(tag)) ?? f.forms[0];
  return { ...blankObject(form.field), [f.key]: tag };
}

/**
 * The value of `f` switched to the form tagged `tag`, keeping what it had in keys the new form
 * has too (changing `damage` to `destroy` keeps `to:`).
 */
export function switchForm(f: UnionField, value: unknown, tag: string): Record<string, unknown> {
  const out = blankForm(f, tag);
  const form = formOf(f, out);
  if (value === null || typeof value !== "object" || form === undefined) return out;
  const old = value as Record<string, unknown>;
  for (const s of form.field.slots)
    if (s.key !== f.key && Object.hasOwn(old, s.key)) out[s.key] = old[s.key];
  return out;
}

/** An id not in `taken`, made from `stem` (`my-character-1`, `my-character-2`…). */
export function freshId(stem: string, taken: ReadonlySet<string>): string {
  const base = `my-${stem.replace(/[^a-z0-9-]+/g, "-").replace(/^-+|-+$/g, "") || "entry"}`;
  for (let n = 1; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A new entry of `kind`, with a fresh id when the kind has one. */
export function blankItem(kind: ContentKind, taken: ReadonlySet<string> = new Set()): Item {
  const value = blankObject(kind.field);
  if (kind.tagKey !== undefined && kind.tags !== undefined) value[kind.tagKey] = kind.tags[0];
  if (kind.field.slots.some((s) => s.key === "id"))
    value.id = freshId(kind.tags?.[0] ?? kind.list, taken);
  // `id` first, as packs are written.
  const { id, ...rest } = value;
  return { list: kind.list, value: id === undefined ? rest : { id, ...rest } };
}

/** The value at `path` inside `value`, or undefined. */
export function getAt(value: unknown, path: Path): unknown {
  let v = value;
  for (const k of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<string | number, unknown>)[k];
  }
  return v;
}

/**
 * `value` with `next` at `path` (copies along the path; the rest is shared). `next` undefined
 * removes a mapping's key or a list's item.
 */
export function setAt<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const [k, ...rest] = path;
  const inner = getAt(value, [k]);
  const child =
    rest.length === 0 ? next : setAt(inner ?? (typeof rest[0] === "number" ? [] : {}), rest, next);
  if (Array.isArray(value)) {
    const copy = [...value];
    if (child === undefined && rest.length === 0) copy.splice(k as number, 1);
    else copy[k as number] = child;
    return copy as T;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (child === undefined && rest.length === 0) delete copy[k as string];
  else copy[k as string] = child;
  return copy as T;
}

/** A path as problems write it (`effects[0].amount`). */
export function pathText(path: Path): string {
  return renderPath(path);
}

/**
 * Every problem of one entry as the system's content schema finds it, worded as
 * `kassen validate` words it, at paths inside the entry. Cross-references (a deck naming a
 * card, a duplicate id) are the whole pack's check (the library server's, or `kassen validate`).
 */
export function problemsOf(system: string, item: Item): ItemProblem[] {
  const schema = CONTENT_SCHEMAS[system];
  if (schema === undefined) return [{ path: "", message: `unknown system "${system}"` }];
  const checked = checkData({ [item.list]: [item.value] }, schema);
  if ("data" in checked) return [];
  const at = `${item.list}[0]`;
  return checked.issues.map((iss) => ({
    path:
      iss.path === at
        ? ""
        : iss.path.startsWith(at)
          ? iss.path.slice(at.length).replace(/^\./, "")
          : iss.path,
    message: iss.message,
  }));
}

/** The problems at exactly `path` (a field's own, for showing beside it). */
export function problemsAt(problems: readonly ItemProblem[], path: Path): ItemProblem[] {
  const text = pathText(path);
  return problems.filter((p) => p.path === text);
}
