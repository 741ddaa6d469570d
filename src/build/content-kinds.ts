/**
 * The kinds of entry a person can make for a system, read off its content schema: one per list
 * (`girls`, `weapons`), or one per form of a list of tagged forms (vision's `cards` are
 * characters, commands and set cards). Deck lists are left to the deck builder.
 */
import { CONTENT_SCHEMAS } from "./content-schemas.ts";
import { type Field, fieldOf, type ObjectField } from "./field-model.ts";

/** Lists the card editor does not offer: decks are built in the deck tab. */
export const NOT_EDITED_LISTS: readonly string[] = ["decks"];

/** One kind of entry. */
export interface ContentKind {
  system: string;
  /** `cards.character`, `weapons`: the list, then the form's first tag when the list has forms. */
  id: string;
  /** The pack list its entries go in. */
  list: string;
  /** The tag key and the values this kind takes (`type`: `equipment`, `talisman`), if any. */
  tagKey?: string;
  tags?: string[];
  /** The entry's fields. */
  field: ObjectField;
}

/** Field trees of each system's whole content, computed once. */
const contentFields = new Map<string, ObjectField>();

/** The field tree of a system's content file (its lists). */
export function contentField(system: string): ObjectField {
  let f = contentFields.get(system);
  if (f === undefined) {
    const schema = CONTENT_SCHEMAS[system];
    if (schema === undefined) throw new Error(`no content schema for system "${system}"`);
    const made = fieldOf(schema);
    if (made.kind !== "object") throw new Error(`${system}: content is not a mapping`);
    f = made;
    contentFields.set(system, f);
  }
  return f;
}

/** The field of one entry of `list`. */
export function entryField(system: string, list: string): Field | undefined {
  const slot = contentField(system).slots.find((s) => s.key === list);
  return slot?.field.kind === "list" ? slot.field.of : undefined;
}

/** Every kind of entry of `system`, in the schema's order. */
export function kindsOf(system: string): ContentKind[] {
  const out: ContentKind[] = [];
  for (const slot of contentField(system).slots) {
    if (NOT_EDITED_LISTS.includes(slot.key) || slot.field.kind !== "list") continue;
    const of = slot.field.of;
    if (of.kind === "union")
      for (const form of of.forms)
        out.push({
          system,
          id: `${slot.key}.${form.tags[0]}`,
          list: slot.key,
          tagKey: of.key,
          tags: form.tags,
          field: form.field,
        });
    else if (of.kind === "object") out.push({ system, id: slot.key, list: slot.key, field: of });
  }
  return out;
}

/** The kind of an entry of `list` (by its tag, when the list has forms), or undefined. */
export function kindOfEntry(system: string, list: string, value: unknown): ContentKind | undefined {
  const kinds = kindsOf(system).filter((k) => k.list === list);
  if (kinds.length === 1 && kinds[0].tagKey === undefined) return kinds[0];
  if (value === null || typeof value !== "object") return undefined;
  const tag = (value as Record<string, unknown>)[kinds[0]?.tagKey ?? ""];
  return kinds.find((k) => k.tags?.includes(String(tag)));
}
