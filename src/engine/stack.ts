/**
 * The response stack (Vision's 干渉, Geo-march's counter chains). A window gives priority to
 * seats in the order the system's policy says; each play goes on the stack and passes priority
 * on; when every participant has passed in succession the stack resolves last-in-first-out
 * (all of it, or the top item, per policy) and the window reopens; passing on an empty stack
 * closes it and the procedure underneath continues.
 */
import type { Battle } from "./battle.ts";
import { EngineError } from "./errors.ts";
import type { StackPolicy, TaskHandler } from "./system.ts";
import type { Task } from "./types.ts";

function policyOf(b: Battle): StackPolicy {
  const p = b.system.stack;
  if (p === undefined) throw new EngineError(`${b.system.id} has no stack policy`);
  return p;
}

/** After a pass: either the next seat gets priority, or everyone has passed. */
function afterPass(b: Battle, w: string, seat: string, passes: number, asked: boolean): void {
  const policy = policyOf(b);
  const n = policy.participants?.(b, w).length ?? b.state.seats.length;
  if (passes < n) {
    b.state.tasks.push({ k: "$window", w, seat: policy.next(b, seat, w), passes });
    return;
  }
  if (b.state.stack.length === 0) {
    // Logged only when the closing pass was a real decision: silent auto-passes are not news.
    if (asked) b.emit({ t: "window-closed", w });
    return;
  }
  // Reopen after resolution: new plays may follow what resolved.
  b.state.tasks.push({ k: "$window", w, seat: policy.first(b, w), passes: 0 });
  b.state.tasks.push({ k: "$resolve", mode: policy.mode });
}

/** Engine-owned task handlers for the response stack. */
export const stackHandlers: Record<string, TaskHandler> = {
  $window(b, t) {
    const w = t.w as string;
    const seat = t.seat as string;
    const passes = t.passes as number;
    const sys = b.system;
    const auto = policyOf(b).autoPass;
    if (auto && sys.hasResponses !== undefined && !sys.hasResponses(b, seat, w)) {
      afterPass(b, w, seat, passes + 1, false);
      return;
    }
    const plays = sys.responses?.(b, seat, w) ?? [];
    if (plays.length === 0 && auto) {
      afterPass(b, w, seat, passes + 1, false);
      return;
    }
    const then: Task = { k: "$window:answer", w, seat, passes };
    b.ask(
      seat,
      { k: "prompt.respond", p: { w, stack: b.state.stack.length } },
      [...plays, { id: "pass" }],
      then,
    );
  },
  "$window:answer"(b, t) {
    const w = t.w as string;
    const seat = t.seat as string;
    if (t.choice === "pass") {
      b.emit({ t: "pass", seat });
      afterPass(b, w, seat, (t.passes as number) + 1, true);
      return;
    }
    b.system.declare!(b, seat, t.choice as string, w);
    b.state.tasks.push({ k: "$window", w, seat: policyOf(b).next(b, seat, w), passes: 0 });
  },
  $resolve(b, t) {
    const item = b.state.stack.pop();
    if (item === undefined) return;
    if (t.mode === "all" && b.state.stack.length > 0) b.state.tasks.push(t);
    b.emit({ t: "resolve", seat: item.seat, item: item.id });
    b.system.resolve!(b, item);
  },
};
