/**
 * A person's entries as a content pack (`system:`, `name:`, the lists) and as its YAML text,
 * and back: what the editor exports and imports, and what it saves to the library. Whatever the
 * editor does not edit (a pack's decks, its description) is kept as it was, so a pack goes out
 * exactly as it came in.
 */
import { stringify } from "yaml";
import { grouped, MAX_PACK_BYTES } from "../shared/limits.ts";
import { parseYamlText } from "../systems/shared/yaml-text.ts";
import { contentField, NOT_EDITED_LISTS } from "./content-kinds.ts";
import { isBuildSystem } from "./content-schemas.ts";
import type { Item } from "./item-model.ts";

/** A pack as the editor holds it. */
export interface PackDoc {
  system: string;
  name?: string;
  /** The entries the editor edits, in pack order per list. */
  items: Item[];
  /** Everything else of the pack (decks, description, keys it does not know), as it came. */
  other: Record<string, unknown>;
}

/** A pack that cannot be read: one line saying where and what was expected. */
export class PackReadError extends Error {}

/** The lists the editor edits for `system`, in the schema's order. */
function editedLists(system: string): string[] {
  return contentField(system)
    .slots.map((s) => s.key)
    .filter((k) => !NOT_EDITED_LISTS.includes(k));
}

/** The pack of a doc: `system`, `name`, the edited lists (non-empty ones), then the rest. */
export function packOf(doc: PackDoc): Record<string, unknown> {
  const pack: Record<string, unknown> = { system: doc.system };
  if (doc.name !== undefined && doc.name !== "") pack.name = doc.name;
  if (typeof doc.other.description === "string") pack.description = doc.other.description;
  for (const list of editedLists(doc.system)) {
    const entries = doc.items
      .filter((it) => it.list === list)
      .map((it) => (it.replaces === undefined ? it.value : { ...it.value, replaces: it.replaces }));
    if (entries.length > 0) pack[list] = entries;
  }
  for (const [k, v] of Object.entries(doc.other))
    if (k !== "description" && !Object.hasOwn(pack, k)) pack[k] = v;
  return pack;
}

/** The YAML text of a doc's pack, as `kassen validate` and `--content` read it. */
export function packYaml(doc: PackDoc): string {
  return stringify(packOf(doc), { lineWidth: 100 });
}

/** A plain mapping (not a list, not null). */
function isMapping(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

/**
 * The doc of a parsed pack. `system` is the system being edited: a pack of another system is
 * refused. Entries that are not mappings stay in `other` with their list (nothing is dropped).
 */
export function docOfPack(pack: unknown, system: string): PackDoc {
  if (!isMapping(pack)) throw new PackReadError("expected a mapping (system: and content lists)");
  if (pack.system !== system)
    throw new PackReadError(
      `system: expected "${system}", got ${JSON.stringify(pack.system ?? null)}`,
    );
  if (!isBuildSystem(system)) throw new PackReadError(`system: unknown system "${system}"`);
  const lists = editedLists(system);
  const items: Item[] = [];
  const other: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(pack)) {
    if (k === "system" || (k === "name" && typeof v === "string")) continue;
    if (!lists.includes(k) || !Array.isArray(v) || !v.every(isMapping)) {
      other[k] = v;
      continue;
    }
    for (const entry of v as Record<string, unknown>[]) {
      // `replaces: true|false` is the pack's word about the entry, not one of its fields; any
      // other value stays in the entry, where the check reports it.
      const { replaces, ...value } = entry;
      if (typeof replaces === "boolean") items.push({ list: k, value, replaces });
      else items.push({ list: k, value: entry });
    }
  }
  const doc: PackDoc = { system, items, other };
  if (typeof pack.name === "string") doc.name = pack.name;
  return doc;
}

/**
 * The doc of a pack's YAML (or JSON) text, read within the pack limits (size first, then depth
 * and aliases as every data file); a problem becomes a PackReadError of one line.
 */
export function docOfYaml(text: string, system: string): PackDoc {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_PACK_BYTES)
    throw new PackReadError(
      `pack too large: expected at most ${grouped(MAX_PACK_BYTES)} bytes, got ${grouped(bytes)}`,
    );
  let data: unknown;
  try {
    data = parseYamlText(text, "pack");
  } catch (err) {
    throw new PackReadError(
      err instanceof Error ? err.message.replace(/^pack: /, "") : String(err),
    );
  }
  return docOfPack(data, system);
}
