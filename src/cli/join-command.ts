/**
 * `kassen join <link>`: sit at a table of a `kassen serve` from a terminal — the seat (or
 * spectator) link a table's creator handed out. Log lines in the seat's language as they come,
 * a menu when the seat decides (numbered lines through a pipe), the GM's/KP's take-back as an
 * extra answer; a dropped connection is taken up again from the last seq seen (five tries in a
 * row). The server is anyone's: every message is checked against the published schemas, its
 * size and the time it takes are bounded, and anything else is one line and exit 2.
 */

import { text } from "@clack/prompts";
import type { Command } from "commander";
import { KassenError, LANGS, type Lang } from "../engine/index.ts";
import type { ServerMessage, StateMessage } from "../server/protocol/server-messages.ts";
import {
  echo,
  grouped,
  JOIN_IDLE_TIMEOUT_SECONDS,
  JOIN_TIMEOUT_SECONDS,
  MAX_JOIN_TIMEOUT_SECONDS,
} from "../shared/limits.ts";
import { EXIT_INTERRUPTED, makeAsker } from "./input.ts";
import { JoinInput } from "./join-input.ts";
import { isTalkCommand, readTalk, talkHelp, talkText, talkWord } from "./join-talk.ts";
import { color, line, say, sayError } from "./output.ts";
import { Connection, type Ended, type JoinTimeouts } from "./server-connection.ts";

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
  Record<
    | "you"
    | "spectator"
    | "waiting"
    | "result"
    | "again"
    | "undo"
    | "houseRules"
    | "typeTalk"
    | "talkEntry"
    | "talkPrompt",
    string
  >
> = {
  ja: {
    you: "あなたの席",
    spectator: "観戦者",
    waiting: "待っています",
    result: "結果",
    again: "ログ（最初から）",
    undo: "直前の決定を取り消す",
    houseRules: "ハウスルール",
    typeTalk: "卓の会話: say / whisper / roll / secret …（talk で一覧）",
    talkEntry: "卓の会話（発言・ささやき・ダイス）",
    talkPrompt: "会話（say 文 / whisper 席 文 / roll 2D6 …）",
  },
  zh: {
    you: "你的座位",
    spectator: "观战者",
    waiting: "等待",
    result: "结果",
    again: "日志（从头）",
    undo: "撤回上一个决定",
    houseRules: "房规",
    typeTalk: "桌边聊天: say / whisper / roll / secret …（输入 talk 查看全部）",
    talkEntry: "桌边聊天（发言、悄悄话、掷骰）",
    talkPrompt: "聊天（say 文字 / whisper 座位 文字 / roll 2D6 …）",
  },
  en: {
    you: "you are",
    spectator: "a spectator",
    waiting: "waiting for",
    result: "result",
    again: "the log, from the start",
    undo: "take back the last decision",
    houseRules: "house rules",
    typeTalk: "table talk: say / whisper / roll / secret … (type talk for all)",
    talkEntry: "table talk (say, whisper, roll dice)",
    talkPrompt: "talk (say text / whisper seat text / roll 2D6 …)",
  },
};

/** Reconnection attempts in a row after a dropped connection, before giving up. */
const RETRIES = 5;
/** Reconnections in all, however much the battle moved on between them. */
const MAX_RECONNECTS = 50;

/** A request sent and not yet answered: the server answers a socket's messages in order. */
type Pending = { kind: "talk" } | { kind: "choice"; seq: number };

