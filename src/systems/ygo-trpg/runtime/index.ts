/**
 * ygo-trpg's lowered runtime: the whole battle procedure over integers, playing exactly the games
 * the engine plays (same generator, same order of dice, same options in the same order), for
 * simulations. `prepare` turns a setup into a template once (or refuses, with a reason: then the
 * battle plays on the engine); `start` makes a battle of it for a seed. Proved against the engine
 * decision by decision in test/ygo-trpg/runtime-equivalence.test.ts.
 */
import { loweredRuntime } from "../../shared/lowered-runtime.ts";
import { LoweredYgoBattle } from "./battle.ts";
import { prepareYgoTrpg } from "./prepare.ts";
import type { YgoTemplate } from "./template.ts";

export { LoweredYgoBattle } from "./battle.ts";
export { type Prepared, prepareYgoTrpg } from "./prepare.ts";
export type { YgoTemplate } from "./template.ts";

/** A battle of a template for a seed, paused at its first decision (or over). */
export function startLowered(t: YgoTemplate, seed: number): LoweredYgoBattle {
  return new LoweredYgoBattle(t, seed);
}

/** The runtime as the system registry offers it (SystemEntry.lowered). */
export const ygoTrpgLowered = loweredRuntime(prepareYgoTrpg, startLowered);
