/**
 * `kassen join <link>`: sit at a table of a `kassen serve` from a terminal — the seat (or
 * spectator) link a table's creator handed out. Log lines in the seat's language as they come,
 * a menu when the seat decides (numbered lines through a pipe), the GM's/KP's take-back as an
 * extra answer; a dropped connection is taken up again from the last seq seen (five tries in a
 * row). The server is anyone's: every message is checked against the published schemas, its
 * size and the time it takes are bounded, and anything else is one line and exit 2.
 */
import type { Command } from "commander";
import { KassenError, LANGS, type Lang } from "../engine/index.ts";
import type { StateMessage } from "../server/protocol/server-messages.ts";
import {
  echo,
  grouped,
  JOIN_IDLE_TIMEOUT_SECONDS,
  JOIN_TIMEOUT_SECONDS,
  MAX_JOIN_TIMEOUT_SECONDS,
} from "../shared/limits.ts";
import { EXIT_INTERRUPTED, makeAsker } from "./input.ts";
import { color, say, sayError } from "./output.ts";
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
  Record<"you" | "spectator" | "waiting" | "result" | "again" | "undo" | "houseRules", string>
> = {
  ja: {
    you: "あなたの席",
    spectator: "観戦者",
    waiting: "待っています",
    result: "結果",
    again: "ログ（最初から）",
    undo: "直前の決定を取り消す",
    houseRules: "ハウスルール",
  },
  zh: {
    you: "你的座位",
    spectator: "观战者",
    waiting: "等待",
    result: "结果",
    again: "日志（从头）",
    undo: "撤回上一个决定",
    houseRules: "房规",
  },
  en: {
    you: "you are",
    spectator: "a spectator",
    waiting: "waiting for",
    result: "result",
    again: "the log, from the start",
    undo: "take back the last decision",
    houseRules: "house rules",
  },
};

/** Reconnection attempts in a row after a dropped connection, before giving up. */
const RETRIES = 5;
/** Reconnections in all, however much the battle moved on between them. */
const MAX_RECONNECTS = 50;

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
          // Issue 33: the house rules the table plays by, under its title.
          const rules = Object.entries(m.houseRules ?? {});
          if (rules.length > 0)
            say(
              `${w.houseRules}: ${rules.map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(", ")}`,
            );
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
        if (m.type === "talk" || m.type === "talk-update") continue;
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
