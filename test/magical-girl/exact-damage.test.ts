/**
 * MGR-51 in exact arithmetic: the damage multipliers are authored decimals, kept as exact
 * fractions, so (100 × 1.15) floors to 115 — floats make it 114.99999999999999 and 114.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { formula, fraction, maxDamage, times } from "../../src/systems/magical-girl/damage.ts";
import { ceilDiv } from "../../src/systems/magical-girl/exact.ts";
import { UNARMED } from "../../src/systems/magical-girl/weapons.ts";

const arm = (weightMul: number, attrMul: number, weightBonus = 0, damage = "1d3") => ({
  ...UNARMED,
  damage,
  weightMul,
  attrMul,
  weightBonus,
  bonus: 0,
});

/** ⌊p / q⌋ in BigInt (q > 0): the reference. */
function floorBig(p: bigint, q: bigint): bigint {
  const t = p / q;
  return p % q !== 0n && p < 0n ? t - 1n : t;
}

describe("MGR-51 exact multipliers", () => {
  test("MGR-51 100 × 1.15 = 115 (floats floor it to 114)", () => {
    assert.equal(Math.floor(100 * 1.15), 114, "the float pattern this replaces");
    assert.equal(formula(arm(1.15, 1), 100, 0), 115);
    assert.equal(formula(arm(1, 1.15), 100, 0), 115);
    assert.equal(formula(arm(1.1, 1.1), 100, 0), 121);
    assert.equal(formula(arm(1.5, 1, 2), 7, 0), 12, "⌊7 × 1.5 + 2⌋ = ⌊12.5⌋");
  });

  test("MGR-52 DAM, the formula's maximum, is exact too", () => {
    assert.equal(maxDamage(arm(1.15, 1, 0, "100")), 115);
  });

  test("MGR-36 a protector's 1.5 persons of damage, rounded down", () => {
    assert.deepEqual([times(7, 1.5), times(8, 1.5), times(0, 1.5)], [10, 12, 0]);
  });

  test("decimals become exact fractions", () => {
    assert.deepEqual(fraction(1.15), [115, 100]);
    assert.deepEqual(fraction(1.5), [15, 10]);
    assert.deepEqual(fraction(2), [2, 1]);
    assert.deepEqual(fraction(0.333), [333, 1000]);
  });

  test("MGR-51 the formula equals exact rational arithmetic for any authored decimals", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: -20, max: 20 }),
        fc.integer({ min: 0, max: 2000 }),
        (wm, am, wb, base) => {
          // Multipliers with up to three decimal places (0.000 … 4.000).
          const want = floorBig(
            (BigInt(base) * BigInt(wm) + BigInt(wb) * 1000n) * BigInt(am),
            1_000_000n,
          );
          assert.equal(formula(arm(wm / 1000, am / 1000, wb), base, 0), Number(want));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("integer ceiling division (movement cost, see rules-positions.test.ts)", () => {
  test("⌈p / q⌉ for positive, zero and negative p", () => {
    assert.deepEqual(
      [ceilDiv(15, 15), ceilDiv(16, 15), ceilDiv(0, 10), ceilDiv(-3, 2)],
      [1, 2, 0, -1],
    );
  });
});
