/**
 * Vision's lowered runtime: the whole battle procedure over integers, playing exactly the games
 * the engine plays (same generator, same order of draws, same options in the same order), for
 * simulations. `prepare` turns a setup into a template once (or refuses, with a reason: then the
 * battle plays on the engine); `start` makes a battle of it for a seed. Proved against the engine
 * decision by decision in test/vision/runtime-equivalence.test.ts.
 */
import { loweredRuntime } from "../../shared/lowered-runtime.ts";
import { LoweredVisionBattle } from "./battle.ts";
import { prepareVision } from "./prepare.ts";
import type { VisionTemplate } from "./template.ts";

export { LoweredVisionBattle } from "./battle.ts";
export { type Prepared, prepareVision } from "./prepare.ts";
export { RuntimeLoopError } from "./state.ts";
export type { VisionTemplate } from "./template.ts";

/** A battle of a template for a seed, paused at its first decision (or over). */
export function startLowered(t: VisionTemplate, seed: number): LoweredVisionBattle {
  return new LoweredVisionBattle(t, seed);
}

/** The runtime as the system registry offers it (SystemEntry.lowered). */
export const visionLowered = loweredRuntime(prepareVision, startLowered);
