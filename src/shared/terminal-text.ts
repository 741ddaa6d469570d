/**
 * Text for a terminal. Card names, table titles, seat names, script ids and server messages are
 * data written by strangers (a pack, a table's creator, a server), and a terminal obeys control
 * characters in what it prints: ESC sequences retitle or clear it, move the cursor or rewrite
 * the line above; a CR or a bidi override makes a line read differently from what it is. So
 * every character a terminal would act on or hide is shown as a visible escape (`\x1b`,
 * `\u202e`), and everything else — CJK, emoji (with their joiners and variation selectors),
 * accents — is kept as it is. The CLI prints through src/cli/output.ts, which applies this to
 * every piece of data; this module only knows the characters.
 */
import { isWideCjk } from "./text-width.ts";

/**
 * Whether a terminal must never receive this code point raw: C0 controls (NUL, BEL, BS, TAB, LF,
 * CR, ESC…), DEL, C1 controls (U+0080–U+009F: a UTF-8 terminal may read U+009B as CSI), the
 * invisible bidi marks, embeddings, overrides and isolates (U+061C, U+200E/F, U+202A–U+202E,
 * U+2066–U+2069), the line and paragraph separators, invisible operators and deprecated format
 * characters (U+2060–U+206F), U+200B, the BOM (U+FEFF), interlinear annotation marks and lone
 * surrogates. Zero-width (non-)joiners (U+200C/D) stay: emoji sequences and several scripts
 * need them, and they move nothing.
 */
export function isTerminalUnsafe(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    code === 0x180e ||
    code === 0x200b ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x2028 && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x206f) ||
    code === 0xfeff ||
    (code >= 0xfff9 && code <= 0xfffb) ||
    (code >= 0xd800 && code <= 0xdfff)
  );
}

/** Short escapes people recognise; everything else is `\xNN` or `\uNNNN`. */
const NAMED: Record<number, string> = { 9: "\\t", 10: "\\n", 13: "\\r" };

/** `\\uNNNN` for a code point: the escape JSON and the server's error answers write. */
export function unicodeEscape(code: number): string {
  return `\\u${code.toString(16).padStart(4, "0")}`;
}

/** The visible escape for one unsafe code point (see {@link isTerminalUnsafe}). */
function escapeOf(code: number): string {
  const named = NAMED[code];
  if (named !== undefined) return named;
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, "0")}`;
  return unicodeEscape(code);
}

/** Matches a run of unsafe code points (kept beside {@link isTerminalUnsafe}, same ranges). */
const UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\ud800-\udfff]/;

/**
 * {@link UNSAFE} less C0 and the surrogates: JSON.stringify escapes C0 controls inside strings
 * (and its own newlines and indentation are layout), escapes lone surrogates, and pairs are emoji.
 */
const UNSAFE_IN_JSON =
  /[\u007f-\u009f\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;

/**
 * `text` as a terminal may print it: every character {@link isTerminalUnsafe} names replaced by
 * its visible escape (`\x1b`, `\x07`, `\r`, `\n`, `\u202e`); all other text unchanged, so the
 * result of ordinary text is the text itself. The escapes are plain ASCII, one column each.
 * `escapeWith` writes them another way (the server's error answers: {@link unicodeEscape}).
 */
export function terminalText(
  text: string,
  escapeWith: (code: number) => string = escapeOf,
): string {
  // Fast path: almost every line has nothing to escape.
  if (!UNSAFE.test(text)) return text;
  // Code point by code point: a well-formed surrogate pair is one astral character (an emoji,
  // two code units, never unsafe); only a lone half comes as one unit.
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    out += ch.length === 1 && isTerminalUnsafe(code) ? escapeWith(code) : ch;
  }
  return out;
}

/**
 * `json` (text made by JSON.stringify) with the characters JSON leaves raw but a terminal acts
 * on (DEL, C1 controls, bidi and other invisible format characters) written as `\uNNNN`
 * escapes: the same JSON value, safe to print.
 */
export function terminalJson(json: string): string {
  return json.replace(UNSAFE_IN_JSON, (ch) => unicodeEscape(ch.codePointAt(0) ?? 0));
}

/**
 * Terminal columns `text` takes once printed through {@link terminalText}: each escape counts
 * its own length, a wide CJK or full-width character two columns, anything else one. Padding
 * computed with this lines up with what is printed.
 */
export function terminalColumns(text: string): number {
  let n = 0;
  for (const ch of terminalText(text)) n += isWideCjk(ch.codePointAt(0) ?? 0) ? 2 : 1;
  return n;
}
