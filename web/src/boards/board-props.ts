/** What every system's board is given: the seat's connection, its language and its seat. */
import type { Accessor, Setter } from "solid-js";
import type { Lang } from "../net/protocol.ts";
import type { TableConnection } from "../net/table-connection.ts";

/** The props of a board component. */
export interface BoardProps {
  conn: TableConnection;
  lang: Lang;
  /** This socket's seat; null for a spectator. */
  me: string | null;
  /**
   * The card the player picked on the board (its id), or null: the decision panel then puts that
   * card's options first ("click a card in hand → its plays").
   */
  focus: Accessor<string | null>;
  setFocus: Setter<string | null>;
}

/**
 * How a system sorts its option ids into the decision panel's groups. "tools" are the GM's/KP's
 * adjustments, which the board puts on the things they change: the panel folds them away (a
 * GM screen offers two dozen of them at every pause) and keys 1–9 skip them.
 */
export type OptionGroup = "play" | "attack" | "pass" | "other" | "tools";
