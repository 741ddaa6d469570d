/**
 * What a character sheet and the KP screen need beyond the battle state, added to every seat's
 * view as `x.sheet` (RuleSystem.redact; the view is the caller's own copy): each fighter's
 * weapons and abilities with their costs, carried weight against 3 × STR (MGR-27), metres per DP
 * (MGR-26, halved by a light wound MGR-61) and throwing range (MGR-70); the map's positions and
 * distances; the names of the content things shown; and, for the seat deciding only, what each
 * of its options costs (reactions doubled, MGR-35). Every fighter stands in the public field, so
 * all of it is public but the costs, which only the deciding seat's options carry.
 * The costs also go into the options' labels ("… (3DP)"), so every client shows them.
 */
import type {
  Battle,
  CardState,
  Json,
  Msg,
  OptionDef,
  Seat,
  SeatView,
} from "../../engine/index.ts";
import { mgContent } from "./content/index.ts";
import { addGroupNames } from "./group-names.ts";
import { MG_MESSAGES } from "./messages.ts";
import { charDef, fighters, flags, skillOfKey } from "./model.ts";
import { type Cost, pendingOptionCost, reactionCost } from "./option-cost.ts";
import { optionRef } from "./option-ids.ts";

export type { Cost };

import { heavyLoad, mapOf } from "./positions.ts";
import {
  FAST_METRES_PER_DP,
  HALF_RANGE_OVER,
  HEAVY_LOAD_STR,
  METRES_PER_DP,
  OVERLOAD_STR,
} from "./rule-numbers.ts";
import { throwRange } from "./throwing.ts";
import { carriedWeight, gainedWeapon, weaponsOf } from "./weapons.ts";

/** A weapon (or bare hands) on a sheet. */
export interface SheetArm {
  id: string;
  dp: number;
  ranged: boolean;
  weight: number;
  damage: string;
  type: string;
  skill: string;
  /** False while it lies on the ground after a throw (MGR-70). */
  held: boolean;
}

/** One fighter's sheet. */
export interface FighterSheet {
  weapons: SheetArm[];
  abilities: { id: string; dp: number; mp: number; target: string; kind: string }[];
  /** Carried weight and its limits: 2 × STR slows (MGR-27), 3 × STR stops every action. */
  weight: number;
  heavyAt: number;
  maxWeight: number;
  /** Metres one DP of movement carries her now (MGR-26, 61, 27). */
  metresPerDp: number;
  /** Throwing range in metres for a light (≤ 40) and a heavy (41–70) thing (MGR-70). */
  throwRange: number;
  throwRangeHeavy: number;
}

/** The map on a sheet: positions and distances in metres. */
export interface MapSheet {
  id: string;
  positions: { id: string; cover: string; danger: boolean }[];
  distances: { from: string; to: string; m: number }[];
}

/** `x.sheet` of a magical-girl view. */
export interface SheetView {
  fighters: Record<string, FighterSheet>;
  map: MapSheet | null;
  /** The deciding seat's options' costs (empty for every other seat). */
  costs: Record<string, Cost>;
  /** Names of weapons, abilities, items, skills, the map and its positions, initiative groups (`group:<id>`), in ja/zh/en. */
  names: Record<string, Record<string, string>>;
}

/** Metres per DP of movement now: 15 when AGI > size, else 10; halved by a light wound or a heavy load. */
export function metresPerDp(c: CardState): number {
  const base = c.stats.agi > c.stats.size ? FAST_METRES_PER_DP : METRES_PER_DP;
  const wounded = flags(c).wound === "light" ? base / 2 : base;
  return heavyLoad(c) ? wounded / 2 : wounded;
}

