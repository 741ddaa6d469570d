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
