/**
 * `kassen tune --report out.html`: the result as one self-contained page like sim's report
 * (inline CSS and SVG, no script, no URL): the answer, and for each line the search went along
 * its curve — the rate measured at each value with its 95% interval as an error bar, the target
 * as a dashed line and the answer marked. Every text taken from the result is escaped.
 */
import { esc } from "../sim/report/escape.ts";
import { dec, int, pct, px } from "../sim/report/format.ts";
import { niceStep, ticks } from "../sim/report/scale.ts";
import { REPORT_CSS } from "../sim/report/style.ts";
import { svgLine, svgOpen, svgText, svgTitle } from "../sim/report/svg.ts";
import type { TuneLine, TuneResult } from "./tune-result.ts";
import { showValue } from "./vary-spec.ts";

/** Geometry of a curve chart. */
const CHART = { width: 800, height: 300, left: 56, right: 24, top: 20, bottom: 44 } as const;

const TUNE_CSS = `
svg .target { stroke: var(--neg); stroke-width: 1.4; stroke-dasharray: 6 4; }
svg .dot { fill: var(--bar); }
svg .dot.answer { fill: var(--pos); }
table.points { border-collapse: collapse; font-variant-numeric: tabular-nums; }
table.points td, table.points th { padding: 2px 10px; border-bottom: 1px solid var(--line); text-align: right; }
p.answer { font-size: 16px; }
`;

/** The x position of each point of a line: its varied value, or its place along the segment. */
function xValues(r: TuneResult, line: TuneLine): { xs: number[]; label: string } {
  const axis = r.params.findIndex((p) => p.what === line.along);
  if (axis >= 0) return { xs: line.points.map((p) => p.values[axis]), label: line.along };
  // The segment: the share of the way from its first point, by the first parameter's range.
  const first = line.points[0]?.values ?? [];
  const last = line.points[line.points.length - 1]?.values ?? [];
  const xs = line.points.map((p) => {
    let num = 0;
    let den = 0;
    r.params.forEach((q, i) => {
      num += Math.abs(p.values[i] - first[i]) / (q.hi - q.lo);
      den += Math.abs(last[i] - first[i]) / (q.hi - q.lo);
    });
    return den === 0 ? 0 : num / den;
  });
  return { xs, label: "share of the way along the segment" };
}

/** One line's curve as an SVG chart. */
function curveSvg(r: TuneResult, line: TuneLine): string {
  const { xs, label } = xValues(r, line);
  const axis = r.params.findIndex((p) => p.what === line.along);
  const lo = axis >= 0 ? r.params[axis].lo : 0;
  const hi = axis >= 0 ? r.params[axis].hi : 1;
  const W = CHART.width - CHART.left - CHART.right;
  const H = CHART.height - CHART.top - CHART.bottom;
  const xOf = (v: number) => CHART.left + ((v - lo) / (hi - lo || 1)) * W;
  const yOf = (p: number) => CHART.top + (1 - Math.min(1, Math.max(0, p))) * H;
  const parts = [
    svgOpen(CHART.width, CHART.height, `${r.target.seat} win rate along ${line.along}`),
  ];
  for (const t of [0, 0.25, 0.5, 0.75, 1]) {
    parts.push(svgLine(CHART.left, yOf(t), CHART.left + W, yOf(t), "grid"));
    parts.push(
      svgText(CHART.left - 6, yOf(t) + 4, `${t * 100}%`, { class: "tick", "text-anchor": "end" }),
    );
  }
  for (const t of ticks(lo, hi, niceStep(hi - lo, 8, axis >= 0 && r.params[axis].integer ? 1 : 0)))
    parts.push(
      svgText(xOf(t), CHART.top + H + 16, String(t), { class: "tick", "text-anchor": "middle" }),
    );
  parts.push(svgLine(CHART.left, CHART.top + H, CHART.left + W, CHART.top + H, "axis"));
  parts.push(
    svgText(CHART.left + W / 2, CHART.height - 6, label, {
      class: "label",
      "text-anchor": "middle",
    }),
  );
  parts.push(svgLine(CHART.left, yOf(r.target.rate), CHART.left + W, yOf(r.target.rate), "target"));
  const answerKey = r.answer.values.join(",");
  line.points.forEach((pt, i) => {
    const x = xOf(xs[i]);
    const at = pt.values
      .map((v, j) => `${r.params[j].what} = ${showValue(r.params[j], v)}`)
      .join(", ");
    const cls = pt.values.join(",") === answerKey ? "dot answer" : "dot";
    parts.push("<g>");
    parts.push(
      svgTitle(
        `${at}: ${pct(pt.rate.p)} (${pct(pt.rate.lo)}–${pct(pt.rate.hi)}) · ${pt.rate.n} battles`,
      ),
    );
    parts.push(svgLine(x, yOf(pt.rate.lo), x, yOf(pt.rate.hi), "err"));
    parts.push(svgLine(x - 4, yOf(pt.rate.lo), x + 4, yOf(pt.rate.lo), "err-cap"));
    parts.push(svgLine(x - 4, yOf(pt.rate.hi), x + 4, yOf(pt.rate.hi), "err-cap"));
    parts.push(`<circle class="${cls}" cx="${px(x)}" cy="${px(yOf(pt.rate.p))}" r="4"/>`);
    parts.push("</g>");
  });
  parts.push("</svg>");
  return parts.join("");
}

