/**
 * Geo-march's lowered runtime: the whole game and battle procedure over integers, playing
 * exactly the games the engine plays (same generator, same order of draws, same options in the
 * same order), for simulations. `prepare` turns a setup into a template once (or refuses, with
 * a reason: then the engine plays it); `start` makes a game of it for a seed. Proved against the
 * engine decision by decision in test/geo-march/runtime-equivalence.test.ts.
 */
import { loweredRuntime } from "../../shared/lowered-runtime.ts";
import { LoweredGeoBattle } from "./battle.ts";
import { prepareGeoMarch } from "./prepare.ts";
import type { GeoTemplate } from "./template.ts";

export { LoweredGeoBattle } from "./battle.ts";
export { type Prepared, prepareGeoMarch } from "./prepare.ts";
export { RuntimeLoopError } from "./state.ts";
export type { GeoTemplate } from "./template.ts";

/** A game of a template for a seed, paused at its first decision (or over). */
export function startLowered(t: GeoTemplate, seed: number): LoweredGeoBattle {
  return new LoweredGeoBattle(t, seed);
}

/** The runtime as the system registry offers it (SystemEntry.lowered). */
export const geoMarchLowered = loweredRuntime(prepareGeoMarch, startLowered);
