/**
 * A small scripted client for the table server's tests (and the bench): one WebSocket, every
 * message kept in order, and waits for the next message that matches.
 */
import WebSocket from "ws";
import type { ServerMessage, StateMessage } from "../../src/server/protocol/server-messages.ts";

/** One socket to a table. */
export class WsClient {
  readonly messages: ServerMessage[] = [];
  /** The close code and reason once the server closed the socket. */
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      this.messages.push(JSON.parse(String(data)) as ServerMessage);
      this.wake();
    });
    ws.on("close", (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.wake();
    });
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  /** Opens a socket on table `id` of the server at `base` (http://host:port). */
  static async open(
    base: string,
    id: string,
    opts: { autoPong?: boolean } = {},
  ): Promise<WsClient> {
    const ws = new WebSocket(`${base.replace(/^http/, "ws")}/api/tables/${id}/ws`, opts);
    const c = new WsClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
    });
    return c;
  }

  /** Sends a JSON message (or raw text). */
  send(msg: unknown): void {
    this.ws.send(typeof msg === "string" ? msg : JSON.stringify(msg));
  }

  /**
   * The first message after index `from` that matches `pred` (waits up to `ms`); its index is
   * returned too so a caller can wait for the one after it.
   */
  async next<T extends ServerMessage>(
    pred: (m: ServerMessage) => m is T,
    from = 0,
    ms = 20_000,
  ): Promise<{ msg: T; at: number }> {
    const deadline = Date.now() + ms;
    for (;;) {
      for (let i = from; i < this.messages.length; i++) {
        const m = this.messages[i];
        if (pred(m)) return { msg: m, at: i };
      }
      if (this.closed !== null)
        throw new Error(`socket closed (${this.closed.code}) while waiting`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `no matching message in ${ms} ms: ${JSON.stringify(this.messages.slice(from)).slice(0, 500)}`,
        );
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** The newest state message, or null. */
  lastState(): StateMessage | null {
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const m = this.messages[i];
      if (m.type === "state") return m;
    }
    return null;
  }

  /** Closes the socket and waits for it to close. */
  async close(): Promise<void> {
    if (this.closed !== null) return;
    const done = new Promise<void>((resolve) => this.ws.once("close", () => resolve()));
    this.ws.close();
    await done;
  }
}

/** Whether a message is a state message (optionally of seq ≥ `seq`). */
export const isState =
  (seq = 0) =>
  (m: ServerMessage): m is StateMessage =>
    m.type === "state" && m.seq >= seq;

/** Whether a message is an error (optionally of one code). */
export const isError =
  (code?: string) =>
  (m: ServerMessage): m is Extract<ServerMessage, { type: "error" }> =>
    m.type === "error" && (code === undefined || m.code === code);
