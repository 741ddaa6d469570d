/**
 * YAML texts parsed ahead of time. Parsing the shipped content and scenarios with the `yaml`
 * package is a third of a CLI command's start-up; the launcher's bundle step (scripts/bundle.mjs)
 * parses them once and stores each result as JSON under the SHA-1 of the exact text. A text that
 * changed since simply misses and is parsed as usual, so the cache can be out of date but never
 * wrong. Only data that survives JSON unchanged is stored (no .inf or .nan).
 *
 * The launcher names the cache file in the environment (KASSEN_YAML_CACHE) rather than by a
 * call, so that simulation worker threads, which inherit the environment, find it as well.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/** SHA-1 of a text → the parsed value as JSON text (parsed anew at each hit: callers own it). */
let cache: Map<string, string> | null | undefined;

/** The key of a text in the cache. */
export function yamlCacheKey(text: string): string {
  return createHash("sha1").update(text).digest("hex");
}

/** The cache named by KASSEN_YAML_CACHE, read on first use; a missing or bad file is no cache. */
function load(): Map<string, string> | null {
  const file = process.env.KASSEN_YAML_CACHE;
  if (file === undefined || file === "") return null;
  try {
    return new Map(
      Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>),
    );
  } catch {
    return null;
  }
}

/** The parsed value of `text` if the cache holds it, else undefined. */
export function cachedYaml(text: string): unknown {
  if (cache === undefined) cache = load();
  if (cache === null) return undefined;
  const json = cache.get(yamlCacheKey(text));
  return json === undefined ? undefined : JSON.parse(json);
}
