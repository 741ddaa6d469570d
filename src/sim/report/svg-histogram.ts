/**
 * The distribution of battle length as a histogram, with the mean, median and 90th percentile
 * marked by vertical lines. Each marker's label has its own row above the plot, so markers that
 * fall close together never print over each other.
 */
import type { LengthStats } from "../summary.ts";
import { type Bin, binHistogram, clipAtP99 } from "./bins.ts";
import { dec, finite, int, stat } from "./format.ts";
import type { ReportLabels } from "./labels.ts";
import { niceStep, ticks } from "./scale.ts";
import { svgLine, svgOpen, svgRect, svgText, svgTitle } from "./svg.ts";

/** Geometry of the chart, exported so tests can check marker positions. */
export const HIST = {
  width: 800,
  height: 260,
  left: 64,
  right: 784,
  /** Top of the plot; the marker labels sit in rows above it. */
  top: 48,
  bottom: 220,
} as const;

/** A value's position: value v's own unit [v, v+1) is centred on v + 0.5. */
export function histX(bins: Bin[], v: number): number {
  const from = bins[0].from;
  const to = bins[bins.length - 1].to;
  const t = (finite(v) + 0.5 - from) / Math.max(1, to - from);
  return HIST.left + Math.min(1, Math.max(0, t)) * (HIST.right - HIST.left);
}

/** The histogram as one inline SVG, or null when there is nothing to draw. */
export function histogramSvg(stats: LengthStats, L: ReportLabels, label: string): string | null {
  const clipped = clipAtP99(stats.histogram ?? []);
  const bins = binHistogram(clipped.histogram);
  if (bins.length === 0) return null;
  const maxCount = Math.max(...bins.map((b) => b.count));
  const yStep = niceStep(maxCount, 4, 1);
  const yMax = Math.max(yStep, Math.ceil(maxCount / yStep) * yStep);
  const yOf = (c: number) => HIST.bottom - (c / yMax) * (HIST.bottom - HIST.top);
  const plotW = HIST.right - HIST.left;
  const from = bins[0].from;
  const to = bins[bins.length - 1].to;
  const xOf = (v: number) => HIST.left + ((v - from) / (to - from)) * plotW;
  const parts = [svgOpen(HIST.width, HIST.height, label)];

  for (const c of ticks(0, yMax, yStep)) {
    parts.push(svgLine(HIST.left, yOf(c), HIST.right, yOf(c), "grid"));
    parts.push(svgText(HIST.left - 6, yOf(c) + 4, int(c), { class: "tick", "text-anchor": "end" }));
  }
  parts.push(
    svgText(14, (HIST.top + HIST.bottom) / 2, L.battlesAxis, {
      class: "tick",
      "text-anchor": "middle",
      transform: `rotate(-90 14 ${(HIST.top + HIST.bottom) / 2})`,
    }),
  );
  for (const b of bins) {
    const x = xOf(b.from);
    const w = xOf(b.to) - x;
    const gap = w > 4 ? 1 : 0;
    const range = b.to - b.from === 1 ? int(b.from) : `${int(b.from)}–${int(b.to - 1)}`;
    parts.push(
      `<g class="bin">${svgTitle(`${range}: ${int(b.count)} ${L.battlesAxis}`)}${svgRect(
        x + gap / 2,
        yOf(b.count),
        w - gap,
        HIST.bottom - yOf(b.count),
        "bar",
      )}</g>`,
    );
  }
  parts.push(svgLine(HIST.left, HIST.bottom, HIST.right, HIST.bottom, "axis"));
  const xStep = niceStep(to - from, 8, bins[0].to - bins[0].from);
  for (const v of ticks(from, to - 1, xStep)) {
    const x = histX(bins, v);
    parts.push(svgLine(x, HIST.bottom, x, HIST.bottom + 4, "axis"));
    parts.push(svgText(x, HIST.bottom + 18, int(v), { class: "tick", "text-anchor": "middle" }));
  }

  const markers: [string, string, number, string][] = [
    ["mean", L.mean, stats.mean, stat(stats.mean)],
    ["median", L.median, stats.median, stat(stats.median)],
    ["p90", L.p90, stats.p90, stat(stats.p90)],
  ];
  markers.forEach(([cls, name, value, shown], i) => {
    if (!Number.isFinite(value)) return;
    const x = histX(bins, value);
    const y = 12 + i * 13;
    // Labels near either edge grow inwards so they stay on the canvas.
    const anchor = x < HIST.left + 80 ? "start" : x > HIST.right - 80 ? "end" : "middle";
    parts.push(`<g class="marker ${cls}" data-value="${dec(value, 2)}">`);
    parts.push(svgLine(x, y + 3, x, HIST.bottom, `mark ${cls}`));
    parts.push(
      svgText(x, y, `${name} ${shown}`, { class: `mark-label ${cls}`, "text-anchor": anchor }),
    );
    parts.push("</g>");
  });
  if (clipped.p99 !== undefined) {
    const note = L.clipped.replace("{p99}", int(clipped.p99)).replace("{n}", int(clipped.folded));
    parts.push(
      svgText(HIST.right, HIST.height - 4, note, { class: "tick clipped", "text-anchor": "end" }),
    );
  }
  parts.push("</svg>");
  return parts.join("");
}
