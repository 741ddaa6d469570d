/**
 * Magical-girl's lowered runtime (in progress): the battle procedure over integers, playing
 * exactly the engine's games. So far: prepare (setup → integers, refusals with a reason), the
 * generator and d100 checks, and the opening up to the first turn — proved against the engine in
 * test/magical-girl/runtime-equivalence.test.ts. Not offered to the simulator until a whole
 * battle plays (SystemEntry.lowered stays unset).
 */
import { MgRuntimeBattle } from "./battle.ts";
import type { MgTemplate } from "./template.ts";

export { MgRuntimeBattle } from "./battle.ts";
export { levelOf, opposed, rollCheck } from "./dice.ts";
export { type Prepared, prepareMagicalGirl } from "./prepare.ts";
export { Rng } from "./rng.ts";
export type { MgTemplate } from "./template.ts";

/** A battle of a template for a seed, paused at its first decision. */
export function startLowered(t: MgTemplate, seed: number): MgRuntimeBattle {
  return new MgRuntimeBattle(t, seed);
}
