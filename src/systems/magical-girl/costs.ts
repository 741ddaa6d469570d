/**
 * Whether a fighter may take an action of a given DP cost now: enough DP, not barred by a light
 * wound (no single action of 4 DP or more, MGR-61), not heavily wounded (MGR-62), not overloaded
 * (MGR-27). Every option is checked with this before it is offered.
 */
import type { CardState } from "../../engine/index.ts";
import { flags, isDown } from "./model.ts";
import { LIGHT_WOUND_LIMIT } from "./rule-numbers.ts";
import { overloaded } from "./weapons.ts";

/** Why `c` cannot take an action costing `cost` DP, or null when it can. */
export function barred(c: CardState, cost: number): string | null {
  const f = flags(c);
  if (isDown(c)) return "down";
  if (overloaded(c)) return "overloaded";
  if (f.wound === "light" && cost > LIGHT_WOUND_LIMIT) return "light-wound";
  if (f.dp < cost) return "dp";
  return null;
}

/** Whether `c` can pay `cost` DP for one action now. */
export function canPay(c: CardState, cost: number): boolean {
  // barred(c, cost) === null, the cheap tests first (the load sums weights).
  const f = flags(c);
  if (f.dp < cost || f.hp <= 0 || f.wound === "heavy") return false;
  if (f.wound === "light" && cost > LIGHT_WOUND_LIMIT) return false;
  return !overloaded(c);
}

/**
 * The largest DP cost `c` can pay for one action now, or -1 when it can take none: `canPay(c,
 * cost)` is `cost <= payCap(c)` for every cost ≥ 0. A listing finds it once (the load is summed
 * once), then compares each option's cost.
 */
export function payCap(c: CardState): number {
  const f = flags(c);
  if (f.hp <= 0 || f.wound === "heavy" || overloaded(c)) return -1;
  return f.wound === "light" ? Math.min(f.dp, LIGHT_WOUND_LIMIT) : f.dp;
}

/** Pays DP for an action (callers check {@link canPay} first). */
export function pay(c: CardState, cost: number): void {
  flags(c).dp -= cost;
}
