/**
 * A replay step dressed as a table connection, so every system's board shows it unchanged: its
 * state is the step's state message, its welcome names the replay's seats, and nothing can be
 * chosen or taken back (choose/undo do nothing).
 */
import type { Accessor } from "solid-js";
import type { LogLine, StateMessage, Welcome } from "../net/protocol.ts";
import type { TableConnection } from "../net/table-connection.ts";

/** A read-only connection showing `state()` (the current step's) with the log `log()`. */
export function replayConnection(
  welcome: Accessor<Welcome | null>,
  state: Accessor<StateMessage | null>,
  log: Accessor<LogLine[]>,
): TableConnection {
  return {
    welcome,
    state,
    log,
    error: () => null,
    status: () => "open",
    busy: () => false,
    choose() {},
    undo() {},
    close() {},
  };
}
