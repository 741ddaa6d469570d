/**
 * What a seat's client may send over its WebSocket, as zod schemas (the JSON Schemas in
 * schemas/ and docs/server.md are generated from these). Each message is one JSON object told
 * apart by its first key, so an error can say which message was meant and what is wrong in it.
 */
import { z } from "zod";
import { MAX_REPLAY_CHOICES } from "../../shared/limits.ts";

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

/** Any client message. */
export const ClientMessage = z.union([Hello, Choose, Undo]);

/** A client message, parsed. */
export type ClientMessage = z.infer<typeof ClientMessage>;

/** The messages by their first key, for error messages that name the one meant. */
export const CLIENT_MESSAGES = { hello: Hello, choose: Choose, undo: Undo } as const;
