/**
 * What the magical-girl board reads from a seat's view (src/systems/magical-girl: fighters in the
 * `field` zone with flags `f` — hp, mp, dp, wound, side, pos, stance… — and stats hpMax, mpMax,
 * dpCap, skills `sk.<id>`; the round in `x`; the sheets' data in `x.sheet`, sheet-view.ts). Only
 * the view: every fighter is public, and the option costs are this seat's own.
 */
import type { FighterFlags, MgX } from "../../../../src/systems/magical-girl/model.ts";
import { DEFAULT_DP_CAP } from "../../../../src/systems/magical-girl/rule-numbers.ts";
import type {
  Cost,
  FighterSheet,
  SheetView,
} from "../../../../src/systems/magical-girl/sheet-view.ts";
import type { Option, StateMessage } from "../../net/protocol.ts";
import { type CardState, type SeatView, zoneCards } from "../../net/view.ts";

export type { Cost, FighterSheet, SheetView };

/** `x` of a magical-girl view, with the sheets. */
export type MgViewX = MgX & { sheet: SheetView };

/** The system data of a view. */
export function mgxOf(view: SeatView): MgViewX {
  return view.x as unknown as MgViewX;
}

/** One fighter as the board shows it. */
export interface Fighter {
  id: string;
  def: string;
  owner: string;
  f: FighterFlags;
  hpMax: number;
  mpMax: number;
  dpCap: number;
  stats: Record<string, number>;
  sheet: FighterSheet | undefined;
}

/** Whether a fighter is out of the fight: 0 HP or a heavy wound (MGR-62). */
export function isDown(f: Fighter): boolean {
  return f.f.hp <= 0 || f.f.wound === "heavy";
}

function fighterOf(c: CardState, sheet: SheetView | undefined): Fighter {
  return {
    id: c.id,
    def: c.def,
    owner: c.owner,
    f: c.f as unknown as FighterFlags,
    hpMax: c.stats.hpMax ?? 0,
    mpMax: c.stats.mpMax ?? 0,
    dpCap: c.stats.dpCap ?? DEFAULT_DP_CAP,
    stats: c.stats,
    sheet: sheet?.fighters[c.id],
  };
}

/** Every fighter, in setup order. */
export function fightersOf(view: SeatView): Fighter[] {
  const sheet = mgxOf(view).sheet;
  return zoneCards(view, "field").map((c) => fighterOf(c, sheet));
}

/** The fighters a seat plays (a player's girl; the KP's enemies). */
export function fightersOfSeat(view: SeatView, seat: string): Fighter[] {
  return fightersOf(view).filter((f) => f.owner === seat);
}

/** A fighter's (or any card's) printed name from the state's defs. */
export function nameOf(state: StateMessage, view: SeatView, id: string): string {
  const c = view.cards[id];
  return c === undefined ? id : (state.defs[c.def]?.name ?? c.def);
}

/** A content thing's name (weapon, ability, item, skill, place) in `lang`, else its id. */
export function thingName(view: SeatView, id: string, lang: string): string {
  if (id === "unarmed") return { zh: "徒手", ja: "素手", en: "bare hands" }[lang] ?? id;
  return mgxOf(view).sheet?.names[id]?.[lang] ?? id;
}

/** One place on the initiative track. */
export interface TrackEntry {
  id: string;
  /** Its place in the initiative order (MGR-11). */
  n: number;
  state: "now" | "acted" | "down" | "waiting";
  group: string;
  /** Wounded: acts after everyone unwounded this round (MGR-13). */
  wounded: boolean;
}

/**
 * The round as it will run (MGR-11, 13): who has acted, who acts now, then those still to act —
 * unwounded in initiative order first, the wounded after them (the engine's nextActor), the
 * fallen last.
 */
export function initiativeTrack(view: SeatView): TrackEntry[] {
  const x = mgxOf(view);
  const byId = new Map(fightersOf(view).map((f) => [f.id, f]));
  const order = x.order ?? [];
  const entry = (id: string): TrackEntry => {
    const f = byId.get(id);
    const down = f !== undefined && isDown(f);
    const state =
      x.active === id ? "now" : down ? "down" : x.acted.includes(id) ? "acted" : "waiting";
    return {
      id,
      n: order.indexOf(id) + 1,
      state,
      group: f?.f.group ?? "",
      wounded: f !== undefined && f.f.wound !== "none",
    };
  };
  const all = order.map(entry);
  const acted = x.acted.filter((id) => order.includes(id) && id !== x.active).map(entry);
  const now = all.filter((e) => e.state === "now");
  const left = all.filter((e) => e.state === "waiting");
  return [
    ...acted.filter((e) => e.state !== "down"),
    ...now,
    ...left.filter((e) => !e.wounded),
    ...left.filter((e) => e.wounded),
    ...all.filter((e) => e.state === "down"),
  ];
}

/** The KP tools' adjustments (kp-tools.ts) in the order their buttons show. */
export const ADJUSTMENTS = [
  "hp-1",
  "hp+1",
  "mp-1",
  "mp+1",
  "dp-1",
  "dp+1",
  "wound+",
  "wound-",
] as const;

/** An adjustment. */
export type Adjustment = (typeof ADJUSTMENTS)[number];

/** The KP tool options offered now for fighter `id` (`adjust:<id>@<what>`), by adjustment. */
export function toolsFor(options: Option[], id: string): Partial<Record<Adjustment, string>> {
  const out: Partial<Record<Adjustment, string>> = {};
  const prefix = `adjust:${id}@`;
  for (const o of options)
    if (o.id.startsWith(prefix)) out[o.id.slice(prefix.length) as Adjustment] = o.id;
  return out;
}

/** What option `id` costs this seat (from the view), or undefined. */
export function costOf(view: SeatView, id: string): Cost | undefined {
  return mgxOf(view).sheet?.costs[id];
}

/**
 * The DP a choice among `ids` would spend: the one cost, or the range when they differ (a focused
 * weapon's attacks at several foes all cost the same; a reaction costs double). Null: none priced.
 */
export function spendOf(view: SeatView, ids: string[]): { min: number; max: number } | null {
  const costs = ids.map((id) => costOf(view, id)?.dp).filter((n): n is number => n !== undefined);
  if (costs.length === 0) return null;
  return { min: Math.min(...costs), max: Math.max(...costs) };
}

/** DP at the start of the next round: +4 up to the cap, unless a reaction forfeits it (MGR-21/35). */
export function nextRoundDp(f: Fighter): number {
  return f.f.noRecover ? f.f.dp : Math.min(f.dpCap, f.f.dp + 4);
}

/** A fighter's trained skills (`sk.<id>` above 0), highest first. */
export function skillsOf(f: Fighter): { id: string; value: number }[] {
  return Object.entries(f.stats)
    .filter(([k, v]) => k.startsWith("sk.") && v > 0)
    .map(([k, v]) => ({ id: k.slice(3), value: v }))
    .sort((a, b) => b.value - a.value);
}

/** The options of `options` whose id names `thing` as its action (`verb:<thing>@…`). */
export function optionsOfThing(options: Option[], thing: string): Option[] {
  return options.filter((o) => {
    const colon = o.id.indexOf(":");
    if (colon < 0) return false;
    return o.id.slice(colon + 1).split("@")[0] === thing;
  });
}

/** The target of an option id (`…@<target>`), or null. */
export function targetOf(optionId: string): string | null {
  const at = optionId.indexOf("@");
  return at < 0 ? null : optionId.slice(at + 1);
}
