/** The report's header: what was simulated (system, scenario, battles, seed, bots) and how fast. */
import type { Seat } from "../../engine/index.ts";
import type { SimSummary } from "../summary.ts";
import { esc } from "./escape.ts";
import { dec, int } from "./format.ts";
import type { ReportLabels } from "./labels.ts";

/** One term–value pair; `value` is already HTML. */
function item(term: string, value: string): string {
  return `<div><dt>${esc(term)}</dt><dd>${value}</dd></div>`;
}

/** The header as HTML. */
export function headerHtml(
  s: SimSummary,
  seatName: (seat: Seat) => string,
  L: ReportLabels,
): string {
  const bots = Object.entries(s.bots ?? {})
    .map(
      ([seat, spec]) =>
        `<span class="bot">${esc(seatName(seat))}: <code>${esc(spec)}</code></span>`,
    )
    .join(" ");
  const t = s.timing;
  return [
    `<header><h1>${esc(L.title)}</h1><dl class="meta">`,
    item(L.system, `<strong>${esc(s.system)}</strong>`),
    item(L.source, `<code>${esc(s.source)}</code>`),
    item(L.battles, int(s.battles)),
    item(L.seed, `<code>${esc(s.seed)}</code>`),
    item(L.bots, bots || "—"),
    item(L.workers, int(t?.workers)),
    item(L.time, `${dec(t?.seconds, 2)} ${esc(L.secondsUnit)}`),
    item(
      L.speed,
      `${int(t?.battlesPerSecond)} ${esc(L.battlesPerSecond)} · ${int(t?.decisionsPerSecond)} ${esc(L.decisionsPerSecond)}`,
    ),
    `</dl></header>`,
  ].join("");
}
