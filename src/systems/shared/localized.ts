/**
 * Printed words in the three log languages, as content schemas declare them, with the length
 * limits of src/shared/limits.ts: a name is printed on every line that names its card, so a
 * 100,000-character name made megabytes of `kassen run` output.
 */
import { z } from "zod";
import { MAX_ID_CHARS, MAX_NAME_CHARS, MAX_TEXT_CHARS } from "../../shared/limits.ts";

/** A text in the three log languages, each non-empty and at most `max` characters. */
function localized(max: number) {
  const one = z.string().min(1).max(max);
  return z.object({ ja: one, zh: one, en: one }).strict();
}

/** A printed name (a card's, a deck's, a map's): at most {@link MAX_NAME_CHARS} a language. */
export const LocalizedName = localized(MAX_NAME_CHARS);

/** A printed text (a card's rules text): at most {@link MAX_TEXT_CHARS} a language. */
export const LocalizedText = localized(MAX_TEXT_CHARS);

/** The ids content entries take: lower-case kebab-case, starting with a letter or digit. */
export const KEBAB_ID = /^[a-z0-9][a-z0-9-]*$/;

/**
 * A content entry's id: at most {@link MAX_ID_CHARS} characters (checked before the pattern),
 * matching `pattern` (a system's own; {@link KEBAB_ID} by default), with `message` on a mismatch.
 */
export function contentId(pattern: RegExp = KEBAB_ID, message?: string) {
  return z.string().max(MAX_ID_CHARS).regex(pattern, message);
}
