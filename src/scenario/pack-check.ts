/**
 * Checking pack files on their own (`kassen validate pack.yaml`): which files look like packs,
 * and every problem of one, each at its file, line and column.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { MAX_PACK_BYTES } from "../shared/limits.ts";
import { SYSTEM_ENTRIES } from "../systems/registry.ts";
import { ContentError, type ContentProblem } from "../systems/shared/content-problems.ts";
import { parseDataText, readDataFile } from "../systems/shared/data-file.ts";
import { yamlPlaces } from "../systems/shared/yaml-places.ts";
import { gatherPacks } from "./content-packs.ts";

/** Keys only a scenario has: a file with `system:` and none of these is a pack. */
const SCENARIO_KEYS = ["setup", "script", "expect", "seed", "bots", "dice", "rules", "options"];

/** The last file {@link topOf} parsed (by path, size and time), and what it found. */
let lastTop: { key: string; top: Record<string, unknown> | undefined } | null = null;

/**
 * The parsed top of a YAML file, or undefined when it cannot be read or parsed. `validate`
 * asks twice of one file (is it a pack? which system?): the second answer is the first's, not a
 * second parse of up to MAX_PACK_BYTES.
 */
function topOf(file: string): Record<string, unknown> | undefined {
  let key: string;
  try {
    const st = statSync(file);
    key = `${file}\u0000${st.size}\u0000${st.mtimeMs}`;
  } catch {
    return undefined;
  }
  if (lastTop?.key === key) return lastTop.top;
  const top = parsedTop(file);
  lastTop = { key, top };
  return top;
}

/** The parsed top of a YAML file (see {@link topOf}). */
function parsedTop(file: string): Record<string, unknown> | undefined {
  try {
    // Within the data-file limits: a file too big, too deep or an alias bomb is no pack here,
    // and the scenario loader then reports it as such.
    const data: unknown = parseDataText(readDataFile(file, MAX_PACK_BYTES), file, z.unknown());
    return data !== null && typeof data === "object" && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `path` is a pack: a folder, or a mapping with `system:` and no scenario keys. */
export function looksLikePack(path: string): boolean {
  try {
    if (statSync(path).isDirectory()) return true;
  } catch {
    return false;
  }
  const top = topOf(path);
  // A pack has content besides its name: `{name, system}` alone is a scenario missing its setup.
  const lists = Object.keys(top ?? {}).filter(
    (k) => !["system", "name", "description"].includes(k),
  );
  return (
    top !== undefined && "system" in top && !SCENARIO_KEYS.some((k) => k in top) && lists.length > 0
  );
}

/** The file whose `system:` names a pack's system: the pack, or a folder's first file. */
function systemFile(path: string): string {
  try {
    if (!statSync(path).isDirectory()) return path;
    const first = readdirSync(path)
      .filter((n) => /\.(ya?ml|json)$/.test(n))
      .sort()[0];
    return first === undefined ? path : join(path, first);
  } catch {
    return path;
  }
}

/** Every problem of the pack (file or folder) at `path`, merged onto its system's content. */
export function checkPackPath(path: string): ContentProblem[] {
  const file = systemFile(path);
  const top = topOf(file);
  const system = top?.system;
  if (top !== undefined && (typeof system !== "string" || !Object.hasOwn(SYSTEM_ENTRIES, system))) {
    const known = Object.keys(SYSTEM_ENTRIES)
      .map((k) => JSON.stringify(k))
      .join(", ");
    const got =
      system === undefined
        ? "but the key is missing (for a content file, pass --system <id>)"
        : `got ${JSON.stringify(system)}`;
    const pos = yamlPlaces(readFileSync(file, "utf8"))("system");
    return [{ file, path: "system", message: `expected one of ${known}, ${got}`, ...pos }];
  }
  // Without a readable mapping the problem is the file itself, whichever system is asked.
  const sys = typeof system === "string" ? system : Object.keys(SYSTEM_ENTRIES)[0];
  try {
    gatherPacks({ system: sys, paths: [path] });
    return [];
  } catch (err) {
    if (err instanceof ContentError) return err.problems;
    throw err;
  }
}
