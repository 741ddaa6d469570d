/**
 * The table protocol as the browser sees it: the server's message types (the server's zod
 * schemas are the source; only their types are imported, so no validator ships to the browser)
 * and the messages the client sends.
 */
import type { ClientMessage } from "../../../src/server/protocol/client-messages.ts";
import type {
  ServerMessage,
  StateMessage,
  TalkLine,
  TalkRoll,
} from "../../../src/server/protocol/server-messages.ts";

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

/** One line of the table's talk (docs/server.md, "Table talk and free rolls"). */
export type { TalkLine, TalkRoll };
/** A d100 check's success level (CoC 7e on magical-girl; a check elsewhere: regular/failure). */
export type TalkLevel = NonNullable<TalkRoll["level"]>;
/** A batch of talk lines: the history after a hello (`reset`: all of it), then each new line. */
export type TalkMessage = Extract<ServerMessage, { type: "talk" }>;
/** A talk line changed: revealed by its roller or hidden by the GM/KP. */
export type TalkUpdateMessage = Extract<ServerMessage, { type: "talk-update" }>;
/** What the client sends to talk: a remark, a roll, a reveal of its own secret roll, a hide. */
export type TalkRequest = Exclude<
  ClientMessage,
  { hello: string } | { choose: string } | { undo: true }
>;
