/**
 * `kassen join <link>`: sit at a table of a `kassen serve` from a terminal — the seat (or
 * spectator) link a table's creator handed out. Log lines in the seat's language as they come,
 * a menu when the seat decides (numbered lines through a pipe), the GM's/KP's take-back as an
 * extra answer; a dropped connection is taken up again from the last seq seen (five tries in a
 * row). The server is anyone's: every message is checked against the published schemas, its
 * size and the time it takes are bounded, and anything else is one line and exit 2.
 */
import type { Command } from "commander";
import type WebSocket from "ws";
import { KassenError, LANGS, type Lang } from "../engine/index.ts";
import type { ServerMessage, StateMessage } from "../server/protocol/server-messages.ts";
import {
  echo,
  grouped,
  JOIN_IDLE_TIMEOUT_SECONDS,
  JOIN_TIMEOUT_SECONDS,
  MAX_JOIN_TIMEOUT_SECONDS,
  MAX_SERVER_MESSAGE_BYTES,
  MAX_SERVER_MESSAGES_QUEUED,
} from "../shared/limits.ts";
import { EXIT_INTERRUPTED, makeAsker } from "./input.ts";
import { color, say, sayError } from "./output.ts";
import { parseServerMessage, ServerProtocolError } from "./server-message.ts";

/** A link or flag that cannot be used. */
class JoinError extends KassenError {}

/** Where a seat link points: the socket's URL and the token. */
export function parseLink(link: string): { ws: string; token: string; table: string } {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new JoinError(
      `<link>: expected http://host:port/t/<table>#<token>, got ${JSON.stringify(link.slice(0, 80))}`,
    );
  }
  const table = /^\/t\/([a-z0-9]{1,40})\/?$/.exec(url.pathname)?.[1];
  const token = url.hash.slice(1);
  if (!/^https?:$/.test(url.protocol) || table === undefined || !/^[\w-]{16,64}$/.test(token))
    throw new JoinError(
      `<link>: expected http://host:port/t/<table>#<token>, got ${JSON.stringify(link.slice(0, 80))}`,
    );
  const ws = `${url.protocol === "https:" ? "wss" : "ws"}://${url.host}/api/tables/${table}/ws`;
  return { ws, token, table };
}

/** The client's own words, in the table's languages. */
const WORDS: Record<
  Lang,
  Record<"you" | "spectator" | "waiting" | "result" | "again" | "undo", string>
> = {
  ja: {
    you: "あなたの席",
    spectator: "観戦者",
    waiting: "待っています",
    result: "結果",
    again: "ログ（最初から）",
    undo: "直前の決定を取り消す",
  },
  zh: {
    you: "你的座位",
    spectator: "观战者",
    waiting: "等待",
    result: "结果",
    again: "日志（从头）",
    undo: "撤回上一个决定",
  },
  en: {
    you: "you are",
    spectator: "a spectator",
    waiting: "waiting for",
    result: "result",
    again: "the log, from the start",
    undo: "take back the last decision",
  },
};

/** Reconnection attempts in a row after a dropped connection, before giving up. */
const RETRIES = 5;
/** Reconnections in all, however much the battle moved on between them. */
const MAX_RECONNECTS = 50;

/** How long `kassen join` waits, in milliseconds. */
export interface JoinTimeouts {
  /** To connect, and then to be answered the hello. */
  connectMs: number;
  /** Without hearing anything (a message or the server's heartbeat ping). */
  idleMs: number;
}

