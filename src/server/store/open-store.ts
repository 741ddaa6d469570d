/**
 * Opening the table store: embedded SQLite by default (`<dataDir>/kassen.db`), PostgreSQL for a
 * `postgres://` `--db`. Migrations run at every open; they are versioned and idempotent, and two
 * processes opening one database at once are safe (kysely's migrator holds a PostgreSQL advisory
 * lock; on SQLite the migration runs in a `BEGIN IMMEDIATE` transaction).
 */
import type { Kysely } from "kysely";
import { reasonOf, StoreError } from "./errors.ts";
import { migrationProvider } from "./migrations/index.ts";
import { PgListener } from "./pg-listener.ts";
import { openPostgres } from "./postgres.ts";
import type { StoreSchema } from "./schema.ts";
import { SqlStore } from "./sql-store.ts";
import { openSqlite } from "./sqlite.ts";
import { describeTarget, parseTarget, type StoreTarget } from "./target.ts";
import type { TableStore } from "./types.ts";

export { dataDir } from "./target.ts";

/** Where to open the store: `db` as the `--db` flag gives it, `dataDir` as `--data` does. */
export interface OpenStoreOptions {
  /** `postgres://…`, `postgresql://…`, `sqlite:<file>` or a file path; none: the data folder's file. */
  db?: string;
  /** The folder of the default SQLite file (default {@link dataDir}). */
  dataDir?: string;
}

/** Opens the store named by `opts`, migrated to the newest schema. Failures are StoreErrors. */
export async function openStore(opts: OpenStoreOptions = {}): Promise<TableStore> {
  const target = parseTarget(opts.db, opts.dataDir);
  if (target.kind === "sqlite") {
    const db = await openSqlite(target.file);
    await migrate(db, target);
    return new SqlStore("sqlite", db, null);
  }
  const { db } = await openPostgres(target.url);
  await migrate(db, target);
  return new SqlStore("postgres", db, new PgListener(target.url));
}

/** Runs the migrations not yet applied; closes the database and throws when one fails. */
async function migrate(db: Kysely<StoreSchema>, target: StoreTarget): Promise<void> {
  const { Migrator } = await import("kysely");
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error === undefined) return;
  await db.destroy().catch(() => {});
  throw new StoreError(
    `--db ${describeTarget(target)}: cannot migrate the database: ${reasonOf(error)}`,
  );
}
