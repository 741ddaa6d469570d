/**
 * `kassen sim --report out.html`: a {@link SimSummary} as one self-contained HTML page — inline
 * CSS and inline SVG, no script, no URL of any kind — that a designer can open offline, print
 * and share. Every text taken from the summary is escaped.
 */
import type { Seat } from "../../engine/index.ts";
import type { SimSummary } from "../summary.ts";
import { cardTable } from "./card-table.ts";
import { esc } from "./escape.ts";
import { int, stat } from "./format.ts";
import { headerHtml } from "./header.ts";
import { type ReportLabels, reportLabels, reportLang } from "./labels.ts";
import { seatTable } from "./seat-table.ts";
import { REPORT_CSS } from "./style.ts";
import { rateBarsSvg } from "./svg-bars.ts";
import { histogramSvg } from "./svg-histogram.ts";
import { impactSvg, topByImpact } from "./svg-impact.ts";

/** A figure section: heading, optional note, body. */
function section(id: string, title: string, body: string, note?: string): string {
  const n = note === undefined ? "" : `<p class="note">${esc(note)}</p>`;
  return `<section class="figure" id="${id}"><h2>${esc(title)}</h2>${n}${body}</section>`;
}

/** A "nothing to show" line. */
function empty(text: string): string {
  return `<p class="empty">${esc(text)}</p>`;
}

/** One length distribution: the histogram and its figures in words underneath. */
function lengthBlock(
  stats: SimSummary["decisions"] | undefined,
  title: string,
  L: ReportLabels,
): string {
  const svg = stats === undefined ? null : histogramSvg(stats, L, title);
  if (stats === undefined || svg === null) return `<h3>${esc(title)}</h3>${empty(L.noData)}`;
  const figs: [string, string][] = [
    [L.mean, stat(stats.mean)],
    [L.median, stat(stats.median)],
    [L.p90, stat(stats.p90)],
    [L.min, int(stats.min)],
    [L.max, int(stats.max)],
  ];
  const words = figs.map(([k, v]) => `${esc(k)} <b>${v}</b>`).join(" · ");
  return `<h3>${esc(title)}</h3>${svg}<p class="stats">${words}</p>`;
}

/** The whole report page for a summary. Never throws on a well-typed summary, however empty. */
export function renderReport(summary: SimSummary): string {
  const L = reportLabels(summary.lang);
  const seats = summary.seats ?? [];
  const names = new Map(seats.map((s) => [s.seat, s.name]));
  const seatName = (seat: Seat) => names.get(seat) ?? seat;
  const seatOrder = [...seats.map((s) => s.seat), ...Object.keys(summary.bots ?? {})];
  const noBattles = !(summary.battles > 0);

  const outcomes = summary.outcomes ?? [];
  const outcomeBody =
    noBattles || outcomes.length === 0
      ? empty(noBattles ? L.noBattles : L.noData)
      : rateBarsSvg(outcomes, L.outcomes);

  let lengthBody = lengthBlock(summary.decisions, L.lengthDecisions, L);
  if (summary.turns !== undefined)
    lengthBody += lengthBlock(
      summary.turns,
      L.lengthIn.replace("{unit}", summary.turns.unit ?? ""),
      L,
    );

  const cards = summary.cards ?? [];
  const top = topByImpact(cards, seatOrder);
  const impactNote = L.impactNote
    .replace("{n}", String(top.length))
    .replace("{total}", String(cards.length));
  const impactBody = cards.length === 0 ? empty(L.noCards) : impactSvg(top, seatName, L);

  const body = [
    headerHtml(summary, seatName, L),
    section("outcomes", L.outcomes, outcomeBody, L.outcomesNote),
    section("length", L.length, noBattles ? empty(L.noBattles) : lengthBody),
    section("damage", L.damage, seats.length === 0 ? empty(L.noData) : seatTable(seats, L)),
    section("impact", L.cardImpact, impactBody, cards.length === 0 ? undefined : impactNote),
    cards.length === 0 ? "" : section("cards", L.allCards, cardTable(cards, seatName, L)),
    `<footer>${esc(L.footer)}</footer>`,
  ].join("\n");

  const title = `${L.title} — ${summary.system}`;
  return [
    "<!doctype html>",
    `<html lang="${reportLang(summary.lang)}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(title)}</title>`,
    `<style>${REPORT_CSS}</style>`,
    "</head>",
    "<body>",
    body,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
