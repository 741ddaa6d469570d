/**
 * Whether anyone sees a battle's events: its log is on, or an observer (a simulation's tally, a
 * system hook) listens. When no one does, an event is dropped as soon as it is made, so the hot
 * paths skip building what only the events carry (a check's line of arithmetic).
 */
import type { Battle } from "../../engine/index.ts";

/** Whether an event emitted now reaches anyone (the log or an observer). */
export function listened(b: Battle): boolean {
  return b.state.logOn || b.onEvent !== null || b.system.onEvent !== undefined;
}