/** How a connection ended without a protocol error. */
interface Ended {
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
class Connection {
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

/** Plays the seat until the battle ends, input ends or the server is gone; the exit code. */
async function play(link: string, lang: Lang | undefined, t: JoinTimeouts): Promise<number> {
  const { default: WS } = await import("ws");
  const { ws: wsUrl, token } = parseLink(link);
  const host = new URL(link).host;
  const server = `server at ${host}`;
  const asker = makeAsker();
  let lastSeq: number | undefined;
  let names: Record<string, string> = {};
  let waitingShown: string | null = null;
  let w = WORDS[lang ?? "en"];
  let conn: Connection | null = null;
  /** Whether this server ever welcomed us: until then, it is not a table to join again. */
  let welcomed = false;
  let reconnects = 0;
  try {
    for (let attempt = 0; ; attempt++) {
      const hello = {
        hello: token,
        ...(lastSeq === undefined ? {} : { seq: lastSeq }),
        ...(lang ? { lang } : {}),
      };
      const c = new Connection(WS, wsUrl, server, hello, t);
      conn = c;
      /** The state last put to the human, asked again if the server refuses the answer. */
      let asked: StateMessage | null = null;
      let ended: Ended | null = null;
      for (;;) {
        const m = await c.next();
        if (!("type" in m)) {
          ended = m;
          break;
        }
        if (m.type === "welcome") {
          welcomed = true;
          names = Object.fromEntries(m.seats.map((s) => [s.seat, s.name]));
          w = WORDS[m.lang];
          const who = m.seat === null ? w.spectator : `${names[m.seat] ?? m.seat} [${m.seat}]`;
          say(color.bold(`${m.title} — ${m.system}, table ${m.table}: ${w.you} ${who}`));
          continue;
        }
        if (m.type === "error") {
          sayError(`kassen: server: ${m.code}: ${echo(m.message, 200)}`);
          if (m.code === "bad-token" || m.code === "unknown-table" || m.code === "full") {
            c.close();
            return 2;
          }
          // A refused answer: ask again (a stale one is followed by the table as it is now).
          if (m.code !== "stale" && asked !== null && !c.stateWaiting())
            c.unshift({ ...asked, log: [], logReset: false });
          continue;
        }
        const st: StateMessage = m;
        // Progress (a seq not seen before): a later drop gets its retries afresh.
        if (lastSeq === undefined || st.seq > lastSeq) attempt = 0;
        if (st.logReset && lastSeq !== undefined) say(color.dim(`── ${w.again} ──`));
        for (const l of st.log) say(l.text);
        lastSeq = st.seq;
        // Only the newest state is answered (the table has moved on from the older ones).
        if (c.stateWaiting()) continue;
        if (st.result !== null) {
          say(color.bold(`${w.result}: ${st.result}`));
          c.close();
          return 0;
        }
        if (st.options.length === 0) {
          if (st.waitingFor !== waitingShown && st.waitingFor !== null)
            say(color.dim(`… ${w.waiting} ${names[st.waitingFor] ?? st.waitingFor}`));
          waitingShown = st.waitingFor;
          continue;
        }
        waitingShown = null;
        asked = st;
        const choices = st.options.map((o) => ({ value: o.id, label: o.label }));
        const extra = st.mayUndo ? [{ value: "undo", label: `undo — ${w.undo}` }] : [];
        // A server breaking the protocol while the player thinks ends the join at once.
        const answer = await Promise.race([asker.ask(st.prompt ?? "?", choices, extra), c.failed]);
        if (answer === null) {
          c.close();
          return asker.interrupted ? EXIT_INTERRUPTED : 0;
        }
        if (answer === "undo" && st.mayUndo) c.send({ undo: true, seq: st.seq });
        else {
          const picked = /^\d+$/.test(answer) ? choices[Number(answer) - 1]?.value : answer;
          // An answer that is not an option goes to the server, which says why it is refused.
          c.send({ choose: picked ?? answer, seq: st.seq });
        }
      }
      // Never a table at all: say why once (a refused port is not worth six tries).
      if (!welcomed && !ended.opened)
        throw new JoinError(`<link>: cannot reach ${host}: ${ended.why}`);
      if (!welcomed) throw new JoinError(`${server}: ${ended.why} before any welcome`);
      if (ended.final) throw new JoinError(`${server}: ${ended.why}`);
      if (attempt >= RETRIES || ++reconnects > MAX_RECONNECTS)
        throw new JoinError(
          `<link>: the server at ${host} is gone (${ended.why}; tried ${RETRIES} times)`,
        );
      sayError(`kassen: ${server}: ${ended.why}; joining again…`);
      await new Promise((r) => setTimeout(r, 500 * (attempt + 1)));
    }
  } finally {
    conn?.destroy();
    asker.close();
    // A terminal menu left waiting (the server failed mid-question) must not hold the process.
    if (asker.tty && process.stdin.isTTY) {
      process.stdin.setRawMode(false);
      process.stdin.unref();
    }
  }
}

/** A `--timeout`/`--idle-timeout` value in milliseconds. */
function seconds(flag: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback * 1000;
  const n = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || n < 0.1 || n > MAX_JOIN_TIMEOUT_SECONDS)
    throw new JoinError(
      `${flag} ${echo(text)}: expected seconds from 0.1 to ${grouped(MAX_JOIN_TIMEOUT_SECONDS)}`,
    );
  return Math.round(n * 1000);
}

/** Registers `kassen join`. */
export function registerJoin(program: Command): void {
  program
    .command("join")
    .description("sit at a table of a kassen serve: play your seat (or watch) from the terminal")
    .argument("<link>", "the seat or spectator link (http://host:port/t/<table>#<token>)")
    .option("--lang <lang>", "language of labels and log (default: the seat's)")
    .option(
      "--timeout <seconds>",
      `to connect, and to be answered the hello (default: ${JOIN_TIMEOUT_SECONDS})`,
    )
    .option(
      "--idle-timeout <seconds>",
      `without a message or heartbeat before the connection counts as lost (default: ${JOIN_IDLE_TIMEOUT_SECONDS})`,
    )
    .action(
      async (link: string, opts: { lang?: string; timeout?: string; idleTimeout?: string }) => {
        if (opts.lang !== undefined && !LANGS.includes(opts.lang as Lang))
          throw new JoinError(`--lang: expected ja, zh or en, got ${JSON.stringify(opts.lang)}`);
        const t = {
          connectMs: seconds("--timeout", opts.timeout, JOIN_TIMEOUT_SECONDS),
          idleMs: seconds("--idle-timeout", opts.idleTimeout, JOIN_IDLE_TIMEOUT_SECONDS),
        };
        process.exitCode = await play(link, opts.lang as Lang | undefined, t);
      },
    );
}
