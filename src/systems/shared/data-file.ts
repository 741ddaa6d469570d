/**
 * Loads data files (YAML, so JSON too) and validates them with a zod schema. Every problem becomes
 * a DataFileError whose message names the file, the place inside it and what was expected versus
 * found: content authors read these messages, so they must point at the line to fix without a
 * stack trace or zod's internal wording.
 */
import { readFileSync, statSync } from "node:fs";
import { config, type z } from "zod";
import { echo, grouped, MAX_DEPTH, MAX_FILE_BYTES } from "../../shared/limits.ts";
import { escapeControls } from "../../shared/safe-text.ts";
import {
  DataFileError,
  type DataFileErrorDetails,
  type DataIssue,
  renderPath,
} from "./data-file-error.ts";
import { jsonTooDeep } from "./json-depth.ts";
import { cachedYaml } from "./parsed-yaml-cache.ts";
import { parseYamlText, TOO_DEEP } from "./yaml-text.ts";

export { DataFileError, type DataFileErrorDetails, type DataIssue, renderPath };

// zod compiles a fast path for each object schema the first time it parses; each content schema
// parses a few files once per process, so compiling costs more than it saves (it was a fifth of
// a CLI command's start-up).
config({ jitless: true });

/** A found value in words, quoted like it would be typed in the file. */
function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  if (typeof value === "string") {
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  }
  return String(value);
}

/** A zod type name in words. */
function typeName(expected: string): string {
  const names: Record<string, string> = {
    string: "a string",
    number: "a number",
    int: "a whole number",
    boolean: "true or false",
    object: "a mapping",
    array: "a list",
    record: "a mapping",
    null: "null",
  };
  return names[expected] ?? expected;
}

/** Comparison words for a size limit. */
function limit(
  origin: string,
  bound: number | bigint,
  inclusive: boolean,
  below: boolean,
  found: unknown,
): string {
  const cmp = below ? (inclusive ? "at least" : "more than") : inclusive ? "at most" : "fewer than";
  if (origin === "number" || origin === "int" || origin === "bigint") {
    const op = below ? (inclusive ? ">=" : ">") : inclusive ? "<=" : "<";
    return `expected a number ${op} ${bound}, got ${describe(found)}`;
  }
  if (origin === "string") {
    if (below && bound === 1 && inclusive)
      return `expected a non-empty string, got ${describe(found)}`;
    const n = typeof found === "string" ? found.length : 0;
    return `expected ${cmp} ${bound} characters, got ${n}`;
  }
  if (origin === "array") {
    const n = Array.isArray(found) ? found.length : 0;
    return `expected ${cmp} ${bound} item${bound === 1 ? "" : "s"}, got ${n}`;
  }
  return `expected ${cmp} ${bound}, got ${describe(found)}`;
}

// Zod's own wording is generic; this marker tells apart issues with no schema-specific message
// (worded here) from those whose schema gave one (kept, since its author knew best).
const NO_CUSTOM = "\u0000kassen:no-custom-message";

/** A zod issue as it arrives with `reportInput: true`. */
type RawIssue = z.core.$ZodIssue & { input?: unknown };

/** The path and message for one zod issue. */
function issueOf(iss: RawIssue): DataIssue[] {
  const path = renderPath(iss.path);
  const found = iss.input;
  if (iss.message !== NO_CUSTOM && iss.code !== "unrecognized_keys") {
    const m = iss.message.startsWith("expected") ? iss.message : `expected ${iss.message}`;
    return [{ path, message: `${m}, got ${describe(found)}` }];
  }
  switch (iss.code) {
    case "invalid_type": {
      if (found === undefined && iss.path.length > 0) {
        return [{ path, message: `expected ${typeName(iss.expected)}, but the key is missing` }];
      }
      return [{ path, message: `expected ${typeName(iss.expected)}, got ${describe(found)}` }];
    }
    case "unrecognized_keys":
      // Point at the key itself so the path leads straight to the line to delete.
      return iss.keys.map((k) => ({
        path: renderPath([...iss.path, k]),
        message: `unexpected key ${JSON.stringify(echo(k, 40))}`,
      }));
    case "invalid_value": {
      const opts = iss.values.map((v) => JSON.stringify(v));
      const exp = opts.length === 1 ? opts[0] : `one of ${opts.join(", ")}`;
      return [{ path, message: `expected ${exp}, got ${describe(found)}` }];
    }
    case "invalid_union": {
      // A discriminated union reports on the discriminator key, but its input is the object.
      const disc = (iss as { discriminator?: string }).discriminator;
      const options = (iss as { options?: unknown[] }).options;
      if (disc !== undefined && options !== undefined) {
        const value =
          found !== null && typeof found === "object" && !Array.isArray(found)
            ? (found as Record<string, unknown>)[disc]
            : undefined;
        const exp = `one of ${options.map((o) => JSON.stringify(o)).join(", ")}`;
        const got = value === undefined ? "but the key is missing" : `got ${describe(value)}`;
        return [{ path, message: `expected ${exp}, ${got}` }];
      }
      // A plain union (a name or a mapping): when only one form fits the value's type, its
      // own problems are the ones to report (`keywords[0]: expected one of …`).
      const branches = (iss as { errors?: RawIssue[][] }).errors ?? [];
      const fitting = branches.filter(
        (br) => !br.every((e) => e.code === "invalid_type" && e.path.length === 0),
      );
      if (fitting.length === 1)
        return fitting[0].flatMap((e) => issueOf({ ...e, path: [...iss.path, ...e.path] }));
      return [{ path, message: `matches none of the allowed forms, got ${describe(found)}` }];
    }
    case "too_small":
      return [
        { path, message: limit(iss.origin, iss.minimum, iss.inclusive ?? true, true, found) },
      ];
    case "too_big":
      return [
        { path, message: limit(iss.origin, iss.maximum, iss.inclusive ?? true, false, found) },
      ];
    case "invalid_format": {
      const pattern = (iss as { pattern?: string }).pattern;
      const exp =
        iss.format === "regex" && pattern ? `text matching ${pattern}` : `a valid ${iss.format}`;
      return [{ path, message: `expected ${exp}, got ${describe(found)}` }];
    }
    case "not_multiple_of":
      return [{ path, message: `expected a multiple of ${iss.divisor}, got ${describe(found)}` }];
    case "invalid_key":
      return [{ path, message: `invalid key ${describe(found)}` }];
    case "invalid_element":
      return [{ path, message: `invalid element ${describe(found)}` }];
    default:
      return [{ path, message: `invalid value ${describe(found)}` }];
  }
}

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

/**
 * Validates already-parsed data (a setup inside a scenario, a network message) with `schema`,
 * worded like file errors: every problem with its path and what was expected.
 */
export function checkData<T>(
  data: unknown,
  schema: z.ZodType<T>,
): { data: T } | { issues: DataIssue[] } {
  const result = schema.safeParse(data, { reportInput: true, error: () => NO_CUSTOM });
  if (result.success) return { data: result.data };
  return { issues: result.error.issues.flatMap((iss) => issueOf(iss as RawIssue)) };
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
