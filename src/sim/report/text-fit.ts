/**
 * Fitting labels into fixed SVG columns. SVG text does not wrap and the report cannot measure
 * glyphs (no script), so widths are estimated: a wide (CJK, full-width) character counts as two
 * units, anything else as one. A cut label keeps its full text in a `<title>` tooltip.
 */
import { isWideCjk } from "../../shared/text-width.ts";

/** True for characters that render about twice as wide as Latin letters (emoji too, in SVG). */
function isWide(code: number): boolean {
  return isWideCjk(code) || code >= 0x1f300;
}

/** Estimated width of `text` in units (one unit ≈ one Latin character). */
export function textUnits(text: string): number {
  let units = 0;
  for (const ch of text) units += isWide(ch.codePointAt(0) ?? 0) ? 2 : 1;
  return units;
}

/** `text` cut to at most `maxUnits` units, ending in "…" when cut. */
export function fitText(text: string, maxUnits: number): string {
  if (textUnits(text) <= maxUnits) return text;
  let out = "";
  let units = 0;
  for (const ch of text) {
    const w = isWide(ch.codePointAt(0) ?? 0) ? 2 : 1;
    if (units + w > maxUnits - 1) break;
    out += ch;
    units += w;
  }
  return `${out}…`;
}
