/** A repeated decision step: ask while there is something to do, apply, ask again; `end` stops. */
import type { Battle, OptionDef, Task } from "../../engine/index.ts";

/** The options of a step for `seat` now (a fresh array the step may append to). */
export type StepOptions = (b: Battle, seat: string) => OptionDef[];
/** Applies `seat`'s choice (never `end`). */
export type StepApply = (b: Battle, seat: string, choice: string) => void;

/**
 * Runs one round of a step task `{k, seat}`. Without a choice it asks `seat` (nothing to offer →
 * the step is skipped without a decision, since `end` would be the only answer); with a choice
 * it applies it and re-queues the step so the seat may act again. The options and the apply
 * are module functions, not closures: a step runs about twice per decision.
 */
export function repeatStep(
  b: Battle,
  t: Task,
  prompt: string,
  options: StepOptions,
  apply: StepApply,
): void {
  const seat = t.seat as string;
  const choice = t.choice as string | undefined;
  if (choice === undefined) {
    const opts = options(b, seat);
    if (opts.length === 0) return;
    opts.push({ id: "end" });
    b.ask(seat, { k: prompt }, opts, { k: t.k, seat });
    return;
  }
  if (choice === "end") return;
  b.state.tasks.push({ k: t.k, seat });
  apply(b, seat, choice);
}
