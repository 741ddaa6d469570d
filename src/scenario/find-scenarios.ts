/** Finding scenario files: every `*.yaml` / `*.yml` under a folder, in a stable sorted order. */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Whether a file name is a scenario candidate. */
function isYaml(name: string): boolean {
  return name.endsWith(".yaml") || name.endsWith(".yml");
}

/** Folders that hold content packs for the scenarios beside them, not scenarios. */
export const PACK_FOLDER = "packs";

/** All YAML files under `dir`, recursively (but not in `packs/` folders), sorted by path. */
export function yamlFilesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== PACK_FOLDER) out.push(...yamlFilesUnder(p));
    } else if (isYaml(entry.name)) out.push(p);
  }
  return out.sort();
}

/**
 * Expands paths into scenario files: folders become the YAML files inside them; files (and
 * paths that do not exist, so loading can report them) stay as given. The result is sorted
 * within each folder and keeps the order of the arguments.
 */
export function expandPaths(paths: string[]): string[] {
  const files: string[] = [];
  for (const p of paths) {
    let dir = false;
    try {
      dir = statSync(p).isDirectory();
    } catch {
      // Missing: keep it, the loader's "file not found" names it.
    }
    files.push(...(dir ? yamlFilesUnder(p) : [p]));
  }
  return [...new Set(files)];
}
