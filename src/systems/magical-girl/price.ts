/**
 * The KP prices a declared task (seed l.31: 「进行比较费神或不寻常的活动时，主持人也可能会要求你用一个
 * 动作」): a girl declares something beyond the listed actions (`task`), or uses a stuck or heavy
 * object; the KP sets its DP among the action sizes she can pay (MGR-23). A free task (0 DP) is
 * the turn's one free interaction (MGR-14), so a turn of free tasks still ends. What the task
 * achieves is the KP's ruling; the log keeps the price.
 */
import type { CardState, Msg, OptionDef } from "../../engine/index.ts";
import { canPay, pay, payCap } from "./costs.ts";
import { flags, KP } from "./model.ts";
import { useObject } from "./objects.ts";
import { optionRef, plainOption } from "./option-ids.ts";
import { KP_COSTS } from "./rule-numbers.ts";
import { stillActs } from "./still-acts.ts";
import { mgHandlers } from "./tasks.ts";

/** Prices the KP may set (MGR-23 sizes; 0 only as the turn's free interaction). */
export const TASK_COSTS = KP_COSTS;

/** The prices open for `c`: 0 while the free interaction is unused (and `free`), else payable sizes. */
export function prices(c: CardState, free: boolean): number[] {
  return TASK_COSTS.filter((n) => canPay(c, n) && (n > 0 || (free && !flags(c).freeUsed)));
}

/** `task` for a girl who could pay some price now. */
export function taskOptions(c: CardState, out: OptionDef[] = []): OptionDef[] {
  if (flags(c).kind !== "girl") return out;
  // Some price open: the first of TASK_COSTS that `prices` would keep.
  const cap = payCap(c);
  for (let i = 0; i < TASK_COSTS.length; i++) {
    const n = TASK_COSTS[i];
    if (n <= cap && (n > 0 || !flags(c).freeUsed)) {
      out.push(TASK);
      return out;
    }
  }
  return out;
}

const TASK = plainOption("task");
/** `price:<n>` by price. */
const PRICE_OPTIONS: Readonly<Record<number, OptionDef>> = Object.fromEntries(
  TASK_COSTS.map((n) => [n, plainOption(`price:${n}`)]),
);

/** Task handlers of priced tasks. */
export const priceHandlers = mgHandlers({
  /** The KP sets the DP of `what` ("task" or a heavy object's id). */
  "m.price"(b, t) {
    const c = b.state.cards[t.card];
    if (!stillActs(b, c.id, "task")) return;
    const what = t.what;
    const costs = prices(c, what === "task").map((n) => PRICE_OPTIONS[n]);
    const prompt: Msg =
      what === "task"
        ? { k: "prompt.price", p: { card: c.id } }
        : { k: "prompt.price-object", p: { card: c.id, object: what } };
    b.ask(KP, prompt, costs, { ...t, k: "m.price-go" });
  },
  "m.price-go"(b, t) {
    const c = b.state.cards[t.card];
    const cost = Number(optionRef(t.choice ?? "").rest);
    pay(c, cost);
    if (cost === 0) flags(c).freeUsed = true;
    const what = t.what;
    if (what === "task") {
      b.emit({ t: "task", card: c.id, dp: cost });
      return;
    }
    b.emit({ t: "task-object", card: c.id, object: what, dp: cost });
    useObject(b, c, what);
  },
});
