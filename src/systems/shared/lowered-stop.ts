/**
 * What a lowered runtime (SystemEntry.lowered) throws when it stops a battle the engine would
 * stop too (a loop guard, a count beyond its packed fields): the simulator then plays that battle
 * on the engine, which reports it its own way. Anything else a runtime throws is a defect and is
 * not swallowed.
 */
export class LoweredStopError extends Error {}
