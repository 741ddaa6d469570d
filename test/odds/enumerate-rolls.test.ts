/** enumerateRolls: exact odds of code that rolls a varying number of dice. */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { enumerateRolls } from "../../src/odds/enumerate-rolls.ts";

describe("enumerateRolls", () => {
  test("a d6 that adds one more d6 on a 6: 1…5 at 1/6 each, 7…12 at 1/36 each", () => {
    const e = enumerateRolls((roll) => {
      const a = roll(6);
      return a === 6 ? a + roll(6) : a;
    }, String);
    assert.equal(e.total, 36n);
    const got = Object.fromEntries(e.outcomes.map((o) => [o.value, o.ways]));
    assert.deepEqual(got, {
      1: 6n,
      2: 6n,
      3: 6n,
      4: 6n,
      5: 6n,
      7: 1n,
      8: 1n,
      9: 1n,
      10: 1n,
      11: 1n,
      12: 1n,
    });
  });
  test("mixed dice and grouping: 1d4 + 1d6, sums grouped (24 sequences)", () => {
    let runs = 0;
    const e = enumerateRolls((roll) => {
      runs++;
      return roll(4) + roll(6);
    }, String);
    assert.equal(runs, 24);
    assert.equal(e.total, 24n);
    assert.equal(
      e.outcomes.reduce((s, o) => s + o.ways, 0n),
      24n,
    );
    assert.equal(e.outcomes.find((o) => o.value === 5)?.ways, 4n);
  });
  test("no dice at all: one outcome, certain", () => {
    const e = enumerateRolls(() => 7, String);
    assert.deepEqual(e, { outcomes: [{ value: 7, ways: 1n }], total: 1n });
  });
});
