/**
 * Whether an event would reach anyone: the battle's log is on, or an observer (a simulation's
 * tally, the battle's `onEvent`, the system's hook) listens. With the log off and no observer,
 * `emit` drops an event as soon as it is made, so rules code builds an event (and what only the
 * event carries: a check's line of arithmetic) only when this says yes — the same battle, less
 * garbage per decision. One helper for every system (vision, geo-march, magical-girl and
 * ygo-trpg each had its own copy).
 */
import type { Battle } from "../../engine/index.ts";

/** True when an event emitted now is logged or observed. */
export function heard(b: Battle): boolean {
  return b.state.logOn || b.onEvent !== null || b.system.onEvent !== undefined;
}
