/**
 * What an error may quote of its input: control characters escaped (a terminal or a log reads
 * them as commands), quoted echoes cut to ECHO_CHARS, the whole line to MAX_ERROR_CHARS. The table
 * server passes every error answer through {@link safeErrorLine}, so no answer quotes more than a
 * short, escaped excerpt of what a client sent, whichever check refused it.
 */
import { ECHO_CHARS, echo, MAX_ERROR_CHARS } from "./limits.ts";
import { terminalText, unicodeEscape } from "./terminal-text.ts";

/**
 * `text` with every character a terminal would act on or hide (the one set of
 * terminal-text.ts: C0 and C1 controls, DEL, bidi and other invisible format characters) written
 * as a `\uXXXX` escape.
 */
export function escapeControls(text: string): string {
  return terminalText(text, unicodeEscape);
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
