import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  checkProbability,
  DiceEvalError,
  type Distribution,
  distribution,
  MAX_OUTCOMES,
  mean,
  parseCheck,
  parseDice,
  probability,
} from "../../src/engine/dice/index.ts";

const dist = (src: string, vars?: Record<string, number>): Distribution =>
  distribution(parseDice(src), vars);

/** `{ value: ways }` as a plain object, for compact expectations. */
const table = (d: Distribution): Record<number, number> =>
  Object.fromEntries(d.outcomes.map((o) => [o.value, Number(o.ways)]));

/** Reference implementation: add dice one at a time by direct convolution. */
function naiveDiceSum(count: number, sides: number): bigint[] {
  let ways = [1n];
  for (let k = 0; k < count; k++) {
    const next = new Array<bigint>(ways.length + sides - 1).fill(0n);
    for (let i = 0; i < ways.length; i++) for (let f = 0; f < sides; f++) next[i + f] += ways[i];
    ways = next;
  }
  return ways;
}

function assertEvalError(fn: () => unknown, message: RegExp): void {
  assert.throws(fn, (e: unknown) => e instanceof DiceEvalError && message.test(e.message));
}

describe("distribution", () => {
  test("2D6", () => {
    const d = dist("2D6");
    assert.equal(d.total, 36n);
    assert.deepEqual(table(d), {
      2: 1,
      3: 2,
      4: 3,
      5: 4,
      6: 5,
      7: 6,
      8: 5,
      9: 4,
      10: 3,
      11: 2,
      12: 1,
    });
    assert.deepEqual(
      probability(d, (v) => v === 7),
      { ways: 6n, total: 36n, p: 6 / 36 },
    );
    assert.equal(mean(d), 7);
  });

  test("constants and zero dice", () => {
    assert.deepEqual(dist("5"), { outcomes: [{ value: 5, ways: 1n }], total: 1n });
    assert.deepEqual(dist("0D6+2"), { outcomes: [{ value: 2, ways: 1n }], total: 1n });
    assert.deepEqual(dist("3D1"), { outcomes: [{ value: 3, ways: 1n }], total: 1n });
  });

  test("halving rounds down: (1D6)/2", () => {
    const d = dist("(1D6)/2");
    assert.equal(d.total, 6n);
    assert.deepEqual(table(d), { 0: 1, 1: 2, 2: 2, 3: 1 });
    assert.equal(mean(d), 1.5);
    // Rounding down, not toward zero, for negative values.
    assert.deepEqual(table(dist("-1D6/2")), { [-3]: 2, [-2]: 2, [-1]: 2 });
  });

  test("variable die size: 1dDEF with DEF = 4", () => {
    const d = dist("1dDEF", { DEF: 4 });
    assert.deepEqual(d, {
      outcomes: [1, 2, 3, 4].map((value) => ({ value, ways: 1n })),
      total: 4n,
    });
    assert.deepEqual(table(dist("XD2+STR", { X: 2, STR: 10 })), { 12: 1, 13: 2, 14: 1 });
    assertEvalError(() => dist("1dDEF"), /unknown variable "DEF"/);
  });

  test("products, differences and negation", () => {
    assert.deepEqual(table(dist("1D2*1D3")), { 1: 1, 2: 2, 3: 1, 4: 1, 6: 1 });
    assert.deepEqual(table(dist("1D4-1D4")), { [-3]: 1, [-2]: 2, [-1]: 3, 0: 4, 1: 3, 2: 2, 3: 1 });
    assert.deepEqual(table(dist("-1D3")), { [-3]: 1, [-2]: 1, [-1]: 1 });
    assert.equal(dist("1D4*1D6*1D8").total, 192n);
  });

  test("dice sums match direct convolution", () => {
    for (let count = 1; count <= 8; count++) {
      for (let sides = 1; sides <= 12; sides++) {
        const d = dist(`${count}D${sides}`);
        const expected = naiveDiceSum(count, sides).map((ways, i) => ({ value: count + i, ways }));
        assert.deepEqual(
          d.outcomes.filter((o) => o.ways > 0n),
          expected,
          `${count}D${sides}`,
        );
        assert.equal(d.total, BigInt(sides) ** BigInt(count));
      }
    }
  });

  test("large dice pools stay exact", () => {
    const d = dist("10D10");
    assert.equal(d.total, 10_000_000_000n);
    assert.deepEqual(
      d.outcomes.map((o) => o.ways),
      naiveDiceSum(10, 10),
    );
    assert.equal(d.outcomes.find((o) => o.value === 55)?.ways, 432_457_640n);
    const big = dist("100D100");
    assert.equal(big.total, 100n ** 100n);
    assert.equal(
      big.outcomes.reduce((s, o) => s + o.ways, 0n),
      big.total,
    );
    assert.equal(mean(big), 5050);
    // Probabilities still come out as finite floats even with a 200-digit total.
    const p = probability(big, (v) => v <= 5050).p;
    assert.ok(p > 0.5 && p < 0.52, String(p));
  });

  test("limits", () => {
    assertEvalError(() => dist(`1D${MAX_OUTCOMES + 1}`), /too large to compute exactly/);
    assert.equal(dist(`1D${MAX_OUTCOMES}`).outcomes.length, MAX_OUTCOMES);
    assertEvalError(() => dist("1D5000+1D5000"), /too large/);
    assertEvalError(() => dist("1001D6"), /at most 1000/);
    assertEvalError(() => dist("1D6/0"), /division by zero/);
    assertEvalError(() => dist("1D6/(1D3-1)"), /division by zero/);
    assertEvalError(() => dist("2D0"), /at least 1 side/);
  });
});

