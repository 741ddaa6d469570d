/**
 * `--set PATH=VALUE`: changes to a simulation's setup without writing a scenario — the designer's
 * "what if player 1 brings this deck?" (`--set p1.deck=starter-moon`). PATH is dotted
 * (`p1.deck`, `party.0.level`: a number indexes a list); VALUE is read as YAML, so `3` is a
 * number, `true` a boolean, `[a, b]` a list and `{deck: x}` a mapping. The changed setup is then
 * validated with the system's setup schema like a scenario's.
 */
import { parse } from "yaml";
import { type Json, KassenError } from "../engine/index.ts";
import { MAX_YAML_ALIASES } from "../shared/limits.ts";
import { checkShape, FORBIDDEN_KEYS } from "../systems/shared/data-file.ts";

/** One parsed `--set`. */
export interface SetupOverride {
  /** As typed, for messages and the summary. */
  text: string;
  path: string[];
  value: Json;
}

/**
 * Parses `PATH=VALUE`; throws KassenError saying what was expected (the flag parser that calls
 * it already names the flag and its value).
 */
export function parseOverride(text: string): SetupOverride {
  const m = /^([\w-]+(?:\.[\w-]+)*)=(.*)$/s.exec(text);
  if (m === null) {
    throw new KassenError("expected PATH=VALUE, e.g. p1.deck=starter-moon");
  }
  const path = m[1].split(".");
  const bad = path.find((key) => FORBIDDEN_KEYS.has(key));
  if (bad !== undefined) {
    throw new KassenError(`a path may not go through ${JSON.stringify(bad)}`);
  }
  let value: Json;
  try {
    value = (parse(m[2], { maxAliasCount: MAX_YAML_ALIASES, logLevel: "error" }) ?? null) as Json;
  } catch (err) {
    // yaml ends its first line with " at line L, column C:" before a code excerpt.
    const why = (err instanceof Error ? err.message.split("\n")[0] : String(err)).replace(/:$/, "");
    throw new KassenError(`the value is not valid YAML: ${why}`);
  }
  checkShape(value, "the value");
  return { text, path, value };
}

const isRecord = (v: Json | undefined): v is { [key: string]: Json } =>
  v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * A copy of `setup` with each override applied in order. Mappings on the way are created when
 * missing; a list is indexed only within its length (or one past it, to append).
 */
export function applyOverrides(setup: Json, overrides: readonly SetupOverride[]): Json {
  const root: Json = structuredClone(setup ?? {});
  for (const o of overrides) {
    let at: Json = root;
    for (let i = 0; i < o.path.length; i++) {
      const key = o.path[i];
      const last = i === o.path.length - 1;
      const where = o.path.slice(0, i).join(".") || "the setup";
      if (Array.isArray(at)) {
        const n = Number(key);
        if (!/^\d+$/.test(key) || n > at.length) {
          throw new KassenError(
            `--set ${o.text}: ${where} is a list of ${at.length}; "${key}" is not an index in it`,
          );
        }
        if (last) at[n] = o.value;
        else at = at[n] ??= {};
      } else if (isRecord(at)) {
        // Own keys only (parseOverride refuses __proto__ and the like; this is the second lock).
        if (FORBIDDEN_KEYS.has(key))
          throw new KassenError(`--set ${o.text}: "${key}" is not a key`);
        if (last) at[key] = o.value;
        else at = Object.hasOwn(at, key) ? at[key] : (at[key] = {});
      } else {
        throw new KassenError(`--set ${o.text}: ${where} is ${JSON.stringify(at)}, not a mapping`);
      }
    }
  }
  return root;
}
