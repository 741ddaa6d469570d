/**
 * The table server as users start it — `node bin/kassen.mjs serve` in a child process — for the
 * server bench: its URL from the start line, its resident memory and CPU time read from
 * /proc/<pid> (Linux), and a graceful stop (SIGTERM: writes finished, sockets closed). The
 * launcher runs the bundle in its own process, so the child's pid is the server's.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** A running server child. */
export interface ServerProcess {
  url: string;
  pid: number;
  /** Resident memory now, in bytes. */
  rss(): number;
  /** CPU time used so far (user + system), in milliseconds. */
  cpuMs(): number;
  /** SIGTERM, then waits for the exit (SIGKILL after `ms`). */
  stop(ms?: number): Promise<void>;
}

/** How to start one. */
export interface ServeOptions {
  dataDir: string;
  /** A `--db` value (PostgreSQL); none: SQLite in `dataDir`. */
  db?: string;
  /** Extra node flags (`--cpu-prof`, …). */
  nodeArgs?: string[];
  /** Serve the browser table too (the web bench); default: the API only. */
  web?: boolean;
}

/** Starts `kassen serve --port 0` and resolves once it printed its URL. */
export async function startServerProcess(opts: ServeOptions): Promise<ServerProcess> {
  const args = [
    ...(opts.nodeArgs ?? []),
    "bin/kassen.mjs",
    "serve",
    "--port",
    "0",
    "--data",
    opts.dataDir,
    "--log-level",
    "silent",
    // The bench opens a thousand tables from one address, far over the default allowance.
    "--tables-per-minute",
    "0",
    // The API's load is measured: the browser table's files are not needed.
    ...(opts.web === true ? [] : ["--no-web"]),
    ...(opts.db === undefined ? [] : ["--db", opts.db]),
  ];
  // From the bundle always: through tsx the launcher would run the server in a grandchild.
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, KASSEN_NO_BUNDLE: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
  const url = await startLine(child);
  const pid = child.pid as number;
  return {
    url,
    pid,
    rss: () => rssOf(pid),
    cpuMs: () => cpuMsOf(pid),
    stop: async (ms = 30_000) => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), ms);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The URL of the child's start line (rejects with its stderr if it exits first). */
function startLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stderr?.on("data", (d) => {
      err += String(d);
    });
    child.stdout?.on("data", (d) => {
      out += String(d);
      const m = /Kassen table(?: server)?: (http:\/\/\S+)/.exec(out);
      if (m !== null) resolve(m[1]);
    });
    child.once("exit", (code) =>
      reject(new Error(`kassen serve exited ${code} before listening: ${err.trim().slice(-500)}`)),
    );
  });
}

/** VmRSS of a process, in bytes. */
export function rssOf(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (m === null) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(m[1]) * 1024;
}

/** utime + stime of a process (all its threads), in milliseconds. */
export function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name (field 2) may hold spaces: count fields from after its closing paren.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** CPU time all processes of the machine have used (all cores, /proc/stat), in milliseconds. */
export function machineBusyMs(): number {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0];
  // cpu user nice system idle iowait irq softirq steal …: busy is all but idle and iowait.
  const t = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const busy = t[0] + t[1] + t[2] + t[5] + t[6] + t[7];
  return (busy * 1000) / TICKS_PER_SECOND;
}
