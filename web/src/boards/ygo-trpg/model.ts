/**
 * What the ygo-trpg board reads from a seat's view, as plain data (no DOM, tested in node):
 * each player's sheet (life of 40, fainted, job level = field size, summon bonuses, summons used,
 * zones), the GM's side, a monster's life left of 2X+8 (or a boss's printed life), the acting
 * order by stars and who acts now, and which row of the charge table a player's hands fall in.
 * Hidden cards stay `?`: the board never learns more than the view holds.
 */
import type { CardState, SeatView } from "../../../../src/engine/types.ts";
import { MAX_LIFE } from "../../../../src/systems/ygo-trpg/rule-numbers.ts";

/** The GM's seat id (src/systems/ygo-trpg/zones.ts). */
export const GM = "gm";
/** A player's life never goes above this (YGT-02); the sheet reads it from here. */
export { MAX_LIFE };

/** One character's numbers as the view carries them (`x.chars`). */
export interface CharNumbers {
  id: string;
  attribute: string;
  jobLevel: number;
  attributeBonus: number;
  jobBonus: number;
}

/** A character's name and job in each language (`x.characters`, added to every view). */
export interface CharacterNames {
  name: Record<string, string>;
  job: Record<string, string>;
}

/** Who plays at `seat` (null when the view does not say). */
export function characterOf(view: SeatView, seat: string): CharacterNames | null {
  return (rec(view.x.characters)[seat] as CharacterNames | undefined) ?? null;
}

/** A player's sheet, from the view. */
export interface PlayerSheet {
  seat: string;
  life: number;
  fainted: boolean;
  char: CharNumbers | null;
  used: { normal: number; special: number };
  /** Zone ids by kind: `mhand`, `ihand`, `field`, `st`, `up`, `grave`, `mdeck`, `ideck`. */
  zones: Record<string, string[]>;
}

const rec = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === "object" ? (v as Record<string, unknown>) : {};

/** The player seats of the view, in seat order (every seat but the GM). */
export function playerSeats(view: SeatView): string[] {
  return view.seats.filter((s) => s !== GM);
}

/** A seat's zone (its ids, `?` for a hidden card). */
export function zoneIds(view: SeatView, seat: string, kind: string): string[] {
  return view.zones[`${seat}:${kind}`] ?? [];
}

/** The sheet of player `seat`. */
export function sheetOf(view: SeatView, seat: string): PlayerSheet {
  const x = view.x;
  const used = rec(rec(x.used)[seat]);
  const zones: Record<string, string[]> = {};
  for (const kind of ["mhand", "ihand", "field", "st", "up", "grave", "mdeck", "ideck"])
    zones[kind] = zoneIds(view, seat, kind);
  return {
    seat,
    life: Number(rec(x.life)[seat] ?? MAX_LIFE),
    fainted: rec(x.fainted)[seat] === true,
    char: (rec(x.chars)[seat] as CharNumbers | undefined) ?? null,
    used: { normal: Number(used.normal ?? 0), special: Number(used.special ?? 0) },
    zones,
  };
}

/** A monster's life: what is left and what it started with (2X+8, or a boss's printed life). */
export function monsterLife(c: CardState): { left: number; max: number } {
  const max = Number(c.stats.life ?? 0);
  return { left: Math.max(0, max - Number(c.f.dmg ?? 0)), max };
}

/** Whether a card has a changed ATK or DEF (a boost, or the GM's adjustment). */
export function statChange(c: CardState, stat: "atk" | "def"): number {
  return Number(c.stats[stat] ?? 0) - Number(c.base[stat] ?? 0);
}

/** The acting order as the board shows it. */
export interface ActingOrder {
  /** Monster ids, first to act first. */
  order: string[];
  /** The index of the monster acting now (null outside the battle phase). */
  now: number | null;
  /** True: not fixed yet (before the battle phase): stars alone, ties still open. */
  projected: boolean;
  /** In the second round of the battle phase, where monsters that passed may attack. */
  second: boolean;
}

/**
 * The acting order (YGT-20): during the battle phase the engine's (`x.battle`); before it the
 * monsters on the fields by stars, most first (ties are decided when the phase starts: allies
 * choose, a 1D roll-off between sides). A fainted player's monsters do not act.
 */
export function actingOrder(view: SeatView): ActingOrder {
  const b = rec(view.x.battle);
  if (Array.isArray(b.order)) {
    return {
      order: (b.order as string[]).filter((id) => view.cards[id] !== undefined),
      now: typeof b.i === "number" && view.result === null ? b.i : null,
      projected: false,
      second: b.second === true,
    };
  }
  const sides = [...playerSeats(view).filter((s) => !sheetOf(view, s).fainted), GM];
  const ids = sides
    .flatMap((s) => zoneIds(view, s, "field"))
    .filter((id) => view.cards[id] !== undefined);
  const level = (id: string) => Number(view.cards[id].stats.level ?? 0);
  // A stable sort: equal stars keep the players' monsters before the GM's, in seat order.
  return {
    order: [...ids].sort((a, b) => level(b) - level(a)),
    now: null,
    projected: true,
    second: false,
  };
}

/** Where a monster stands in the battle phase. */
export type ActState = "acted" | "passed" | "waiting" | "destroyed";

/**
 * Where monster `id` stands in this battle phase: destroyed (off the field), acted, passed (it may
 * still substitute, and gets a second chance), or waiting. Outside the battle phase every monster
 * on a field is waiting: the flags of the last battle phase mean nothing any more.
 */
export function actState(view: SeatView, id: string): ActState {
  const c = view.cards[id];
  if (c === undefined || !c.zone.endsWith(":field")) return "destroyed";
  if (view.x.phase !== "battle") return "waiting";
  const f = c.f;
  if (f.acted === true) return "acted";
  if (f.passed === true) return "passed";
  return "waiting";
}

/** The rows of the charge table (YGT-12, seed 001). */
export type ChargeRow = "monsters" | "either" | "none";

/**
 * The row of the charge table a player's hands fall in: monsters ≤ 4 and items ≥ 4 → monsters
 * up to 5; monsters ≤ 4 and items ≤ 3 → monsters up to 5 or one item; monsters ≥ 5 → none.
 */
export function chargeRow(monsters: number, items: number): ChargeRow {
  if (monsters >= 5) return "none";
  return items >= 4 ? "monsters" : "either";
}

/** The phases of a round in order (YGT-10). */
export const PHASES = ["strategy", "charge", "summon", "spell-trap", "battle", "end"] as const;
