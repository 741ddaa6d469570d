/**
 * Whether a fighter may take an action of a given DP cost now (costs.ts canPay): not down, not
 * overloaded (MGR-27), not past a light wound's limit (MGR-61), enough DP.
 */

import { LIGHT_WOUND_LIMIT, OVERLOAD_STR } from "../rule-numbers.ts";
import * as C from "./codes.ts";
import type { MgState } from "./state.ts";

/** costs.ts canPay (MGR-27, MGR-61, MGR-62). */
export function canPay(s: MgState, i: number, cost: number): boolean {
  if (s.isDown(i)) return false;
  if (s.get(i, C.F_WEIGHT) > OVERLOAD_STR * s.get(i, C.F_STR)) return false;
  if (s.get(i, C.F_WOUND) === C.W_LIGHT && cost > LIGHT_WOUND_LIMIT) return false;
  return s.get(i, C.F_DP) >= cost;
}
