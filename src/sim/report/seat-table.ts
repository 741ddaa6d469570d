/** The per-seat damage table: dealt and taken, summed over all battles and per battle. */
import type { SeatFigure } from "../summary.ts";
import { esc } from "./escape.ts";
import { dec, int } from "./format.ts";
import type { ReportLabels } from "./labels.ts";

/** The table as HTML (an empty string when there are no seats). */
export function seatTable(seats: SeatFigure[], L: ReportLabels): string {
  if (seats.length === 0) return "";
  const rows = seats.map(
    (s) =>
      `<tr><th scope="row" class="name">${esc(s.name)}</th><td class="num">${int(s.dealt?.total)}</td><td class="num">${dec(s.dealt?.perBattle, 2)}</td><td class="num">${int(s.taken?.total)}</td><td class="num">${dec(s.taken?.perBattle, 2)}</td></tr>`,
  );
  return [
    `<table class="seats"><thead>`,
    `<tr><th rowspan="2" scope="col">${esc(L.seat)}</th><th colspan="2" scope="colgroup">${esc(L.dealt)}</th><th colspan="2" scope="colgroup">${esc(L.taken)}</th></tr>`,
    `<tr><th scope="col">${esc(L.total)}</th><th scope="col">${esc(L.perBattle)}</th><th scope="col">${esc(L.total)}</th><th scope="col">${esc(L.perBattle)}</th></tr>`,
    `</thead><tbody>${rows.join("")}</tbody></table>`,
  ].join("");
}
