/**
 * Options as integer codes: kind in the low 4 bits, then two 10-bit fields (card numbers, geo
 * numbers, a target + 1) and a 6-bit field (an ability number). The engine's option id is built
 * from a code only when asked (`idOf`).
 */
import type { GeoTemplate } from "./template.ts";

export const O_END = 0;
export const O_PASS = 1;
export const O_ATTACK = 2;
export const O_GO = 3;
/** summon:<card> (fast summon). */
export const O_FS_SUMMON = 4;
/** summon:<card>@<geo> (a whole game's summon phase). */
export const O_SUMMON = 5;
export const O_EQUIP = 6;
export const O_UNEQUIP = 7;
export const O_FRONT = 8;
/** use:<unit>.<n>[@<target>]: a = unit, b = target + 1, c = n. */
export const O_USE = 9;
/** skill:<card>[@<target>]: a = card, b = target + 1. */
export const O_SKILL = 10;
export const O_MARCH = 11;
export const O_JOIN = 12;
export const O_RETURN = 13;
export const O_DISCARD = 14;

/** An option code. */
export function code(kind: number, a = 0, b = 0, c = 0): number {
  return kind | (a << 4) | (b << 14) | (c << 24);
}

export const kindOf = (x: number): number => x & 15;
export const aOf = (x: number): number => (x >>> 4) & 1023;
export const bOf = (x: number): number => (x >>> 14) & 1023;
export const cOf = (x: number): number => (x >>> 24) & 63;

/** The engine's option id of a code. */
export function idOf(t: GeoTemplate, x: number): string {
  const a = aOf(x);
  const b = bOf(x);
  const at = (n: number): string => (n === 0 ? "" : `@${t.ids[n - 1]}`);
  switch (kindOf(x)) {
    case O_END:
      return "end";
    case O_PASS:
      return "pass";
    case O_ATTACK:
      return "attack";
    case O_GO:
      return "go";
    case O_FS_SUMMON:
      return `summon:${t.ids[a]}`;
    case O_SUMMON:
      return `summon:${t.ids[a]}@${t.geos[b]}`;
    case O_EQUIP:
      return `equip:${t.ids[a]}@${t.ids[b]}`;
    case O_UNEQUIP:
      return `unequip:${t.ids[a]}`;
    case O_FRONT:
      return `front:${t.ids[a]}`;
    case O_USE:
      return `use:${t.ids[a]}.${cOf(x)}${at(b)}`;
    case O_SKILL:
      return `skill:${t.ids[a]}${at(b)}`;
    case O_MARCH:
      return `march:${t.geos[a]}@${t.geos[b]}`;
    case O_JOIN:
      return `join:${t.geos[a]}`;
    case O_RETURN:
      return `return:${t.ids[a]}@${t.geos[b]}`;
    default:
      return `discard:${t.ids[a]}`;
  }
}
