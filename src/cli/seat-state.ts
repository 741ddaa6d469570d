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
import { term } from "../shared/state-terms.ts";
import { seatLabel } from "./output.ts";

/** Summary fields already shown by the layout itself. */
const SKIP = new Set(["zone", "def", "owner"]);

/** A card's summary fields in one short run: `attack 3 toughness 2 sleep` (names in `lang`). */
function fields(entry: Record<string, Json>, lang: Lang): string {
  const out: string[] = [];
  for (const [k, v] of Object.entries(entry)) {
    if (SKIP.has(k) || v === false || v === null) continue;
    const name = term(k, lang);
    if (v === true) out.push(name);
    else if (Array.isArray(v)) {
      if (v.length > 0) out.push(`${name} ${v.join(",")}`);
    } else if (typeof v !== "object") out.push(`${name} ${v}`);
  }
  return out.join(" ");
}

/** A zone id (`p1:hand`) in `lang`: the seat's name and the zone's term, or the id in English. */
function zoneLabel(battle: Battle, zone: string, lang: Lang): string {
  if (lang === "en") return zone;
  const [owner, name] = zone.includes(":") ? zone.split(":", 2) : ["", zone];
  const place = term(name, lang);
  return owner === "" ? place : `${seatLabel(battle.system, owner, lang)}・${place}`;
}

/** Lines describing what `seat` sees now. */
export function seatStateLines(battle: Battle, seat: Seat, lang: Lang): string[] {
  const { system } = battle;
  const view = viewFor(battle, seat);
  const summary = system.summary(view);
  const lines: string[] = [];
  for (const [s, p] of Object.entries(summary.players)) {
    const you = s === seat ? ` (${term("you", lang)})` : "";
    lines.push(`${seatLabel(system, s, lang)}${you}: ${fields(p, lang)}`);
  }
  for (const [zone, ids] of Object.entries(view.zones)) {
    if (ids.length === 0) continue;
    const hidden = ids.filter((id) => id === HIDDEN || view.cards[id] === undefined).length;
    const shown = ids.filter((id) => id !== HIDDEN && view.cards[id] !== undefined);
    const names = shown.map((id) => `${system.cardName(view.cards[id].def, lang, view)} [${id}]`);
    const label = zoneLabel(battle, zone, lang);
    if (system.isField(zone)) {
      lines.push(`${label}:`);
      for (const [i, id] of shown.entries())
        lines.push(`  ${names[i]} ${fields(summary.cards[id] ?? {}, lang)}`);
    } else {
      const hiddenText = lang === "en" ? `${hidden} hidden` : `${hidden}${term("hidden", lang)}`;
      const parts = [...names, ...(hidden > 0 ? [hiddenText] : [])];
      lines.push(`${label}: ${parts.join(", ")}`);
    }
  }
  // The numbers the seat needs to weigh its options (limits, costs), when the system lists them.
  for (const fact of system.facts?.(battle, seat) ?? [])
    lines.push(renderMsg(system, fact, lang, view));
  return lines;
}