/** One line's points as a table. */
function pointsTable(r: TuneResult, line: TuneLine): string {
  const head = r.params.map((p) => `<th>${esc(p.what)}</th>`).join("");
  const rows = line.points
    .map((pt) => {
      const cells = pt.values.map((v, i) => `<td>${esc(showValue(r.params[i], v))}</td>`).join("");
      return `<tr>${cells}<td>${pct(pt.rate.p)}</td><td>${pct(pt.rate.lo)}–${pct(pt.rate.hi)}</td><td>${int(pt.rate.n)}</td></tr>`;
    })
    .join("");
  return `<table class="points"><tr>${head}<th>rate</th><th>95% CI</th><th>battles</th></tr>${rows}</table>`;
}

/** The whole page. */
export function renderTuneReport(r: TuneResult): string {
  const a = r.answer;
  const who = `${r.target.seatName} (${r.target.seat})`;
  const values = r.params
    .map(
      (p, i) =>
        `<code>${esc(p.what)}</code> = <b>${esc(showValue(p, a.values[i]))}</b>${p.current === null ? "" : ` (now ${esc(showValue(p, p.current))})`}`,
    )
    .join(", ");
  const verdict = r.reached
    ? `Answer: ${values}`
    : r.timing.timeUp
      ? `The time budget ended the search before it found the target; the nearest so far: ${values}`
      : `No value in the range reaches the target; the nearest: ${values}`;
  const bots = Object.entries(r.bots)
    .map(([seat, spec]) => `<span class="bot">${esc(seat)}: <code>${esc(spec)}</code></span>`)
    .join(" ");
  const item = (term: string, value: string) => `<div><dt>${esc(term)}</dt><dd>${value}</dd></div>`;
  const header = [
    '<header><h1>kassen tune</h1><dl class="meta">',
    item("System", `<strong>${esc(r.system)}</strong>`),
    item("Source", `<code>${esc(r.source)}</code>`),
    item("Target", `${esc(who)} wins ${pct(r.target.rate)}`),
    item("Seed", `<code>${esc(r.seed)}</code>`),
    item("Bots", bots || "—"),
    item("Battles", int(r.battles)),
    item("Time", `${dec(r.timing.seconds, 2)} s · ${int(r.timing.workers)} workers`),
    "</dl></header>",
  ].join("");
  const answer = `<section class="figure" id="answer"><h2>Answer</h2><p class="answer">${verdict}</p><p>${esc(who)} wins <b>${pct(a.rate.p)}</b> [${pct(a.rate.lo)}–${pct(a.rate.hi)}] over ${int(a.rate.n)} battles; the target ${pct(r.target.rate)} is ${a.inside ? "inside" : "outside"} the 95% interval.${r.params.length > 1 ? ` Change from now: ${esc(a.change.toFixed(3))} (Σ |value − now| / range).` : ""}</p></section>`;
  const curves = r.lines
    .map(
      (line, i) =>
        `<section class="figure" id="curve-${i}"><h2>Curve along ${esc(line.along)}</h2><p class="note">The rate measured at each value the search tried, with its 95% Wilson interval; dashed: the target; green: the answer.</p>${curveSvg(r, line)}${pointsTable(r, line)}</section>`,
    )
    .join("\n");
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>kassen tune — ${esc(r.system)}</title>`,
    `<style>${REPORT_CSS}${TUNE_CSS}</style>`,
    "</head>",
    "<body>",
    header,
    answer,
    curves,
    "<footer>Rates are the target seat's wins over battles played by bots; intervals are 95% Wilson score intervals.</footer>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
