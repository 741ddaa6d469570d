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

/** A CoC-7e success level of a `1D100<=n` roll (magical-girl's checks), best first. */
export type TalkLevel = "critical" | "extreme" | "hard" | "regular" | "failure" | "fumble";

/** A roll in the table's talk, as the server rolled it. */
export interface TalkRoll {
  expr: string;
  label?: string;
  total: number;
  faces: number[];
  /** The arithmetic, as the server wrote it (`[3,5]+3`). */
  detail: string;
  level?: TalkLevel;
  target?: number;
}

/**
 * One line of the table's talk (docs/server.md, "Table talk"): a remark or a roll, by a seat,
 * after the battle lines of `seq`. A secret roll not addressed to this seat comes without
 * `roll`; a hidden line comes to players without its text (and is dropped by the page).
 */
export interface TalkLine {
  id: number;
  seq: number;
  at: number | string;
  from: string;
  kind: "say" | "roll";
  text?: string;
  /** The seats a whisper (or an addressed secret roll) went to; absent for the whole table. */
  to?: string[];
  roll?: TalkRoll;
  secret?: true;
  revealed?: true;
  hidden?: true;
}

/** A batch of talk lines: the history after a hello (`reset`: all of it), then each new line. */
export interface TalkMessage {
  type: "talk";
  lines: TalkLine[];
  reset?: boolean;
}

/** A talk line changed: revealed by its roller or hidden by the GM/KP. */
export interface TalkUpdateMessage {
  type: "talk-update";
  line: TalkLine;
}

/** What the client sends to talk: a remark, a roll, a reveal of its own secret roll, a hide. */
export type TalkRequest =
  | { say: string; to?: string[] }
  | { roll: string; secret?: true; to?: string[]; label?: string }
  | { reveal: number }
  | { hide: number };
