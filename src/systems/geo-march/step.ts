/** A repeated decision step: ask while there is something to do, apply, ask again; `end` stops. */
import type { Battle, OptionDef, Task } from "../../engine/index.ts";

/**
 * Runs one round of a step task. Without a choice it asks `seat` (nothing to offer → the step is
 * skipped without a decision, since `end` would be the only answer); with a choice it applies it
 * and re-queues the step so the seat may act again.
 */
export function repeatStep(
  b: Battle,
  t: Task,
  prompt: string,
  options: () => OptionDef[],
  apply: (choice: string) => void,
): void {
  const seat = t.seat as string;
  if (t.choice === undefined) {
    const opts = options();
    if (opts.length === 0) return;
    const { choice: _c, ...again } = t;
    b.ask(seat, { k: prompt }, [...opts, { id: "end" }], again);
    return;
  }
  if (t.choice === "end") return;
  const { choice, ...again } = t;
  b.push(again);
  apply(choice as string);
}
