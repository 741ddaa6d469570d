/**
 * What the hub and its helpers share: a socket on a table, a refusal to send back, and the
 * function that picks a bot's option.
 */
import type { Lang, Seat } from "../../engine/index.ts";
import type { BotJob } from "../bots/bot-job.ts";
import type { ErrorCode, ServerMessage } from "../protocol/server-messages.ts";

/** One socket on a table. */
export interface Conn {
  readonly seat: Seat | null;
  readonly lang: Lang;
  /** How much of the whole log this socket has been sent. */
  logPos: number;
  /** The option ids in the last state sent to this socket, and its seq (what it may answer). */
  shown: { seq: number; ids: string[] } | null;
  /** The highest talk id this socket was sent or passed over (issue 31; absent: none yet). */
  talkSeen?: number;
  send(msg: ServerMessage): void;
}

/** Picks a bot's option (off the event loop: the pool of src/server/bots/). */
export type BotDecider = (job: BotJob) => Promise<string>;

/** A refusal to send back. */
export class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}
