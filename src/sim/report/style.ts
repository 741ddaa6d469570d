/**
 * The report's stylesheet, inlined into the page. System fonts only (a web font would need the
 * network); colours are kept when printing so the charts print as they look on screen.
 */
export const REPORT_CSS = `
:root { color-scheme: light; --ink: #1d232b; --muted: #5d6875; --line: #d9dee4; --bar: #4e79a7;
  --pos: #2f8f4e; --neg: #c8423b; --bg-alt: #f5f7f9; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0 auto; max-width: 880px; padding: 24px 20px 40px; color: var(--ink); background: #fff;
  font: 14px/1.5 system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Hiragino Kaku Gothic ProN",
  "Noto Sans CJK JP", "Noto Sans JP", "Noto Sans SC", "Microsoft YaHei", "Yu Gothic", Meiryo, sans-serif; }
h1 { font-size: 22px; margin: 0 0 12px; }
h2 { font-size: 17px; margin: 28px 0 4px; padding-bottom: 4px; border-bottom: 2px solid var(--line); }
h3 { font-size: 14px; margin: 16px 0 4px; }
p.note, p.empty, footer { color: var(--muted); font-size: 12.5px; margin: 4px 0 8px; }
p.empty { font-style: italic; }
code { font: 12.5px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
dl.meta { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 6px 20px;
  margin: 0; padding: 12px 14px; background: var(--bg-alt); border-radius: 6px; }
dl.meta div { min-width: 0; }
dl.meta dt { color: var(--muted); font-size: 12px; }
dl.meta dd { margin: 0; overflow-wrap: anywhere; }
.bot { display: inline-block; margin-right: 10px; }
svg.chart { display: block; width: 100%; max-width: 800px; height: auto; margin: 6px 0; font-size: 12px;
  font-family: inherit; }
svg .grid { stroke: var(--line); stroke-width: 1; }
svg .axis { stroke: var(--muted); stroke-width: 1; }
svg .zero { stroke: var(--ink); stroke-width: 1.2; }
svg .tick { fill: var(--muted); font-size: 11px; }
svg .label, svg .figure { fill: var(--ink); }
svg .figure { font-variant-numeric: tabular-nums; }
svg .col-head { fill: var(--muted); font-size: 11px; font-weight: 600; }
svg .group { fill: var(--ink); font-weight: 700; }
svg .bar { fill: var(--bar); }
svg .bar.pos { fill: var(--pos); }
svg .bar.neg { fill: var(--neg); }
svg .figure.pos { fill: var(--pos); }
svg .figure.neg { fill: var(--neg); }
svg .err, svg .err-cap { stroke: var(--ink); stroke-width: 1.6; }
svg .row:hover .label, svg .bin:hover .bar { opacity: .75; }
svg .mark { stroke-width: 1.6; }
svg .mark.mean { stroke: #d37a12; stroke-dasharray: 6 3; }
svg .mark.median { stroke: #7b3fa0; }
svg .mark.p90 { stroke: #1f7f86; stroke-dasharray: 2 3; }
svg .mark-label { font-size: 11.5px; font-weight: 600; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
svg .mark-label.mean { fill: #b5650b; }
svg .mark-label.median { fill: #7b3fa0; }
svg .mark-label.p90 { fill: #1f7f86; }
.stats { font-size: 12.5px; color: var(--muted); margin: 0 0 8px; }
.stats b { color: var(--ink); font-weight: 600; }
table { border-collapse: collapse; width: 100%; margin: 6px 0; font-size: 13px; }
th, td { padding: 4px 8px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
thead th { background: var(--bg-alt); font-size: 12px; color: var(--muted); font-weight: 600; }
tbody th { font-weight: 500; }
tbody tr:nth-child(even) { background: #fafbfc; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.num.pos { color: var(--pos); font-weight: 600; }
td.num.neg { color: var(--neg); font-weight: 600; }
.name { overflow-wrap: anywhere; min-width: 8em; }
td.id { font: 11.5px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: var(--muted);
  overflow-wrap: anywhere; }
.sub { display: block; font-size: 11px; color: var(--muted); }
.sort { font-size: 10px; }
table.seats { max-width: 640px; }
table.seats thead th { text-align: center; }
footer { margin-top: 32px; border-top: 1px solid var(--line); padding-top: 8px; }
@media print {
  body { max-width: none; padding: 0; font-size: 12px; }
  @page { margin: 14mm 12mm; }
  section.figure, header, table.seats { break-inside: avoid; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
  h2 { break-after: avoid; }
}
`;
