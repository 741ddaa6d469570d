/**
 * Magical-girl's lowered runtime: the KP battle's procedure over integers, playing exactly the
 * engine's games (same generator, same order of dice, same options in the same order, same
 * result and analysis figures), for simulations. `prepare` turns a setup into a template once
 * (or refuses, with a reason: then the battle plays on the engine); `start` makes a battle of it
 * for a seed. Proved against the engine decision by decision in
 * test/magical-girl/runtime-equivalence.test.ts.
 */
import { loweredRuntime } from "../../shared/lowered-runtime.ts";
import { MgRuntimeBattle } from "./battle.ts";
import { prepareMagicalGirl } from "./prepare.ts";
import type { MgTemplate } from "./template.ts";

export { MgRuntimeBattle } from "./battle.ts";
export { levelOf, opposed, rollCheck } from "./dice.ts";
export { type Prepared, prepareMagicalGirl } from "./prepare.ts";
export type { MgTemplate } from "./template.ts";

/** A battle of a template for a seed, paused at its first decision. */
export function startLowered(t: MgTemplate, seed: number): MgRuntimeBattle {
  return new MgRuntimeBattle(t, seed);
}

/** The runtime as the system registry offers it (SystemEntry.lowered). */
export const magicalGirlLowered = loweredRuntime(prepareMagicalGirl, startLowered);
