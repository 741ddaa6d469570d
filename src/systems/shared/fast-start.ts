/**
 * The engine's fast path (engine/fast-path.ts) on the systems' lowered runtimes: the starter the
 * registry installs. A battle goes on its system's runtime only when that runtime plays it
 * exactly — no pinned dice (the runtimes roll from the generator only), readable card ids (a
 * runtime names cards as the readable setup does), a setup and options its `prepare` takes — and
 * the runtimes are on (`KASSEN_LOWERED` is not 0). Anything else is the engine's, refusals
 * included: a setup the runtime cannot prepare is started on the engine, which says what is wrong.
 */
import type { FastStarter, RuleSystem } from "../../engine/index.ts";
import { type LoweredRuntime, loweredOff } from "./lowered-runtime.ts";
import { LoweredStopError } from "./lowered-stop.ts";
import { type LoweredTemplate, preparedTemplate } from "./lowered-templates.ts";

/** A system as the registry lists it, with its runtime if it has one. */
interface Entry {
  system: RuleSystem;
  lowered?: LoweredRuntime;
}

/** The starter for the systems of `entries` (the registry's). */
export function fastStarter(entries: Readonly<Record<string, Entry>>): FastStarter {
  return (system, init) => {
    if (loweredOff() || (init.pinned?.length ?? 0) > 0 || init.ids === "opaque") return null;
    const entry = Object.hasOwn(entries, system.id) ? entries[system.id] : undefined;
    if (entry?.system !== system || entry.lowered === undefined) return null;
    let t: LoweredTemplate | null;
    try {
      t = preparedTemplate(system.id, entry.lowered, init);
    } catch {
      // A setup the runtime cannot read: the engine starts it, and says why if it is wrong.
      return null;
    }
    if (t === null) return null;
    try {
      // The runtime's battle is the fast path itself: one call fewer per question.
      return t.start(init.seed);
    } catch (err) {
      if (err instanceof LoweredStopError) return null;
      throw err;
    }
  };
}
