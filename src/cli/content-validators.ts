/**
 * Content validators by system id: how `kassen validate` checks one content file (cards, decks)
 * of a system, from the schema in the system registry. A validator throws a DataFileError
 * naming the file and the place in it.
 */

import { SYSTEM_ENTRIES } from "../systems/registry.ts";
import { loadDataFile } from "../systems/shared/data-file.ts";

/** Validates one content file of a system; throws on the first problem. */
export type ContentValidator = (file: string) => void;

/** Validators by system id. */
export const CONTENT_VALIDATORS: Record<string, ContentValidator> = Object.fromEntries(
  Object.entries(SYSTEM_ENTRIES).flatMap(([id, e]) => {
    const schema = e.content;
    return schema === undefined ? [] : [[id, (file: string) => void loadDataFile(file, schema)]];
  }),
);

/** The system whose content folder (`src/systems/<id>/content/`) holds `file`, if any. */
export function systemOfContentPath(file: string): string | undefined {
  const m = /(?:^|[\\/])systems[\\/]([\w-]+)[\\/]content[\\/]/.exec(file);
  return m?.[1];
}
