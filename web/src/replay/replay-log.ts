/**
 * The log up to a step. Each step carries only the lines added since the one before (or the
 * whole log again after a take-back), as the sockets do; the log at step k is rebuilt from the
 * last restart at or before k, so no step keeps its own copy of the whole log.
 */
import type { LogLine } from "../net/protocol.ts";
import type { ReplayStep } from "./replay-api.ts";

/** The log lines a seat had seen at step `k`. */
export function logAt(steps: readonly ReplayStep[], k: number): LogLine[] {
  let from = Math.min(k, steps.length - 1);
  while (from > 0 && !steps[from].state.logReset) from -= 1;
  const out: LogLine[] = [];
  for (let i = from; i <= k && i < steps.length; i++) out.push(...steps[i].state.log);
  return out;
}
