/**
 * The seeded generator. Its state lives inside the battle state (`state.rng`), so a saved or
 * cloned battle continues with exactly the same dice. Pinned results (from scenarios) come first.
 */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { EngineError } from "./errors.ts";
import type { BattleState } from "./types.ts";

/** The initial generator state for a seed. */
export function seedRng(seed: number): number[] {
  return [...xoroshiro128plus(seed | 0).getState()];
}

/**
 * One step of xoroshiro128+ directly on the state array (`[s01, s00, s11, s10]`, pure-rand's
 * layout): the same numbers as pure-rand's generator, without allocating one per roll.
 */
function nextInt32(r: number[]): number {
  const s01 = r[0];
  const s00 = r[1];
  const s11 = r[2];
  const s10 = r[3];
  const out = (s00 + s10) | 0;
  const a0 = s10 ^ s00;
  const a1 = s11 ^ s01;
  r[1] = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
  r[0] = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
  r[3] = (a1 << 5) ^ (a0 >>> 27);
  r[2] = (a0 << 5) ^ (a1 >>> 27);
  return out;
}

/** A uniform integer in [min, max] from the generator stored in the state (advances it). */
export function randomInt(state: BattleState, min: number, max: number): number {
  const size = max - min + 1;
  if (size > 4294967296 || !Number.isInteger(size) || size < 1) {
    // Outside the fast path's range: pure-rand's general algorithm (same generator state).
    const g = xoroshiro128plusFromState(state.rng);
    const v = uniformInt(g, min, max);
    const s = g.getState();
    for (let i = 0; i < 4; i++) state.rng[i] = s[i];
    return v;
  }
  // pure-rand's uniformIntInternal: rejection sampling keeps every value equally likely.
  const limit = size > 2 ? Math.floor(4294967296 / size) * size : 4294967296;
  let v = nextInt32(state.rng) + 2147483648;
  while (v >= limit) v = nextInt32(state.rng) + 2147483648;
  return (v % size) + min;
}

/**
 * Rolls one die with `sides` faces. A pinned result is used first; a pinned value that cannot
 * come up on this die is a scenario error, reported rather than silently clamped.
 */
export function rollDie(state: BattleState, sides: number): number {
  if (state.pinned.length > 0) {
    const v = state.pinned.shift()!;
    if (!Number.isInteger(v) || v < 1 || v > sides) {
      throw new EngineError(`pinned die result ${v} cannot come up on a ${sides}-sided die`);
    }
    return v;
  }
  return randomInt(state, 1, sides);
}

/** Fisher–Yates shuffle of an array in place, with the state's generator. */
export function shuffleInPlace<T>(state: BattleState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(state, 0, i);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
}
