/**
 * magical-girl's evaluator (analysis/evaluate.ts) on a runtime battle, bit for bit: the same
 * side for the seat, the same result rule, and the same float operations in the same order —
 * fighters in the field's order, each one's worth `(factor * (3 + hp)) / 10` added or subtracted,
 * then the same logistic squash.
 */
import { SCALE, squash, WOUND_FACTOR } from "../analysis/evaluate.ts";
import { KP } from "../model.ts";
import * as C from "./codes.ts";
import type { MgSearchInfo } from "./search-info.ts";
import type { MgState } from "./state.ts";

/** analysis/evaluate.ts's WOUND_FACTOR by wound code (none, light, heavy). */
const WOUND_BY_CODE = [WOUND_FACTOR.none, WOUND_FACTOR.light, WOUND_FACTOR.heavy];

/** The evaluator's value of `s` for seat code `seat`, in [0, 1]. */
export function evaluateRuntime(s: MgState, info: MgSearchInfo, seat: number): number {
  const side = info.seatSide[seat];
  if (s.over) {
    // sides.ts resultFor: the KP names the enemy side.
    const winner = s.winner;
    if (winner === null || side < 0) return 0.5;
    const name = s.t.sides[side];
    return winner === name || (winner === KP && name === "enemy") ? 1 : 0;
  }
  if (side < 0) return 0.5;
  const table = s.table;
  const n = s.t.n;
  let diff = 0;
  for (let i = 0, at = 0; i < n; i++, at += C.F) {
    const hp = table[at + C.F_HP];
    const v = hp <= 0 ? 0 : (WOUND_BY_CODE[table[at + C.F_WOUND]] * (3 + hp)) / 10;
    diff += table[at + C.F_SIDE] === side ? v : -v;
  }
  return squash(diff, SCALE);
}
