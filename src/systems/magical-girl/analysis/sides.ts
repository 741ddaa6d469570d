/** Which side of the fight a seat plays, and whether a result names that side. */
import type { BattleState, Result, Seat } from "../../../engine/index.ts";
import { FIELD, flags, KP } from "../model.ts";

/**
 * The side of the fighters `seat` controls ("party" / "enemy" in a KP battle, "a" / "b" in the
 * player-versus-player modes), or null for a seat with no fighter (the KP in PvP modes).
 */
export function sideOf(state: BattleState, seat: Seat): string | null {
  const ids = state.zones[FIELD] ?? [];
  for (let i = 0; i < ids.length; i++) {
    const c = state.cards[ids[i]];
    if (c.owner === seat) return flags(c).side;
  }
  return null;
}

/** 1 if the result's winner is `side` (the KP names the enemy side), 0 if another, 0.5 for none. */
export function resultFor(r: Result, side: string | null): number {
  if (r.winner === null || side === null) return 0.5;
  const won = r.winner === side || (r.winner === KP && side === "enemy");
  return won ? 1 : 0;
}
