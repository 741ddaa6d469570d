/**
 * One seat's socket to a table, as Solid signals: the welcome, the newest state, the whole log
 * so far, the last refusal and the connection's status. A dropped socket is opened again with
 * the last seq seen (the server then sends only the lines missed); a refusal that no retry can
 * cure (a bad token, an unknown table) ends it.
 */
import { type Accessor, createSignal } from "solid-js";
import type {
  Lang,
  LogLine,
  ServerError,
  ServerMessage,
  StateMessage,
  Welcome,
} from "./protocol.ts";

/** Where the connection stands. */
export type ConnStatus = "connecting" | "open" | "reconnecting" | "refused";

/** A seat's live connection to a table. */
export interface TableConnection {
  welcome: Accessor<Welcome | null>;
  state: Accessor<StateMessage | null>;
  log: Accessor<LogLine[]>;
  error: Accessor<ServerError | null>;
  status: Accessor<ConnStatus>;
  /** True from a choice sent until the server answers it (a state or a refusal). */
  busy: Accessor<boolean>;
  choose(optionId: string): void;
  undo(): void;
  close(): void;
}

/** A seat's name as the table's welcome gives it (the seat id until the welcome has come). */
export function seatNameOf(conn: Pick<TableConnection, "welcome">, seat: string): string {
  return conn.welcome()?.seats.find((s) => s.seat === seat)?.name ?? seat;
}

/** Whether to leave performance marks for the bench (`?bench` in the page's address). */
const marking =
  typeof location !== "undefined" && new URLSearchParams(location.search).has("bench");

/** Refusals a new socket would get again: the connection stops trying. */
const FINAL = new Set(["bad-token", "unknown-table", "full"]);

/** The socket URL of a table on the page's own server. */
function socketUrl(tableId: string): string {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  return `${proto}//${location.host}/api/tables/${encodeURIComponent(tableId)}/ws`;
}

/** Opens a seat's (or a spectator's) connection; `lang` overrides the seat's language. */
export function connectTable(tableId: string, token: string, lang?: Lang): TableConnection {
  const [welcome, setWelcome] = createSignal<Welcome | null>(null);
  const [state, setState] = createSignal<StateMessage | null>(null);
  const [log, setLog] = createSignal<LogLine[]>([]);
  const [error, setError] = createSignal<ServerError | null>(null);
  const [status, setStatus] = createSignal<ConnStatus>("connecting");
  const [busy, setBusy] = createSignal(false);
  let ws: WebSocket | null = null;
  let closed = false;
  let tries = 0;
  let seq: number | null = null;

  const send = (msg: object) => {
    if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
  };

  const onMessage = (msg: ServerMessage) => {
    if (msg.type === "welcome") {
      setWelcome(msg);
      setStatus("open");
      tries = 0;
    } else if (msg.type === "state") {
      setLog(msg.logReset ? msg.log : [...log(), ...msg.log]);
      seq = msg.seq;
      setError(null);
      setBusy(false);
      setState(msg);
      // For the bench (bench/web-click.ts): the message arrived ("received"), Solid has updated
      // the DOM by now ("state"); the next animation frame paints it, and a task queued from
      // that frame runs after its paint ("view").
      if (marking) {
        performance.mark("kassen:state");
        requestAnimationFrame(() => setTimeout(() => performance.mark("kassen:view")));
      }
    } else {
      setBusy(false);
      setError(msg);
      if (FINAL.has(msg.code)) {
        setStatus("refused");
        closed = true;
        ws?.close();
      }
    }
  };

  const open = () => {
    const socket = new WebSocket(socketUrl(tableId));
    ws = socket;
    socket.onopen = () =>
      socket.send(
        JSON.stringify({
          hello: token,
          ...(seq === null ? {} : { seq }),
          ...(lang ? { lang } : {}),
        }),
      );
    socket.onmessage = (e) => {
      if (marking) performance.mark("kassen:received");
      onMessage(JSON.parse(String(e.data)) as ServerMessage);
    };
    socket.onclose = () => {
      if (ws !== socket || closed) return;
      setBusy(false);
      setStatus("reconnecting");
      // Back off, but never wait longer than five seconds: a player is watching.
      const wait = Math.min(5000, 250 * 2 ** tries++);
      setTimeout(() => !closed && open(), wait);
    };
  };
  open();

  return {
    welcome,
    state,
    log,
    error,
    status,
    busy,
    choose(optionId) {
      const s = state();
      // Without an open socket the choice would go nowhere: the options are disabled meanwhile.
      if (s === null || busy() || status() !== "open") return;
      setBusy(true);
      setError(null);
      if (marking) performance.mark("kassen:choose");
      send({ choose: optionId, seq: s.seq });
    },
    undo() {
      const s = state();
      if (s === null || busy() || status() !== "open") return;
      setBusy(true);
      send({ undo: true, seq: s.seq });
    },
    close() {
      closed = true;
      ws?.close();
    },
  };
}
