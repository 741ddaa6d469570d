/** Exact fractions `ways / total` of BigInts: probability as a float, reduced text, sums. */

/** `ways / total` as the nearest float (both are at most a few hundred bits here). */
export function toP(ways: bigint, total: bigint): number {
  if (total === 0n) return 0;
  // Scale down huge values together so Number() cannot overflow to Infinity.
  let w = ways;
  let t = total;
  while (t > 2n ** 1000n) {
    w >>= 64n;
    t >>= 64n;
  }
  return Number(w) / Number(t);
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** `ways/total` in lowest terms, e.g. `21/36` → `7/12`. */
export function reduced(ways: bigint, total: bigint): string {
  const g = gcd(ways, total);
  return g === 0n ? `0/${total}` : `${ways / g}/${total / g}`;
}
