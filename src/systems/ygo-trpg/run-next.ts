/**
 * Running the next step of a procedure at once instead of queueing it. The engine runs a queued
 * step right after this one, having settled the state-based checks in between — which do
 * nothing when nothing they read has changed (`checkOnChange`: the battle is not dirty; ygo-trpg
 * queues no triggers). So when the battle is clean the step runs now, with the same effect and
 * one dispatch fewer; when it is dirty the step is queued as before, so the checks still come first.
 */
import type { Battle, Task, TaskHandler } from "../../engine/index.ts";

/** Runs `task` with `handler` now if nothing the checks read has changed, else queues it. */
export function runNext(b: Battle, task: Task, handler: TaskHandler): void {
  if (b.dirty) b.push(task);
  else handler(b, task);
}