describe("checkProbability", () => {
  test("2D6+3>=10 succeeds on 2D6 >= 7: 21 of 36", () => {
    assert.deepEqual(checkProbability(parseCheck("2D6+3>=10")), {
      ways: 21n,
      total: 36n,
      p: 21 / 36,
    });
    // For comparison, 10 of 36 is 2D6 >= 9.
    assert.equal(checkProbability("2D6>=9").ways, 10n);
  });

  test("1d100<=45 is 45 of 100", () => {
    assert.deepEqual(checkProbability("1d100<=45"), { ways: 45n, total: 100n, p: 0.45 });
    assert.deepEqual(checkProbability("1d100≤45"), { ways: 45n, total: 100n, p: 0.45 });
  });

  test("every operator", () => {
    const ways = (src: string) => checkProbability(src).ways;
    assert.equal(ways("1D6>4"), 2n);
    assert.equal(ways("1D6>=4"), 3n);
    assert.equal(ways("1D6<4"), 3n);
    assert.equal(ways("1D6<=4"), 4n);
    assert.equal(ways("1D6==4"), 1n);
    assert.equal(ways("1D6>=7"), 0n);
    assert.equal(ways("1D6>=-7"), 6n);
  });

  test("targets that are expressions count every pair", () => {
    // Opposed 1D20 rolls: ties (20 of 400) split the rest evenly.
    assert.deepEqual(checkProbability("1D20>1D20"), { ways: 190n, total: 400n, p: 190 / 400 });
    assert.equal(checkProbability("1D20==1D20").ways, 20n);
    const vars = { STR: 3, DEF: 1 };
    const opposed = checkProbability("1D6+STR>=1D6+DEF", vars);
    assert.equal(opposed.total, 36n);
    // Needs d1 - d2 >= -2: all but the pairs with d2 - d1 >= 3 (3+2+1 = 6 of them).
    assert.equal(opposed.ways, 30n);
    assert.equal(checkProbability("1D6>=DEF*2", vars).ways, 5n);
  });

  test("checks match the distribution of the difference", () => {
    const check = parseCheck("3D6-2>=2D8");
    const diff = distribution({ kind: "binary", op: "-", left: check.expr, right: check.target });
    const expected = probability(diff, (v) => v >= 0);
    assert.deepEqual(checkProbability(check), expected);
  });
});
