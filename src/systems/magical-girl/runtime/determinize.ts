/**
 * A sample of a runtime battle as a seat may imagine it, dealt exactly as the engine's
 * `determinize` deals it (src/engine/determinize.ts). Magical-girl hides nothing: every zone is
 * public (`zoneVisibility`), and a battle's only zone is the field, so no seat has hidden groups,
 * no identity is dealt and the dealing draws nothing from `seedRng(seed)`. What is left is the
 * reseeding: the future dice start from `seedRng(seed ^ 0x2c1b3c6d)`, as the engine's sample's
 * do. A seat that did not see the field would need its fighters dealt, which a runtime battle
 * cannot do: that is refused rather than sampled with what the seat does not know.
 */

import { EngineError } from "../../../engine/index.ts";
import type { Slab } from "../../shared/buffer-slab.ts";
import { cloneState } from "./clone.ts";
import type { MgSearchInfo } from "./search-info.ts";
import type { MgState } from "./state.ts";

/** determinize.ts: the salt of the reseeded generator after the dealing. */
const RESEED = 0x2c1b3c6d;

/**
 * A copy of `s` as seat code `seat` may imagine it for `seed`, as the engine deals it (its lists
 * carved from `slab`, the battle's).
 */
export function determinizeState(
  s: MgState,
  info: MgSearchInfo,
  seat: number,
  seed: number,
  slab: Slab,
): MgState {
  if (!info.seesAll[seat])
    throw new EngineError(
      `magical-girl runtime: seat ${s.t.seats[seat]} does not see every fighter`,
    );
  const c = cloneState(s, slab);
  // seedRng(seed ^ RESEED), without its allocations (the xor makes a 32-bit seed).
  c.rng.seed(seed ^ RESEED);
  return c;
}