function sheetOf(b: Battle, c: CardState, names: SheetView["names"]): FighterSheet {
  const content = mgContent(b.state);
  const held = new Set(weaponsOf(c).map((w) => w.id));
  // Her own weapons, then those she picked up from others (MGR-14), then bare hands.
  const own = charDef(c).weapons;
  const picked = (flags(c).gained ?? []).map(gainedWeapon).filter((w) => !own.includes(w));
  const arms = [...[...own, ...picked].map((w) => content.weapons[w]), weaponsOf(c).at(-1)];
  const weapons: SheetArm[] = [];
  for (const w of arms) {
    if (w === undefined) continue;
    if (Object.hasOwn(content.weapons, w.id)) names[w.id] = content.weapons[w.id].name;
    weapons.push({
      id: w.id,
      dp: w.dp,
      ranged: w.ranged,
      weight: w.weight,
      damage: w.damage,
      type: w.type,
      skill: w.skill,
      held: held.has(w.id),
    });
  }
  const abilities = charDef(c).abilities.map((id) => {
    const a = content.abilities[id];
    names[id] = a.name;
    return { id, dp: a.dp, mp: a.mp, target: a.target, kind: a.effect.kind };
  });
  for (const it of flags(c).items) names[it] = content.items[it].name;
  for (const k of Object.keys(c.stats)) {
    const skill = skillOfKey(k);
    if (skill !== null && Object.hasOwn(content.skills, skill))
      names[skill] = content.skills[skill].name;
  }
  return {
    weapons,
    abilities,
    weight: carriedWeight(c),
    heavyAt: HEAVY_LOAD_STR * c.stats.str,
    maxWeight: OVERLOAD_STR * c.stats.str,
    metresPerDp: metresPerDp(c),
    throwRange: throwRange(c, 0),
    throwRangeHeavy: throwRange(c, HALF_RANGE_OVER + 1),
  };
}

function mapSheet(b: Battle, names: SheetView["names"]): MapSheet | null {
  const map = mapOf(b);
  if (map === undefined) return null;
  names[map.id] = map.name;
  for (const p of map.positions) {
    names[p.id] = p.name;
    for (const o of p.objects) names[o.id] = o.name;
  }
  return {
    id: map.id,
    positions: map.positions.map((p) => ({ id: p.id, cover: p.cover, danger: p.danger })),
    distances: map.distances.map((d) => ({ from: d.from, to: d.to, m: d.m })),
  };
}

/** The costs of the pending decision's options, for the seat deciding (else empty). */
export function pendingCosts(b: Battle, seat: Seat | null): Record<string, Cost> {
  const p = b.state.pending;
  const out: Record<string, Cost> = {};
  if (p === null || seat === null || p.seat !== seat) return out;
  const id = p.prompt.p?.card;
  const c = typeof id === "string" ? b.state.cards[id] : undefined;
  if (c === undefined) return out;
  for (const o of p.options) {
    // Approving a reaction charges the girl her doubled cost: the KP sees it before choosing.
    const cost =
      p.next.k === "m.react-go" && o.id === "approve"
        ? reactionCost(b, c, String(p.next.want))
        : pendingOptionCost(b, c, p.next.k, o.id);
    if (cost !== null && Number.isFinite(cost.dp)) out[o.id] = cost;
  }
  return out;
}

/** The message an option is labelled with (as the engine's renderOption reads its id). */
function labelOf(o: OptionDef): Msg {
  if (o.text !== undefined) return o.text;
  if (MG_MESSAGES[`opt.${o.id}`] !== undefined) return { k: `opt.${o.id}` };
  const { verb, thing: card, target } = optionRef(o.id);
  const k = target !== null && MG_MESSAGES[`opt.${verb}@`] ? `opt.${verb}@` : `opt.${verb}`;
  return { k, p: { card, target } };
}

/** Whether a label already says its DP (fixed prices such as 「注意格挡（2DP）」, 「3DP」). */
function saysDp(msg: Msg): boolean {
  return MG_MESSAGES[msg.k]?.en.includes("DP") ?? true;
}

/** Adds `x.sheet` to a view, and each costed option's price to its label. */
export function addSheet(view: SeatView, seat: Seat | null, b: Battle): void {
  const names: SheetView["names"] = {};
  const sheet: SheetView = {
    fighters: Object.fromEntries(fighters(b).map((c) => [c.id, sheetOf(b, c, names)])),
    map: mapSheet(b, names),
    costs: pendingCosts(b, seat),
    names,
  };
  addGroupNames(b, names);
  view.x = { ...view.x, sheet: sheet as unknown as Json };
  const pending = view.pending;
  if (pending === null) return;
  pending.options = pending.options.map((o) => {
    const cost = sheet.costs[o.id];
    const label = labelOf(o);
    if (cost === undefined || saysDp(label)) return o;
    const k = cost.mp > 0 ? "opt.costed-mp" : "opt.costed";
    return { ...o, text: { k, p: { label: label as unknown as Json, dp: cost.dp, mp: cost.mp } } };
  });
}
