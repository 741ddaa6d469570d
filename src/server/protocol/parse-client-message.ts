/**
 * Reading one WebSocket message from a client: size first (before any parsing), then JSON, then
 * the message its first key names. A refusal is one line saying where and what was expected.
 */

import type { z } from "zod";
import { echo } from "../../shared/limits.ts";
import { escapeControls } from "../../shared/safe-text.ts";
import {
  CLIENT_MESSAGES,
  type ClientMessage,
  MAX_CLIENT_MESSAGE_BYTES,
} from "./client-messages.ts";
import type { ErrorCode } from "./server-messages.ts";

/** A message read, or why not. */
export type Parsed =
  | { ok: true; msg: ClientMessage }
  | { ok: false; code: ErrorCode; message: string };

const KINDS = Object.keys(CLIENT_MESSAGES) as (keyof typeof CLIENT_MESSAGES)[];

/** The first zod issue as "at <path>: <what>". */
function firstIssue(err: z.ZodError): string {
  const i = err.issues[0];
  const at =
    i.path.length === 0
      ? "message"
      : escapeControls(i.path.map((p) => echo(String(p), 40)).join("."));
  // zod's words list every unknown key whole: name the first, cut short.
  if (i.code === "unrecognized_keys")
    return `${at}: unexpected key ${JSON.stringify(echo(i.keys[0] ?? "", 40))}`;
  return `${at}: ${i.message}`;
}

/** Parses raw message bytes (text frames only; a binary frame is refused). */
export function parseClientMessage(data: Buffer | string, isBinary = false): Parsed {
  const size = typeof data === "string" ? Buffer.byteLength(data) : data.length;
  if (size > MAX_CLIENT_MESSAGE_BYTES) {
    return {
      ok: false,
      code: "too-large",
      message: `message of ${size} bytes: at most ${MAX_CLIENT_MESSAGE_BYTES} bytes`,
    };
  }
  if (isBinary) return { ok: false, code: "bad-message", message: "expected a text frame of JSON" };
  let raw: unknown;
  try {
    raw = JSON.parse(typeof data === "string" ? data : data.toString("utf8"));
  } catch (e) {
    // V8's message quotes the text around the fault; the reason alone says enough.
    const reason = (e as Error).message.replace(/,? ?".*$/s, "").replace(/ in JSON at .*$/s, "");
    return { ok: false, code: "bad-json", message: `not JSON: ${escapeControls(reason)}` };
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    return { ok: false, code: "bad-message", message: "expected a JSON object" };
  }
  const kind = KINDS.find((k) => Object.hasOwn(raw, k));
  if (kind === undefined) {
    return {
      ok: false,
      code: "bad-message",
      message: `expected {"hello": token, "seq": n}, {"choose": optionId, "seq": n}, {"undo": true, "seq": n}, {"say": text}, {"roll": expr}, {"reveal": id} or {"hide": id}`,
    };
  }
  const r = CLIENT_MESSAGES[kind].safeParse(raw);
  if (!r.success) {
    return { ok: false, code: "bad-message", message: `${kind} message, ${firstIssue(r.error)}` };
  }
  return { ok: true, msg: r.data };
}
