/**
 * Whether an event would reach anyone. With the log off and no observer, `emit` does nothing
 * with an event (vision has no event hook of its own), so vision's events are built only when
 * this says yes: the same battle, less garbage per decision.
 */
import type { Battle } from "../../engine/index.ts";

/** True when an event emitted now is logged or observed. */
export function heard(b: Battle): boolean {
  return b.state.logOn || b.onEvent !== null || b.system.onEvent !== undefined;
}
