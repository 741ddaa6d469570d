/** Seeds of simulated battles: battle i's seed depends only on the run's seed and i. */

/**
 * The seed of battle number `index` in a run seeded with `runSeed` (a 32-bit integer). Derived by
 * a hash, not by a shared generator, so any worker can play any battle and the results do not
 * depend on how the battles were split between workers.
 */
export function battleSeed(runSeed: number, index: number): number {
  let h = Math.imul(runSeed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h | 0;
}
