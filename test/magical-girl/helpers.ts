/**
 * Shared helpers for the magical-girl rule tests: start a battle from a setup with pinned dice
 * through the public API, answer decisions, read the summary and search the log.
 */
import assert from "node:assert/strict";
import { type Battle, type Json, type LogEvent, startBattle } from "../../src/engine/index.ts";
import { magicalGirl } from "../../src/systems/magical-girl/index.ts";

export { act, options } from "../shared/battle-helpers.ts";

export { magicalGirl };

/** Starts a battle; reactions are off unless the options say otherwise (fewer decisions). */
export function battle(
  setup: Json,
  dice: number[] = [],
  options: Record<string, Json> = {},
  seed = 1,
): Battle {
  return startBattle(magicalGirl, {
    seed,
    setup,
    pinned: dice,
    options: { reactions: "off", ...options },
  });
}

/** One magical girl (p1) against one KP enemy. */
export function duelSetup(
  girl = "tsukiko",
  enemy = "gloom-wolf",
  extra: Record<string, Json> = {},
): Json {
  return {
    girls: [{ seat: "p1", girl, ...((extra.girl as object) ?? {}) }],
    enemies: [{ enemy, ...((extra.enemy as object) ?? {}) }],
  };
}

/** One fighter's entry in the summary. */
export function fighter(b: Battle, id: string): Record<string, Json> {
  const c = magicalGirl.summary(b.state).cards[id];
  assert.ok(c !== undefined, `no fighter ${id}`);
  return c;
}

/** Logged events, optionally only those of type `t`. */
export function events(b: Battle, t?: string): LogEvent[] {
  return t === undefined ? b.state.log : b.state.log.filter((e) => e.t === t);
}

/** The last logged event of type `t`. */
export function last(b: Battle, t: string): LogEvent {
  const all = events(b, t);
  assert.ok(all.length > 0, `no ${t} event`);
  return all[all.length - 1];
}

/** Whether the pending decision is `card`'s turn. */
export function isTurnOf(b: Battle, card: string): boolean {
  return b.pending?.prompt.k === "prompt.turn" && b.pending.prompt.p?.card === card;
}

/** The dice left unused (pinned results not yet consumed). */
export function unusedDice(b: Battle): number[] {
  return [...b.state.pinned];
}

/**
 * The open round's test ground (seed l.29–31, 99–100): the warehouse map with objects to work
 * and throw, girls carrying items, and a group of two wolves.
 */
export const WAREHOUSE: Json = {
  map: "old-warehouse",
  girls: [
    { seat: "p1", girl: "raimu", pos: "floor", items: ["honey-drop", "star-pebble"] },
    { seat: "p2", girl: "aino", pos: "loading-bay", items: ["moon-tear"] },
  ],
  enemies: [
    { enemy: "gloom-wolf", pos: "floor", group: "w" },
    { enemy: "gloom-wolf", pos: "loading-bay", group: "w" },
  ],
};
