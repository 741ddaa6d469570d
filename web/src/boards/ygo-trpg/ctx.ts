/**
 * What every part of the ygo-trpg board reads: the state message, its view, the language, this
 * socket's seat, the picked card and the ways to act (pick a card for the decision panel, choose
 * an option, take back). One object, made once by the board, so the parts stay small.
 */
import type { Lang, Option, StateMessage } from "../../net/protocol.ts";
import type { CardState, SeatView } from "../../net/view.ts";

/** The board's context. */
export interface YgoCtx {
  readonly state: StateMessage;
  readonly view: SeatView;
  readonly lang: Lang;
  /** This socket's seat; null for a spectator. */
  readonly me: string | null;
  /** The seat's options now (empty unless it decides). */
  readonly options: Option[];
  /** Whether a choice is on its way (buttons wait). */
  readonly busy: boolean;
  seatName(seat: string): string;
  cardName(c: CardState): string;
  focused(id: string): boolean;
  /** Picks a card (or lets it go): the decision panel puts its options first. */
  pick(id: string): void;
  choose(optionId: string): void;
  undo(): void;
}
