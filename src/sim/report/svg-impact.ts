/**
 * Per-card impact as a diverging bar chart: for each card and seat, the seat's win rate when it
 * played the card minus when it did not, drawn left (hurts) or right (helps) of zero, with the
 * played rate beside it. Only the largest |impact| rows are drawn; the full list is the table.
 */
import type { Seat } from "../../engine/index.ts";
import type { CardFigure } from "../summary.ts";
import { esc } from "./escape.ts";
import { finite, pct, points } from "./format.ts";
import type { ReportLabels } from "./labels.ts";
import { niceCeil } from "./scale.ts";
import { svgLine, svgOpen, svgRect, svgText, svgTitle } from "./svg.ts";
import { fitText } from "./text-fit.ts";

/** Geometry of the chart, exported so tests can check bar positions. */
export const IMPACT = {
  width: 800,
  labelRight: 250,
  labelUnits: 38,
  /** Left edge of the plot; zero is at its middle. */
  x0: 262,
  plotWidth: 340,
  /** Right edges of the two figure columns. */
  impactRight: 690,
  playedRight: 780,
  top: 30,
  rowHeight: 20,
  groupHeight: 24,
  barHeight: 12,
} as const;

/** How many rows the chart shows at most. */
export const IMPACT_LIMIT = 30;

/** True when the impact is a real comparison (both sides have battles). */
export function hasImpact(c: CardFigure): boolean {
  return finite(c.winWhenPlayed?.n) > 0 && finite(c.winWhenNot?.n) > 0;
}

/**
 * The `limit` cards with the largest |impact| (cards without a comparison last), in seat order
 * then |impact| descending — ties broken by card id so the choice is deterministic.
 */
export function topByImpact(cards: CardFigure[], seatOrder: Seat[], limit = IMPACT_LIMIT) {
  const size = (c: CardFigure) => (hasImpact(c) ? Math.abs(finite(c.impact)) : -1);
  const seatIndex = (s: Seat) => {
    const i = seatOrder.indexOf(s);
    return i < 0 ? seatOrder.length : i;
  };
  const byId = (a: CardFigure, b: CardFigure) =>
    a.seat < b.seat ? -1 : a.seat > b.seat ? 1 : a.card < b.card ? -1 : a.card > b.card ? 1 : 0;
  const chosen = [...cards].sort((a, b) => size(b) - size(a) || byId(a, b)).slice(0, limit);
  return chosen.sort(
    (a, b) => seatIndex(a.seat) - seatIndex(b.seat) || size(b) - size(a) || byId(a, b),
  );
}

/** Half-width of the impact axis: a nice bound over the drawn impacts, at least 5 points. */
export function impactDomain(cards: CardFigure[]): number {
  const m = Math.max(0, ...cards.filter(hasImpact).map((c) => Math.abs(finite(c.impact))));
  return Math.min(1, Math.max(0.05, niceCeil(m)));
}

/** The chart as one inline SVG (`cards` as chosen by topByImpact). */
export function impactSvg(
  cards: CardFigure[],
  seatName: (seat: Seat) => string,
  L: ReportLabels,
): string {
  const domain = impactDomain(cards);
  const mid = IMPACT.x0 + IMPACT.plotWidth / 2;
  const xOf = (d: number) =>
    mid + (Math.max(-domain, Math.min(domain, d)) / domain) * (IMPACT.plotWidth / 2);
  const groups = new Set(cards.map((c) => c.seat)).size;
  const bottom = IMPACT.top + cards.length * IMPACT.rowHeight + groups * IMPACT.groupHeight;
  const height = bottom + 26;
  const parts = [svgOpen(IMPACT.width, height, L.cardImpact)];
  parts.push(
    svgText(IMPACT.impactRight, 14, L.impact, { class: "col-head", "text-anchor": "end" }),
  );
  parts.push(
    svgText(IMPACT.playedRight, 14, L.played, { class: "col-head", "text-anchor": "end" }),
  );
  for (const t of [-domain, -domain / 2, 0, domain / 2, domain]) {
    parts.push(svgLine(xOf(t), IMPACT.top - 6, xOf(t), bottom, t === 0 ? "zero" : "grid"));
    const shown = t === 0 ? "0" : points(t).replace(" pt", "");
    parts.push(svgText(xOf(t), bottom + 16, shown, { class: "tick", "text-anchor": "middle" }));
  }
  let y = IMPACT.top;
  let seat: Seat | undefined;
  for (const c of cards) {
    if (c.seat !== seat) {
      seat = c.seat;
      parts.push(svgText(4, y + 17, fitText(seatName(seat), 40), { class: "group" }));
      y += IMPACT.groupHeight;
    }
    const cy = y + IMPACT.rowHeight / 2;
    const d = finite(c.impact);
    const shown = hasImpact(c) ? points(d) : "—";
    parts.push(`<g class="row" data-card="${esc(c.card)}" data-seat="${esc(c.seat)}">`);
    parts.push(
      svgTitle(
        `${c.name} (${seatName(c.seat)}): ${L.impact} ${shown}; ${L.winWhenPlayed} ${pct(c.winWhenPlayed?.p)}; ${L.winWhenNot} ${pct(c.winWhenNot?.p)}; ${L.played} ${pct(c.played?.p)}`,
      ),
    );
    parts.push(
      svgText(IMPACT.labelRight, cy + 4, fitText(c.name, IMPACT.labelUnits), {
        class: "label",
        "text-anchor": "end",
      }),
    );
    if (hasImpact(c)) {
      const x = xOf(d);
      const cls = d >= 0 ? "bar pos" : "bar neg";
      parts.push(
        svgRect(
          Math.min(mid, x),
          cy - IMPACT.barHeight / 2,
          Math.abs(x - mid),
          IMPACT.barHeight,
          cls,
        ),
      );
    }
    parts.push(
      svgText(IMPACT.impactRight, cy + 4, shown, {
        class: `figure ${d > 0 ? "pos" : d < 0 ? "neg" : ""}`.trim(),
        "text-anchor": "end",
      }),
    );
    parts.push(
      svgText(IMPACT.playedRight, cy + 4, pct(c.played?.p), {
        class: "figure",
        "text-anchor": "end",
      }),
    );
    parts.push("</g>");
    y += IMPACT.rowHeight;
  }
  parts.push("</svg>");
  return parts.join("");
}
