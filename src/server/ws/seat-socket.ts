/**
 * One WebSocket: a hello with a token makes it a seat's (or a spectator's) socket on one table;
 * after that it sends choices and gets views. Messages are taken one at a time in the order they
 * came; a bad one gets an error and changes nothing; a flood closes the socket (1008).
 */

import type { WebSocket } from "ws";
import { type Lang, seatLabel, UNDO } from "../../engine/index.ts";
import { echo } from "../../shared/limits.ts";
import { safeErrorLine } from "../../shared/safe-text.ts";
import { parseClientMessage } from "../protocol/parse-client-message.ts";
import type { ServerMessage } from "../protocol/server-messages.ts";
import { type Conn, Refusal, type TableHub } from "../table/hub.ts";
import type { LiveTable } from "../table/live-table.ts";
import { hashToken } from "../tokens.ts";
import { FloodGuard } from "./flood-guard.ts";

/**
 * Messages of one socket waiting to be handled: a client answering views has one or two in
 * flight; more means it sends without waiting, and it is closed as a flood.
 */
export const MAX_QUEUED = 32;

/** A socket that lets this much unsent data pile up is too slow to keep (bytes). */
const MAX_BUFFERED = 8 * 1024 * 1024;

/** Serves one socket on table `tableId` until it closes. */
export function serveSocket(
  hub: TableHub,
  tableId: string,
  socket: WebSocket,
  onError: (err: unknown, where: string) => void,
): void {
  let conn: Conn | null = null;
  let table: LiveTable | null = null;
  let chain: Promise<void> = Promise.resolve();
  let queued = 0;
  const guard = new FloodGuard();

  const send = (msg: ServerMessage): void => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED) {
      socket.close(1008, "too slow: messages piled up unread");
      return;
    }
    socket.send(JSON.stringify(msg));
  };
  // Every refusal is one line quoting at most a short, escaped excerpt of what was sent.
  const refuse = (code: Refusal["code"], message: string): void =>
    send({ type: "error", code, message: safeErrorLine(message) });

  const hello = async (
    token: string,
    seq: number | undefined,
    lang: Lang | undefined,
    talk: number | undefined,
  ): Promise<void> => {
    if (conn !== null) return refuse("bad-message", "hello was said already on this socket");
    // The token first: a battle is rebuilt into memory only for someone it admits, or anyone
    // could fill the server's memory by saying hello to every table id with any token.
    const grant = await hub.store.findToken(hashToken(token));
    if (grant === null || grant.tableId !== tableId) {
      if ((await hub.store.getTable(tableId)) === null)
        return refuse("unknown-table", `no table ${JSON.stringify(echo(tableId))}`);
      return refuse("bad-token", "this token opens no seat of this table (or the table is closed)");
    }
    const t = await hub.table(tableId);
    if (t === null) return refuse("unknown-table", `no table ${JSON.stringify(echo(tableId))}`);
    const seat = grant.seat === null ? null : (t.seatOf(grant.seat) ?? null);
    const myLang = lang ?? seat?.lang ?? t.seats[0]?.lang ?? t.system.lang;
    table = t;
    conn = { seat: seat?.seat ?? null, lang: myLang, logPos: 0, shown: null, send };
    const welcome: ServerMessage = {
      type: "welcome",
      table: t.id,
      system: t.system.id,
      title: t.title,
      seat: conn.seat,
      lang: myLang,
      seats: t.seats.map((s) => ({
        seat: s.seat,
        name: seatLabel(t.system, s.seat, myLang),
        kind: s.kind,
        bot: s.bot,
      })),
      // Issue 33: the table's header shows the house rules it plays by (packs are content, not rules).
      houseRules: houseRulesOf(t.init.options),
    };
    try {
      await hub.join(t, conn, seq, welcome, talk);
    } catch (e) {
      conn = null;
      table = null;
      if (e instanceof Refusal) return refuse(e.code, e.message);
      throw e;
    }
  };

  const handle = async (data: Buffer, isBinary: boolean): Promise<void> => {
    const parsed = parseClientMessage(data, isBinary);
    if (!parsed.ok) return refuse(parsed.code, parsed.message);
    const msg = parsed.msg;
    if ("hello" in msg) return hello(msg.hello, msg.seq, msg.lang, msg.talk);
    if (conn === null || table === null)
      return refuse("no-hello", 'say {"hello": token, "seq": n} first');
    try {
      if ("say" in msg || "roll" in msg) await hub.speak(table, conn, msg);
      else if ("reveal" in msg) await hub.reveal(table, conn, msg.reveal);
      else if ("hide" in msg) await hub.hide(table, conn, msg.hide);
      else await hub.choose(table, conn, "choose" in msg ? msg.choose : UNDO, msg.seq);
    } catch (e) {
      if (e instanceof Refusal) return refuse(e.code, e.message);
      throw e;
    }
  };

  socket.on("message", (data: Buffer, isBinary: boolean) => {
    if (!guard.take() || queued >= MAX_QUEUED) {
      refuse("flood", "too many messages without waiting for answers: closing");
      socket.close(1008, "flood");
      return;
    }
    queued++;
    chain = chain
      .then(() => handle(data, isBinary))
      .catch((e) => {
        onError(e, `socket on table ${tableId}`);
        refuse("server", "the server failed to handle this message; nothing was stored");
      })
      .finally(() => {
        queued--;
      });
  });
  socket.on("close", () => {
    if (conn !== null && table !== null) hub.leave(table.id, conn);
  });
}

/** A table's options without its content packs: the house rules its header shows. */
function houseRulesOf(options: Record<string, unknown> | undefined): Record<string, unknown> {
  const { content: _packs, ...rules } = options ?? {};
  return rules;
}
