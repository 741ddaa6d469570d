/**
 * Where the tables are kept: the `--db` value (a PostgreSQL URL, `sqlite:<file>` or a path) and
 * the data folder of the embedded default.
 */
import { resolve } from "node:path";
import { StoreError } from "./errors.ts";

/** The database to open: an SQLite file, or a PostgreSQL connection URL. */
export type StoreTarget = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

/** The SQLite file's name inside the data folder. */
export const DB_FILE = "kassen.db";

/**
 * The data folder: `KASSEN_DATA`, else `./kassen-data` in the working directory (absolute).
 * Read each call, so a test or a launcher may set the variable late.
 */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.KASSEN_DATA;
  return resolve(dir !== undefined && dir !== "" ? dir : "kassen-data");
}

/** A URL with its password replaced by `***`, for messages (a `--db` value may carry one). */
export function redactUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/?#@]*):[^@/?#]*@/i, "$1:***@");
}

/**
 * What `--db` names. No value: `<dataDir>/kassen.db`. `postgres://…` or `postgresql://…`:
 * PostgreSQL. `sqlite:<file>` (also `sqlite://<file>`) or a plain path: SQLite at that file.
 * Anything else that looks like a URL (`mysql://…`, `http:…`) is a mistake, not a file name.
 */
export function parseTarget(db: string | undefined, dir: string = dataDir()): StoreTarget {
  if (db === undefined) return { kind: "sqlite", file: resolve(dir, DB_FILE) };
  if (/^postgres(ql)?:\/\/./i.test(db)) return { kind: "postgres", url: db };
  const sqlite = /^sqlite:(?:\/\/)?(.+)$/i.exec(db);
  if (sqlite !== null) return { kind: "sqlite", file: resolve(sqlite[1]) };
  // Two or more letters before a colon: a scheme. One letter is a Windows drive (C:\data\k.db).
  if (db.trim() === "" || /^[a-z][a-z0-9+.-]+:/i.test(db)) {
    const shown = JSON.stringify(redactUrl(db).slice(0, 200));
    throw new StoreError(
      `--db: expected postgres://…, postgresql://… or sqlite:<file>, got ${shown}`,
    );
  }
  return { kind: "sqlite", file: resolve(db) };
}

/** The target as messages name it (the file, or the URL without its password). */
export function describeTarget(t: StoreTarget): string {
  return t.kind === "sqlite" ? t.file : redactUrl(t.url);
}