/** Plays the seat until the battle ends, input ends or the server is gone; the exit code. */
async function play(link: string, lang: Lang | undefined, t: JoinTimeouts): Promise<number> {
  const { default: WS } = await import("ws");
  const { ws: wsUrl, token } = parseLink(link);
  const host = new URL(link).host;
  const server = `server at ${host}`;
  const asker = makeAsker();
  // Lines are read at any time (talk while others decide); a terminal's menu pauses them.
  const input = new JoinInput();
  let lastSeq: number | undefined;
  let lastTalk: number | undefined;
  let names: Record<string, string> = {};
  let seats: string[] = [];
  let mySeat: string | null = null;
  let waitingShown: string | null = null;
  let tableLang: Lang = lang ?? "en";
  let w = WORDS[tableLang];
  let conn: Connection | null = null;
  /** Whether this server ever welcomed us: until then, it is not a table to join again. */
  let welcomed = false;
  let reconnects = 0;
  try {
    for (let attempt = 0; ; attempt++) {
      const hello = {
        hello: token,
        ...(lastSeq === undefined ? {} : { seq: lastSeq }),
        ...(lastTalk === undefined ? {} : { talk: lastTalk }),
        ...(lang ? { lang } : {}),
      };
      const c = new Connection(WS, wsUrl, server, hello, t);
      conn = c;
      /** The decision put to the person and not yet answered (a pipe answers it by a line). */
      let asked: StateMessage | null = null;
      /** The decision last answered, asked again if the server refuses the answer. */
      let answered: StateMessage | null = null;
      const pending: Pending[] = [];
      let ended: Ended | null = null;
      let next: Promise<ServerMessage | Ended> | null = null;

      /** A typed talk command: sent, or its help or usage shown. */
      const talk = (text: string): void => {
        const r = readTalk(text, seats);
        if (r === null) return;
        if ("help" in r) for (const l of talkHelp(tableLang)) say(l);
        else if ("usage" in r) say(color.yellow(`${talkWord(tableLang, "usage")}: ${r.usage}`));
        else if (mySeat === null) say(color.yellow(talkWord(tableLang, "notAllowed")));
        else {
          pending.push({ kind: "talk" });
          c.send(r.send);
        }
      };
      /** Sends the answer to a decision. */
      const answer = (st: StateMessage, text: string): void => {
        answered = st;
        pending.push({ kind: "choice", seq: st.seq });
        if (text === "undo" && st.mayUndo) c.send({ undo: true, seq: st.seq });
        else {
          const picked = /^\d+$/.test(text) ? st.options[Number(text) - 1]?.id : text;
          // An answer that is not an option goes to the server, which says why it is refused.
          c.send({ choose: picked ?? text, seq: st.seq });
        }
      };

      for (;;) {
        // Typed lines in order: talk at once, a battle answer only when a decision is asked.
        const head = input.peek();
        if (head !== null && (isTalkCommand(head) || asked !== null || asker.tty)) {
          input.take();
          if (isTalkCommand(head)) talk(head);
          else if (asked !== null) {
            answer(asked, head);
            asked = null;
          } else say(color.dim(w.typeTalk));
          continue;
        }
        if (asked !== null && input.done) {
          c.close();
          return 0;
        }
        next ??= c.next();
        const woke = await Promise.race([
          next.then(() => true),
          // A line waiting for a decision (or the end of input) is no news: wait for the server.
          head !== null || input.done ? NEVER : input.ready().then(() => false),
          c.failed,
        ]);
        if (!woke) continue;
        const m = await next;
        next = null;
        if (!("type" in m)) {
          ended = m;
          break;
        }
        if (m.type === "welcome") {
          welcomed = true;
          names = Object.fromEntries(m.seats.map((s) => [s.seat, s.name]));
          seats = m.seats.map((s) => s.seat);
          mySeat = m.seat;
          tableLang = m.lang;
          w = WORDS[m.lang];
          const who = m.seat === null ? w.spectator : `${names[m.seat] ?? m.seat} [${m.seat}]`;
          say(color.bold(`${m.title} — ${m.system}, table ${m.table}: ${w.you} ${who}`));
          // Issue 33: the house rules the table plays by, under its title.
          const rules = Object.entries(m.houseRules ?? {});
          if (rules.length > 0)
            say(
              `${w.houseRules}: ${rules.map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(", ")}`,
            );
          if (m.seat !== null && lastSeq === undefined) say(color.dim(w.typeTalk));
          continue;
        }
        if (m.type === "talk" || m.type === "talk-update") {
          const lines = m.type === "talk" ? m.lines : [m.line];
          for (const l of lines) {
            // The server answers in order: our own new line (or a change) settles our request.
            if (pending[0]?.kind === "talk" && (m.type === "talk-update" || l.from === mySeat))
              pending.shift();
            // A line the GM/KP hid comes as its id only: shown as such.
            say(talkText(l, names, tableLang, m.type === "talk-update"));
            if (m.type === "talk") lastTalk = Math.max(lastTalk ?? 0, l.id);
          }
          continue;
        }
        if (m.type === "error") {
          sayError(`kassen: server: ${m.code}: ${echo(m.message, 200)}`);
          if (m.code === "bad-token" || m.code === "unknown-table" || m.code === "full") {
            if (welcomed && pending[0]?.kind === "talk") {
              pending.shift();
              continue;
            }
            c.close();
            return 2;
          }
          const was = pending.shift();
          const prev = answered as StateMessage | null;
          // A refused answer: ask again (a stale one is followed by the table as it is now).
          if (was?.kind === "choice" && m.code !== "stale" && prev !== null && !c.stateWaiting())
            c.unshift({ ...prev, log: [], logReset: false });
          continue;
        }
        const st: StateMessage = m;
        while (pending[0]?.kind === "choice" && pending[0].seq < st.seq) pending.shift();
        // Progress (a seq not seen before): a later drop gets its retries afresh.
        if (lastSeq === undefined || st.seq > lastSeq) attempt = 0;
        if (st.logReset && lastSeq !== undefined) say(color.dim(`── ${w.again} ──`));
        for (const l of st.log) say(l.text);
        lastSeq = st.seq;
        asked = null;
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
        const choices = st.options.map((o) => ({ value: o.id, label: o.label }));
        const extra = st.mayUndo ? [{ value: "undo", label: `undo — ${w.undo}` }] : [];
        if (!asker.tty) {
          // A pipe: the menu as numbered lines; the next typed answer takes it (above).
          say(st.prompt ?? "?");
          choices.forEach((ch, i) => {
            say(line`  ${i + 1}. ${ch.label}  ${color.dim(`[${ch.value}]`)}`);
          });
          say(color.dim(`  (or: ${[...extra.map((e) => e.value), "talk"].join(", ")})`));
          asked = st;
          continue;
        }
        // A terminal: the menu, with table talk as one of its entries.
        const talkEntry = { value: TALK_ENTRY, label: `talk — ${w.talkEntry}` };
        input.pause();
        for (;;) {
          // A server breaking the protocol while the player thinks ends the join at once.
          const picked = await Promise.race([
            asker.ask(st.prompt ?? "?", choices, [...extra, talkEntry]),
            c.failed,
          ]);
          if (picked === null) {
            c.close();
            return asker.interrupted ? EXIT_INTERRUPTED : 0;
          }
          if (picked !== TALK_ENTRY) {
            answer(st, picked);
            break;
          }
          const typed = await text({ message: w.talkPrompt, placeholder: "say …" });
          if (typeof typed === "string" && typed.trim() !== "") {
            if (isTalkCommand(typed)) talk(typed);
            else talk(`say ${typed}`);
          }
        }
        input.resume();
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
    input.close();
    // A terminal menu left waiting (the server failed mid-question) must not hold the process.
    if (asker.tty && process.stdin.isTTY) {
      process.stdin.setRawMode(false);
      process.stdin.unref();
    }
  }
}

/** A promise that never settles (a race's idle entrant). */
const NEVER = new Promise<boolean>(() => {});

/** The terminal menu's talk entry (not an option id a battle could offer: ids have no spaces). */
const TALK_ENTRY = "talk …";

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
