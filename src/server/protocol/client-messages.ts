/**
 * What a seat's client may send over its WebSocket, as zod schemas (the JSON Schemas in
 * schemas/ and docs/server.md are generated from these). Each message is one JSON object told
 * apart by its first key, so an error can say which message was meant and what is wrong in it.
 */
import { z } from "zod";
import {
  MAX_REPLAY_CHOICES,
  MAX_TALK_CHARS,
  MAX_TALK_EXPRESSION_CHARS,
  MAX_TALK_LABEL_CHARS,
  MAX_TALK_LINES,
  MAX_TALK_TO,
} from "../../shared/limits.ts";

/** The largest message a client may send, in bytes (a choice is a few dozen). */
export const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

const Seq = z
  .number()
  .int()
  .min(0)
  .max(MAX_REPLAY_CHOICES)
  .describe("the last seq this client has seen (0: none)");

/**
 * The first message on a socket: the seat's secret token (or the table's spectator token) and
 * the last seq the client has seen, so the server sends only the log lines it missed.
 */
export const Hello = z.strictObject({
  hello: z.string().min(1).max(64).describe("the secret token of a seat or spectator link"),
  seq: Seq.optional().describe("the last seq this client has seen; absent: none (the whole log)"),
  lang: z.enum(["ja", "zh", "en"]).optional().describe("render labels and log in this language"),
  talk: z
    .number()
    .int()
    .min(0)
    .max(MAX_TALK_LINES)
    .optional()
    .describe("the last talk line id this client has seen; absent: send the recent history"),
});

/** A decision: one of the seat's offered option ids, answering the view of `seq`. */
export const Choose = z.strictObject({
  choose: z.string().min(1).max(256).describe("an option id the seat was offered"),
  seq: Seq.describe("the seq of the view this choice answers; another seq is stale"),
});

/** The GM's / KP's take-back of the last decision (only from that seat, where the rules allow). */
export const Undo = z.strictObject({
  undo: z.literal(true),
  seq: Seq.describe("the seq of the view this take-back answers"),
});

/** Seats a whisper or a secret roll is addressed to (the sender always sees its own line). */
const To = z
  .array(z.string().min(1).max(20))
  .min(1)
  .max(MAX_TALK_TO)
  .describe("the seats addressed (a whisper); the sender always sees its own line");

/** A line said to the table, or whispered to some seats (issue 31: table talk). */
export const Say = z.strictObject({
  say: z.string().min(1).max(MAX_TALK_CHARS).describe("what is said, one line of text"),
  to: To.optional(),
});

/**
 * A free roll of the dice language (`2D6+3`, `1D100<=55`, `1D100<=55 b1`): crypto randomness,
 * never the battle's generator. Secret: only the roller and `to` see the result.
 */
export const Roll = z.strictObject({
  roll: z
    .string()
    .min(1)
    .max(MAX_TALK_EXPRESSION_CHARS)
    .describe("a dice expression or check; a d100 check may end in b1/b2 or p1/p2"),
  secret: z.literal(true).optional().describe("the result shown to the roller and `to` only"),
  to: To.optional(),
  label: z.string().min(1).max(MAX_TALK_LABEL_CHARS).optional().describe("what is rolled for"),
});

/** A talk line's id on its table. */
const LineId = z.number().int().min(1).max(MAX_TALK_LINES);

/** The roller shows its secret roll to everyone who could see the line. */
export const Reveal = z.strictObject({
  reveal: LineId.describe("the id of the roller's own secret roll"),
});

/** The GM/KP hides a talk line from the table (kept in the store, marked hidden). */
export const Hide = z.strictObject({
  hide: LineId.describe("the id of the talk line to hide"),
});

/** Any client message. */
export const ClientMessage = z.union([Hello, Choose, Undo, Say, Roll, Reveal, Hide]);

/** A client message, parsed. */
export type ClientMessage = z.infer<typeof ClientMessage>;

/** The messages by their first key, for error messages that name the one meant. */
export const CLIENT_MESSAGES = {
  hello: Hello,
  choose: Choose,
  undo: Undo,
  say: Say,
  roll: Roll,
  reveal: Reveal,
  hide: Hide,
} as const;
