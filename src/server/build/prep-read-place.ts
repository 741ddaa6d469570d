/**
 * Where a PrepReadError says a prepared battle is wrong: its place and its words, for a
 * request's one line (`doc.setup: …`) and a library item's problem list (`{path: "setup"}`).
 */
import type { PrepReadError } from "../../build/prepare/prep-yaml.ts";

/**
 * The place a PrepReadError names and its words: its `path`, or, for a refusal that gives none,
 * the place its line starts with (`system: it is a …` → `system`).
 */
export function readErrorPlace(err: PrepReadError): { path: string; message: string } {
  const line = err.message.split("\n")[0];
  if (err.path !== "" && line.startsWith(`${err.path}: `))
    return { path: err.path, message: line.slice(err.path.length + 2) };
  const at = /^([\w[\]".-]+): (.*)$/s.exec(line);
  return at === null ? { path: "", message: line } : { path: at[1], message: at[2] };
}
