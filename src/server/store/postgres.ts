/**
 * PostgreSQL through kysely's PostgresDialect on a `pg` Pool. Packages are imported when a store
 * opens, not when the CLI starts.
 */
import type { Kysely } from "kysely";
import type { Pool } from "pg";
import { reasonOf, StoreError } from "./errors.ts";
import type { StoreSchema } from "./schema.ts";
import { redactUrl } from "./target.ts";

/** How long opening a connection may take before the store gives up (pg waits forever by default). */
export const CONNECT_TIMEOUT_MS = 10_000;

/** An open PostgreSQL database: the query layer and the pool under it. */
export interface PgDatabase {
  db: Kysely<StoreSchema>;
  pool: Pool;
}

/**
 * Connects to `url` and checks the connection works, so an unreachable server, a wrong password
 * or a missing database is one StoreError line here rather than a failure at the first query.
 */
export async function openPostgres(url: string): Promise<PgDatabase> {
  const [{ default: pg }, kysely] = await Promise.all([import("pg"), import("kysely")]);
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: "kassen",
  });
  // An idle client losing its server (a restart) emits on the pool: without a listener that
  // would end the process. The pool drops the client; the next query connects afresh.
  pool.on("error", () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await pool.end().catch(() => {});
    throw new StoreError(`--db ${redactUrl(url)}: cannot connect to PostgreSQL: ${reasonOf(err)}`);
  }
  const db = new kysely.Kysely<StoreSchema>({ dialect: new kysely.PostgresDialect({ pool }) });
  return { db, pool };
}
