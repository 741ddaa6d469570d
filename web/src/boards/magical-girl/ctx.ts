/**
 * What every part of the magical-girl board is given: the state message and its view, the
 * table's language, this seat, its options, and the acts (choose an option, pick a thing so the
 * decision panel lists its options first ★, preview what an option would spend).
 */
import type { Accessor } from "solid-js";
import type { Lang, LogLine, Option, StateMessage } from "../../net/protocol.ts";
import type { SeatView } from "../../net/view.ts";

/** The board's shared context. */
export interface MgCtx {
  readonly state: StateMessage;
  readonly view: SeatView;
  readonly lang: Lang;
  readonly me: string | null;
  readonly options: Option[];
  /** The whole log so far (the connection's). */
  readonly log: LogLine[];
  /** Whether a choice can be sent now (the socket is open and idle). */
  readonly ready: boolean;
  choose(optionId: string): void;
  /** The thing picked on the board (its options first in the decision panel), or null. */
  focus: Accessor<string | null>;
  pick(id: string | null): void;
  /** The option ids whose DP the bars preview (hovered, or the picked thing's). */
  preview: Accessor<string[]>;
  setPreview(ids: string[]): void;
  seatName(seat: string): string;
}
