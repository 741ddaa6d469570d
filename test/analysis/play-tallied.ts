/**
 * Test helper for the systems' analysis hooks: plays a whole game from the registry's new-game
 * setup with seeded random choices, feeding every event to the system's `observe`, and records
 * what was tallied and what `evaluate` said before every decision.
 */
import assert from "node:assert/strict";
import type { BattleTally } from "../../src/analysis/system-analysis.ts";
import { type Battle, type Json, type Seat, startBattle } from "../../src/engine/index.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";

/** One `damage` report. */
export interface DamageReport {
  from: Seat | null;
  to: Seat;
  amount: number;
}

/** What one tallied game produced. */
export interface TalliedGame {
  b: Battle;
  damage: DamageReport[];
  played: [Seat, string][];
  /** `evaluate(state, seat)` for every seat before every decision. */
  values: Record<Seat, number>[];
}

/** A tally that records every report. */
export function recordingTally(): BattleTally & {
  damage_: DamageReport[];
  played_: [Seat, string][];
} {
  const damage_: DamageReport[] = [];
  const played_: [Seat, string][] = [];
  return {
    damage_,
    played_,
    damage: (from, to, amount) => void damage_.push({ from, to, amount }),
    played: (seat, def) => void played_.push([seat, def]),
  };
}

/** Damage reported to `to` (from anyone), summed. */
export function damageTo(reports: DamageReport[], to: Seat): number {
  return reports.filter((r) => r.to === to).reduce((n, r) => n + r.amount, 0);
}

/** A small seeded generator (mulberry32) for the test's own choices. */
function picker(seed: number): (n: number) => number {
  let a = seed | 0;
  return (n) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/**
 * Plays one whole game of `system` (new-game setup, bench options, or `setup` / `options` given)
 * with random choices, observed by the system's analysis hooks from the very first event.
 */
export function playTallied(
  system: string,
  seed: number,
  opts: { setup?: Json; options?: Record<string, Json>; maxDecisions?: number } = {},
): TalliedGame {
  const entry = SYSTEM_ENTRIES[system];
  const analysis = entry.analysis;
  assert.ok(analysis !== undefined, `${system} registers analysis hooks`);
  const init = {
    seed,
    setup: opts.setup ?? (entry.newGame as Json),
    options: opts.options ?? entry.benchOptions ?? {},
  };
  const tally = recordingTally();
  // Observed from the first event on: the setup's own events (opening draws) count too.
  const b = startBattle(entry.system, init, (e, battle) =>
    analysis.observe?.(e, battle.state, tally),
  );
  const pick = picker(seed ^ 0x5eed);
  const values: Record<Seat, number>[] = [];
  const max = opts.maxDecisions ?? 20000;
  for (let i = 0; b.pending !== null && i < max; i++) {
    const v: Record<Seat, number> = {};
    for (const seat of b.state.seats) v[seat] = analysis.evaluate(b.state, seat);
    values.push(v);
    const p = b.pending;
    b.choose(p.seat, p.options[pick(p.options.length)].id);
  }
  return { b, damage: tally.damage_, played: tally.played_, values };
}

/**
 * Starts a set position of `system` (its `setup`, pinned `dice`, `options`) with the system's
 * analysis observing from the first event, and runs it to its first decision.
 */
export function observedPosition(
  system: string,
  setup: Json,
  dice: number[] = [],
  options: Record<string, Json> = {},
): { b: Battle; tally: ReturnType<typeof recordingTally> } {
  const entry = SYSTEM_ENTRIES[system];
  const analysis = entry.analysis;
  assert.ok(analysis !== undefined, `${system} registers analysis hooks`);
  const tally = recordingTally();
  const b = startBattle(entry.system, { seed: 1, setup, pinned: dice, options }, (e, battle) =>
    analysis.observe?.(e, battle.state, tally),
  );
  return { b, tally };
}

/** Asserts every value is strictly inside (0, 1). */
export function assertInside(values: Record<Seat, number>[]): void {
  for (const v of values)
    for (const [seat, x] of Object.entries(v))
      assert.ok(x > 0 && x < 1 && Number.isFinite(x), `evaluate for ${seat} = ${x}, not in (0, 1)`);
}
