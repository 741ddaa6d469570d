/**
 * Where content comes from: the shipped files of a system's content folder, and packs (an
 * author's YAML, or inline entries in a scenario) added on top for one battle. Both become
 * sources of the same shape, so each system merges and cross-checks them with one loader; a
 * pack entry may take a shipped id only when it says `replaces: true`.
 */
import { join, relative } from "node:path";
import type { z } from "zod";
import { echo, grouped, MAX_PACK_ENTRIES } from "../../shared/limits.ts";
import { yamlFilesIn } from "./content.ts";
import type { Problems } from "./content-problems.ts";
import { checkData, DataFileError, loadDataFile } from "./data-file.ts";

/** One content file or pack, validated against the system's content schema. */
export interface ContentSource<F> {
  /** Names the source in messages (a file, or `options.content[0]`). */
  file: string;
  data: F;
  /** A pack (added to the shipped content) rather than a shipped file. */
  pack: boolean;
  /** Places (`cards[2]`) of entries written with `replaces: true`. */
  replaces: Set<string>;
}

/** Keys a pack may have besides its content lists. */
export const PACK_KEYS = ["system", "name", "description"] as const;

/** Every `*.yaml` of a shipped content folder as sources, validated one by one. */
export function shippedSources<F>(dir: string, schema: z.ZodType<F>): ContentSource<F>[] {
  const names = yamlFilesIn(dir);
  if (names.length === 0)
    throw new DataFileError(dir, "", "no *.yaml content files in this folder");
  return names.map((name) => {
    const file = join(dir, name);
    const data = loadDataFile(file, schema);
    // Named relative to the working folder when under it: messages say where a pack's id clashes.
    const rel = relative(process.cwd(), file);
    const shown = rel.startsWith("..") ? file : rel;
    return { file: shown, data, pack: false, replaces: new Set<string>() };
  });
}

/** What a list of `n` entries in a pack is told (more than MAX_PACK_ENTRIES). */
export function packEntriesMessage(n: number): string {
  return `too many entries: expected at most ${grouped(MAX_PACK_ENTRIES)} in one pack, got ${grouped(n)}`;
}

/** A value a pack holds, as a problem quotes it: JSON, cut to a short excerpt. */
function shown(v: unknown): string {
  return echo(JSON.stringify(v) ?? String(v));
}

