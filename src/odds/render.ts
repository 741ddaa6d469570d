/**
 * An exact answer as terminal text: the title, the headline probability (with its exact fraction
 * when known), the mean, the full table — value, ways/total, %, cumulative ≥ / ≤ when outcomes are
 * numbers — with a bar per row, then figures and the readings the answer rests on.
 */
import type pc from "picocolors";
import type { OddsAnswer, OddsFigure, OddsRow } from "../analysis/odds-question.ts";
import type { Lang } from "../engine/index.ts";
import { bar } from "./bars.ts";
import { columns, decimal, pad, percent } from "./format.ts";
import { reduced } from "./fraction.ts";
import { oddsLabels } from "./labels.ts";

/** picocolors' colour functions (all identity when colours are off). */
export type Colors = ReturnType<typeof pc.createColors>;

/**
 * How to draw: colours (picocolors; the CLI turns them off unless stdout is a terminal) and the
 * terminal's width.
 */
export interface RenderOptions {
  colors: Colors;
  /** Terminal columns; bars shrink to fit (default 80). */
  width?: number;
}

/** Longest fraction shown in the table; longer ones (10D10 and up) stay in `--json` only. */
const MAX_FRACTION = 17;
/** Bar widths, in columns. */
const MIN_BAR = 10;
const MAX_BAR = 40;

/** The exact fraction of the headline probability, when the answer carries it in `extra`. */
function headlineFraction(a: OddsAnswer): string | null {
  const ways = a.extra?.probabilityWays;
  const total = a.extra?.probabilityTotal;
  if (typeof ways !== "string" || typeof total !== "string") return null;
  const plain = `${ways}/${total}`;
  const low = reduced(BigInt(ways), BigInt(total));
  if (plain.length > 2 * MAX_FRACTION) return null;
  return low === plain ? plain : `${plain} = ${low}`;
}

function figureText(f: OddsFigure): string {
  return f.unit === "p"
    ? `${percent(f.value)}%`
    : `${decimal(f.value)}${f.unit === "" ? "" : ` ${f.unit}`}`;
}

/** Cumulative ≥ and ≤ per row, when every row is a number (rows come sorted by value). */
function cumulative(rows: readonly OddsRow[]): { ge: number[]; le: number[] } | null {
  if (rows.length < 2 || rows.some((r) => r.value === undefined)) return null;
  const le: number[] = [];
  let acc = 0;
  for (const r of rows) le.push(Math.min(1, (acc += r.p)));
  const ge: number[] = new Array(rows.length);
  acc = 0;
  for (let i = rows.length - 1; i >= 0; i--) ge[i] = Math.min(1, (acc += rows[i].p));
  return { ge, le };
}

/** The table with one bar per row. */
function tableLines(a: OddsAnswer, lang: Lang, opts: RenderOptions): string[] {
  const L = oddsLabels(lang);
  const rows = a.table;
  if (rows.length === 0) return [];
  const c = opts.colors;
  const numeric = rows.every((r) => r.value !== undefined);
  const showFraction = rows.every(
    (r) =>
      r.ways !== undefined &&
      r.total !== undefined &&
      `${r.ways}/${r.total}`.length <= MAX_FRACTION,
  );
  const cum = cumulative(rows);
  const head = [numeric ? L.value : L.outcome];
  if (showFraction) head.push(L.fraction);
  head.push(L.percent);
  if (cum !== null) head.push(L.atLeast, L.atMost);
  const body = rows.map((r, i) => {
    const cells = [r.label];
    if (showFraction) cells.push(`${r.ways}/${r.total}`);
    cells.push(percent(r.p));
    if (cum !== null) cells.push(percent(cum.ge[i]), percent(cum.le[i]));
    return cells;
  });
  const widths = head.map((h, j) => Math.max(columns(h), ...body.map((b) => columns(b[j]))));
  // Labels read left-aligned; numbers right-aligned so their digits line up.
  const line = (cells: string[]) =>
    cells.map((x, j) => pad(x, widths[j], j > 0 || numeric)).join("  ");
  const used = widths.reduce((s, w) => s + w + 2, 0);
  const barWidth = Math.max(MIN_BAR, Math.min(MAX_BAR, (opts.width ?? 80) - used - 1));
  const top = Math.max(...rows.map((r) => r.p));
  const out = [c.dim(line(head))];
  body.forEach((cells, i) => {
    out.push(`${line(cells)}  ${c.cyan(bar(top > 0 ? rows[i].p / top : 0, barWidth))}`);
  });
  return out;
}

/** The answer as lines of terminal text. */
export function renderAnswer(a: OddsAnswer, lang: Lang, opts: RenderOptions): string[] {
  const L = oddsLabels(lang);
  const c = opts.colors;
  const out = [c.bold(a.title)];
  const heads: [string, string][] = [];
  if (a.probability !== undefined) {
    const exact = headlineFraction(a);
    heads.push([
      a.probabilityLabel ?? L.probability,
      `${c.bold(`${percent(a.probability)}%`)}${exact ? `  (${exact})` : ""}`,
    ]);
  }
  if (a.mean !== undefined) heads.push([L.mean, decimal(a.mean)]);
  for (const f of a.figures ?? []) heads.push([f.label, figureText(f)]);
  const w = Math.max(0, ...heads.map(([k]) => columns(k)));
  for (const [k, v] of heads) out.push(`${pad(k, w)}  ${v}`);
  const table = tableLines(a, lang, opts);
  if (table.length > 0) out.push("", ...table);
  if (a.notes !== undefined && a.notes.length > 0) {
    out.push("", c.dim(`${L.notes}:`), ...a.notes.map((n) => c.dim(`- ${n}`)));
  }
  return out;
}
