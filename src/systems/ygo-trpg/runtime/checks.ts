/**
 * The state-based checks (checks.ts), until nothing changes: destroyed monsters go to the
 * graveyard (a player's costs 10 life), a player at 0 life faints, the battle ends. Each check runs
 * only when its `dirty` bit says something it reads changed (state.ts D_ bits); a check skipped
 * would have found nothing, so the checks do what the engine's do, in the same order.
 */

import { DESTROYED_DAMAGE } from "../rule-numbers.ts";
import {
  C_DMG,
  C_FLAGS,
  CW,
  D_DESTROY,
  D_FAINT,
  D_RESULT,
  F_DOOM,
  WIN_GM,
  WIN_PLAYERS,
  type YgoState,
} from "./state.ts";
import { Z_FIELD, Z_GRAVE, ZK } from "./template.ts";

/** Every destroyed field monster goes at once: after it, none is left (nothing else changed) (YGT-24, YGT-25, YGT-26). */
function checkDestroyed(s: YgoState): boolean {
  s.dirty &= ~D_DESTROY;
  let gone: number[] | null = null;
  const c = s.c;
  const life = s.t.life;
  for (let seat = 0; seat <= s.gm; seat++) {
    const field = s.zones[seat * ZK + Z_FIELD];
    for (let i = 0; i < field.length; i++) {
      const id = field[i];
      if ((c[id * CW + C_FLAGS] & F_DOOM) !== 0 || life[id] - c[id * CW + C_DMG] <= 0)
        (gone ??= []).push(id);
    }
  }
  if (gone === null) return false;
  for (const id of gone) {
    const owner = s.t.owner[id];
    s.move(id, owner * ZK + Z_GRAVE);
    if (s.isPlayer(owner) && s.fainted[owner] === 0) s.changeLife(owner, -DESTROYED_DAMAGE, s.gm);
  }
  return true;
}

/** One player faints a time: the bit stays until a pass finds nobody (YGT-28). */
function checkFaint(s: YgoState): boolean {
  for (let p = 0; p < s.gm; p++) {
    if (s.life[p] <= 0 && s.fainted[p] === 0) {
      s.fainted[p] = 1;
      s.dirty |= D_RESULT;
      return true;
    }
  }
  s.dirty &= ~D_FAINT;
  return false;
}

/** Victory when the GM's field is empty; defeat when every player has fainted (YGT-42). */
function checkResult(s: YgoState): boolean {
  s.dirty &= ~D_RESULT;
  if (s.zones[s.gm * ZK + Z_FIELD].length === 0) {
    s.end(WIN_PLAYERS);
    return true;
  }
  for (let p = 0; p < s.gm; p++) if (s.fainted[p] === 0) return false;
  s.end(WIN_GM);
  return true;
}

/** The engine's settle: the checks until stable, each when something it reads changed (YGT-26, YGT-28, YGT-42). */
export function settle(s: YgoState): void {
  while (
    s.dirty !== 0 &&
    !s.over &&
    (((s.dirty & D_DESTROY) !== 0 && checkDestroyed(s)) ||
      ((s.dirty & D_FAINT) !== 0 && checkFaint(s)) ||
      ((s.dirty & D_RESULT) !== 0 && checkResult(s)))
  ) {}
}