/** A plain mapping (not a list, not null). */
function isMapping(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

/**
 * One pack (parsed YAML/JSON) as a source, or undefined when it has problems (each added to
 * `problems` at its place). `system` must name this system; entries of the content lists may
 * carry `replaces: true|false`, which is taken off before the content schema checks them.
 */
export function packSource<F>(
  raw: unknown,
  file: string,
  system: string,
  schema: z.ZodType<F>,
  problems: Problems,
): ContentSource<F> | undefined {
  if (!isMapping(raw)) {
    const got = raw == null ? "nothing" : Array.isArray(raw) ? "a list" : shown(raw);
    problems.add(file, "", `expected a mapping (system: and content lists), got ${got}`);
    return undefined;
  }
  const before = problems.list.length;
  if (raw.system === undefined)
    problems.add(file, "system", `expected "${system}", but the key is missing`);
  else if (raw.system !== system)
    problems.add(file, "system", `expected "${system}", got ${shown(raw.system)}`);
  for (const key of ["name", "description"] as const)
    if (raw[key] !== undefined && typeof raw[key] !== "string")
      problems.add(file, key, `expected a string, got ${shown(raw[key])}`);
  const replaces = new Set<string>();
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if ((PACK_KEYS as readonly string[]).includes(key)) continue;
    if (!Array.isArray(value)) {
      body[key] = value;
      continue;
    }
    // Counted before any entry is checked: checking and merging cost per entry.
    if (value.length > MAX_PACK_ENTRIES) {
      problems.add(file, key, packEntriesMessage(value.length));
      return undefined;
    }
    body[key] = value.map((item, i) => {
      if (!isMapping(item) || !("replaces" in item)) return item;
      const { replaces: r, ...rest } = item;
      if (r === true) replaces.add(`${key}[${i}]`);
      else if (r !== false)
        problems.add(file, `${key}[${i}].replaces`, `expected true or false, got ${shown(r)}`);
      return rest;
    });
  }
  // Each entry is checked on its own and the good ones are kept, so one broken card does not
  // hide what merging the others shows (duplicate ids, a deck naming an unknown card).
  const kept: Record<string, unknown> = {};
  const places: Record<string, number[]> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!Array.isArray(value) || "issues" in checkData({ [key]: [] }, schema)) {
      kept[key] = value;
      continue;
    }
    const items: unknown[] = [];
    const orig: number[] = [];
    value.forEach((item, i) => {
      const one = checkData({ [key]: [item] }, schema);
      if ("issues" in one) {
        const at = `${key}[0]`;
        for (const iss of one.issues) {
          const path = iss.path.startsWith(at)
            ? `${key}[${i}]${iss.path.slice(at.length)}`
            : iss.path;
          problems.add(file, path, iss.message);
        }
        return;
      }
      items.push(item);
      orig.push(i);
    });
    kept[key] = items;
    places[key] = orig;
  }
  const checked = checkData(kept, schema);
  if ("issues" in checked) {
    // An unknown list is most often another system's: name the lists this system has.
    const empty = checkData({}, schema);
    const lists = "data" in empty ? Object.keys(empty.data as object).join(", ") : "";
    for (const iss of checked.issues) {
      const top = /^[\w-]+$/.test(iss.path) && iss.message.startsWith("unexpected key");
      problems.add(
        file,
        iss.path,
        top ? `${iss.message} (a ${system} pack has: ${lists})` : iss.message,
      );
    }
    return undefined;
  }
  if (problems.list.length > before && Object.keys(places).length === 0) return undefined;
  // Kept entries are renumbered; problems found later are reported at their written places.
  problems.renumber(file, places);
  const renumbered = new Set<string>();
  for (const [key, orig] of Object.entries(places))
    orig.forEach((i, j) => {
      if (replaces.has(`${key}[${i}]`)) renumbered.add(`${key}[${j}]`);
    });
  return { file, data: checked.data, pack: true, replaces: renumbered };
}

/** Where an id was first defined. */
interface Origin {
  file: string;
  path: string;
  /** Defined by a shipped file and not replaced yet: a pack may replace it. */
  shipped: boolean;
}

/**
 * The ids seen so far while merging sources, per namespace, deciding for each entry whether it
 * is stored: a repeated id is a duplicate unless a pack replaces a shipped entry with
 * `replaces: true`, and `replaces: true` with nothing shipped to replace is a mistake too.
 */
export class EntryIndex {
  private readonly origin = new Map<string, Origin>();

  constructor(private readonly problems: Problems) {}

  /**
   * Whether to store the entry at `place` (`cards[3]`) of `src` with id `id` in namespace `ns`
   * (`card`, `deck`…, also the word used in messages).
   */
  admit(src: ContentSource<unknown>, ns: string, id: string, place: string): boolean {
    const key = `${ns}:${id}`;
    const first = this.origin.get(key);
    const replace = src.replaces.has(place);
    if (first !== undefined) {
      if (first.shipped && src.pack && replace) {
        this.origin.set(key, { file: src.file, path: `${place}.id`, shipped: false });
        return true;
      }
      const hint = first.shipped && src.pack ? "; write replaces: true to replace it" : "";
      const firstAt = this.problems.placeIn(first.file, first.path);
      this.problems.add(
        src.file,
        `${place}.id`,
        `duplicate ${ns} id ${JSON.stringify(echo(id))} (already defined in ${firstAt.file} at ${firstAt.path})${hint}`,
      );
      return false;
    }
    if (replace)
      this.problems.add(
        src.file,
        `${place}.replaces`,
        `no shipped ${ns} ${JSON.stringify(echo(id))} to replace`,
      );
    this.origin.set(key, { file: src.file, path: `${place}.id`, shipped: !src.pack });
    return true;
  }
}
