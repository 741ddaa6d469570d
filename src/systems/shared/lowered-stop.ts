/**
 * What a lowered runtime (SystemEntry.lowered) throws when it stops a battle the engine would
 * stop too (a loop guard, a count beyond its packed fields): the simulator then plays that battle
 * on the engine, which reports it its own way. Anything else a runtime throws is a defect and is
 * not swallowed.
 *
 * A kind of the engine's FastPathStop: a battle on the Battle API's fast path that stops so is
 * handed to the engine the same way.
 */
import { FastPathStop } from "../../engine/index.ts";

export class LoweredStopError extends FastPathStop {}
