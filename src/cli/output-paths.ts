/**
 * Files the CLI writes (`--report`, `--save-replay`, `--save-carry`, `schema --out`): checked
 * before the work that produces them starts, so a typo in a folder name fails in milliseconds
 * instead of after a long simulation, and a failed write is one line naming the flag.
 */
import { accessSync, constants, type Stats, statSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { makeDirs } from "../shared/make-dirs.ts";
import { UsageError } from "./errors.ts";

/** The file's stat, or null when nothing is there. */
function statOf(path: string): Stats | null {
  try {
    return statSync(path) ?? null;
  } catch {
    return null;
  }
}

/** Throws unless `file` can be written: its folder exists and is writable, and it is no folder. */
export function checkOutputFile(flag: string, file: string): void {
  const at = statOf(file);
  if (at?.isDirectory()) throw new UsageError(`${flag} ${file}: expected a file, got a folder`);
  const dir = dirname(resolve(file));
  const parent = statOf(dir);
  if (parent === null || !parent.isDirectory()) {
    throw new UsageError(
      `${flag} ${file}: expected an existing folder, "${dirname(file)}" is none`,
    );
  }
  try {
    accessSync(at === null ? dir : file, constants.W_OK);
  } catch {
    throw new UsageError(`${flag} ${file}: expected a writable place, permission denied`);
  }
}

/** Throws unless `dir` is a folder or can be made one (nothing but folders on its way). */
export function checkOutputDir(flag: string, dir: string): void {
  let p = resolve(dir);
  for (;;) {
    const at = statOf(p);
    if (at !== null) {
      if (!at.isDirectory()) {
        throw new UsageError(`${flag} ${dir}: expected a folder, "${relative(".", p)}" is a file`);
      }
      return;
    }
    const up = dirname(p);
    if (up === p) return;
    p = up;
  }
}

/** Writes `text` to `file` for `flag`; a failure is one UsageError line, never a stack trace. */
export function writeOutput(flag: string, file: string, text: string): void {
  try {
    writeFileSync(file, text);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    throw new UsageError(`${flag} ${file}: cannot write the file (${code})`);
  }
}

/** Makes the folder `dir` for `flag`; a failure is one UsageError line. */
export function makeOutputDir(flag: string, dir: string): void {
  try {
    makeDirs(dir);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    throw new UsageError(`${flag} ${dir}: cannot make the folder (${code})`);
  }
}
