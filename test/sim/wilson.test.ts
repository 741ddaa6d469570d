import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { botRng } from "../../src/bots/bot-rng.ts";
import { wilson } from "../../src/sim/wilson.ts";

describe("Wilson 95% intervals", () => {
  test("match published values", () => {
    // Reference values (Newcombe 1998, Wilson score without continuity correction).
    const r = wilson(5, 10);
    assert.ok(Math.abs(r.lo - 0.2366) < 5e-4 && Math.abs(r.hi - 0.7634) < 5e-4, JSON.stringify(r));
    const s = wilson(81, 263);
    assert.ok(Math.abs(s.lo - 0.2553) < 5e-4 && Math.abs(s.hi - 0.3662) < 5e-4, JSON.stringify(s));
    const z = wilson(0, 20);
    assert.equal(z.lo, 0);
    assert.ok(Math.abs(z.hi - 0.1611) < 5e-4, JSON.stringify(z));
    assert.deepEqual(wilson(0, 0), { count: 0, n: 0, p: 0, lo: 0, hi: 1 });
  });

  test("cover a known probability in about 95% of repeated experiments", () => {
    // 2000 experiments of 200 trials at p = 1/6 (a die showing 6): the interval should hold p
    // about 95% of the time; Wilson's actual coverage here is within a point or so of that.
    const rng = botRng(12345);
    const p = 1 / 6;
    let covered = 0;
    const runs = 2000;
    for (let k = 0; k < runs; k++) {
      let hits = 0;
      for (let i = 0; i < 200; i++) if (rng.int(6) === 5) hits++;
      const r = wilson(hits, 200);
      if (r.lo <= p && p <= r.hi) covered++;
    }
    const coverage = covered / runs;
    assert.ok(coverage > 0.93 && coverage < 0.97, `coverage ${coverage}`);
  });
});
