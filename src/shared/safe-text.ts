/**
 * What an error may quote of its input: control characters escaped (a terminal or a log reads
 * them as commands), quoted echoes cut to ECHO_CHARS, the whole line to MAX_ERROR_CHARS. The table
 * server passes every error answer through {@link safeErrorLine}, so no answer quotes more than a
 * short, escaped excerpt of what a client sent, whichever check refused it.
 */
import { ECHO_CHARS, echo, MAX_ERROR_CHARS } from "./limits.ts";

/** C0 and C1 controls, DEL, line and paragraph separators, and bidirectional overrides. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: escaping them is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** `text` with every control character written as a `\uXXXX` escape. */
export function escapeControls(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** `text` with every double-quoted run longer than `max` characters cut (`…"`). */
export function cutQuoted(text: string, max = ECHO_CHARS): string {
  return text.replace(/"((?:[^"\\]|\\.)*)"/g, (whole, inner: string) =>
    inner.length > max ? `"${inner.slice(0, max)}…"` : whole,
  );
}

/** One line of an error for someone else to read: first line, echoes cut, controls escaped. */
export function safeErrorLine(message: string, max = MAX_ERROR_CHARS): string {
  return echo(escapeControls(cutQuoted(message.split("\n")[0])), max);
}
