/**
 * Opening the store, the bot pool and the app, and listening: what `kassen serve` does, and what
 * tests call to get a real server on an ephemeral port.
 */
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { BotPool } from "./bots/bot-pool.ts";
import { dataDir, openStore } from "./store/open-store.ts";
import type { TableHub } from "./table/hub.ts";

/** How to start. */
export interface ServerOptions {
  port: number;
  host: string;
  db?: string;
  dataDir?: string;
  /** pino's level; "silent" for none. */
  logLevel?: string;
  /** Worker threads for bots (default: the pool's own). */
  botThreads?: number;
  /** Tables one address may make a minute (default 30; 0: no limit). */
  tablesPerMinute?: number;
  /** Ping interval of the sockets (default: the app's). */
  heartbeatMs?: number;
  /** A build of the browser table to serve; absent: the API only. */
  webDir?: string;
}

/** A listening server. */
export interface RunningServer {
  app: FastifyInstance;
  hub: TableHub;
  url: string;
  port: number;
  /** Where tables are kept, for the start line ("SQLite …" or "PostgreSQL"). */
  storage: string;
}

/** Starts a server; `app.close()` stops it (finishing writes, closing sockets and the pool). */
export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const store = await openStore({ db: opts.db, dataDir: opts.dataDir });
  const pool = new BotPool(opts.botThreads === undefined ? {} : { size: opts.botThreads });
  const { app, hub } = await buildApp({
    store,
    decide: (job) => pool.decide(job),
    parseUpload: (job) => pool.parseScenario(job),
    checkLibrary: (job) => pool.checkLibrary(job),
    prepare: (job) => pool.prepare(job),
    logger: { level: opts.logLevel ?? "info" },
    heartbeatMs: opts.heartbeatMs,
    tablesPerMinute: opts.tablesPerMinute,
    webDir: opts.webDir,
  });
  app.addHook("onClose", async () => pool.close());
  try {
    await app.listen({ port: opts.port, host: opts.host });
  } catch (err) {
    // A port in use or a host that is no address here: close the store and the pool first.
    await app.close().catch(() => {});
    throw err;
  }
  const resumed = await hub.resumeBotTables();
  if (resumed > 0) app.log.info({ tables: resumed }, "bot tables resumed");
  const address = app.server.address();
  const port = typeof address === "object" && address !== null ? address.port : opts.port;
  const host = opts.host.includes(":") ? `[${opts.host}]` : opts.host;
  const storage =
    store.kind === "postgres" ? "PostgreSQL" : `SQLite in ${opts.db ?? opts.dataDir ?? dataDir()}`;
  return { app, hub, url: `http://${host}:${port}`, port, storage };
}
