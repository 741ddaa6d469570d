/**
 * The store tests' backends: a real SQLite file in a temp folder, and a real PostgreSQL
 * (127.0.0.1:5432, user postgres, trust auth) in a database made for this run and dropped after.
 * Without a reachable PostgreSQL its suite is skipped with a reason — except under CI=true,
 * where the suite runs and fails.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openStore } from "../../src/server/store/open-store.ts";
import type { NewTable, TableStore } from "../../src/server/store/types.ts";
import { hashToken, newTableId, newToken } from "../../src/server/tokens.ts";
import { ROOT } from "../cli/cli-helpers.ts";

/** The server every PostgreSQL test database is made on. */
export const PG_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/test";

/** A database to test against: its `--db` value, and how to remove it. */
export interface Backend {
  kind: "sqlite" | "postgres";
  /** The `--db` value naming it. */
  db: string;
  open(): Promise<TableStore>;
  /** A further, empty database of the same kind (removed with this one). */
  another(): Promise<string>;
  cleanup(): Promise<void>;
}

/** Whether PostgreSQL answers at PG_ADMIN_URL (within 3 s). */
export async function pgReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  c.on("error", () => {});
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** The skip reason for the PostgreSQL suite: false (run it) when reachable or under CI=true. */
export async function pgSkip(): Promise<string | false> {
  if (process.env.CI === "true" || (await pgReachable())) return false;
  return `PostgreSQL at ${PG_ADMIN_URL} is unreachable: skipped (under CI=true this fails)`;
}

/** Runs one statement on the admin database. */
async function admin(statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  c.on("error", () => {});
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

/** A SQLite backend in a fresh temp folder. */
export function sqliteBackend(): Backend {
  const dir = mkdtempSync(join(tmpdir(), "kassen-store-"));
  let n = 0;
  const db = `sqlite:${join(dir, "kassen.db")}`;
  return {
    kind: "sqlite",
    db,
    open: () => openStore({ db }),
    another: async () => `sqlite:${join(dir, `other-${++n}.db`)}`,
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A PostgreSQL backend: a database of its own (`kassen_store_<pid>_<random>`), dropped after. */
export async function postgresBackend(): Promise<Backend> {
  const made: string[] = [];
  const fresh = async (): Promise<string> => {
    const name = `kassen_store_${process.pid}_${newTableId()}`;
    await admin(`CREATE DATABASE ${name}`);
    made.push(name);
    return PG_ADMIN_URL.replace(/\/test$/, `/${name}`);
  };
  const db = await fresh();
  return {
    kind: "postgres",
    db,
    open: () => openStore({ db }),
    another: fresh,
    cleanup: async () => {
      for (const name of made) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A new table for `system` with fresh tokens; the tokens are returned beside it. */
export function newTable(over: Partial<NewTable> = {}): {
  table: NewTable;
  tokens: Record<string, string>;
  spectator: string;
} {
  const tokens = { p1: newToken(), p2: newToken() };
  const spectator = newToken();
  const table: NewTable = {
    id: newTableId(),
    system: "vision",
    init: JSON.stringify({ seed: 7, setup: {} }),
    title: "new vision game",
    createdAt: 1_000,
    seats: [
      { seat: "p1", kind: "person", bot: null, lang: "ja", tokenHash: hashToken(tokens.p1) },
      { seat: "p2", kind: "bot", bot: "random", lang: "en", tokenHash: hashToken(tokens.p2) },
    ],
    spectatorTokenHash: hashToken(spectator),
    ...over,
  };
  return { table, tokens, spectator };
}

/** The names of the migrations recorded as applied in a database. */
export async function appliedMigrations(backend: Backend, db = backend.db): Promise<string[]> {
  const query = "SELECT name FROM kysely_migration ORDER BY name";
  if (backend.kind === "postgres") {
    const c = new pg.Client({ connectionString: db });
    await c.connect();
    try {
      return (await c.query<{ name: string }>(query)).rows.map((r) => r.name);
    } finally {
      await c.end();
    }
  }
  const { default: Database } = await import("better-sqlite3");
  const raw = new Database(db.replace(/^sqlite:/, ""), { readonly: true });
  try {
    return (raw.prepare(query).all() as { name: string }[]).map((r) => r.name);
  } finally {
    raw.close();
  }
}

/**
 * How to start test/server/store-child.ts: compiled by scripts/run-tests.mjs beside the test
 * files when it runs them (KASSEN_TEST_BUILD names that folder: a plain script, started in a
 * fraction of tsx's time), else through tsx.
 */
function storeChildArgs(): string[] {
  const built = process.env.KASSEN_TEST_BUILD;
  const script = built === undefined ? undefined : join(built, "server", "store-child.mjs");
  if (script !== undefined && existsSync(script)) return ["--enable-source-maps", script];
  return ["--import", "tsx", "test/server/store-child.ts"];
}

/** A child process running test/server/store-child.ts; its stdout lines as they come. */
export function storeChild(args: string[]): {
  lines: string[];
  onLine(f: (line: string) => void): void;
  kill(): void;
  done: Promise<number | null>;
} {
  const child = spawn(process.execPath, [...storeChildArgs(), ...args], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines: string[] = [];
  const listeners: ((line: string) => void)[] = [];
  let rest = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    const parts = (rest + chunk).split("\n");
    rest = parts.pop() ?? "";
    for (const line of parts) {
      lines.push(line);
      for (const f of listeners) f(line);
    }
  });
  const done = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  return {
    lines,
    onLine: (f) => listeners.push(f),
    kill: () => child.kill("SIGKILL"),
    done,
  };
}
