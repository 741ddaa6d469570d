/**
 * `kassen join <link>`: sit at a table of a `kassen serve` from a terminal — the seat (or
 * spectator) link a table's creator handed out. Log lines in the seat's language as they come,
 * a menu when the seat decides (numbered lines through a pipe), the GM's/KP's take-back as an
 * extra answer; a dropped connection is taken up again from the last seq seen.
 */
import type { Command } from "commander";
import { KassenError, LANGS, type Lang } from "../engine/index.ts";
import type { ServerMessage, StateMessage } from "../server/protocol/server-messages.ts";
import { EXIT_INTERRUPTED, makeAsker } from "./input.ts";
import { color, say } from "./output.ts";

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

/** Reconnection attempts after a dropped connection, before giving up. */
const RETRIES = 5;

/** Plays the seat until the battle ends, input ends or the server is gone; the exit code. */
async function play(link: string, lang: Lang | undefined): Promise<number> {
  const { default: WebSocket } = await import("ws");
  const { ws: wsUrl, token } = parseLink(link);
  const asker = makeAsker();
  let lastSeq: number | undefined;
  let names: Record<string, string> = {};
  let waitingShown: string | null = null;
  let w = WORDS[lang ?? "en"];
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    const socket = new WebSocket(wsUrl);
    const queue: ServerMessage[] = [];
    let wake: (() => void) | null = null;
    let closed = null as string | null;
    /** The state last put to the human, asked again if the server refuses the answer. */
    let asked: StateMessage | null = null;
    socket.on("message", (data) => {
      queue.push(JSON.parse(String(data)) as ServerMessage);
      wake?.();
    });
    socket.on("close", (code, reason) => {
      closed = `${code}${reason.length > 0 ? ` ${reason}` : ""}`;
      wake?.();
    });
    socket.on("error", () => {});
    const next = async (): Promise<ServerMessage | null> => {
      while (queue.length === 0 && closed === null) await new Promise<void>((r) => (wake = r));
      return queue.shift() ?? null;
    };
    socket.on("open", () => {
      socket.send(
        JSON.stringify({
          hello: token,
          ...(lastSeq === undefined ? {} : { seq: lastSeq }),
          ...(lang ? { lang } : {}),
        }),
      );
    });
    for (;;) {
      const m = await next();
      if (m === null) break;
      if (m.type === "welcome") {
        attempt = 0;
        names = Object.fromEntries(m.seats.map((s) => [s.seat, s.name]));
        w = WORDS[m.lang];
        const who = m.seat === null ? w.spectator : `${names[m.seat]} [${m.seat}]`;
        say(color.bold(`${m.title} — ${m.system}, table ${m.table}: ${w.you} ${who}`));
        continue;
      }
      if (m.type === "error") {
        process.stderr.write(`kassen: server: ${m.code}: ${m.message}\n`);
        if (m.code === "bad-token" || m.code === "unknown-table" || m.code === "full") {
          socket.close();
          asker.close();
          return 2;
        }
        // A refused answer: ask again (a stale one is followed by the table as it is now).
        if (m.code !== "stale" && asked !== null && !queue.some((q) => q.type === "state"))
          queue.unshift({ ...asked, log: [], logReset: false });
        continue;
      }
      const st: StateMessage = m;
      if (st.logReset && lastSeq !== undefined) say(color.dim(`── ${w.again} ──`));
      for (const l of st.log) say(l.text);
      lastSeq = st.seq;
      // Only the newest state is answered (the table has moved on from the older ones).
      if (queue.some((q) => q.type === "state")) continue;
      if (st.result !== null) {
        say(color.bold(`${w.result}: ${st.result}`));
        socket.close();
        asker.close();
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
      const answer = await asker.ask(st.prompt ?? "?", choices, extra);
      if (answer === null) {
        socket.close();
        asker.close();
        return asker.interrupted ? EXIT_INTERRUPTED : 0;
      }
      if (answer === "undo" && st.mayUndo) socket.send(JSON.stringify({ undo: true, seq: st.seq }));
      else {
        const picked = /^\d+$/.test(answer) ? choices[Number(answer) - 1]?.value : answer;
        // An answer that is not an option goes to the server, which says why it is refused.
        socket.send(JSON.stringify({ choose: picked ?? answer, seq: st.seq }));
      }
    }
    if (closed?.startsWith("1008")) break;
    process.stderr.write(`kassen: connection closed (${closed ?? "?"}); joining again…\n`);
    await new Promise((r) => setTimeout(r, 500 * (attempt + 1)));
  }
  asker.close();
  throw new JoinError(
    `<link>: the server at ${new URL(link).host} is gone (tried ${RETRIES} times)`,
  );
}

/** Registers `kassen join`. */
export function registerJoin(program: Command): void {
  program
    .command("join")
    .description("sit at a table of a kassen serve: play your seat (or watch) from the terminal")
    .argument("<link>", "the seat or spectator link (http://host:port/t/<table>#<token>)")
    .option("--lang <lang>", "language of labels and log (default: the seat's)")
    .action(async (link: string, opts: { lang?: string }) => {
      if (opts.lang !== undefined && !LANGS.includes(opts.lang as Lang))
        throw new JoinError(`--lang: expected ja, zh or en, got ${JSON.stringify(opts.lang)}`);
      process.exitCode = await play(link, opts.lang as Lang | undefined);
    });
}
