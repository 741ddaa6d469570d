/**
 * The engine's `seedRng(seed)` (src/engine/rng.ts) straight into a FlatRng, without the lists
 * and the closure seedRng makes: a search sample seeds a generator twice (the dealing, then the
 * dice), thousands of times per decision. test/geo-march/runtime-search.test.ts holds it to
 * seedRng over small, negative and large seeds.
 */
import type { FlatRng } from "../../../engine/index.ts";

/** splitmix32's output for its counter `x` (already advanced), as seedRng's `next`. */
function mix(x: number): number {
  let z = x;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) | 0;
}

/** Sets `rng` to the state `seedRng(seed)` returns. */
export function seedFlat(rng: FlatRng, seed: number): void {
  let x = seed | 0;
  let a = mix((x = (x + 0x9e3779b9) | 0));
  let b = mix((x = (x + 0x9e3779b9) | 0));
  let c = mix((x = (x + 0x9e3779b9) | 0));
  let d = mix((x = (x + 0x9e3779b9) | 0));
  // Seeds beyond 32 bits mix their high bits in on top (seedRng's `high`).
  const high = seed >= 2 ** 32 || seed < -(2 ** 31) ? Math.floor(seed / 2 ** 32) : 0;
  if (high !== 0) {
    x = high | 0;
    a ^= mix((x = (x + 0x9e3779b9) | 0));
    b ^= mix((x = (x + 0x9e3779b9) | 0));
    c ^= mix((x = (x + 0x9e3779b9) | 0));
    d ^= mix((x = (x + 0x9e3779b9) | 0));
  }
  if (a === 0 && b === 0 && c === 0 && d === 0) d = 1;
  rng.s01 = a;
  rng.s00 = b;
  rng.s11 = c;
  rng.s10 = d;
}
