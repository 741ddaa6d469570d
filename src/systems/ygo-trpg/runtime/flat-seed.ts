/**
 * The engine's `seedRng` (src/engine/rng.ts) written into a FlatRng without the arrays and the
 * generator object it makes: a search sample seeds twice (deal, then future dice), thousands of
 * times a decision. Seeds of 32 bits take the engine's own arithmetic here (splitmix32, four
 * draws, never all zero); wider seeds go through `seedRng` itself.
 */
import { type FlatRng, seedRng } from "../../../engine/index.ts";

/** Sets `rng` to the state `seedRng(seed)` returns. */
export function seedFlat(rng: FlatRng, seed: number): void {
  if (!(seed >= -2147483648 && seed < 4294967296) || !Number.isInteger(seed)) {
    rng.set(seedRng(seed));
    return;
  }
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
  // An all-zero state would stay zero forever (seedRng's rule).
  rng.s10 = a === 0 && b === 0 && c === 0 && d === 0 ? 1 : d;
}

/** splitmix32's output function (seedRng's `next` after its step). */
function mix(x: number): number {
  let z = x;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) | 0;
}
