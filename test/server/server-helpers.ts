/**
 * A real table server for tests: the app `kassen serve` runs, on an ephemeral port of
 * 127.0.0.1, over a real store (SQLite in a temp folder unless a `--db` is given) and the real
 * worker-thread bot pool.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RunningServer, startServer } from "../../src/server/start-server.ts";
import type { StoredTable } from "../../src/server/store/types.ts";

/** A server under test and how to stop it. */
export interface TestServer extends RunningServer {
  dir: string;
  stop(): Promise<void>;
}

/**
 * Starts a server (`db`: a `--db` value; default a fresh SQLite folder; `webDir`: a build of the
 * browser table to serve).
 */
export async function startTestServer(
  db?: string,
  heartbeatMs?: number,
  webDir?: string,
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), "kassen-server-"));
  const s = await startServer({
    port: 0,
    host: "127.0.0.1",
    db,
    dataDir: dir,
    logLevel: process.env.KLOG ?? "silent",
    botThreads: 1,
    heartbeatMs,
    webDir,
  });
  return {
    ...s,
    dir,
    stop: async () => {
      await s.app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The answer to creating a table. */
export interface CreatedTable {
  id: string;
  title: string;
  system: string;
  seats: { seat: string; kind: string; bot: string | null; token?: string; link?: string }[];
  spectator: { token: string; link: string };
}

/** An HTTP answer's JSON (`error` on a refusal). */
export type Body = { error: string; [key: string]: unknown };

/** POSTs a JSON body; returns status and parsed body. */
export async function post(
  base: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: Body }> {
  const r = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: r.status, body: (await r.json()) as Body };
}

/** GETs a path; returns status and parsed body. */
export async function get(
  base: string,
  path: string,
  token?: string,
): Promise<{ status: number; body: Body }> {
  const r = await fetch(`${base}${path}`, {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  return { status: r.status, body: (await r.json()) as Body };
}

/** Creates a table, asserting it was made. */
export async function createTable(
  base: string,
  req: Record<string, unknown>,
): Promise<CreatedTable> {
  const r = await post(base, "/api/tables", req);
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as unknown as CreatedTable;
}

/** The token of a seat of a created table. */
export function tokenOf(t: CreatedTable, seat: string): string {
  const token = t.seats.find((s) => s.seat === seat)?.token;
  if (token === undefined) throw new Error(`seat ${seat} has no token`);
  return token;
}

/** The stored table (for checks on what was stored). */
export async function stored(s: TestServer, id: string): Promise<StoredTable> {
  const t = await s.hub.store.getTable(id);
  if (t === null) throw new Error(`table ${id} not stored`);
  return t;
}
