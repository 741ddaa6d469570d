/** Agreement between an exact probability and a simulated frequency, within sampling error. */
import assert from "node:assert/strict";

/**
 * Asserts that `hits` out of `n` trials agrees with probability `p`: within 4 standard errors
 * (a false alarm about once in 16 000 checks), or exactly when `p` is 0 or 1.
 */
export function assertAgrees(hits: number, n: number, p: number, what: string): void {
  const observed = hits / n;
  if (p === 0 || p === 1) {
    assert.equal(observed, p, `${what}: observed ${observed}, exact ${p}`);
    return;
  }
  const bound = 4 * Math.sqrt((p * (1 - p)) / n);
  assert.ok(
    Math.abs(observed - p) < bound,
    `${what}: observed ${observed.toFixed(4)} (${hits}/${n}), exact ${p.toFixed(4)}, allowed ±${bound.toFixed(4)}`,
  );
}

/** Asserts that a sample mean agrees with an exact mean, within 4 standard errors. */
export function assertMeanAgrees(samples: number[], exact: number, sd: number, what: string): void {
  const m = samples.reduce((s, x) => s + x, 0) / samples.length;
  const bound = 4 * (sd / Math.sqrt(samples.length));
  assert.ok(
    Math.abs(m - exact) < bound,
    `${what}: observed mean ${m.toFixed(3)}, exact ${exact.toFixed(3)}, allowed ±${bound.toFixed(3)}`,
  );
}

/**
 * The i-th seed of a sample, scattered over 32 bits (murmur3's finaliser). The engine mixes
 * seeds itself since neighbouring seeds were found to give correlated first rolls (two d6 equal
 * about 1/3 of the time over seeds 1…n; test/engine/seeding.test.ts); scattering here keeps
 * these tests independent of how the engine seeds.
 */
export function sampleSeed(i: number): number {
  let h = Math.imul(i ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}
