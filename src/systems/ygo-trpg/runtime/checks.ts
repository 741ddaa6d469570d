/**
 * The state-based checks (checks.ts), until nothing changes: destroyed monsters go to the
 * graveyard (a player's costs 10 life), a player at 0 life faints, the battle ends.
 */
import { C_DMG, C_FLAGS, CW, F_DOOM, WIN_GM, WIN_PLAYERS, type YgoState } from "./state.ts";
import { Z_FIELD, Z_GRAVE, ZK } from "./template.ts";

/** Life a player loses when one of their monsters is destroyed. */
const DESTROYED_DAMAGE = 10;

function checkDestroyed(s: YgoState): boolean {
  let gone: number[] | null = null;
  for (let seat = 0; seat <= s.gm; seat++) {
    const field = s.zones[seat * ZK + Z_FIELD];
    for (let i = 0; i < field.length; i++) {
      const c = field[i];
      if ((s.c[c * CW + C_FLAGS] & F_DOOM) !== 0 || s.t.life[c] - s.c[c * CW + C_DMG] <= 0)
        (gone ??= []).push(c);
    }
  }
  if (gone === null) return false;
  for (const c of gone) {
    const owner = s.t.owner[c];
    s.move(c, owner * ZK + Z_GRAVE);
    if (s.isPlayer(owner) && s.fainted[owner] === 0) s.changeLife(owner, -DESTROYED_DAMAGE, s.gm);
  }
  return true;
}

function checkFaint(s: YgoState): boolean {
  for (let p = 0; p < s.gm; p++) {
    if (s.life[p] <= 0 && s.fainted[p] === 0) {
      s.fainted[p] = 1;
      return true;
    }
  }
  return false;
}

function checkResult(s: YgoState): boolean {
  if (s.zones[s.gm * ZK + Z_FIELD].length === 0) {
    s.end(WIN_PLAYERS);
    return true;
  }
  for (let p = 0; p < s.gm; p++) if (s.fainted[p] === 0) return false;
  s.end(WIN_GM);
  return true;
}

/** The engine's settle: the checks until stable, when something they read changed. */
export function settle(s: YgoState): void {
  if (!s.dirty) return;
  s.dirty = false;
  while (!s.over && (checkDestroyed(s) || checkFaint(s) || checkResult(s))) {}
}
