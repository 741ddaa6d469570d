/**
 * Loads data files (YAML, so JSON too) and validates them with a zod schema. Every problem becomes
 * a DataFileError whose message names the file, the place inside it and what was expected versus
 * found: content authors read these messages, so they must point at the line to fix without a
 * stack trace or zod's internal wording.
 */
import { readFileSync, statSync } from "node:fs";
import { config, type z } from "zod";
import { grouped, MAX_DEPTH, MAX_FILE_BYTES } from "../../shared/limits.ts";
import { escapeControls } from "../../shared/safe-text.ts";
import { checkData } from "./data-check.ts";
import {
  DataFileError,
  type DataFileErrorDetails,
  type DataIssue,
  renderPath,
} from "./data-file-error.ts";
import { jsonTooDeep } from "./json-depth.ts";
import { cachedYaml } from "./parsed-yaml-cache.ts";
import { parseYamlText, TOO_DEEP } from "./yaml-text.ts";

export { checkData, DataFileError, type DataFileErrorDetails, type DataIssue, renderPath };

// zod compiles a fast path for each object schema the first time it parses; each content schema
// parses a few files once per process, so compiling costs more than it saves (it was a fifth of
// a CLI command's start-up).
config({ jitless: true });

/**
 * Throws where JSON `text` nests deeper than {@link MAX_DEPTH}, measured on the text before it
 * is parsed: JSON.parse took 5 s and 450 MB on 8 MiB of `[[[[`.
 */
export function checkJsonDepth(text: string, file: string): void {
  const deep = jsonTooDeep(text);
  if (deep === undefined) return;
  const { path, line, column } = deep;
  throw new DataFileError(file, renderPath(path), `${TOO_DEEP} (line ${line}, column ${column})`, {
    line,
    column,
  });
}

/**
 * Parses `text` as JSON (replays: JSON.parse is fast and bounded where a YAML parser is neither)
 * and validates it with `schema`; errors as {@link parseDataText}'s.
 */
export function parseJsonText<T>(text: string, file: string, schema: z.ZodType<T>): T {
  checkJsonDepth(text, file);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const pos = /position (\d+)/.exec(message);
    let where = "";
    let line: number | undefined;
    let column: number | undefined;
    if (pos !== null) {
      const before = text.slice(0, Number(pos[1])).split("\n");
      line = before.length;
      column = before[before.length - 1].length + 1;
      where = ` at line ${line}, column ${column}`;
    }
    // V8 quotes the text around the error: the reason alone, its one token escaped.
    const reason = escapeControls(
      message.replace(/ in JSON at position \d+.*$/s, "").replace(/,? ?".*$/s, ""),
    );
    throw new DataFileError(file, "", `JSON syntax error${where}: ${reason}`, { line, column });
  }
  checkShape(data, file);
  return validateData(data, file, schema);
}

/** Validates parsed data of `file` with `schema`; the first problem is thrown as a DataFileError. */
export function validateData<T>(data: unknown, file: string, schema: z.ZodType<T>): T {
  const checked = checkData(data, schema);
  if ("data" in checked) return checked.data;
  const first = checked.issues[0] ?? { path: "", message: "invalid data" };
  throw new DataFileError(file, first.path, first.message, { issues: checked.issues });
}

/** Keys that would reach an object's prototype if a path were ever walked through them. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set([
  "__proto__",
  "constructor",
  "prototype",
]);

/**
 * Throws when mappings and lists nest deeper than {@link MAX_DEPTH}, or a mapping has a key in
 * {@link FORBIDDEN_KEYS} (naming where). No user-written key can then reach a prototype.
 */
export function checkShape(data: unknown, file: string): void {
  const walk = (v: unknown, path: PropertyKey[]): void => {
    if (v === null || typeof v !== "object") return;
    if (path.length >= MAX_DEPTH) {
      throw new DataFileError(file, renderPath(path), TOO_DEEP);
    }
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) walk(v[i], [...path, i]);
      return;
    }
    for (const [k, x] of Object.entries(v)) {
      if (FORBIDDEN_KEYS.has(k)) {
        throw new DataFileError(
          file,
          renderPath([...path, k]),
          `a key may not be named ${JSON.stringify(k)}`,
        );
      }
      walk(x, [...path, k]);
    }
  };
  walk(data, []);
}

/**
 * Parses `text` (YAML or JSON) and validates it with `schema`. `file` only names the source in
 * errors. Throws DataFileError on a syntax error (with line/column) or on the first schema
 * problem (with every problem in `issues`).
 */
export function parseDataText<T>(text: string, file: string, schema: z.ZodType<T>): T {
  let data: unknown = cachedYaml(text);
  if (data === undefined) data = parseYamlText(text, file);
  checkShape(data, file);
  // A file with nothing but blanks and comments parses as null; report it as empty instead.
  const empty = data == null && text.split("\n").every((l) => /^\s*(#.*)?$/.test(l));
  if (empty) data = undefined;
  const checked = checkData(data, schema);
  if ("data" in checked) return checked.data;
  const issues = checked.issues.map((iss) =>
    empty && iss.path === ""
      ? { path: "", message: iss.message.replace(/, got nothing$/, ", but the file is empty") }
      : iss,
  );
  const first = issues[0] ?? { path: "", message: "invalid data" };
  throw new DataFileError(file, first.path, first.message, { issues });
}

/** Reads `file` (UTF-8) and returns its validated data; see parseDataText. */
export function loadDataFile<T>(file: string, schema: z.ZodType<T>): T {
  return parseDataText(readDataFile(file), file, schema);
}

/**
 * Reads `file` as UTF-8 text after checking it exists, is a file and has at most `maxBytes`
 * bytes (checked before reading, so a huge file costs nothing).
 */
export function readDataFile(file: string, maxBytes = MAX_FILE_BYTES): string {
  try {
    const stat = statSync(file);
    const size = stat.size;
    if (stat.isDirectory()) throw new DataFileError(file, "", "expected a file, got a folder");
    // A device or pipe (/dev/zero) has no size to check and may never end.
    if (!stat.isFile()) throw new DataFileError(file, "", "expected a regular file");
    if (size > maxBytes) {
      throw new DataFileError(
        file,
        "",
        `file too large: expected at most ${grouped(maxBytes)} bytes, got ${grouped(size)}`,
      );
    }
    return readFileSync(file, "utf8");
  } catch (err) {
    if (err instanceof DataFileError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new DataFileError(file, "", "file not found");
    if (code === "EISDIR") throw new DataFileError(file, "", "expected a file, got a folder");
    throw new DataFileError(file, "", `cannot read the file (${code ?? String(err)})`);
  }
}
