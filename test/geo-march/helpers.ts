/**
 * Shared helpers for the geo-march rule tests: start a battle from a setup (with pinned dice)
 * through the public API, read the summary, list pending options, search the log.
 */
import assert from "node:assert/strict";
import { type Battle, type Json, type LogEvent, startBattle } from "../../src/engine/index.ts";
import { geoMarch } from "../../src/systems/geo-march/index.ts";

export { act, card, options, player } from "../shared/battle-helpers.ts";

import { options } from "../shared/battle-helpers.ts";

export { geoMarch };

/** Starts a battle from a setup with pinned dice (marcher's speed die first) and runs it. */
export function battle(setup: Json, dice: number[] = [], seed = 1): Battle {
  return startBattle(geoMarch, { seed, setup, pinned: dice });
}

/** Logged events, optionally of one type. */
export function events(b: Battle, t?: string): LogEvent[] {
  return t === undefined ? b.state.log : b.state.log.filter((e) => e.t === t);
}

/** Whether an event has every field of a pattern. */
function matches(e: LogEvent, pattern: Record<string, Json>): boolean {
  return Object.entries(pattern).every(([k, v]) => JSON.stringify(e[k]) === JSON.stringify(v));
}

/** Asserts that events matching the patterns occur in this order. */
export function assertEventOrder(b: Battle, patterns: Record<string, Json>[]): void {
  let from = 0;
  for (const p of patterns) {
    const at = b.state.log.findIndex((e, i) => i >= from && matches(e, p));
    assert.ok(
      at >= 0,
      `no event ${JSON.stringify(p)} after index ${from}\n${b.state.log.map((e) => JSON.stringify(e)).join("\n")}`,
    );
    from = at + 1;
  }
}

/** Answers `end` / `pass` / `attack` (the do-nothing answer) until `until` holds or nothing is pending. */
export function idle(b: Battle, until: (b: Battle) => boolean = () => false): void {
  for (let i = 0; i < 200 && b.pending !== null && !until(b); i++) {
    const ids = options(b);
    const pick = ["pass", "end", "attack"].find((x) => ids.includes(x));
    assert.ok(pick !== undefined, `no idle answer among ${ids}`);
    b.choose(b.pending.seat, pick);
  }
}

/** Every decision asked while idling to the end, as `seat prompt` (one per decision). */
export function idleTrace(b: Battle): string[] {
  const out: string[] = [];
  for (let i = 0; i < 200 && b.pending !== null; i++) {
    out.push(`${b.pending.seat} ${b.pending.prompt.k}`);
    const ids = options(b);
    const pick = ["pass", "end", "attack"].find((x) => ids.includes(x));
    assert.ok(pick !== undefined, `no idle answer among ${ids}`);
    b.choose(b.pending.seat, pick);
  }
  return out;
}
