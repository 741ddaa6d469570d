/**
 * The table server under load (issue 11, "Measured"): `kassen serve` in a child process, on
 * SQLite and on PostgreSQL (a fresh database, dropped after; skipped when unreachable), and in
 * this process scripted sockets playing vision tables with two person seats, random legal
 * options. For each table count: the tables opened (the server's memory read before and
 * after), then a timed window of play with a think time per choice (people), and one window with
 * none (the most the server takes). Then the rebuild of a 300-choice battle
 * (bench/server-rebuild.ts). Each run has a fresh server process (and, on SQLite, data folder).
 * `bench/run.ts --only server` calls `benchServer()`.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freshPgDatabase } from "./pg-database.ts";
import { type LoadResult, runLoad } from "./server-load.ts";
import { type ServeOptions, startServerProcess } from "./server-process.ts";
import { benchRebuild, type RebuildResult } from "./server-rebuild.ts";

/** What to run. */
export interface ServerBenchOptions {
  /** Table counts played with think time. */
  tables: number[];
  /** Think time per choice, ms. */
  thinkMs: [number, number];
  /** Tables of the run without think time (0: none). */
  maxTables: number;
  seconds: number;
  stores: ("sqlite" | "postgres")[];
  /** Where the SQLite data folders are made (default the OS temp folder; /dev/shm: no disk). */
  dataRoot?: string;
  /** Write each server's CPU profile (node --cpu-prof) into this folder. */
  profileDir?: string;
  /** Called with each result as it comes (the bench prints as it goes). */
  onLoad?(store: string, r: LoadResult): void;
  onNote?(line: string): void;
}

/** The figures of one store. */
export interface ServerBenchResult {
  store: "sqlite" | "postgres";
  loads: LoadResult[];
  rebuild: RebuildResult | null;
  skipped?: string;
}

/** One load run on a fresh server. */
async function loadOnce(
  serve: () => ServeOptions,
  tables: number,
  thinkMs: [number, number] | null,
  o: ServerBenchOptions,
): Promise<LoadResult> {
  const opts = serve();
  const server = await startServerProcess({
    ...opts,
    nodeArgs: o.profileDir === undefined ? [] : ["--cpu-prof", "--cpu-prof-dir", o.profileDir],
  });
  try {
    return await runLoad(server, {
      system: "vision",
      tables,
      thinkMs,
      seconds: o.seconds,
      warmupSeconds: thinkMs === null ? 2 : 3,
    });
  } finally {
    await server.stop();
  }
}

/** Every run on one store. */
async function benchStore(
  store: "sqlite" | "postgres",
  o: ServerBenchOptions,
): Promise<ServerBenchResult> {
  let db: string | undefined;
  let drop = async () => {};
  if (store === "postgres") {
    const made = await freshPgDatabase();
    if (typeof made === "string") return { store, loads: [], rebuild: null, skipped: made };
    db = made.url;
    drop = made.drop;
  }
  const dirs: string[] = [];
  const serve = (): ServeOptions => {
    const dataDir = mkdtempSync(join(o.dataRoot ?? tmpdir(), "kassen-bench-server-"));
    dirs.push(dataDir);
    return { dataDir, db };
  };
  const loads: LoadResult[] = [];
  try {
    for (const t of o.tables) {
      const r = await loadOnce(serve, t, o.thinkMs, o);
      loads.push(r);
      o.onLoad?.(store, r);
    }
    if (o.maxTables > 0) {
      const r = await loadOnce(serve, o.maxTables, null, o);
      loads.push(r);
      o.onLoad?.(store, r);
    }
    const rebuild = await benchRebuild(serve());
    return { store, loads, rebuild };
  } finally {
    await drop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}

/** Runs the server bench on each store asked for. */
export async function benchServer(o: ServerBenchOptions): Promise<ServerBenchResult[]> {
  const out: ServerBenchResult[] = [];
  // Memory and CPU of the server are read from /proc/<pid>: Linux only.
  if (!existsSync("/proc/self/stat")) {
    o.onNote?.("skipped — the server's memory and CPU are read from /proc (Linux only)");
    return out;
  }
  for (const store of o.stores) {
    const r = await benchStore(store, o);
    if (r.skipped !== undefined) o.onNote?.(`${store}: skipped — ${r.skipped}`);
    out.push(r);
  }
  return out;
}
