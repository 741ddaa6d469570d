/**
 * Horizontal bars for rates (outcome shares) with their 95% interval drawn as an error bar from
 * `lo` to `hi`, and the figures written beside each bar so the chart needs no legend.
 */
import type { Rate } from "../summary.ts";
import { esc } from "./escape.ts";
import { clamp01, finite, int, pct, pctNum } from "./format.ts";
import { svgLine, svgOpen, svgRect, svgText, svgTitle } from "./svg.ts";
import { fitText } from "./text-fit.ts";

/** Geometry of the chart, exported so tests can check where bars and error bars land. */
export const BARS = {
  width: 800,
  /** Right edge of the label column (labels are right-aligned to it). */
  labelRight: 190,
  /** x of rate 0. */
  x0: 200,
  /** Width of the rate scale: rate 1 is at x0 + scale. */
  scale: 340,
  /** Left edge of the figures column. */
  textX: 552,
  top: 24,
  rowHeight: 30,
  barHeight: 16,
  /** Label column width in Latin-character units (see text-fit). */
  labelUnits: 28,
} as const;

/** One bar: a key for the markup, a label already in the summary's language, and the rate. */
export interface RateRow {
  key: string;
  label: string;
  rate: Rate;
}

/** x of a rate on the chart's scale. */
function xOf(p: number): number {
  return BARS.x0 + clamp01(p) * BARS.scale;
}

/** The chart as one inline SVG; `label` names it for screen readers. */
export function rateBarsSvg(rows: RateRow[], label: string): string {
  const height = BARS.top + rows.length * BARS.rowHeight + 6;
  const parts = [svgOpen(BARS.width, height, label)];
  for (const t of [0, 0.25, 0.5, 0.75, 1]) {
    parts.push(svgLine(xOf(t), BARS.top - 4, xOf(t), height - 4, "grid"));
    parts.push(
      svgText(xOf(t), BARS.top - 8, `${t * 100}%`, { class: "tick", "text-anchor": "middle" }),
    );
  }
  rows.forEach((row, i) => {
    const y = BARS.top + i * BARS.rowHeight;
    const mid = y + BARS.rowHeight / 2;
    const r = row.rate;
    const lo = clamp01(Math.min(finite(r.lo), finite(r.hi)));
    const hi = clamp01(Math.max(finite(r.lo), finite(r.hi)));
    const figures = `${pct(r.p)} (${pctNum(lo)}–${pctNum(hi)}) · ${int(r.count)}/${int(r.n)}`;
    parts.push(`<g class="row" data-key="${esc(row.key)}">`);
    parts.push(svgTitle(`${row.label}: ${figures}`));
    parts.push(
      svgText(BARS.labelRight, mid + 4, fitText(row.label, BARS.labelUnits), {
        class: "label",
        "text-anchor": "end",
      }),
    );
    parts.push(
      svgRect(BARS.x0, mid - BARS.barHeight / 2, xOf(r.p) - BARS.x0, BARS.barHeight, "bar"),
    );
    parts.push(svgLine(xOf(lo), mid, xOf(hi), mid, "err"));
    parts.push(svgLine(xOf(lo), mid - 5, xOf(lo), mid + 5, "err-cap"));
    parts.push(svgLine(xOf(hi), mid - 5, xOf(hi), mid + 5, "err-cap"));
    parts.push(svgText(BARS.textX, mid + 4, figures, { class: "figure" }));
    parts.push("</g>");
  });
  parts.push("</svg>");
  return parts.join("");
}
