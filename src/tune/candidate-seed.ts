/**
 * The seed of `kassen tune`'s battles at one point of the search: a hash of the run's seed and
 * the point's values, never of the order the search visited points or how workers were
 * scheduled. Battle i at a point is then `battleSeed(candidateSeed(seed, x), i)`, so the battles
 * at a point are the same whichever search line reached it and however many workers played them.
 */

/** A 32-bit seed for the point `x` of a run seeded with `runSeed`. */
export function candidateSeed(runSeed: number, x: readonly number[]): number {
  // FNV-1a over the seed and the values as text (exact: 3 and 3.0 are the same point).
  const text = `${runSeed}|${x.map((v) => String(v)).join(",")}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // A final avalanche so near values (3, 4) give unrelated seeds.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h | 0;
}
