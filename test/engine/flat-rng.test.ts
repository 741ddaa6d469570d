/**
 * FlatRng (the lowered runtimes' generator) draws exactly what the engine's rng.ts draws: the
 * same integers, dice and shuffles from the same state, leaving the same state behind.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { FlatRng } from "../../src/engine/flat-rng.ts";
import { randomInt, rollDie, seedRng, shuffleInPlace } from "../../src/engine/rng.ts";
import type { BattleState } from "../../src/engine/types.ts";

/** The part of a state rng.ts reads. */
const stateOf = (seed: number) => ({ rng: seedRng(seed), pinned: [] }) as unknown as BattleState;

describe("FlatRng", () => {
  test("integers, dice and the generator state equal rng.ts's, any seed and range", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 31), max: 2 ** 53 }),
        fc.array(fc.integer({ min: 0, max: 2 ** 32 - 2 }), { minLength: 1, maxLength: 40 }),
        (seed, maxes) => {
          const s = stateOf(seed);
          const r = new FlatRng();
          r.set(s.rng);
          for (const max of maxes) {
            assert.equal(r.below(max), randomInt(s, 0, max));
            const sides = 1 + (max % 100);
            assert.equal(r.die(sides), rollDie(s, sides));
          }
          assert.deepEqual(r.get(), s.rng);
        },
      ),
    );
  });

  test("seeds as seedRng does: 32-bit, negative, wide and edge seeds", () => {
    const rng = new FlatRng();
    const edges = [0, 1, -1, 2 ** 31 - 1, -(2 ** 31), 2 ** 32 - 1, 2 ** 32, 2 ** 40 + 5];
    for (const seed of [...edges, -(2 ** 33), Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]) {
      rng.seed(seed);
      assert.deepEqual(rng.get(), seedRng(seed), `seed ${seed}`);
    }
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger()), (seed) => {
        rng.seed(seed);
        assert.deepEqual(rng.get(), seedRng(seed));
      }),
      { numRuns: 3000 },
    );
  });

  test("shuffles a list and a byte range as shuffleInPlace does", () => {
    for (let seed = 0; seed < 300; seed++) {
      const n = seed % 60;
      const items = Array.from({ length: n }, (_, i) => i);
      const s = stateOf(seed);
      shuffleInPlace(s, items);
      const r = new FlatRng();
      r.set(seedRng(seed));
      const list = Array.from({ length: n }, (_, i) => i);
      r.shuffle(list);
      assert.deepEqual(list, items, `seed ${seed}: list`);
      const bytes = new Uint8Array(n + 7).fill(255);
      for (let i = 0; i < n; i++) bytes[3 + i] = i;
      const b = new FlatRng();
      b.set(seedRng(seed));
      b.shuffleBytes(bytes, 3, n);
      assert.deepEqual([...bytes.subarray(3, 3 + n)], items, `seed ${seed}: bytes`);
      assert.deepEqual(
        [bytes[0], bytes[n + 3]],
        [255, 255],
        `seed ${seed}: bytes outside the range`,
      );
      assert.deepEqual(r.get(), s.rng);
      assert.deepEqual(b.get(), s.rng);
    }
  });
});
