/**
 * The table protocol as the browser sees it: the server's message types (the server's zod
 * schemas are the source; only their types are imported, so no validator ships to the browser)
 * and the messages the client sends.
 */
import type { ServerMessage, StateMessage } from "../../../src/server/protocol/server-messages.ts";

export type { ServerMessage, StateMessage };

/** The welcome message: who this socket is, and the table's seats. */
export type Welcome = Extract<ServerMessage, { type: "welcome" }>;
/** A refusal from the server: nothing changed. */
export type ServerError = Extract<ServerMessage, { type: "error" }>;
/** One log line. */
export type LogLine = StateMessage["log"][number];
/** One option of the seat's pending decision. */
export type Option = StateMessage["options"][number];
/** A language the tables speak. */
export type Lang = Welcome["lang"];

/** The three languages, in the engine's order (the order the pickers offer them). */
export { LANGS } from "../../../src/engine/types.ts";
