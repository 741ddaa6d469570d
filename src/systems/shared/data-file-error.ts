/**
 * The error every data file's problem becomes: the file, the place inside it (a JSON-path-like
 * `cards[3].attack`) and what was expected, and how places are written.
 */
import { KassenError } from "../../engine/errors.ts";
import { echo } from "../../shared/limits.ts";

/** One validation problem: where it is (`cards[3].attack`) and what is wrong there. */
export interface DataIssue {
  path: string;
  message: string;
}

/** Extra details a DataFileError may carry. */
export interface DataFileErrorDetails {
  /** Every validation problem, the first one being the error's own. */
  issues?: DataIssue[];
  /** 1-based position of a YAML syntax error. */
  line?: number;
  column?: number;
}

/**
 * A data file that cannot be used. `path` is a JSON-path-like place inside the file, `` for the
 * whole file; `expected` says what was expected and what was found. It extends KassenError, so
 * the CLI prints its message alone.
 */
export class DataFileError extends KassenError {
  /** All validation problems (just this one unless it came from a schema check). */
  readonly issues: DataIssue[];
  readonly line: number | undefined;
  readonly column: number | undefined;

  constructor(
    readonly file: string,
    readonly path: string,
    readonly expected: string,
    details: DataFileErrorDetails = {},
  ) {
    super(path === "" ? `${file}: ${expected}` : `${file}: at ${path}: ${expected}`);
    this.issues = details.issues ?? [{ path, message: expected }];
    this.line = details.line;
    this.column = details.column;
  }
}

/** Characters of one key a path shows: a key is the file's text, echoed in errors. */
const KEY_CHARS = 40;

/**
 * Renders a zod path as `cards[3].attack`; keys that are not plain words get `["…"]` (escaped),
 * and a key longer than 40 characters is cut (`…`).
 */
export function renderPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else if (typeof key === "string" && /^[A-Za-z0-9_][\w-]*$/.test(key)) {
      const shown = echo(key, KEY_CHARS);
      out += out === "" ? shown : `.${shown}`;
    } else out += `[${JSON.stringify(echo(String(key), KEY_CHARS))}]`;
  }
  return out;
}
