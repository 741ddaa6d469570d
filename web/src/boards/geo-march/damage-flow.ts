/**
 * Formation damage as it will flow (GEO-42): the attack's total goes through the enemy party
 * from the front; each unit whose defence ≤ what remains is defeated (撃破) and takes its defence
 * off; the first unit with more defence stops it. The same walk as the system's damage.ts, over
 * the public numbers of the view, so the board can show it before it happens.
 */
import type { CardState } from "../../net/view.ts";

/** One unit's fate in the flow. */
export interface FlowStep {
  card: CardState;
  /** Damage left when it reaches this unit. */
  incoming: number;
  fate: "defeated" | "stops" | "untouched";
}

/** The flow of `total` damage through `formation` (front first). */
export function damageFlow(total: number, formation: CardState[]): FlowStep[] {
  let rest = total;
  let stopped = false;
  return formation.map((card) => {
    const incoming = rest;
    const def = card.stats.defence ?? 0;
    if (stopped || rest <= 0) return { card, incoming: Math.max(rest, 0), fate: "untouched" };
    if (def > rest) {
      stopped = true;
      return { card, incoming, fate: "stops" };
    }
    rest -= def;
    return { card, incoming, fate: "defeated" };
  });
}
