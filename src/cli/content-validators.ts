/**
 * Content validators by system id: how `kassen validate` checks one content file (cards, decks)
 * of a system — first its schema (from the system registry), then the same cross-checks the
 * system's loader makes, with the file placed beside the shipped content: a duplicate id, an id
 * shadowing a shipped one, a deck naming an unknown card or of the wrong size. A validator throws
 * a DataFileError naming the file and the place in it.
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadGeoMarchContent } from "../systems/geo-march/content/index.ts";
import { loadMagicalGirlContent } from "../systems/magical-girl/content/index.ts";
import { SYSTEM_ENTRIES } from "../systems/registry.ts";
import { yamlFilesIn } from "../systems/shared/content.ts";
import { DataFileError, loadDataFile } from "../systems/shared/data-file.ts";
import { loadVisionContent } from "../systems/vision/content/index.ts";
import { loadYgoContent } from "../systems/ygo-trpg/content/index.ts";

/** Validates one content file of a system; throws on the first problem. */
export type ContentValidator = (file: string) => void;

/** Each system's content loader, which cross-checks a whole content folder. */
const LOADERS: Record<string, (dir: string) => unknown> = {
  vision: loadVisionContent,
  "geo-march": loadGeoMarchContent,
  "magical-girl": loadMagicalGirlContent,
  "ygo-trpg": loadYgoContent,
};

/** The shipped content folder of a system. */
function shippedDir(id: string): string {
  return fileURLToPath(new URL(`../systems/${id}/content/`, import.meta.url));
}

/**
 * Loads the shipped content of `id` together with `file` (a copy that sorts last, so a clash
 * is reported in `file`), with the temporary paths in any error turned back into real ones.
 */
function crossCheck(id: string, file: string): void {
  const load = LOADERS[id];
  const shipped = shippedDir(id);
  if (load === undefined) return;
  // A shipped file is checked as the folder it belongs to.
  if (resolve(dirname(file)) === resolve(shipped)) {
    load(shipped);
    return;
  }
  const tmp = mkdtempSync(join(tmpdir(), "kassen-validate-"));
  const copy = join(tmp, "~checked.yaml");
  try {
    for (const name of yamlFilesIn(shipped)) copyFileSync(join(shipped, name), join(tmp, name));
    copyFileSync(file, copy);
    load(tmp);
  } catch (err) {
    if (!(err instanceof DataFileError)) throw err;
    const real = (p: string): string =>
      p.replaceAll(copy, file).replaceAll(`${tmp}/`, shipped).replaceAll(tmp, shipped);
    throw new DataFileError(real(err.file), err.path, real(err.expected));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Validators by system id. */
export const CONTENT_VALIDATORS: Record<string, ContentValidator> = Object.fromEntries(
  Object.entries(SYSTEM_ENTRIES).flatMap(([id, e]) => {
    const schema = e.content;
    if (schema === undefined) return [];
    const validate = (file: string): void => {
      loadDataFile(file, schema);
      crossCheck(id, file);
    };
    return [[id, validate]];
  }),
);

/** The system whose content folder (`src/systems/<id>/content/`) holds `file`, if any. */
export function systemOfContentPath(file: string): string | undefined {
  const m = /(?:^|[\\/])systems[\\/]([\w-]+)[\\/]content[\\/]/.exec(file);
  return m?.[1];
}
