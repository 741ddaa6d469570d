/**
 * Test helpers every system's tests share: reading the pending options, making a seat choose
 * (asserting it is that seat's turn to decide), and reading the system's summary.
 */
import assert from "node:assert/strict";
import type { Battle, Json } from "../../src/engine/index.ts";

/** The ids of the options pending now (empty when nothing is pending). */
export function options(b: Battle): string[] {
  return b.pending?.options.map((o) => o.id) ?? [];
}

/** Makes `seat` choose `option`, asserting first that it is that seat's decision. */
export function act(b: Battle, seat: string, option: string): void {
  assert.equal(b.pending?.seat, seat, `expected ${seat} to decide (options: ${options(b)})`);
  b.choose(seat, option);
}

/** One card's entry in the system's summary. */
export function card(b: Battle, id: string): Record<string, Json> {
  const c = b.system.summary(b.state).cards[id];
  assert.ok(c !== undefined, `no card ${id}`);
  return c;
}

/** One seat's entry in the system's summary. */
export function player(b: Battle, seat: string): Record<string, Json> {
  return b.system.summary(b.state).players[seat];
}
