/**
 * Running a procedure's next step at once instead of through the engine's loop. The engine runs
 * a queued task right after the current one has been settled (state-based checks when something
 * they read changed, queued triggers onto the stack) and observed. {@link runNext} queues the
 * step, settles the same way, and when the step is still what the engine would run next —
 * nothing asked, no result, nothing queued on top of it, nobody observing steps — takes it back
 * and runs it here: the same battle, one trip through the loop fewer.
 */
import type { Battle, Task } from "../../engine/index.ts";
import type { TaskOf, VisionTaskKind } from "./tasks.ts";

/** Queues `task` and runs it now with `handler` if nothing could come between. */
export function runNext<T extends Task>(
  b: Battle,
  task: T,
  handler: (b: Battle, t: T) => void,
): void {
  const s = b.state;
  s.tasks.push(task);
  if (b.afterStep !== null || s.pending !== null || s.result !== null) return;
  b.settle();
  if (s.pending !== null || s.result !== null || s.tasks[s.tasks.length - 1] !== task) return;
  s.tasks.pop();
  handler(b, task);
}

/**
 * Runs the task on top of the stack now when it is of kind `k` — the next step a procedure
 * queued earlier (the turn's phases, combat's steps) — through {@link runNext}'s checks.
 */
export function runQueued<K extends VisionTaskKind>(
  b: Battle,
  k: K,
  handler: (b: Battle, t: TaskOf<K>) => void,
): void {
  const tasks = b.state.tasks;
  const top = tasks[tasks.length - 1];
  if (top === undefined || top.k !== k) return;
  tasks.pop();
  // Queued with kind k, so with k's shape (tasks.ts).
  runNext(b, top as TaskOf<K>, handler);
}
