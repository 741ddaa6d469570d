/**
 * Content validators by system id: how `kassen validate` checks one content file (cards, decks)
 * of a system. A new system adds one line here; a validator throws a DataFileError (or another
 * KassenError) naming the file and the place in it.
 */
import { loadDataFile } from "../systems/shared/data-file.ts";
import { ContentFile as VisionContentFile } from "../systems/vision/schema.ts";

/** Validates one content file of a system; throws on the first problem. */
export type ContentValidator = (file: string) => void;

/** Validators by system id. */
export const CONTENT_VALIDATORS: Record<string, ContentValidator> = {
  vision: (file) => {
    loadDataFile(file, VisionContentFile);
  },
};

/** The system whose content folder (`src/systems/<id>/content/`) holds `file`, if any. */
export function systemOfContentPath(file: string): string | undefined {
  const m = /(?:^|[\\/])systems[\\/]([\w-]+)[\\/]content[\\/]/.exec(file);
  return m?.[1];
}
