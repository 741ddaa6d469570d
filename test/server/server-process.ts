/**
 * `kassen serve` as a child process, started as users start it (bin/kassen.mjs), for tests that
 * kill it, run two of it, or watch it shut down.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { after, before } from "node:test";
import { CLI_ENV, ROOT } from "../cli/cli-helpers.ts";
import { type Backend, postgresBackend } from "./store-helpers.ts";

/** A running server process. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or signal name) when the process ends. */
  exited: Promise<number | string>;
}

/**
 * Starts `kassen serve --port 0 <args>` and waits for its start line (at most `ms`). The
 * browser table is left out (`--no-web`) unless `args` says `--web`. `cwd`: the folder it runs
 * in (default the repository).
 */
export async function spawnServer(args: string[], ms = 30_000, cwd = ROOT): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [
      join(ROOT, "bin/kassen.mjs"),
      "serve",
      "--port",
      "0",
      "--log-level",
      "warn",
      ...(args.includes("--web") ? args.filter((a) => a !== "--web") : ["--no-web", ...args]),
    ],
    { cwd, env: CLI_ENV, stdio: ["ignore", "pipe", "pipe"] },
  );
  let out = "";
  child.stdout?.on("data", (d) => {
    out += String(d);
  });
  child.stderr?.on("data", (d) => {
    out += String(d);
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "?")),
  );
  const deadline = Date.now() + ms;
  for (;;) {
    const m = /Kassen table(?: server)?: (http:\/\/\S+)/.exec(out);
    if (m !== null)
      return {
        child,
        url: m[1].replace("//localhost:", "//127.0.0.1:"),
        output: () => out,
        exited,
      };
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`kassen serve did not start: ${out.slice(0, 2000)}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Two server processes sharing one PostgreSQL database (filled in by {@link twoServersOnPostgres}). */
export interface TwoServers {
  a: ServerProcess;
  b: ServerProcess;
}

/**
 * Registers, in the calling suite, hooks that start two `kassen serve` processes on one fresh
 * PostgreSQL database before its tests and stop both (and drop the database) after them. The
 * answer's `a` and `b` are set once the suite's `before` has run.
 */
export function twoServersOnPostgres(): TwoServers {
  const two = {} as TwoServers;
  let pg: Backend | undefined;
  before(async () => {
    pg = await postgresBackend();
    two.a = await spawnServer(["--db", pg.db]);
    two.b = await spawnServer(["--db", pg.db]);
  });
  after(async () => {
    for (const s of [two.a, two.b]) {
      s?.child.kill("SIGTERM");
      await s?.exited;
    }
    await pg?.cleanup();
  });
  return two;
}
