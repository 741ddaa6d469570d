/**
 * Options as integers: a kind, a card and a target (a card, or a seat for a direct attack) packed
 * in one int, in the order the engine lists them. The engine's string id (`attack:p1-3@gm-1`) is
 * built from it only when asked (`idOf`), never in the loop.
 */
import type { YgoTemplate } from "./template.ts";

export const O_ACTIVATE = 0;
export const O_TRAP = 1;
export const O_SET = 2;
export const O_REVEAL = 3;
export const O_READY = 4;
export const O_CHARGE_MONSTER = 5;
export const O_CHARGE_ITEM = 6;
export const O_CHARGE_NONE = 7;
export const O_SUMMON = 8;
export const O_SPECIAL = 9;
export const O_DONE = 10;
export const O_PASS = 11;
export const O_FIRST = 12;
export const O_ATTACK = 13;
export const O_DIRECT = 14;
export const O_END = 15;
export const O_SUBSTITUTE = 16;
export const O_NO_SUBSTITUTE = 17;

/** Cards a template may have (codes keep 11 bits). */
export const MAX_CARDS = 2000;

/** Packs an option: kind (5 bits), card (11), target + 1 (12). */
export function code(kind: number, card: number, target: number): number {
  return kind | (card << 5) | ((target + 1) << 16);
}

/** The option's kind. */
export function kindOf(c: number): number {
  return c & 31;
}

/** The option's card. */
export function cardOf(c: number): number {
  return (c >>> 5) & 2047;
}

/** The option's target (a card; a seat for a direct attack), or -1. */
export function targetOf(c: number): number {
  return (c >>> 16) - 1;
}

/** `verb:card[@target]` with the engine's card ids. */
function withTarget(t: YgoTemplate, verb: string, c: number): string {
  const target = targetOf(c);
  return `${verb}:${t.ids[cardOf(c)]}${target < 0 ? "" : `@${t.ids[target]}`}`;
}

/** The engine's id of an option code. */
export function idOf(t: YgoTemplate, c: number): string {
  const card = t.ids[cardOf(c)];
  switch (kindOf(c)) {
    case O_ACTIVATE:
      return withTarget(t, "activate", c);
    case O_TRAP:
      return withTarget(t, "trap", c);
    case O_SET:
      return `set:${card}`;
    case O_REVEAL:
      return "reveal";
    case O_READY:
      return "ready";
    case O_CHARGE_MONSTER:
      return "charge:monster";
    case O_CHARGE_ITEM:
      return "charge:item";
    case O_CHARGE_NONE:
      return "charge:none";
    case O_SUMMON:
      return `summon:${card}`;
    case O_SPECIAL:
      return `special:${card}`;
    case O_DONE:
      return "done";
    case O_PASS:
      return "pass";
    case O_FIRST:
      return `first:${card}`;
    case O_ATTACK:
      return withTarget(t, "attack", c);
    case O_DIRECT:
      return `direct:${card}@${t.seats[targetOf(c)]}`;
    case O_END:
      return "end";
    case O_SUBSTITUTE:
      return `substitute:${card}`;
    default:
      return "no-substitute";
  }
}
