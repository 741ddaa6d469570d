/**
 * The embedded database: one SQLite file through better-sqlite3, made safe for a server.
 *
 * - Durability: WAL with synchronous=FULL — a choice acknowledged to a player has been fsynced,
 *   so it survives kill -9 of the process and a power cut.
 * - Writers: every transaction starts with `BEGIN IMMEDIATE`, taking the file's write lock first;
 *   a second process waits (busy_timeout) instead of failing when its read turns into a write.
 * - One process, several stores on one file (a test, a restart): better-sqlite3 blocks the thread
 *   while it waits for a lock, so a transaction of one connection waiting on another connection's
 *   open transaction in the same thread would wait out the whole timeout. A per-file lock in the
 *   process queues them instead.
 *
 * Packages are imported when a store opens, not when the CLI starts (kysely alone costs ~100 ms).
 */
import { realpathSync } from "node:fs";
import { dirname } from "node:path";
import type {
  DatabaseConnection,
  Kysely,
  SqliteAdapter as SqliteAdapterType,
  SqliteDriver as SqliteDriverType,
} from "kysely";
import { makeDirs } from "../../shared/make-dirs.ts";
import { reasonOf, StoreError } from "./errors.ts";
import { FifoLock } from "./fifo-lock.ts";
import type { StoreSchema } from "./schema.ts";

/** How long a writer waits for another process's write lock before failing. */
export const BUSY_TIMEOUT_MS = 10_000;

/** One lock per database file in this process (see the file comment). */
const FILE_LOCKS = new Map<string, FifoLock>();

/** Runs `f` again after short random pauses while SQLite says busy, for up to BUSY_TIMEOUT_MS. */
async function retryWhileBusy<T>(f: () => T): Promise<T> {
  const end = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      return f();
    } catch (err) {
      const code = String((err as { code?: unknown }).code);
      if (!code.startsWith("SQLITE_BUSY") || Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, 10 + Math.random() * 40));
    }
  }
}

/** Opens (creating folder and file if needed) the SQLite database at `file`. */
export async function openSqlite(file: string): Promise<Kysely<StoreSchema>> {
  const [{ default: Database }, kysely] = await Promise.all([
    import("better-sqlite3"),
    import("kysely"),
  ]);
  let raw: InstanceType<typeof Database> | undefined;
  try {
    makeDirs(dirname(file));
    raw = new Database(file);
    const db = raw;
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    // Turning a new file to WAL needs it alone for a moment, and SQLite answers "busy" at once
    // rather than waiting (busy_timeout does not apply) when another process opens it too.
    await retryWhileBusy(() => db.pragma("journal_mode = WAL"));
    db.pragma("synchronous = FULL");
    db.pragma("foreign_keys = ON");
  } catch (err) {
    raw?.close();
    throw new StoreError(`--db ${file}: cannot open the SQLite database: ${reasonOf(err)}`);
  }
  const database = raw;
  // Keyed by the file itself: two spellings of one path (a symlink, `./x` and `x`) share it.
  const key = realpathSync(file);
  let lock = FILE_LOCKS.get(key);
  if (lock === undefined) FILE_LOCKS.set(key, (lock = new FifoLock()));
  const fileLock = lock;

  /** kysely's driver, with the per-file lock around each use of the connection. */
  class Driver extends kysely.SqliteDriver {
    override async acquireConnection(): Promise<DatabaseConnection> {
      await fileLock.lock();
      try {
        return await super.acquireConnection();
      } catch (err) {
        fileLock.unlock();
        throw err;
      }
    }
    override async releaseConnection(): Promise<void> {
      await super.releaseConnection();
      fileLock.unlock();
    }
    override async beginTransaction(connection: DatabaseConnection): Promise<void> {
      await connection.executeQuery(kysely.CompiledQuery.raw("begin immediate"));
    }
  }
  /** SQLite's DDL is transactional: let the migrator run migrations in one (immediate) transaction. */
  class Adapter extends kysely.SqliteAdapter {
    override get supportsTransactionalDdl(): boolean {
      return true;
    }
  }
  class Dialect extends kysely.SqliteDialect {
    override createDriver(): SqliteDriverType {
      return new Driver({ database });
    }
    override createAdapter(): SqliteAdapterType {
      return new Adapter();
    }
  }
  return new kysely.Kysely<StoreSchema>({ dialect: new Dialect({ database }) });
}
