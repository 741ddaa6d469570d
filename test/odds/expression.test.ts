/**
 * Exactness of `kassen odds` for dice text: hand-counted values, brute-force enumeration of every
 * face as an independent oracle, tables that sum to exactly 1, means, and clear errors.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { OddsAnswer } from "../../src/analysis/odds-question.ts";
import { OddsDiceError } from "../../src/odds/errors.ts";
import { answerExpression } from "../../src/odds/expression.ts";

/** Every way to roll `n` dice of `sides` faces (as arrays of faces). */
function* faces(n: number, sides: number): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const rest of faces(n - 1, sides)) for (let f = 1; f <= sides; f++) yield [...rest, f];
}

/** ways/total of the headline probability. */
function exact(a: OddsAnswer): string {
  return `${a.extra?.probabilityWays}/${a.extra?.probabilityTotal}`;
}

/** Sum of the table's ways equals its total, and the floats sum to 1. */
function assertComplete(a: OddsAnswer): void {
  const total = BigInt(a.table[0].total ?? "0");
  assert.equal(
    a.table.reduce((s, r) => s + BigInt(r.ways ?? "0"), 0n),
    total,
  );
  assert.ok(Math.abs(a.table.reduce((s, r) => s + r.p, 0) - 1) < 1e-12);
}

describe("checks: exact probability of success", () => {
  test("2D6+3>=10 is 21/36 (2D6 ≥ 7: 6+5+4+3+2+1 ways)", () => {
    const a = answerExpression("2D6+3>=10", {}, "en");
    assert.equal(exact(a), "21/36");
    assert.equal(a.probability, 21 / 36);
    assert.equal(a.mean, 10);
    assert.deepEqual(
      a.table.map((r) => [r.value, r.ways]),
      [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((v) => [v, String(6 - Math.abs(v - 3 - 7))]),
    );
    assertComplete(a);
  });
  test("1d100<=45 is 45/100; the table is the left side, 100 rows of 1/100", () => {
    const a = answerExpression("1d100<=45", {}, "en");
    assert.equal(exact(a), "45/100");
    assert.equal(a.table.length, 100);
    assert.ok(a.table.every((r) => r.ways === "1" && r.total === "100"));
    assert.equal(a.mean, 50.5);
  });
  test("brute force over every face agrees: 2D6+1D4-2>=7, 1D20+3>1D20 (opposed), 3D6<=8", () => {
    const cases: [string, number[], (f: number[]) => boolean][] = [
      ["2D6+1D4-2>=7", [6, 6, 4], (f) => f[0] + f[1] + f[2] - 2 >= 7],
      ["1D20+3>1D20", [20, 20], (f) => f[0] + 3 > f[1]],
      ["3D6<=8", [6, 6, 6], (f) => f[0] + f[1] + f[2] <= 8],
    ];
    for (const [text, sides, ok] of cases) {
      let ways = 0;
      let total = 0;
      const walk = (i: number, f: number[]) => {
        if (i === sides.length) {
          total++;
          if (ok(f)) ways++;
          return;
        }
        for (let x = 1; x <= sides[i]; x++) walk(i + 1, [...f, x]);
      };
      walk(0, []);
      assert.equal(exact(answerExpression(text, {}, "en")), `${ways}/${total}`, text);
    }
  });
  test("variables: 1D20+STR>=15 with STR=3 is 9/20", () => {
    assert.equal(exact(answerExpression("1D20+STR>=15", { STR: 3 }, "en")), "9/20");
  });
});

describe("plain expressions: distribution and mean", () => {
  test("3D6: 27/216 for 10 and 11, mean 10.5, sums to 1, matches brute force", () => {
    const a = answerExpression("3D6", {}, "en");
    assert.equal(a.probability, undefined);
    assert.equal(a.mean, 10.5);
    const counts = new Map<number, number>();
    for (const f of faces(3, 6)) {
      const v = f[0] + f[1] + f[2];
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    assert.deepEqual(
      a.table.map((r) => [r.value, Number(r.ways)]),
      [...counts].sort(([x], [y]) => x - y),
    );
    assertComplete(a);
  });
  test("means: 2D6 → 7, 1D6*2-1 → 6, (1D6)/2 → 1.5 (floor)", () => {
    assert.equal(answerExpression("2D6", {}, "en").mean, 7);
    assert.equal(answerExpression("1D6*2-1", {}, "en").mean, 6);
    assert.equal(answerExpression("(1D6)/2", {}, "en").mean, (0 + 1 + 1 + 2 + 2 + 3) / 6);
  });
  test("10D10: exact BigInt total 10^10, still sums to 1", () => {
    const a = answerExpression("10D10", {}, "en");
    assert.equal(a.table[0].total, String(10n ** 10n));
    assert.equal(a.mean, 55);
    assertComplete(a);
  });
});

describe("errors are OddsErrors (one CLI line), never raw dice errors", () => {
  test("a syntax error keeps its position", () => {
    assert.throws(
      () => answerExpression("2D6+", {}, "en"),
      (e: unknown) =>
        e instanceof OddsDiceError &&
        e.position === 4 &&
        /bad dice expression: expected a number, a die like 2D6, or "\(" at position 4/.test(
          e.message,
        ),
    );
  });
  test("an unknown variable and a too-large expression name the problem", () => {
    assert.throws(() => answerExpression("1D20+STR", {}, "en"), /unknown variable "STR"/);
    assert.throws(() => answerExpression("1000D1000", {}, "en"), /too large to compute exactly/);
  });
});
