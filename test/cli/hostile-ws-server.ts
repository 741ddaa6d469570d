/**
 * A hostile table server for `kassen join`'s tests and the bad-input corpus: a real WebSocket
 * server (not Kassen's) that answers a hello by breaking the protocol in the way the link's
 * table id names — `http://127.0.0.1:<port>/t/badjson#<token>` sends text that is not JSON.
 */
import { WebSocketServer } from "ws";
import { MAX_SERVER_MESSAGE_BYTES } from "../../src/shared/limits.ts";

/** A token of the shape seat links carry. */
export const TOKEN = "hostile-test-token-0000";

/** A welcome as the real server sends it, with `over` fields replaced. */
function welcome(over: Record<string, unknown> = {}): string {
  return JSON.stringify({
    type: "welcome",
    table: "t1",
    system: "vision",
    title: "a table",
    seat: "p1",
    lang: "en",
    seats: [
      { seat: "p1", name: "Player 1", kind: "person", bot: null },
      { seat: "p2", name: "Player 2", kind: "bot", bot: "random" },
    ],
    ...over,
  });
}

/** A state message as the real server sends it, with `over` fields replaced. */
function state(over: Record<string, unknown> = {}): string {
  return JSON.stringify({
    type: "state",
    seq: 1,
    view: {},
    waitingFor: null,
    prompt: null,
    options: [],
    mayUndo: false,
    log: [],
    logReset: true,
    result: null,
    defs: {},
    ...over,
  });
}

/**
 * What the fake server does after a hello, by the table id in the socket's path
 * (`/api/tables/<behaviour>/ws`).
 */
export const BEHAVIOURS: Record<
  string,
  (send: (data: string | Buffer, opts?: { binary: boolean }) => void) => void
> = {
  badjson: (send) => send("{this is not json"),
  binary: (send) => send(Buffer.from([0xde, 0xad, 0xbe, 0xef])),
  // The message that used to end in "internal error: st.log is not iterable".
  badlog: (send) => {
    send(welcome());
    send(state({ log: 5 }));
  },
  statefirst: (send) => send(state()),
  oversize: (send) => send("x".repeat(MAX_SERVER_MESSAGE_BYTES + 1024)),
  // The 90 MB message that cost a joining terminal ~500 MB before the cap.
  huge: (send) => send(Buffer.alloc(90_000_000, 0x20), { binary: false }),
  silent: () => {},
  // Everything a server names, full of terminal controls: it must print escaped.
  controls: (send) => {
    send(
      welcome({
        title: "\u001b]0;pwned\u0007\u001b[2J title",
        seats: [
          { seat: "p1", name: "P\u202eone\r\u0000", kind: "person", bot: null },
          { seat: "p2", name: "Two\u001b[31m", kind: "bot", bot: "random" },
        ],
      }),
    );
    send(
      state({
        seq: 2,
        log: [{ text: "card \u001b[1A\u001b[2Kname\u0007 \u009b2J", event: {} }],
        result: "won \u001b]2;x\u0007",
      }),
    );
  },
  // A refusal whose message carries controls: printed escaped, on its one line.
  errorcontrols: (send) =>
    send(JSON.stringify({ type: "error", code: "bad-token", message: "no\u001b[2J\r\u0007 such" })),
  // Asks the seat to decide, then breaks the protocol while the player is still thinking.
  midturn: (send) => {
    send(welcome());
    send(
      state({
        waitingFor: "p1",
        prompt: "pick",
        options: [{ id: "end", label: "end the turn" }],
      }),
    );
    setTimeout(() => send("garbage after the question"), 300);
  },
  // Welcomed, shown a state, then nothing: not even the heartbeat.
  idle: (send) => {
    send(welcome());
    send(state({ waitingFor: "p2" }));
  },
};

/** A running hostile server. */
export interface HostileServer {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  /** The seat link that makes the server behave as `behaviour` (a key of BEHAVIOURS). */
  link(behaviour: string): string;
  stop(): Promise<void>;
}

/** Starts the hostile server on a free port of 127.0.0.1. */
export async function startHostileServer(): Promise<HostileServer> {
  const wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await new Promise<void>((r) => wss.once("listening", () => r()));
  const base = `http://127.0.0.1:${(wss.address() as { port: number }).port}`;
  wss.on("connection", (socket, req) => {
    const behaviour = /^\/api\/tables\/([a-z]+)\/ws$/.exec(req.url ?? "")?.[1] ?? "";
    socket.on("error", () => {});
    socket.once("message", () => {
      BEHAVIOURS[behaviour]?.((data, opts) => socket.send(data, opts ?? {}));
    });
  });
  return {
    base,
    link: (behaviour) => `${base}/t/${behaviour}#${TOKEN}`,
    async stop() {
      for (const c of wss.clients) c.terminate();
      await new Promise((r) => wss.close(r));
    },
  };
}
