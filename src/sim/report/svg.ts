/**
 * Tiny builders for inline SVG. No `xmlns` attribute: inline SVG in an HTML document does not need
 * one, and the report keeps no URL of any kind. Every text passes through `esc`.
 */
import { esc } from "./escape.ts";
import { px } from "./format.ts";

/** Opens a chart that scales down to the page width (viewBox) and is announced as one image. */
export function svgOpen(width: number, height: number, label: string, cls = "chart"): string {
  return `<svg class="${cls}" viewBox="0 0 ${px(width)} ${px(height)}" width="${px(width)}" height="${px(height)}" role="img" aria-label="${esc(label)}">`;
}

/** A text element; `content` is escaped. */
export function svgText(
  x: number,
  y: number,
  content: string,
  attrs: Record<string, string> = {},
): string {
  const extra = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${esc(v)}"`)
    .join("");
  return `<text x="${px(x)}" y="${px(y)}"${extra}>${esc(content)}</text>`;
}

/** A line element with a class. */
export function svgLine(x1: number, y1: number, x2: number, y2: number, cls: string): string {
  return `<line class="${cls}" x1="${px(x1)}" y1="${px(y1)}" x2="${px(x2)}" y2="${px(y2)}"/>`;
}

/** A rectangle with a class; negative sizes are made zero so a bad value cannot invert it. */
export function svgRect(x: number, y: number, w: number, h: number, cls: string): string {
  return `<rect class="${cls}" x="${px(x)}" y="${px(y)}" width="${px(Math.max(0, w))}" height="${px(Math.max(0, h))}"/>`;
}

/** A tooltip for the enclosing element; `content` is escaped. */
export function svgTitle(content: string): string {
  return `<title>${esc(content)}</title>`;
}
