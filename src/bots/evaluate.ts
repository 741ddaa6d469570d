/** How search bots value a position: the system's analysis, or the result alone as a fallback. */
import type { BattleState, Seat } from "../engine/index.ts";
import { SYSTEM_ENTRIES } from "../systems/registry.ts";

/** A position's value for a seat, in [0, 1]. */
export type Evaluate = (state: BattleState, seat: Seat) => number;

/** 1 for the winner, 0 for the others, 0.5 for a draw or an unfinished battle. */
export function resultValue(state: BattleState, seat: Seat): number {
  const r = state.result;
  if (r === null || r.winner === null) return 0.5;
  return r.winner === seat ? 1 : 0;
}

/** The evaluator of a system (by id), falling back to {@link resultValue}. */
export function evaluatorFor(systemId: string): Evaluate {
  const entry = Object.hasOwn(SYSTEM_ENTRIES, systemId) ? SYSTEM_ENTRIES[systemId] : undefined;
  return entry?.analysis?.evaluate ?? resultValue;
}
