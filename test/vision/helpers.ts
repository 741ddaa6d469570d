/**
 * Shared helpers for the Vision rule tests: start a battle from a setup through the public API,
 * read the summary, list the pending options and search the event log. Building positions is
 * setup.ts's part, making the choices drive.ts's.
 */
import assert from "node:assert/strict";
import { type Battle, type Json, type LogEvent, startBattle } from "../../src/engine/index.ts";
import { vision } from "../../src/systems/vision/index.ts";

export { act, card, options, player } from "../shared/battle-helpers.ts";

export { vision };

/** Starts a Vision battle from a setup (seed 1 unless given) and runs to its first decision. */
export function battle(setup: Json, seed = 1): Battle {
  return startBattle(vision, { seed, setup });
}

/** The card ids in a zone, bottom → top (a copy). */
export function zone(b: Battle, zoneId: string): string[] {
  return [...(b.state.zones[zoneId] ?? [])];
}

/** Logged events, optionally only those of type `t`. */
export function events(b: Battle, t?: string): LogEvent[] {
  return t === undefined ? b.state.log : b.state.log.filter((e) => e.t === t);
}

/**
 * What the logged events of type `t` say in `fields`, in log order: one field gives its values
 * (`logged(b, "doomed", "card")`), several give one tuple an event.
 */
export function logged(b: Battle, t: string, ...fields: string[]): unknown[] {
  return events(b, t).map((e) => (fields.length === 1 ? e[fields[0]] : fields.map((f) => e[f])));
}

/** Whether event `e` has every field of `pattern` (shallow, strict equality). */
function matches(e: LogEvent, pattern: Record<string, Json>): boolean {
  return Object.entries(pattern).every(([k, v]) => JSON.stringify(e[k]) === JSON.stringify(v));
}

/** Index of the first logged event matching `pattern` (after `from`), or -1. */
export function eventIndex(b: Battle, pattern: Record<string, Json>, from = 0): number {
  return b.state.log.findIndex((e, i) => i >= from && matches(e, pattern));
}

/** Asserts that events matching the patterns occur in this order in the log. */
export function assertEventOrder(b: Battle, patterns: Record<string, Json>[]): void {
  let from = 0;
  for (const p of patterns) {
    const at = eventIndex(b, p, from);
    assert.ok(
      at >= 0,
      `no event ${JSON.stringify(p)} after index ${from}\n${b.state.log.map((e) => JSON.stringify(e)).join("\n")}`,
    );
    from = at + 1;
  }
}

/** One event in a few words, for exact order checks: `combat-damage cirno-1>reisen-1 3`. */
export function brief(e: LogEvent): string {
  switch (e.t) {
    case "trigger":
      return `trigger ${e.card} ${e.when}`;
    case "damage":
      return `damage ${e.card} ${e.amount}`;
    case "combat-damage":
      return `combat-damage ${e.card}>${e.to} ${e.amount}`;
    case "combat-hit":
    case "pierce":
      return `${e.t} ${e.card}>${e.seat} ${e.amount}`;
    case "life":
      return `life ${e.seat} -${e.amount}`;
    case "damage-reset":
      return `damage-reset ${e.card} ${e.kind}`;
    case "phase":
      return `phase ${e.phase} ${e.seat}`;
    case "turn":
      return `turn ${e.turn} ${e.seat}`;
    case "resolve":
      return `resolve ${e.item}`;
    default:
      return [e.t, e.card ?? e.seat].filter((x) => x !== undefined).join(" ");
  }
}

/** The log from index `from` in {@link brief} form, without the bookkeeping events `skip`. */
export function briefLog(b: Battle, from = 0, skip: string[] = ["window", "drew"]): string[] {
  return b.state.log
    .slice(from)
    .filter((e) => !skip.includes(e.t))
    .map(brief);
}
