/**
 * What ygo-trpg's events mean for the simulation's figures. Damage counts life points, the
 * players' own and their monsters': damage to a monster (`battle-damage`, `effect-damage`) is
 * damage to its controller's seat (the GM's for GM monsters), dealt by the attacking monster's
 * controller or the effect's source card's; a player's life loss (`life-loss`) is the GM's doing
 * (direct attacks, a destroyed monster's 10, GM traps' drains: players are allies and never hurt
 * each other), except the synchro cost the player pays itself and GM-tool adjustments (no seat).
 * Played: a monster summoned (`summoned`) and a spell or trap activated (`activate`).
 */
import type { BattleTally } from "../../../analysis/system-analysis.ts";
import type { BattleState, LogEvent } from "../../../engine/index.ts";
import { ygoX } from "../x-state.ts";
import { GM } from "../zones.ts";

/** The controller of the monster attacking now (the battle phase's current actor). */
function attackerSeat(state: BattleState): string | null {
  const x = ygoX(state).battle;
  const id = x?.order[x.i];
  return id === undefined ? null : (state.cards[id]?.owner ?? null);
}

/** Who made a player lose life, by the logged reason. */
function lifeSource(seat: string, why: string): string | null {
  if (why === "synchro") return seat;
  if (why === "gm") return null;
  return GM;
}

/** Reports damage and plays to the tally. */
export function observeYgoTrpg(e: LogEvent, state: BattleState, tally: BattleTally): void {
  switch (e.t) {
    case "battle-damage": {
      const amount = e.amount as number;
      if (amount > 0)
        tally.damage(attackerSeat(state), state.cards[e.card as string].owner, amount);
      return;
    }
    case "effect-damage": {
      const amount = e.amount as number;
      const src = state.cards[e.src as string]?.owner ?? null;
      if (amount > 0) tally.damage(src, state.cards[e.card as string].owner, amount);
      return;
    }
    case "life-loss": {
      const seat = e.seat as string;
      const amount = e.amount as number;
      if (amount > 0) tally.damage(lifeSource(seat, e.why as string), seat, amount);
      return;
    }
    case "summoned":
    case "activate":
      tally.played(e.seat as string, state.cards[e.card as string].def);
      return;
  }
}
