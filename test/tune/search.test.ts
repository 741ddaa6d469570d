import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { wilson } from "../../src/sim/wilson.ts";
import type { Counts, Oracle } from "../../src/tune/oracle.ts";
import { battlesFor, changeOf, tuneSearch } from "../../src/tune/tune-search.ts";
import { syntheticOracle } from "./synthetic-oracle.ts";

/** A logistic win curve through 50% at `mid`, `k` steep. */
const logistic = (mid: number, k: number) => (v: number) => 1 / (1 + Math.exp(-k * (v - mid)));

describe("tune's search on made-up win curves", () => {
  test("one whole parameter: finds the value whose rate is the target, with far fewer battles than a grid", async () => {
    // Rate crosses 30% at v = 37 + ln(3/7)/0.15 ≈ 31.35: 31 is the nearest whole value.
    const curve = logistic(37, 0.15);
    const oracle = syntheticOracle((x) => curve(x[0]), 6000);
    const found = await tuneSearch([{ lo: 0, hi: 100, integer: true, current: 50 }], 0.3, oracle, {
      battles: 6000,
      precision: 0.025,
    });
    assert.equal(found.reached, true);
    assert.ok(Math.abs(found.answer[0] - 31) <= 1, `answer ${found.answer[0]}`);
    const at = oracle.counts(found.answer);
    const r = wilson(at.wins, at.n);
    // No whole value gives 30% exactly (31 gives 28.9%): the interval holds the true rate there.
    const truth = curve(found.answer[0]);
    assert.ok(r.lo <= truth && truth <= r.hi, `interval ${r.lo}–${r.hi} vs ${truth}`);
    assert.ok(r.hi - r.lo <= 0.05 + 1e-9, "refined to the asked precision");
    // It stops once the answer is known to ±2.5 pt (3,386 battles, 8 values, with this seed);
    // a grid at that precision plays battlesFor(0.025) = 1,537 at each of the 101 values.
    assert.ok(oracle.spent() <= 4500, `tune played ${oracle.spent()}`);
    assert.ok(oracle.visits().length <= 10, `visited ${oracle.visits().length} values`);
    assert.ok(oracle.spent() * 30 < 101 * battlesFor(0.025));
  });

  test("a decreasing curve and a real parameter", async () => {
    const curve = (v: number) => 0.9 - 0.8 * v; // 0.5 at v = 0.5
    const oracle = syntheticOracle((x) => curve(x[0]), 5000, 3);
    const found = await tuneSearch([{ lo: 0, hi: 1, integer: false, current: null }], 0.5, oracle, {
      battles: 5000,
      precision: 0.03,
    });
    assert.equal(found.reached, true);
    assert.ok(Math.abs(found.answer[0] - 0.5) < 0.06, `answer ${found.answer[0]}`);
  });

  test("out of reach: says so and gives the nearest end", async () => {
    const curve = logistic(10, 0.5); // from ~0.7% at 0 to ~99% at 20
    const oracle = syntheticOracle((x) => Math.min(0.6, curve(x[0])), 3000);
    const found = await tuneSearch([{ lo: 0, hi: 20, integer: true, current: 5 }], 0.9, oracle, {
      battles: 3000,
      precision: 0.025,
    });
    assert.equal(found.reached, false);
    // Every value from about 11 up gives 60%: the search keeps the end it measured.
    assert.equal(found.answer[0], 20);
    assert.ok(oracle.spent() <= 3000);
  });

  test("an end that reads just under the target at first is settled before the target is called out of reach", async () => {
    // Deterministic battles (a low-discrepancy sequence): at 0 the first 400 read 69% and later
    // ones 85%; elsewhere the rate falls from 75% by 1 pt per 100. The target 70% is crossed
    // near 500, not at 0.
    const counts = new Map<number, Counts>();
    let spent = 0;
    const rateAt = (v: number, i: number) =>
      v === 0 ? (i < 400 ? 0.69 : 0.85) : 0.75 - v / 10_000;
    const oracle: Oracle = {
      counts: (x) => counts.get(x[0]) ?? { wins: 0, n: 0 },
      left: () => 4000 - spent,
      async sample(x, battles) {
        const c = counts.get(x[0]) ?? { wins: 0, n: 0 };
        const n = Math.min(battles, 4000 - spent);
        let wins = c.wins;
        for (let i = c.n; i < c.n + n; i++)
          if ((i * 0.6180339887498949) % 1 < rateAt(x[0], i)) wins++;
        const next = { wins, n: c.n + n };
        counts.set(x[0], next);
        spent += n;
        return next;
      },
    };
    const found = await tuneSearch(
      [{ lo: 0, hi: 3000, integer: true, current: 2800 }],
      0.7,
      oracle,
      {
        battles: 4000,
        precision: 0.03,
      },
    );
    assert.equal(found.reached, true);
    assert.ok(found.answer[0] >= 250 && found.answer[0] <= 750, `answer ${found.answer[0]}`);
  });

  test("several parameters: the smallest change (Σ |Δ| / range) among those that reach the target", async () => {
    // Both parameters push the rate up; the second moves it four times as much per unit of range.
    const rate = (x: readonly number[]) =>
      Math.min(1, Math.max(0, 0.2 + 0.004 * x[0] + 0.016 * x[1]));
    const params = [
      { lo: 0, hi: 100, integer: true, current: 0 },
      { lo: 0, hi: 100, integer: true, current: 0 },
    ];
    const oracle = syntheticOracle(rate, 12000, 5);
    const found = await tuneSearch(params, 0.5, oracle, { battles: 12000, precision: 0.03 });
    assert.equal(found.reached, true);
    // 0.5 needs x1 ≈ 19 alone (change 0.19) or x0 = 75 alone (0.75) or both along the diagonal (0.3).
    assert.equal(found.answer[0], 0, `answer ${found.answer}`);
    assert.ok(Math.abs(found.answer[1] - 19) <= 3, `answer ${found.answer}`);
    assert.ok(Math.abs(found.change - changeOf(params, [0, 19])) < 0.04);
    assert.equal(found.lines.length, 3, "each parameter alone, then the segment");
  });

  test("several parameters that reach the target only together", async () => {
    const rate = (x: readonly number[]) => 0.1 + 0.004 * x[0] + 0.004 * x[1]; // 0.7 needs Σ = 150
    const params = [
      { lo: 0, hi: 100, integer: true, current: 50 },
      { lo: 0, hi: 100, integer: true, current: 50 },
    ];
    const oracle = syntheticOracle(rate, 12000, 9);
    const found = await tuneSearch(params, 0.7, oracle, { battles: 12000, precision: 0.03 });
    assert.equal(found.reached, true);
    const sum = found.answer[0] + found.answer[1];
    assert.ok(Math.abs(sum - 150) <= 12, `answer ${found.answer}`);
  });

  test("the same seed gives the same search", async () => {
    const curve = logistic(40, 0.1);
    const run = async () => {
      const oracle = syntheticOracle((x) => curve(x[0]), 4000, 11);
      return tuneSearch([{ lo: 0, hi: 99, integer: true, current: 10 }], 0.5, oracle, {
        battles: 4000,
        precision: 0.03,
      });
    };
    assert.deepEqual(await run(), await run());
  });
});
