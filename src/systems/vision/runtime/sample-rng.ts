/**
 * The generator work of dealing a sample (determinize.ts), written out for speed — every MCTS
 * iteration deals one: the engine's shuffleInPlace over each group
 * of hidden identities. FlatRng (src/engine/flat-rng.ts) mirrors rng.ts; this mirrors FlatRng
 * with the state in locals (test/vision/runtime-search.test.ts holds both to the engine's).
 */
import type { FlatRng } from "../../../engine/index.ts";

/** uniformInt's bound for each range below 257 (FlatRng.below's `maxAllowed`). */
const MAX_ALLOWED = new Float64Array(257);
for (let r = 1; r <= 256; r++) MAX_ALLOWED[r] = r > 2 ? Math.floor(4294967296 / r) * r : 4294967296;

/**
 * `rng.shuffleBytes(a, 0, end0)` then `rng.shuffleBytes(a, end0, total - end0)` — the engine's
 * shuffleInPlace per group — with the generator held in locals and the bounds from a table: a
 * sample draws once per hidden card, the largest part of dealing it. FlatRng's `next` and
 * `below` written out (test/vision/runtime-search.test.ts holds the deal to the engine's).
 */
export function shuffleGroups(rng: FlatRng, a: Uint8Array, end0: number, total: number): void {
  let s00 = rng.s00;
  let s01 = rng.s01;
  let s10 = rng.s10;
  let s11 = rng.s11;
  for (let g = 0; g < 2; g++) {
    const from = g === 0 ? 0 : end0;
    const len = g === 0 ? end0 : total - end0;
    for (let i = len - 1; i > 0; i--) {
      const range = i + 1;
      const maxAllowed = MAX_ALLOWED[range];
      let v: number;
      do {
        const out = (s00 + s10) | 0;
        const a0 = s10 ^ s00;
        const a1 = s11 ^ s01;
        const o00 = s00;
        const o01 = s01;
        s00 = (o00 << 24) ^ (o01 >>> 8) ^ a0 ^ (a0 << 16);
        s01 = (o01 << 24) ^ (o00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
        s10 = (a1 << 5) ^ (a0 >>> 27);
        s11 = (a0 << 5) ^ (a1 >>> 27);
        v = out + 2147483648;
      } while (v >= maxAllowed);
      const j = v % range;
      const t = a[from + i];
      a[from + i] = a[from + j];
      a[from + j] = t;
    }
  }
  rng.s00 = s00;
  rng.s01 = s01;
  rng.s10 = s10;
  rng.s11 = s11;
}
