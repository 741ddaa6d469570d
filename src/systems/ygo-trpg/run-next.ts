/**
 * Running the next step of a procedure at once instead of queueing it. The engine runs a queued
 * step right after this one, having settled the state-based checks in between — which do
 * nothing when nothing they read has changed (`checkOnChange`: the battle is not dirty; ygo-trpg
 * queues no triggers). So when the battle is clean the step runs now, with the same effect and
 * one dispatch fewer; when it is dirty the step is queued as before, so the checks still come first.
 */
import type { Battle, Task } from "../../engine/index.ts";

/**
 * Runs `task` with `handler` now if nothing the checks read has changed, else queues it (the
 * engine then dispatches it by its `k`: `handler` must be the handler of that kind).
 */
export function runNext<T extends Task>(
  b: Battle,
  task: T,
  handler: (b: Battle, t: T) => void,
): void {
  if (b.dirty) b.push(task);
  else handler(b, task);
}
