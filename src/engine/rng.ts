/**
 * The seeded generator. Its state lives inside the battle state (`state.rng`), so a saved or
 * cloned battle continues with exactly the same dice. Pinned results (from scenarios) come first.
 */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { EngineError } from "./errors.ts";
import type { BattleState } from "./types.ts";

/**
 * The initial generator state for a seed. The seed is spread over all 128 bits of state with
 * splitmix32 first: xoroshiro128+ seeded straight from a small number starts with mostly-zero
 * state, and its first outputs are then correlated across neighbouring seeds (two d6 came up
 * equal a third of the time over seeds 1…20000, where 1/6 is right).
 *
 * Seeds may be any safe integer up to 2^53. The low 32 bits (xor `salt`, for streams derived
 * from the same seed) seed as they always have, so every seed below 2^32 — every scenario and
 * replay there is — gives the state it gave before; the bits above are mixed in on top. A
 * server's secret seed uses them: 2^32 seeds could be searched by a player matching the cards
 * and ids it sees, 2^53 cannot.
 */
export function seedRng(seed: number, salt = 0): number[] {
  let x = (seed | 0) ^ salt;
  const next = (): number => {
    x = (x + 0x9e3779b9) | 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) | 0;
  };
  const state = [next(), next(), next(), next()];
  // Seeds that fit in 32 bits (signed or not) keep their old state exactly.
  const high = seed >= 2 ** 32 || seed < -(2 ** 31) ? Math.floor(seed / 2 ** 32) : 0;
  if (high !== 0) {
    x = high | 0;
    for (let i = 0; i < 4; i++) state[i] ^= next();
  }
  // An all-zero state would stay zero forever.
  if (!state.some((v) => v !== 0)) state[3] = 1;
  return [...xoroshiro128plusFromState(state).getState()];
}

/** A uniform integer in [min, max] from the generator stored in the state (advances it). */
export function randomInt(state: BattleState, min: number, max: number): number {
  const g = xoroshiro128plusFromState(state.rng);
  const v = uniformInt(g, min, max);
  const s = g.getState();
  state.rng[0] = s[0];
  state.rng[1] = s[1];
  state.rng[2] = s[2];
  state.rng[3] = s[3];
  return v;
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
