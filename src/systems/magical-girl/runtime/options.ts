/**
 * Options as integers: a kind and two small numbers packed in one int, in the order the engine
 * lists them. The engine's string id (`attack:star-wand@gloom-wolf-1`) is built from it only
 * when asked (`idOf`), never in the loop.
 */
import type { MgTemplate } from "./template.ts";

export const O_FIRST = 0;
export const O_ATTACK = 1;
export const O_ABILITY = 2;
export const O_THROW = 3;
export const O_PICKUP = 4;
export const O_USESKILL = 5;
export const O_TASK = 6;
export const O_STANCE_DODGE = 7;
export const O_STANCE_PARRY = 8;
export const O_READY = 9;
export const O_READY_ANY = 10;
export const O_END = 11;
export const O_COST = 12;
export const O_DICE = 13;
export const O_PRICE = 14;
export const O_PARRY = 15;
export const O_DODGE = 16;
export const O_COUNTER = 17;
export const O_NONE = 18;
export const O_PROTECT = 19;
export const O_PASS = 20;
/** A reaction: an attack with an arm, or an ability, at a fighter. */
export const O_REACT = 21;
export const O_REACT_ABILITY = 22;
/** An open ready action's moment: a foe acts, an ally is attacked. */
export const O_WHEN_ACTS = 23;
export const O_WHEN_ATTACKED = 24;
/** Picking up another fighter's weapon (a: the arm, b: its owner); not lowered: the frontier. */
export const O_PICKUP_OTHER = 25;
/** A weapon thrown as a reaction (a: the arm, b: the target). */
export const O_REACT_THROW = 26;

/** Packs an option: kind (5 bits), a (12 bits), b (12 bits). */
export function code(kind: number, a: number, b: number): number {
  return kind | (a << 5) | (b << 17);
}

/** The option's kind. */
export function kindOf(c: number): number {
  return c & 31;
}

/** The option's first number (an arm, ability, skill, cost or fighter). */
export function aOf(c: number): number {
  return (c >>> 5) & 4095;
}

/** The option's second number (a fighter). */
export function bOf(c: number): number {
  return (c >>> 17) & 4095;
}

/** `dice:` choices by number. */
const DICE = ["none", "bonus", "penalty"];

/** The engine's id of an option code. */
export function idOf(t: MgTemplate, c: number): string {
  const a = aOf(c);
  const b = bOf(c);
  switch (kindOf(c)) {
    case O_FIRST:
      return `first:${t.ids[a]}`;
    case O_ATTACK:
      return `attack:${t.arms[a]}@${t.ids[b]}`;
    case O_ABILITY:
      return `ability:${t.abilities[a]}@${t.ids[b]}`;
    case O_THROW:
      return `throw:${t.arms[a]}@${t.ids[b]}`;
    case O_PICKUP:
      return `pickup:${t.arms[a]}`;
    case O_USESKILL:
      return `useskill:${t.skills[a]}`;
    case O_TASK:
      return "task";
    case O_STANCE_DODGE:
      return "stance:dodge";
    case O_STANCE_PARRY:
      return "stance:parry";
    case O_READY:
      return `ready:${t.arms[a]}@${t.ids[b]}`;
    case O_READY_ANY:
      return "ready-any";
    case O_END:
      return "end";
    case O_COST:
      return `cost:${a}`;
    case O_DICE:
      return `dice:${DICE[a]}`;
    case O_PRICE:
      return `price:${a}`;
    case O_PARRY:
      return "defend:parry";
    case O_DODGE:
      return "defend:dodge";
    case O_COUNTER:
      return `counter:${t.arms[a]}`;
    case O_NONE:
      return "defend:none";
    case O_PROTECT:
      return "protect";
    case O_PASS:
      return "pass";
    case O_REACT:
      return `react:${t.arms[a]}@${t.ids[b]}`;
    case O_REACT_ABILITY:
      return `react:${t.abilities[a]}@${t.ids[b]}`;
    case O_WHEN_ACTS:
      return `when-acts:${t.ids[a]}`;
    case O_PICKUP_OTHER:
      return `pickup:${t.arms[a]}@${t.ids[b]}`;
    case O_REACT_THROW:
      return `throw:${t.arms[a]}@${t.ids[b]}`;
    default:
      return `when-attacked:${t.ids[a]}`;
  }
}
