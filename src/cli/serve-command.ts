/**
 * `kassen serve`: the table server. Binds to 127.0.0.1 unless `--host` says otherwise, stores
 * tables in embedded SQLite (the data folder) or PostgreSQL (`--db postgres://…`), logs as JSON
 * lines (pino), and on SIGTERM/SIGINT finishes its writes and closes sockets with a reason.
 */
import { fileURLToPath } from "node:url";
import type { Command } from "commander";
import { KassenError } from "../engine/index.ts";
import { startServer } from "../server/start-server.ts";
import { echo } from "../shared/limits.ts";
import { asDataFolderError, checkDataFolder } from "./data-folder.ts";
import { say, sayError } from "./output.ts";
import { prebuiltWebDir } from "./web-dir.ts";

/** A flag's value that is not what it should be. */
class FlagError extends KassenError {}

/** `--port`: a whole number 0–65535 (0: any free port). */
export function parsePort(text: string): number {
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65535)
    throw new FlagError(`--port: expected a whole number 0–65535, got ${JSON.stringify(text)}`);
  return Number(text);
}

/** The flags of `kassen serve`, as commander gives them. */
interface ServeFlags {
  port: string;
  host: string;
  db?: string;
  data?: string;
  logLevel: string;
  tablesPerMinute: string;
  /** False with --no-web: the API only. */
  web: boolean;
}

/**
 * The folder of a build of the browser table: the one built ahead of time, in an installed
 * package (see web-dir.ts); otherwise a build of the sources as they are now (built first when
 * stale, by scripts/web-build.mjs), or null when it cannot be built: the server then serves the
 * API alone, and says why in one line.
 */
async function webBuild(): Promise<string | null> {
  const prebuilt = prebuiltWebDir();
  if (prebuilt !== null) return prebuilt;
  // Resolved at run time (not bundled): the script stats web/ and itself from where it lies.
  const script = new URL("../../scripts/web-build.mjs", import.meta.url);
  const root = new URL("../..", import.meta.url);
  try {
    const { freshWeb } = (await import(script.href)) as {
      freshWeb(root: string): Promise<string>;
    };
    return await freshWeb(fileURLToPath(root));
  } catch (err) {
    const line = String((err as Error)?.message ?? err).split("\n")[0];
    sayError(`kassen serve: the browser table was not built (${line}); serving the API only`);
    return null;
  }
}

/**
 * Why the server could not listen, as the flag the user typed: a port in use or not allowed, a
 * host that is no address of this machine. Null for any other error.
 */
function listenError(err: unknown, opts: ServeFlags): FlagError | null {
  const code = (err as NodeJS.ErrnoException)?.code;
  const port = `--port ${opts.port}`;
  const host = `--host ${JSON.stringify(echo(opts.host))}`;
  switch (code) {
    case "EADDRINUSE":
      return new FlagError(`${port}: already in use (another program listens there)`);
    case "EACCES":
      return new FlagError(
        `${port}: not allowed to listen there (ports below 1024 need privileges)`,
      );
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EAI_NONAME":
      return new FlagError(
        `${host}: expected an address or name of this machine, got no such host`,
      );
    case "EADDRNOTAVAIL":
      return new FlagError(`${host}: not an address of this machine`);
    default:
      return null;
  }
}

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/** Starts the server with checked flags and stops it on SIGTERM/SIGINT. */
async function serve(opts: ServeFlags): Promise<void> {
  if (!LEVELS.includes(opts.logLevel))
    throw new FlagError(
      `--log-level: expected one of ${LEVELS.join(", ")}, got ${JSON.stringify(opts.logLevel)}`,
    );
  const port = parsePort(opts.port);
  if (!/^\d{1,6}$/.test(opts.tablesPerMinute))
    throw new FlagError(
      `--tables-per-minute: expected a whole number ≥ 0, got ${JSON.stringify(opts.tablesPerMinute)}`,
    );
  checkDataFolder(opts.db, opts.data);
  const webDir = opts.web ? await webBuild() : null;
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({
      webDir: webDir ?? undefined,
      port,
      host: opts.host,
      db: opts.db,
      dataDir: opts.data,
      logLevel: opts.logLevel,
      tablesPerMinute: Number(opts.tablesPerMinute),
    });
  } catch (err) {
    throw listenError(err, opts) ?? asDataFolderError(err, opts.db, opts.data);
  }
  // One plain line first, for people and for scripts waiting for the port. With the browser
  // table it is the address to open (localhost reads better than 127.0.0.1 and is the same).
  const shown = server.url.replace("//127.0.0.1:", "//localhost:");
  say(
    webDir === null
      ? `Kassen table server: ${server.url} (${server.storage})`
      : `Kassen table: ${shown} (${server.storage})`,
  );
  const stop = (signal: string) => {
    server.app.log.info({ signal }, "shutting down: finishing writes, closing sockets");
    server.app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}

/** Registers `kassen serve`. */
export function registerServe(program: Command): void {
  program
    .command("serve")
    .description("serve tables: people play together over the network (HTTP + WebSocket)")
    .option("--port <n>", "port to listen on (0: any free port)", "8080")
    .option("--host <address>", "address to bind (default: this machine only)", "127.0.0.1")
    .option("--db <url>", "postgres://… or sqlite:<file> (default: SQLite in the data folder)")
    .option(
      "--data <dir>",
      "data folder for the SQLite default (default: $KASSEN_DATA or ./kassen-data)",
    )
    .option("--log-level <level>", "fatal, error, warn, info, debug or silent", "info")
    .option("--tables-per-minute <n>", "tables one address may make a minute (0: no limit)", "30")
    .option("--no-web", "serve the API and sockets only, not the browser table")
    .action(serve);
}
