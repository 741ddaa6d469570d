/**
 * The engine's `seedRng` (src/engine/rng.ts) written into a FlatRng without the arrays and the
 * generator object it makes: a search bot reseeds once per sample. Only for 32-bit seeds (a
 * sample's generator is seeded from `seed ^ salt`, always one): there the high bits add nothing,
 * and the state is splitmix32's next four outputs (pure-rand's state from them is the same four
 * words). test/magical-girl/runtime-search.test.ts holds it to seedRng.
 */
import type { FlatRng } from "../../../engine/flat-rng.ts";

/** Sets `rng` to `seedRng(seed)` for a 32-bit `seed` (`seed | 0 === seed`). */
export function reseed(rng: FlatRng, seed: number): void {
  let x = seed | 0;
  x = (x + 0x9e3779b9) | 0;
  const a = mix(x);
  x = (x + 0x9e3779b9) | 0;
  const b = mix(x);
  x = (x + 0x9e3779b9) | 0;
  const c = mix(x);
  x = (x + 0x9e3779b9) | 0;
  const d = mix(x);
  rng.s01 = a;
  rng.s00 = b;
  rng.s11 = c;
  // An all-zero state would stay zero forever (seedRng's guard).
  rng.s10 = (a | b | c | d) === 0 ? 1 : d;
}

/** splitmix32's output for the counter `z` (seedRng's `next`). */
function mix(z: number): number {
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) | 0;
}
