/**
 * Validating parsed data with a zod schema, worded for content authors: every problem with its
 * place (`cards[3].attack`) and what was expected versus found, never zod's internal wording.
 * Plain (no file system), so the browser's card editor checks an entry with the very messages
 * `kassen validate` prints; data-file.ts reads and parses files around it.
 */
import type { z } from "zod";
import { echo } from "../../shared/limits.ts";
import { type DataIssue, renderPath } from "./data-file-error.ts";

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
