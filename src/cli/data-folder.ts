/**
 * The folder of the embedded SQLite store (`kassen serve` and `kassen tables`), checked in the
 * terms the user typed: `--data /dev/null` is refused as `--data`, not as the `--db` file the
 * store would derive from it, and before anything is opened.
 */
import { statSync } from "node:fs";
import { KassenError } from "../engine/index.ts";
import { StoreError } from "../server/store/errors.ts";
import { dataDir, describeTarget, parseTarget } from "../server/store/target.ts";
import { echo } from "../shared/limits.ts";
import { makeDirs } from "../shared/make-dirs.ts";

/** How the data folder was named: the flag, the variable, or the default. */
function dataSource(data: string | undefined): string {
  if (data !== undefined) return "--data";
  const env = process.env.KASSEN_DATA;
  return env !== undefined && env !== "" ? "KASSEN_DATA" : "the data folder";
}

/** What stands at `path`, in words, or null when nothing does. */
function kindAt(path: string): string | null {
  try {
    const s = statSync(path);
    if (s.isDirectory()) return "folder";
    if (s.isFile()) return "file";
    if (s.isCharacterDevice() || s.isBlockDevice()) return "device";
    return "special file";
  } catch {
    return null;
  }
}

/**
 * Refuses a data folder that is something else (a file, a device) or cannot be made, in one
 * line naming how the user gave it; makes it when missing. Nothing to check with `--db` (the
 * store names its own errors by `--db`).
 */
export function checkDataFolder(db: string | undefined, data: string | undefined): void {
  if (db !== undefined) return;
  const dir = data ?? dataDir();
  const kind = kindAt(dir);
  if (kind !== null && kind !== "folder")
    throw new KassenError(
      `${dataSource(data)} ${echo(dir)}: expected a folder for the tables' database, got a ${kind}`,
    );
  if (kind !== null) return;
  // Made now (the store would make it a moment later): a folder that cannot be made is said
  // before the browser table is built or the server started.
  try {
    makeDirs(dir);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    throw new KassenError(`${dataSource(data)} ${echo(dir)}: cannot make the folder (${code})`);
  }
}

/**
 * A store error about the file derived from the data folder, told as the data folder's (the
 * user never typed `--db`): `--data /x: cannot open the SQLite database: …`.
 */
export function asDataFolderError(
  err: unknown,
  db: string | undefined,
  data: string | undefined,
): unknown {
  if (db !== undefined || !(err instanceof StoreError)) return err;
  const dir = data ?? dataDir();
  const prefix = `--db ${describeTarget(parseTarget(undefined, dir))}:`;
  if (!err.message.startsWith(prefix)) return err;
  return new KassenError(`${dataSource(data)} ${echo(dir)}:${err.message.slice(prefix.length)}`);
}
