/**
 * A fresh PostgreSQL database for one bench run (`kassen_bench_<pid>` on the test server at
 * 127.0.0.1:5432, user postgres), dropped afterwards; null when the server cannot be reached.
 */

/** Where the bench looks for PostgreSQL (the tests' server and database). */
export const PG_ADMIN_URL =
  process.env.KASSEN_BENCH_PG ?? "postgres://postgres@127.0.0.1:5432/test";

/** A database made for this run and how to drop it. */
export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates the database, or returns the reason it cannot. */
export async function freshPgDatabase(): Promise<BenchDatabase | string> {
  const { default: pg } = await import("pg");
  const name = `kassen_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (err) {
    return `PostgreSQL at ${PG_ADMIN_URL} unreachable: ${(err as Error).message.split("\n")[0]}`;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
