import assert from "node:assert/strict";
import { test } from "node:test";
import { startBattle } from "../../src/engine/index.ts";
import { vision } from "../../src/systems/vision/index.ts";

const setup = { p1: { deck: "starter-scarlet" }, p2: { deck: "starter-moon" } };

test("a setup built once and copied per battle: a later battle never sees an earlier one's changes", () => {
  const first = startBattle(vision, { seed: 5, setup });
  const start = first.hash();
  // Play the first battle to its end, changing every part of its state.
  for (let i = 0; i < 3000 && first.pending !== null; i++) {
    first.choose(first.pending.seat, first.pending.options[i % first.pending.options.length].id);
  }
  assert.notEqual(first.hash(), start);
  const again = startBattle(vision, { seed: 5, setup });
  assert.equal(again.hash(), start, "same seed and setup: the same start");
  const other = startBattle(vision, { seed: 6, setup });
  assert.notEqual(other.hash(), start, "another seed: another deal");
  // Options are part of the start too.
  const drawFirst = startBattle(vision, { seed: 5, setup, options: { firstPlayerDraws: true } });
  assert.deepEqual(drawFirst.state.options, { firstPlayerDraws: true });
  assert.deepEqual(again.state.options, {});
});
