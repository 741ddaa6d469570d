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
  TalkLine,
  TalkRequest,
  Welcome,
} from "./protocol.ts";
import { mergeTalk, updateTalk } from "./talk-lines.ts";

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

/** The table's talk on a live socket (a replay has none). */
export interface TableTalk {
  /** The table's talk this seat may read, oldest first (hidden lines only on the GM's/KP's). */
  talk: Accessor<TalkLine[]>;
  /** The last refusal of something this seat said or rolled (shown in the talk box). */
  talkError: Accessor<ServerError | null>;
  /** Sends a remark, roll, reveal or hide; false when there is no open socket to send it on. */
  sendTalk(req: TalkRequest): boolean;
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

/** A log line placed at `seq` unless the server placed it already. */
function withSeq(line: LogLine, seq: number): LogLine {
  return "seq" in line ? line : ({ ...line, seq } as LogLine);
}

/** Opens a seat's (or a spectator's) connection; `lang` overrides the seat's language. */
export function connectTable(
  tableId: string,
  token: string,
  lang?: Lang,
): TableConnection & TableTalk {
  const [welcome, setWelcome] = createSignal<Welcome | null>(null);
  const [state, setState] = createSignal<StateMessage | null>(null);
  const [log, setLog] = createSignal<LogLine[]>([]);
  const [error, setError] = createSignal<ServerError | null>(null);
  const [status, setStatus] = createSignal<ConnStatus>("connecting");
  const [busy, setBusy] = createSignal(false);
  const [talk, setTalk] = createSignal<TalkLine[]>([]);
  const [talkError, setTalkError] = createSignal<ServerError | null>(null);
  /** Talk messages sent and not yet answered (by the line coming back, or a refusal). */
  let talkWaiting = 0;
  /** The lines this page asked to reveal or hide, not yet answered. */
  const asked = new Set<number>();
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
    } else if (msg.type === "talk") {
      setTalk(msg.reset ? mergeTalk([], msg.lines) : mergeTalk(talk(), msg.lines));
      // A line of ours coming back is the server's acknowledgement of it. A refusal shown stays
      // until the next thing sent: a line stored before it may come back after it.
      const me = welcome()?.seat;
      const ours = msg.lines.filter((l) => l.from === me).length;
      if (!msg.reset) talkWaiting = Math.max(0, talkWaiting - ours);
    } else if (msg.type === "talk-update") {
      setTalk(updateTalk(talk(), msg.line));
      // Our reveal or hide is answered by its line's update; another seat's answers nothing.
      if (asked.delete(msg.line.id)) talkWaiting = Math.max(0, talkWaiting - 1);
    } else if (msg.type === "state") {
      // Each new line is placed by the seq it came with, so the table's talk can sit between
      // the battle's lines in time order (the server's own seq on a line wins, when it sends one).
      const lines = msg.logReset ? msg.log : msg.log.map((l) => withSeq(l, msg.seq));
      setLog(msg.logReset ? lines : [...log(), ...lines]);
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
    } else if (
      msg.type === "error" &&
      talkWaiting > 0 &&
      !busy() &&
      welcome() !== null &&
      msg.code !== "closed"
    ) {
      // A refusal of a remark or roll (a flood, a line too long, a table's talk full) is the
      // talk box's to show; the decision panel and the table carry on.
      talkWaiting--;
      if (talkWaiting === 0) asked.clear();
      setTalkError(msg);
    } else if (msg.type === "error") {
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
          // Only once talk has come: a server without talk never sees the field.
          ...(talk().length === 0 ? {} : { talk: talk()[talk().length - 1].id }),
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
      talkWaiting = 0;
      asked.clear();
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
    talk,
    talkError,
    sendTalk(req) {
      if (ws?.readyState !== WebSocket.OPEN) {
        setTalkError({ type: "error", code: "closed", message: "not connected" });
        return false;
      }
      talkWaiting++;
      if ("reveal" in req) asked.add(req.reveal);
      if ("hide" in req) asked.add(req.hide);
      setTalkError(null);
      send(req);
      return true;
    },
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
