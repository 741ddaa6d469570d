/**
 * Helpers every system's content loader shares: a stable hash of loaded content (replays record
 * it) and freezing, so rules code that writes to a card definition fails loudly.
 */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";

/** JSON with object keys sorted at every level, so the hash ignores file and key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** A stable 16-hex-digit hash of content, independent of file and key order. */
export function contentHash(value: unknown): string {
  return canonicalHash(canonicalJson(value));
}

/** {@link contentHash} of a value whose {@link canonicalJson} text is already at hand. */
export function canonicalHash(canonical: string): string {
  return createHash("sha256").update(canonical).digest("hex").slice(0, 16);
}

/** Freezes a value and everything inside it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** The `*.yaml` files of a content folder, in file-name order. */
export function yamlFilesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((n) => n.endsWith(".yaml"))
    .sort();
}
