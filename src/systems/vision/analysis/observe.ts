/**
 * What Vision's events mean for the simulation's figures. Damage is life lost by a player
 * (`life` events: unblocked attacks, pierce, damage-player effects), dealt by the opponent —
 * except a character's own "deal 1 damage to you" trigger at the end of its attack, which the
 * attacker's controller deals to itself. Played: every card played from hand (`play`) and every
 * activated ability (`activate`), by the card's content id.
 */

import type { BattleTally } from "../../../analysis/system-analysis.ts";
import type { BattleState, LogEvent } from "../../../engine/index.ts";
import { CARDS, opponentOf } from "../zones.ts";

/** Definitions with a trigger that costs their own controller life (e.g. Mokou's). */
const SELF_HURTING = new Set(
  Object.values(CARDS)
    .filter(
      (d) =>
        "triggers" in d &&
        d.triggers.some((t) => t.effects.some((e) => e.do === "damage-player" && e.to === "you")),
    )
    .map((d) => d.id),
);

/** Whether a card of `seat` (the attacker or a card set on it) may hurt `seat` itself. */
function hurtsItself(state: BattleState, id: string, seat: string): boolean {
  const c = state.cards[id];
  return c !== undefined && c.owner === seat && SELF_HURTING.has(c.def);
}

/** Who made `seat` lose life: its opponent, or itself through a self-hurting attacker. */
function sourceOf(state: BattleState, seat: string, cause: string): string {
  if (cause !== "effect") return opponentOf(seat);
  // The event does not name the effect's source. Self-inflicted life loss only comes from an
  // attacking character's own trigger, resolved while its combat is still on.
  const combat = state.x.combat as { attacker: string } | null;
  const a = combat === null ? undefined : state.cards[combat.attacker];
  if (a === undefined || a.owner !== seat) return opponentOf(seat);
  const self =
    hurtsItself(state, a.id, seat) || a.attached.some((id) => hurtsItself(state, id, seat));
  return self ? seat : opponentOf(seat);
}

/** Reports life loss and plays to the tally. */
export function observeVision(e: LogEvent, state: BattleState, tally: BattleTally): void {
  switch (e.t) {
    case "life": {
      const seat = e.seat as string;
      const amount = e.amount as number;
      if (amount > 0) tally.damage(sourceOf(state, seat, e.cause as string), seat, amount);
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
