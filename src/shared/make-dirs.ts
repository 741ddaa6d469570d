/**
 * `mkdir -p` that always ends. Node 20's `mkdirSync(path, { recursive: true })` loops for ever
 * on some paths (under /proc, where mkdir answers ENOENT for a parent that exists): a user's
 * `--data /proc/x` hung the server at full CPU. This makes each missing folder from the nearest
 * existing one down, so any failure is thrown as it happens.
 */
import { existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** Makes `dir` and any missing parents; throws the first failure (ENOENT, EACCES, ENOTDIR…). */
export function makeDirs(dir: string): void {
  const missing: string[] = [];
  let d = resolve(dir);
  while (!existsSync(d)) {
    missing.push(d);
    const parent = dirname(d);
    if (parent === d) break;
    d = parent;
  }
  for (const m of missing.reverse()) mkdirSync(m);
}
