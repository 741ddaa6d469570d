/**
 * One load run against a running server: T tables of a system, every person seat a scripted
 * socket (bench/server-seat.ts), opened first (the server's memory is read before and after),
 * then played for a timed window — with a think time per choice, as people play, or with none
 * (the most the server takes). A battle that ends is replaced by a new table, so T stay open.
 * The client shares the machine with the server: its work slows the server's figures.
 */
import { median } from "./median.ts";
import { machineBusyMs, type ServerProcess } from "./server-process.ts";
import type { BenchSeat } from "./server-seat.ts";
import { type BenchTable, closeAll, inParallel, newRun, openTable } from "./server-tables.ts";

/** What to run. */
export interface LoadOptions {
  system: string;
  tables: number;
  /** Think time per choice in ms ([min, max]); null: none. */
  thinkMs: [number, number] | null;
  /** Length of the timed window. */
  seconds: number;
  /** Play before the timed window starts (JIT, the first choices of every table). */
  warmupSeconds: number;
}

/** What a run measured. */
export interface LoadResult {
  system: string;
  tables: number;
  thinkMs: [number, number] | null;
  seconds: number;
  /** Seconds it took to create the tables and open their sockets (each seat's first state). */
  openSeconds: number;
  choices: number;
  choicesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  rssIdleMB: number;
  rssOpenMB: number;
  rssEndMB: number;
  /** (RSS with the tables open − idle RSS) / tables. */
  kbPerTable: number;
  /** (RSS after the window − idle RSS) / tables: tables that have played a while. */
  kbPerTableAfter: number;
  cpuMsPerChoice: number;
  /** The server's CPU time over the window / its length (2 would be both cores). */
  serverCores: number;
  clientCores: number;
  /**
   * Cores the machine's other processes used over the window (other people's work on a shared
   * machine; PostgreSQL's own processes on a PostgreSQL run).
   */
  otherCores: number;
  battlesFinished: number;
  /** Mean size of a state message (a seat's whole view, the new log lines, its options). */
  stateKB: number;
  errors: Record<string, number>;
}

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A short run with no think time so the server's code is compiled before it is measured. */
async function warmUp(server: ServerProcess, system: string): Promise<void> {
  const run = newRun(null);
  const tables: BenchTable[] = [];
  await inParallel(8, 20, async () => {
    tables.push(await openTable(server.url, system, run));
  });
  run.playing = true;
  for (const t of tables) for (const s of t.seats) s.consider();
  await sleep(2000);
  run.playing = false;
  await closeAll(tables);
}

/** The value at quantile `q` of sorted numbers. */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** Opens the tables, plays the timed window, closes everything; the server keeps running. */
export async function runLoad(server: ServerProcess, o: LoadOptions): Promise<LoadResult> {
  await warmUp(server, o.system);
  await sleep(1000);
  const rssIdle = server.rss();

  const run = newRun(o.thinkMs);
  const open = new Set<BenchTable>();
  const bySeat = new Map<BenchSeat, BenchTable>();
  let finished = 0;
  const add = (t: BenchTable) => {
    open.add(t);
    for (const s of t.seats) bySeat.set(s, t);
  };
  const t0 = performance.now();
  await inParallel(16, o.tables, async () => add(await openTable(server.url, o.system, run)));
  const openSeconds = (performance.now() - t0) / 1000;
  await sleep(500);
  const rssOpen = server.rss();

  // A finished battle's table is closed and a new one opened in its place.
  const replacing: Promise<void>[] = [];
  run.onResult = (seat) => {
    const t = bySeat.get(seat);
    if (t === undefined || t.done) return;
    t.done = true;
    finished++;
    open.delete(t);
    for (const s of t.seats) bySeat.delete(s);
    replacing.push(
      (async () => {
        await closeAll([t]);
        if (!run.playing) return;
        const fresh = await openTable(server.url, o.system, run);
        add(fresh);
        for (const s of fresh.seats) s.consider();
      })(),
    );
  };

  const start = performance.now();
  run.timedFrom = start + o.warmupSeconds * 1000;
  run.timedUntil = run.timedFrom + o.seconds * 1000;
  run.playing = true;
  for (const t of open) for (const s of t.seats) s.consider();
  await sleep(run.timedFrom - performance.now());
  const cpu0 = server.cpuMs();
  const client0 = process.cpuUsage();
  const machine0 = machineBusyMs();
  const finished0 = finished;
  await sleep(run.timedUntil - performance.now());
  const cpu1 = server.cpuMs();
  const client1 = process.cpuUsage(client0);
  const machine1 = machineBusyMs();
  const finishedInWindow = finished - finished0;
  run.playing = false;
  for (const t of open) for (const s of t.seats) s.cancel();
  // The choices sent in the window are answered (and timed) before anything closes.
  const deadline = performance.now() + 10_000;
  while ([...open].some((t) => t.seats.some((s) => s.waiting)) && performance.now() < deadline)
    await sleep(20);
  const rssEnd = server.rss();
  await Promise.allSettled(replacing);
  await closeAll(open);

  const sorted = [...run.latencies].sort((a, b) => a - b);
  const choices = sorted.length;
  return {
    system: o.system,
    tables: o.tables,
    thinkMs: o.thinkMs,
    seconds: o.seconds,
    openSeconds,
    choices,
    choicesPerSecond: choices / o.seconds,
    p50Ms: median(sorted),
    p99Ms: quantile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
    rssIdleMB: rssIdle / MB,
    rssOpenMB: rssOpen / MB,
    rssEndMB: rssEnd / MB,
    kbPerTable: (rssOpen - rssIdle) / 1024 / o.tables,
    kbPerTableAfter: (rssEnd - rssIdle) / 1024 / o.tables,
    cpuMsPerChoice: (cpu1 - cpu0) / choices,
    serverCores: (cpu1 - cpu0) / 1000 / o.seconds,
    clientCores: (client1.user + client1.system) / 1e6 / o.seconds,
    otherCores:
      (machine1 - machine0 - (cpu1 - cpu0) - (client1.user + client1.system) / 1000) /
      1000 /
      o.seconds,
    battlesFinished: finishedInWindow,
    stateKB: run.stateBytes / 1024 / Math.max(1, run.stateCount),
    errors: run.errors,
  };
}
