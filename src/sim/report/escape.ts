/**
 * HTML escaping for every text that comes from a summary. Card names, seat names, bot specs and
 * the scenario path are user data: unescaped they could break the markup or inject a script into
 * a file designers open and share.
 */

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for HTML/SVG element content and double- or single-quoted attribute values. */
export function esc(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
