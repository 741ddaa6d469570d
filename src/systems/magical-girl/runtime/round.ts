/**
 * The combat round (round.ts): a new round's DP, the next actor (unwounded in order first,
 * wounded ones last), a turn's beginning.
 */

import { ROUND_DP } from "../rule-numbers.ts";
import * as C from "./codes.ts";
import type { MgState } from "./state.ts";
import { askTurn } from "./turn.ts";

/** m.round: the round number, the acted list cleared, DP recovered from round 2 on (MGR-10, MGR-21, MGR-22). */
export function nextRound(s: MgState): void {
  s.round += 1;
  s.acted.fill(0);
  if (s.round > 1)
    for (let i = 0; i < s.t.n; i++) {
      if (s.get(i, C.F_NO_RECOVER) !== 0) {
        s.set(i, C.F_NO_RECOVER, 0);
        continue;
      }
      s.setDp(i, s.get(i, C.F_DP) + ROUND_DP);
    }
  nextTurn(s);
}

/** The next fighter to act this round, or -1 (round.ts nextActor) (MGR-13). */
export function nextActor(s: MgState): number {
  let left = -1;
  for (let k = 0; k < s.orderLen; k++) {
    const i = s.order[k];
    if (s.acted[i] !== 0 || s.isDown(i)) continue;
    if (s.get(i, C.F_WOUND) === C.W_NONE) return i;
    if (left < 0) left = i;
  }
  return left;
}

/** m.next-turn (kpTools off, groupTurns consecutive: prepare refuses the others) (MGR-11). */
export function nextTurn(s: MgState): void {
  const id = nextActor(s);
  if (id < 0) {
    nextRound(s);
    return;
  }
  s.active = id;
  beginTurn(s, id);
  turn(s, id);
}

/** m.turn: the fighter's options; struck down during her own turn, it ends by itself (MGR-14, MGR-62). */
export function turn(s: MgState, i: number): void {
  if (s.isDown(i)) {
    s.acted[i] = 1;
    s.active = -1;
    nextTurn(s);
    return;
  }
  askTurn(s, i);
}

/** A turn begins: stance, reaction limit, hiding, movement and the free interaction reset (MGR-14, MGR-30, MGR-35). */
function beginTurn(s: MgState, i: number): void {
  s.set(i, C.F_STANCE, C.ST_NONE);
  s.set(i, C.F_REACTED, 0);
  s.set(i, C.F_HIDDEN, 0);
  s.set(i, C.F_MOVED, 0);
  s.set(i, C.F_FREE_USED, 0);
  s.set(i, C.F_READY, -1);
  s.set(i, C.F_READY_WHEN, -1);
  s.set(i, C.F_SKILLS_USED, 0);
}
