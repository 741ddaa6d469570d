/**
 * One WebSocket connection of `kassen join` to a table server it does not trust: every frame
 * parsed and checked as it arrives (server-message.ts), its size bounded by `maxPayload` (no
 * compression, so nothing is inflated), the connection, the hello and silence bounded in time.
 * What the server does wrong is a ServerProtocolError; how the connection ended is an
 * {@link Ended} the caller decides on (join again, or give up).
 */
import type WebSocket from "ws";
import type { ServerMessage } from "../server/protocol/server-messages.ts";
import {
  echo,
  grouped,
  MAX_SERVER_MESSAGE_BYTES,
  MAX_SERVER_MESSAGES_QUEUED,
} from "../shared/limits.ts";
import { parseServerMessage, ServerProtocolError } from "./server-message.ts";

/** How long `kassen join` waits, in milliseconds. */
export interface JoinTimeouts {
  /** To connect, and then to be answered the hello. */
  connectMs: number;
  /** Without hearing anything (a message or the server's heartbeat ping). */
  idleMs: number;
}

/** How a connection ended without a protocol error. */
export interface Ended {
  /** Whether the socket ever opened (a refused first connection is not retried). */
  opened: boolean;
  /** What happened, in words: `connection refused`, `closed (1006)`, `silent for 75 s`. */
  why: string;
  /** A close the server meant as final (1008: policy, e.g. flooding). */
  final: boolean;
}

/** Words for a socket error before the connection opened. */
function connectFailure(err: Error & { code?: string }, timeoutMs: number): string {
  if (err.code === "ECONNREFUSED") return "connection refused";
  if (err.code === "ENOTFOUND" || err.code === "EAI_AGAIN") return "no such host";
  if (err.code === "ECONNRESET") return "connection reset";
  if (/handshake has timed out/i.test(err.message)) return `no answer within ${timeoutMs / 1000} s`;
  const status = /Unexpected server response: (\d+)/.exec(err.message)?.[1];
  if (status !== undefined) return `answered HTTP ${status}, not a table's socket`;
  return echo(err.message.split("\n")[0], 120);
}

/**
 * One connection to the server: every frame parsed and checked ({@link parseServerMessage}) as it
 * arrives, size bounded by `maxPayload`, time bounded by the timeouts. A server that breaks the
 * protocol makes `next()` throw a ServerProtocolError, even while the player is deciding
 * (`failed`); a connection that ends makes it return {@link Ended}.
 */
export class Connection {
  private readonly socket: WebSocket;
  private readonly queue: ServerMessage[] = [];
  private wake: (() => void) | null = null;
  private ended: Ended | null = null;
  private failure: ServerProtocolError | null = null;
  private opened = false;
  private welcomed = false;
  private count = 0;
  private heard = Date.now();
  private readonly timer: NodeJS.Timeout;
  private rejectFailed: ((e: ServerProtocolError) => void) | null = null;
  /** Rejects when the server breaks the protocol; never resolves. */
  readonly failed: Promise<never>;

