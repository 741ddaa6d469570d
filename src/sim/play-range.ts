/** Playing a range of a plan's battles into a tally (in a worker, or in-process). */
import { KassenError } from "../engine/index.ts";
import { SYSTEM_ENTRIES } from "../systems/registry.ts";
import type { SimPlan } from "./plan.ts";
import { playOne } from "./play-one.ts";
import { addBattle, emptyTally, type SimTally } from "./tally.ts";

/** Plays battles `start` (inclusive) to `end` (exclusive) of `plan`. */
export function playRange(plan: SimPlan, start: number, end: number): SimTally {
  const entry = Object.hasOwn(SYSTEM_ENTRIES, plan.system) ? SYSTEM_ENTRIES[plan.system] : null;
  if (entry === null) throw new KassenError(`unknown system "${plan.system}"`);
  const tally = emptyTally();
  for (let i = start; i < end; i++)
    addBattle(tally, playOne(plan, entry.system, entry.analysis, i));
  return tally;
}
