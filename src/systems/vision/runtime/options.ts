/**
 * Options as integers: a kind, a card, an ability number and a target packed in one int, in the
 * order the engine lists them. The engine's string id (`play:cirno-1@reimu-2`) is built from it
 * only when asked (`optionId`), never in the loop.
 */
import type { VisionTemplate } from "./template.ts";

export const O_END = 0;
export const O_NODE = 1;
export const O_PLAY = 2;
export const O_ACT = 3;
export const O_ATTACK = 4;
export const O_DISCARD = 5;
export const O_BLOCK = 6;
export const O_BLOCK_NONE = 7;
export const O_GRAZE_YES = 8;
export const O_GRAZE_NO = 9;
export const O_PASS = 10;

/** Cards a template may have (zone lists hold bytes; codes keep 10 bits). */
export const MAX_CARDS = 255;

/** Packs an option: kind (4 bits), card (10), ability n (4), target + 1 (11). */
export function code(kind: number, card: number, n: number, target: number): number {
  return kind | (card << 4) | (n << 14) | ((target + 1) << 18);
}

/** The option's kind. */
export function kindOf(c: number): number {
  return c & 15;
}

/** The option's card. */
export function cardOf(c: number): number {
  return (c >>> 4) & 1023;
}

/** The option's ability number. */
export function abilityOf(c: number): number {
  return (c >>> 14) & 15;
}

/** The option's target, or -1. */
export function targetOf(c: number): number {
  return (c >>> 18) - 1;
}

/** The engine's id of an option code. */
export function idOf(t: VisionTemplate, c: number): string {
  const card = t.ids[cardOf(c)];
  const target = targetOf(c);
  const at = target < 0 ? "" : `@${t.ids[target]}`;
  switch (kindOf(c)) {
    case O_END:
      return "end";
    case O_NODE:
      return `node:${card}`;
    case O_PLAY:
      return `play:${card}${at}`;
    case O_ACT:
      return `act:${card}.${abilityOf(c)}${at}`;
    case O_ATTACK:
      return `attack:${card}`;
    case O_DISCARD:
      return `discard:${card}`;
    case O_BLOCK:
      return `block:${card}`;
    case O_BLOCK_NONE:
      return "block:none";
    case O_GRAZE_YES:
      return "graze:yes";
    case O_GRAZE_NO:
      return "graze:no";
    default:
      return "pass";
  }
}
