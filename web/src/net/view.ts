/**
 * The seat's view inside a state message, typed: the engine's SeatView (src/engine/types.ts),
 * made by the server's `viewFor` for this seat. Hidden cards are `?` in their zones and absent
 * from `cards`.
 */
import type { CardState, SeatView } from "../../../src/engine/types.ts";
import type { StateMessage } from "./protocol.ts";

export type { CardState, SeatView };

/** The placeholder of a card this seat cannot see. */
export const HIDDEN = "?";

/** The typed view of a state message. */
export function viewOf(state: StateMessage): SeatView {
  return state.view as unknown as SeatView;
}

/** A card's printed name in the state's language (its def id when the server sent none). */
export function cardName(state: StateMessage, card: CardState): string {
  return state.defs[card.def]?.name ?? card.def;
}

/** The cards of a zone this seat can see, in zone order (hidden ones left out). */
export function zoneCards(view: SeatView, zone: string): CardState[] {
  return (view.zones[zone] ?? [])
    .filter((id) => id !== HIDDEN)
    .map((id) => view.cards[id])
    .filter(Boolean);
}

/** How many cards a zone holds, seen or not. */
export function zoneSize(view: SeatView, zone: string): number {
  return view.zones[zone]?.length ?? 0;
}
