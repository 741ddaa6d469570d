/**
 * The `state` command of `kassen play`: what one seat can see, from the system's summary of its
 * view — every player's counters, then each zone with card names (and stats on the field).
 * System-agnostic: it only reads the summary and the zone ids.
 */
import {
  type Battle,
  HIDDEN,
  type Json,
  type Lang,
  renderMsg,
  type Seat,
  viewFor,
} from "../engine/index.ts";
import { seatLabel } from "./output.ts";

/** Summary fields already shown by the layout itself. */
const SKIP = new Set(["zone", "def", "owner"]);

/** A card's summary fields in one short run: `attack 3 toughness 2 sleep`. */
function fields(entry: Record<string, Json>): string {
  const out: string[] = [];
  for (const [k, v] of Object.entries(entry)) {
    if (SKIP.has(k) || v === false || v === null) continue;
    if (v === true) out.push(k);
    else if (Array.isArray(v)) {
      if (v.length > 0) out.push(`${k} ${v.join(",")}`);
    } else if (typeof v !== "object") out.push(`${k} ${v}`);
  }
  return out.join(" ");
}

/** Lines describing what `seat` sees now. */
export function seatStateLines(battle: Battle, seat: Seat, lang: Lang): string[] {
  const { system } = battle;
  const view = viewFor(battle, seat);
  const summary = system.summary(view);
  const lines: string[] = [];
  for (const [s, p] of Object.entries(summary.players)) {
    const you = s === seat ? " (you)" : "";
    lines.push(`${seatLabel(system, s, lang)}${you}: ${fields(p)}`);
  }
  for (const [zone, ids] of Object.entries(view.zones)) {
    if (ids.length === 0) continue;
    const hidden = ids.filter((id) => id === HIDDEN || view.cards[id] === undefined).length;
    const shown = ids.filter((id) => id !== HIDDEN && view.cards[id] !== undefined);
    const names = shown.map((id) => `${system.cardName(view.cards[id].def, lang)} [${id}]`);
    if (system.isField(zone)) {
      lines.push(`${zone}:`);
      for (const [i, id] of shown.entries())
        lines.push(`  ${names[i]} ${fields(summary.cards[id] ?? {})}`);
    } else {
      const parts = [...names, ...(hidden > 0 ? [`${hidden} hidden`] : [])];
      lines.push(`${zone}: ${parts.join(", ")}`);
    }
  }
  // The numbers the seat needs to weigh its options (limits, costs), when the system lists them.
  for (const fact of system.facts?.(battle, seat) ?? [])
    lines.push(renderMsg(system, fact, lang, view));
  return lines;
}
