/**
 * Reading what a table server sends `kassen join`, trusting nothing: anyone can hand out a link
 * to a server of their own. A frame is taken only if it is text, JSON, and one of the published
 * messages (src/server/protocol/server-messages.ts, the schemas the real server's tests hold it
 * to); anything else is a {@link ServerProtocolError} naming the message's number, the place
 * inside it and what was expected. Its size is bounded before this by the socket's `maxPayload`.
 */
import type { ZodType } from "zod";
import { KassenError } from "../engine/index.ts";
import {
  ErrorMessage,
  type ServerMessage,
  StateMessage,
  TalkMessage,
  TalkUpdate,
  Welcome,
} from "../server/protocol/server-messages.ts";
import { echo } from "../shared/limits.ts";

/** A server that does not speak the protocol: the join ends (exit 2). */
export class ServerProtocolError extends KassenError {}

/** Each message type's schema, picked by `type` so a refusal names the field that is wrong. */
const SCHEMAS: Record<string, ZodType<ServerMessage>> = {
  welcome: Welcome,
  state: StateMessage,
  error: ErrorMessage,
  talk: TalkMessage,
  "talk-update": TalkUpdate,
};

/** A zod issue path as the CLI writes places (`log[3].text`), or "the message" for the root. */
function placeOf(path: readonly PropertyKey[]): string {
  let out = "";
  for (const p of path)
    out += typeof p === "number" ? `[${p}]` : `${out === "" ? "" : "."}${String(p)}`;
  return out === "" ? "the message" : out;
}

/**
 * The message in one frame from `server` (e.g. `server at host:8080`), the `n`th of the
 * connection (from 1). Throws a ServerProtocolError for a binary frame, text that is not JSON,
 * or JSON that is not a welcome, state or error message as published.
 */
export function parseServerMessage(
  server: string,
  n: number,
  data: Buffer | ArrayBuffer | Buffer[],
  isBinary: boolean,
): ServerMessage {
  const where = `${server}: message ${n}`;
  const bytes = Array.isArray(data)
    ? Buffer.concat(data)
    : Buffer.isBuffer(data)
      ? data
      : Buffer.from(data);
  if (isBinary)
    throw new ServerProtocolError(
      `${where}: expected a text frame of JSON, got a binary frame of ${bytes.length} bytes`,
    );
  const text = bytes.toString("utf8");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ServerProtocolError(`${where}: expected JSON, got ${JSON.stringify(echo(text))}`);
  }
  const type =
    typeof json === "object" && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>).type
      : undefined;
  const schema = typeof type === "string" && Object.hasOwn(SCHEMAS, type) ? SCHEMAS[type] : null;
  if (schema === null)
    throw new ServerProtocolError(
      `${where}: at type: expected "welcome", "state", "error", "talk" or "talk-update", got ${echo(JSON.stringify(type) ?? "nothing")}`,
    );
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ServerProtocolError(
      `${where}: ${type} message, at ${placeOf(issue.path)}: ${echo(issue.message, 200)}`,
    );
  }
  return parsed.data;
}
