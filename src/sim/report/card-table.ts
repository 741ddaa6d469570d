/**
 * Every card figure as a table, in the summary's order (seat, then |impact| descending — the
 * impact column carries the sort arrow). The chart above it shows at most the top rows; this
 * table keeps them all, however many.
 */
import type { Seat } from "../../engine/index.ts";
import type { CardFigure, Rate } from "../summary.ts";
import { esc } from "./escape.ts";
import { int, pct, pctNum, points } from "./format.ts";
import type { ReportLabels } from "./labels.ts";
import { hasImpact } from "./svg-impact.ts";

/** A rate as "42.3%" with its interval and count underneath in small print. */
function rateCell(r: Rate | undefined): string {
  if (r === undefined) return `<td class="num">—</td>`;
  return `<td class="num">${pct(r.p)}<span class="sub">${pctNum(r.lo)}–${pctNum(r.hi)} · ${int(r.count)}/${int(r.n)}</span></td>`;
}

/** The table as HTML. */
export function cardTable(
  cards: CardFigure[],
  seatName: (seat: Seat) => string,
  L: ReportLabels,
): string {
  const rows = cards.map((c) => {
    const d = c.impact;
    const cls = !hasImpact(c) ? "" : d > 0 ? " pos" : d < 0 ? " neg" : "";
    const impact = hasImpact(c) ? points(d) : "—";
    return `<tr><td>${esc(seatName(c.seat))}</td><th scope="row" class="name">${esc(c.name)}</th><td class="id">${esc(c.card)}</td>${rateCell(c.played)}${rateCell(c.winWhenPlayed)}${rateCell(c.winWhenNot)}<td class="num${cls}">${impact}</td></tr>`;
  });
  const head = [L.seat, L.card, L.cardId, L.played, L.winWhenPlayed, L.winWhenNot]
    .map((h) => `<th scope="col">${esc(h)}</th>`)
    .join("");
  return [
    `<table class="cards"><thead><tr>${head}<th scope="col" aria-sort="descending">${esc(L.impact)} <span class="sort">▼</span></th></tr></thead>`,
    `<tbody>${rows.join("")}</tbody></table>`,
  ].join("");
}
