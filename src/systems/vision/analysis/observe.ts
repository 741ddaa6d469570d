/**
 * What Vision's events mean for the simulation's figures. Damage is life lost by a player
 * (`life` events: unblocked attacks, pierce, damage-player effects), dealt by the seat the event
 * names as its cause (`by`: the attacker's controller, or the controller of the effect — so a
 * character's own "1 damage to you" trigger is its controller hurting itself). Played: every
 * card played from hand (`play`) and every activated ability (`activate`), by content id.
 */

import type { BattleTally } from "../../../analysis/system-analysis.ts";
import type { BattleState, LogEvent } from "../../../engine/index.ts";

/** Reports life loss and plays to the tally. */
export function observeVision(e: LogEvent, state: BattleState, tally: BattleTally): void {
  switch (e.t) {
    case "life": {
      const seat = e.seat as string;
      const amount = e.amount as number;
      if (amount > 0) tally.damage(e.by as string, seat, amount);
      return;
    }
    case "play":
    case "play-at":
    case "activate":
    case "activate-at":
      tally.played(e.seat as string, state.cards[e.card as string].def);
      return;
  }
}
