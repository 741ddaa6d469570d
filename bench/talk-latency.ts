/**
 * Table talk under load (issue 31): `kassen serve` in a child process (SQLite in a fresh folder,
 * then PostgreSQL in a fresh database when reachable), N vision tables with both seats on
 * loopback sockets from this process, each seat saying a line every 2–4 s as people chat (every
 * fourth a free roll). Timed from a line's sending to its own copy coming back (stored, then
 * acknowledged) and to the other seat's socket getting it (delivered). The client runs on the
 * same cores, so the figures are conservative.
 *
 * `npm run bench -- --only talk` (about a minute per store; not in the default set), with
 * `--talk-tables 200`, `--talk-seconds 20`, `--talk-db sqlite,postgres`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import WebSocket from "ws";
import type { ServerMessage } from "../src/server/protocol/server-messages.ts";
import { freshPgDatabase } from "./pg-database.ts";
import { machineBusyMs, startServerProcess } from "./server-process.ts";

/** One store's figures. */
export interface TalkBench {
  db: "sqlite" | "postgres";
  tables: number;
  seconds: number;
  lines: number;
  linesPerSecond: number;
  ackP50Ms: number;
  ackP99Ms: number;
  deliverP50Ms: number;
  deliverP99Ms: number;
  refused: number;
  serverCpuMsPerLine: number;
  /** Cores the rest of the machine kept busy meanwhile (the server and this client excluded). */
  otherCores: number;
}

/** The q-quantile of timings. */
function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const r = await fetch(`${url}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const b = (await r.json()) as Record<string, unknown>;
  if (r.status !== 201) throw new Error(`POST /api/tables: ${r.status} ${JSON.stringify(b)}`);
  return b;
}

/** A seat's socket, resolved once its hello is answered with the talk history. */
function openSeat(url: string, id: string, token: string, onTalk: (m: ServerMessage) => void) {
  return new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, "ws")}/api/tables/${id}/ws`);
    let ready = false;
    ws.on("open", () => ws.send(JSON.stringify({ hello: token })));
    ws.on("error", reject);
    ws.on("message", (data: Buffer) => {
      const m = JSON.parse(String(data)) as ServerMessage;
      if (m.type === "talk" && !ready) {
        ready = true;
        resolve(ws);
        return;
      }
      onTalk(m);
    });
  });
}

/** Runs the bench on one store. */
async function benchOne(
  db: "sqlite" | "postgres",
  tables: number,
  seconds: number,
): Promise<TalkBench | string> {
  const dir = mkdtempSync(join(tmpdir(), "kassen-talk-bench-"));
  const pg = db === "postgres" ? await freshPgDatabase() : null;
  if (typeof pg === "string") return pg;
  const srv = await startServerProcess({ dataDir: dir, db: pg?.url });
  const acks: number[] = [];
  const delivers: number[] = [];
  let refused = 0;
  let playing = true;
  const sockets: WebSocket[] = [];
  const timers: NodeJS.Timeout[] = [];
  try {
    /** Sent lines by their text: when, and whether the timed window had begun. */
    const sent = new Map<string, { at: number; timed: boolean }>();
    let timedFrom = Number.POSITIVE_INFINITY;
    const onTalk = (m: ServerMessage, self: string) => {
      if (m.type === "error") refused++;
      if (m.type !== "talk") return;
      const now = performance.now();
      for (const l of m.lines) {
        const key = l.text ?? l.roll?.label ?? "";
        const s = sent.get(key);
        if (s === undefined || !s.timed) continue;
        (l.from === self ? acks : delivers).push(now - s.at);
      }
    };
    for (let i = 0; i < tables; i++) {
      const t = (await post(srv.url, { system: "vision" })) as {
        id: string;
        seats: { seat: string; token?: string }[];
      };
      for (const s of t.seats) {
        const ws = await openSeat(srv.url, t.id, s.token as string, (m) => onTalk(m, s.seat));
        sockets.push(ws);
        let n = 0;
        const speak = () => {
          if (!playing) return;
          const key = `${t.id} ${s.seat} ${n++}`;
          sent.set(key, { at: performance.now(), timed: performance.now() >= timedFrom });
          ws.send(JSON.stringify(n % 4 === 0 ? { roll: "2D6+3", label: key } : { say: key }));
          timers.push(setTimeout(speak, 2000 + Math.random() * 2000));
        };
        timers.push(setTimeout(speak, Math.random() * 4000));
      }
    }
    // Warm up a few seconds, then time.
    await new Promise((r) => setTimeout(r, 5000));
    timedFrom = performance.now();
    const cpu0 = srv.cpuMs();
    const busy0 = machineBusyMs();
    const self0 = process.cpuUsage();
    await new Promise((r) => setTimeout(r, seconds * 1000));
    playing = false;
    const cpu = srv.cpuMs() - cpu0;
    const mine = process.cpuUsage(self0);
    const others = machineBusyMs() - busy0 - cpu - (mine.user + mine.system) / 1000;
    await new Promise((r) => setTimeout(r, 1000));
    return {
      db,
      tables,
      seconds,
      lines: acks.length,
      linesPerSecond: acks.length / seconds,
      ackP50Ms: quantile(acks, 0.5),
      ackP99Ms: quantile(acks, 0.99),
      deliverP50Ms: quantile(delivers, 0.5),
      deliverP99Ms: quantile(delivers, 0.99),
      refused,
      serverCpuMsPerLine: cpu / Math.max(1, acks.length),
      otherCores: Math.max(0, others / (seconds * 1000)),
    };
  } finally {
    playing = false;
    for (const t of timers) clearTimeout(t);
    for (const ws of sockets) ws.terminate();
    await srv.stop();
    rmSync(dir, { recursive: true, force: true });
    if (pg !== null) await pg.drop();
  }
}

/** The talk bench on each store asked for (a store that cannot be had: its reason). */
export async function benchTalk(
  tables: number,
  seconds: number,
  dbs: ("sqlite" | "postgres")[],
): Promise<(TalkBench | string)[]> {
  const out: (TalkBench | string)[] = [];
  for (const db of dbs) out.push(await benchOne(db, tables, seconds));
  return out;
}
