/** A repeated decision step: ask while there is something to do, apply, ask again; `end` stops. */
import type { Battle, OptionDef } from "../../engine/index.ts";
import { type OptionRef, optionRef } from "./option-ids.ts";
import type { StepKind, StepTask } from "./tasks.ts";

/** The options of a step for `seat` now (a fresh array the step may append to). */
export type StepOptions = (b: Battle, seat: string) => OptionDef[];
/** Applies `seat`'s choice (never `end`), read as what its option id names. */
export type StepApply = (b: Battle, seat: string, choice: OptionRef) => void;

/**
 * Runs one round of a step task `{k, seat}`. Without a choice it asks `seat` (nothing to offer →
 * the step is skipped without a decision, since `end` would be the only answer); with a choice
 * it applies it and re-queues the step so the seat may act again. The options and the apply
 * are module functions, not closures: a step runs about twice per decision.
 */
export function repeatStep(
  b: Battle,
  t: StepTask,
  prompt: string,
  options: StepOptions,
  apply: StepApply,
): void {
  const seat = t.seat;
  const choice = t.choice;
  if (choice === undefined) {
    ask(b, t.k, seat, prompt, options);
    return;
  }
  // `end` applies nothing: no lookup for it.
  if (choice === "end") return;
  const ref = optionRef(choice);
  const s = b.state;
  const again: StepTask = { k: t.k, seat };
  s.tasks.push(again);
  apply(b, seat, ref);
  // The re-queued step is what the engine would run next, right after settling this task. With
  // nothing to settle (geo-march has no state-based checks; no trigger queued), no decision or
  // result set by the apply and nobody observing steps, it is run here: one task less per
  // decision, the same battle.
  if (
    s.pending === null &&
    s.result === null &&
    s.triggers.length === 0 &&
    b.afterStep === null &&
    b.system.check === undefined &&
    s.tasks[s.tasks.length - 1] === again
  ) {
    s.tasks.pop();
    ask(b, t.k, seat, prompt, options);
  }
}

/** Asks `seat` the step's question, or skips the step when there is nothing to offer. */
function ask(b: Battle, k: StepKind, seat: string, prompt: string, options: StepOptions): void {
  const opts = options(b, seat);
  if (opts.length === 0) return;
  opts.push({ id: "end" });
  b.ask(seat, { k: prompt }, opts, { k, seat });
}
