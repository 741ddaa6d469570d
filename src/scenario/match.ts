/** Comparing JSON values for expectations, and showing them the way a scenario author wrote them. */
import type { Json } from "../engine/index.ts";

/** A value as it would appear in a difference line; `undefined` reads as "nothing". */
export function show(value: Json | undefined): string {
  return value === undefined ? "nothing" : JSON.stringify(value);
}

/** Exact structural equality of two JSON values (object key order does not matter). */
export function jsonEqual(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((v, i) => jsonEqual(v, b[i]));
  }
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && jsonEqual(a[k], b[k]));
}

/**
 * Whether `actual` has every key of `pattern` with a matching value. Nested mappings match
 * partially too; lists and plain values must be equal.
 */
export function partialMatch(pattern: Json, actual: Json | undefined): boolean {
  if (pattern === null || typeof pattern !== "object" || Array.isArray(pattern)) {
    return jsonEqual(pattern, actual);
  }
  if (
    actual === null ||
    actual === undefined ||
    typeof actual !== "object" ||
    Array.isArray(actual)
  ) {
    return false;
  }
  return Object.entries(pattern).every(([k, v]) => partialMatch(v, actual[k]));
}

/** `a.b` for plain keys, `a["x y"]` for others — so a card id like `cirno-1` stays readable. */
export function keyPath(base: string, key: string): string {
  return /^[\w-]+$/.test(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;
}