  constructor(
    WS: typeof WebSocket,
    url: string,
    private readonly server: string,
    hello: Record<string, unknown>,
    private readonly t: JoinTimeouts,
  ) {
    this.failed = new Promise<never>((_, reject) => {
      this.rejectFailed = reject;
    });
    // Unhandled until someone races it: a failure is also reported through next().
    this.failed.catch(() => {});
    this.socket = new WS(url, {
      maxPayload: MAX_SERVER_MESSAGE_BYTES,
      handshakeTimeout: t.connectMs,
      // No compression: nothing to inflate, so maxPayload bounds the memory a message costs.
      perMessageDeflate: false,
    });
    const started = Date.now();
    this.timer = setInterval(() => this.tick(started), Math.min(250, t.connectMs, t.idleMs));
    this.socket.on("open", () => {
      this.opened = true;
      this.heard = Date.now();
      this.socket.send(JSON.stringify(hello));
    });
    this.socket.on("message", (data, isBinary) => {
      this.heard = Date.now();
      if (this.failure !== null || this.ended !== null) return;
      try {
        const m = parseServerMessage(this.server, ++this.count, data, isBinary);
        if (!this.welcomed && m.type === "state")
          throw new ServerProtocolError(
            `${this.server}: message ${this.count}: expected a welcome (or an error) first, got a state message`,
          );
        if (m.type === "welcome") this.welcomed = true;
        if (this.queue.length >= MAX_SERVER_MESSAGES_QUEUED)
          throw new ServerProtocolError(
            `${this.server}: sent more than ${grouped(MAX_SERVER_MESSAGES_QUEUED)} messages without waiting for an answer`,
          );
        this.queue.push(m);
      } catch (err) {
        if (!(err instanceof ServerProtocolError)) throw err;
        this.fail(err);
      }
      this.wake?.();
    });
    this.socket.on("ping", () => {
      this.heard = Date.now();
    });
    this.socket.on("pong", () => {
      this.heard = Date.now();
    });
    this.socket.on("error", (err: Error & { code?: string }) => {
      if (err.code === "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH")
        this.fail(
          new ServerProtocolError(
            `${this.server}: message ${this.count + 1}: larger than ${grouped(MAX_SERVER_MESSAGE_BYTES)} bytes, the most kassen join takes`,
          ),
        );
      else if (!this.opened)
        this.end({ opened: false, why: connectFailure(err, t.connectMs), final: false });
      else if (/^WS_ERR_/.test(err.code ?? ""))
        this.fail(
          new ServerProtocolError(
            `${this.server}: broke the WebSocket protocol: ${echo(err.message, 120)}`,
          ),
        );
    });
    this.socket.on("close", (code, reason) => {
      const text = reason.length > 0 ? ` ${echo(reason.toString("utf8"), 120)}` : "";
      this.end({ opened: this.opened, why: `closed (${code}${text})`, final: code === 1008 });
    });
  }

  /** The timeouts: connecting and the hello (until the welcome), then silence. */
  private tick(started: number): void {
    const now = Date.now();
    if (!this.welcomed && now - started > this.t.connectMs) {
      if (this.opened)
        this.fail(
          new ServerProtocolError(
            `${this.server}: no welcome within ${this.t.connectMs / 1000} s of the hello (--timeout)`,
          ),
        );
      else
        this.end({
          opened: false,
          why: `no answer within ${this.t.connectMs / 1000} s`,
          final: false,
        });
    } else if (this.welcomed && now - this.heard > this.t.idleMs)
      this.end({
        opened: true,
        why: `silent for ${this.t.idleMs / 1000} s, no heartbeat (--idle-timeout)`,
        final: false,
      });
  }

  private fail(err: ServerProtocolError): void {
    if (this.failure !== null) return;
    this.failure = err;
    this.rejectFailed?.(err);
    this.stop();
  }

  private end(e: Ended): void {
    if (this.ended !== null || this.failure !== null) return;
    this.ended = e;
    this.stop();
  }

  /** Drops the socket and the timer; wakes a waiting next(). */
  private stop(): void {
    clearInterval(this.timer);
    this.socket.removeAllListeners("message");
    // terminate(): a hostile server gets no closing handshake to stall on.
    this.socket.on("error", () => {});
    this.socket.terminate();
    this.wake?.();
  }

  /** The next message; how the connection ended when it has; throws a protocol error. */
  async next(): Promise<ServerMessage | Ended> {
    for (;;) {
      if (this.failure !== null) throw this.failure;
      const m = this.queue.shift();
      if (m !== undefined) return m;
      if (this.ended !== null) return this.ended;
      await new Promise<void>((r) => {
        this.wake = r;
      });
      this.wake = null;
    }
  }

  /** Whether a state message is waiting (only the newest state is answered). */
  stateWaiting(): boolean {
    return this.queue.some((q) => q.type === "state");
  }

  /** Puts a message back in front (the state to ask again after a refused answer). */
  unshift(m: ServerMessage): void {
    this.queue.unshift(m);
  }

  send(message: Record<string, unknown>): void {
    if (this.ended === null && this.failure === null) this.socket.send(JSON.stringify(message));
  }

  /** Closes the connection politely (the battle is over, or the player left). */
  close(): void {
    clearInterval(this.timer);
    this.ended ??= { opened: this.opened, why: "closed by us", final: true };
    this.socket.close();
  }

  /**
   * Ends everything (called whatever happened). A polite close gets a second for the server's
   * answer — ws would wait 30 s for a server that never answers it — then the socket is cut.
   */
  destroy(): void {
    clearInterval(this.timer);
    const s = this.socket;
    if (s.readyState === s.CLOSING) setTimeout(() => s.terminate(), 1000);
    else this.end({ opened: this.opened, why: "stopped", final: true });
    if (s.readyState !== s.CLOSED && s.readyState !== s.CLOSING) s.terminate();
  }
}
