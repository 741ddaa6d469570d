/**
 * Reading content packs from disk: a YAML (or JSON) file, or a folder of them, each parsed and
 * remembered with its text so problems found later can name their line and column. Size limits
 * are checked before anything is parsed.
 */
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import {
  grouped,
  MAX_PACK_BYTES,
  MAX_PACK_ENTRIES,
  MAX_PACK_FILES,
  MAX_PACKS,
  MAX_PACKS_BYTES,
} from "../../shared/limits.ts";
import { Problems } from "./content-problems.ts";
import { packEntriesMessage } from "./content-sources.ts";
import type { NamedPack } from "./content-store.ts";
import { checkShape, DataFileError, readDataFile } from "./data-file.ts";
import { type PlaceFinder, yamlPlaces } from "./yaml-places.ts";
import { parseYamlText, YamlError } from "./yaml-text.ts";

export { MAX_PACK_BYTES, MAX_PACK_FILES };

/** The entries a list of a pack may hold (the content schema's check, counted earlier). */
const PACK_LISTS = {
  max: MAX_PACK_ENTRIES,
  say: (n: number) => packEntriesMessage(n),
};

/** Pack texts by file, for finding places in them (see {@link placeFinder}). */
export class PackTexts {
  private readonly texts = new Map<string, string>();
  private readonly finders = new Map<string, PlaceFinder>();

  /** Remembers the text of `file`. */
  set(file: string, text: string): void {
    this.texts.set(file, text);
  }

  /** A locator for Problems: the line and column of `path` in `file`, if its text is known. */
  readonly locate = (file: string, path: string) => {
    const text = this.texts.get(file);
    if (text === undefined) return undefined;
    let find = this.finders.get(file);
    if (find === undefined) {
      find = yamlPlaces(text);
      this.finders.set(file, find);
    }
    return find(path);
  };
}

/** The pack files a path names: the file itself, or a folder's *.yaml, *.yml and *.json. */
function packFilesAt(path: string, problems: Problems): string[] {
  let isDir: boolean;
  try {
    isDir = statSync(path).isDirectory();
  } catch {
    problems.add(path, "", "file not found");
    return [];
  }
  if (!isDir) return [path];
  const names = readdirSync(path)
    .filter((n) => /\.(ya?ml|json)$/.test(n))
    .sort();
  if (names.length === 0) problems.add(path, "", "no *.yaml pack files in this folder");
  if (names.length > MAX_PACK_FILES) {
    problems.add(
      path,
      "",
      `too many pack files: expected at most ${MAX_PACK_FILES} in one folder, got ${names.length}`,
    );
    return [];
  }
  return names.map((n) => join(path, n));
}

/**
 * Whether the pack files `paths` name, with the `inline` packs written in a scenario (at its
 * file and place, where a problem with their count is reported), stay within
 * {@link MAX_PACKS} packs and {@link MAX_PACKS_BYTES} bytes in all, told by the files' sizes
 * before any is read (a problem at the first path when not; a path that names nothing counts
 * nothing, and is reported when it is read).
 */
export function packsWithinBudget(
  paths: readonly string[],
  problems: Problems,
  inline: { count: number; file: string; path: string } = { count: 0, file: "", path: "" },
): boolean {
  let total = 0;
  let files = 0;
  for (const path of paths) {
    const found = new Problems();
    for (const file of packFilesAt(path, found)) {
      try {
        total += statSync(file).size;
        files++;
      } catch {
        // Reported when it is read.
      }
    }
  }
  if (files + inline.count > MAX_PACKS) {
    const [file, path] = inline.count > 0 ? [inline.file, inline.path] : [paths[0], ""];
    problems.add(
      file,
      path,
      `too many packs: expected at most ${MAX_PACKS} for one battle, got ${files + inline.count}`,
    );
    return false;
  }
  if (total <= MAX_PACKS_BYTES) return true;
  problems.add(
    paths[0],
    "",
    `packs too large in all: expected at most ${grouped(MAX_PACKS_BYTES)} bytes of packs for one battle, got ${grouped(total)} in ${files} files`,
  );
  return false;
}

/**
 * Reads the packs at `path` (a file or a folder), adding any problem (missing file, too big,
 * YAML syntax) to `problems`; `texts` remembers each text for locating later problems.
 */
export function readPacks(path: string, problems: Problems, texts: PackTexts): NamedPack[] {
  const out: NamedPack[] = [];
  for (const real of packFilesAt(path, problems)) {
    // Named relative to the working folder when under it, as the author would type it.
    const rel = relative(process.cwd(), real);
    const file = rel.startsWith("..") || rel === "" ? real : rel;
    let text: string;
    try {
      // The shared reader: a regular file (never a device or pipe) within the size limit.
      text = readDataFile(file, MAX_PACK_BYTES);
    } catch (err) {
      if (!(err instanceof DataFileError)) throw err;
      problems.add(file, "", err.message.replace(/^[^:]*: /, ""));
      continue;
    }
    texts.set(file, text);
    try {
      // A pack's lists are counted on the syntax tree, before any entry is built or checked.
      const raw = parseYamlText(text, file, PACK_LISTS);
      // Depth and prototype keys, as for every data file.
      checkShape(raw, file);
      out.push({ file, raw });
    } catch (err) {
      if (!(err instanceof DataFileError)) throw err;
      const located = err instanceof YamlError && err.line !== undefined;
      problems.list.push({
        file,
        path: err.path,
        message: err instanceof YamlError ? err.bare : err.expected,
        // A place found in parsed data is located in the text as any later problem is.
        ...(located ? { line: err.line, column: err.column } : texts.locate(file, err.path)),
      });
    }
  }
  return out;
}
