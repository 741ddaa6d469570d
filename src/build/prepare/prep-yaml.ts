/**
 * A prepared battle (PrepDoc) as the scenario the CLI runs, and back: what the prepare page
 * exports and imports, what the library stores for a `scenario` item, and what the server reads
 * from a request body. Browser-safe (zod, yaml, limits; no system runtime): the page reads a
 * dropped file with the very checks the server applies. Every refusal is one line naming the
 * place (`content[1]`, `setup`) and what was expected.
 */
import { stringify } from "yaml";
import { z } from "zod";
import { JsonValue } from "../../scenario/schema.ts";
import {
  echo,
  grouped,
  MAX_DEPTH,
  MAX_FILE_BYTES,
  MAX_ID_CHARS,
  MAX_PACK_ENTRIES,
  MAX_SCENARIO_NAME_CHARS,
  MAX_TEXT_CHARS,
} from "../../shared/limits.ts";
import { checkData } from "../../systems/shared/data-check.ts";
import { renderPath } from "../../systems/shared/data-file-error.ts";
import { parseYamlText } from "../../systems/shared/yaml-text.ts";
import { contentField } from "../content-kinds.ts";
import { isPrepSystem, PREP_SYSTEMS, type PrepDoc, type PrepSystem } from "./prep-types.ts";

/**
 * A prepared battle that cannot be read: one line, the place inside it and what was expected
 * (`path` is that place in the doc's notation, `content.cards[0]`; `` for the whole or unknown).
 */
export class PrepReadError extends Error {
  constructor(
    message: string,
    readonly path = "",
  ) {
    super(message);
  }
}

/** A refusal at `path` (the line starts with it). */
function refusedAt(path: string, expected: string): PrepReadError {
  return new PrepReadError(path === "" ? expected : `${path}: ${expected}`, path);
}

/** The keys a prepared battle's scenario has, in the order it is written. */
const SCENARIO_KEYS = [
  "name",
  "description",
  "system",
  "lang",
  "seed",
  "options",
  "content",
  "setup",
  "bots",
] as const;

/** Scenario keys a prepared battle refuses, with why (it is played, not checked). */
const CHECK_KEYS: Record<string, string> = {
  script: "a prepared battle is played, not scripted: remove script: (its moves are the players')",
  dice: "a prepared battle rolls its own dice: remove dice: (pinned dice are for rule checks)",
  expect: "a prepared battle is played, not checked: remove expect:",
};

/** A pack's own keys besides its lists (its `system:` is checked, its name and words dropped). */
const PACK_OWN_KEYS = ["system", "name", "description"];

/** Keys that would reach an object's prototype (refused anywhere inside a doc). */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** A plain mapping (not a list, not null). */
function isMapping(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

/** The content lists of `system` (the content file's list keys: `cards`, `girls`, …). */
export function prepLists(system: PrepSystem): string[] {
  return contentField(system)
    .slots.filter((s) => s.field.kind === "list")
    .map((s) => s.key);
}

/** The one inline pack of a doc: its non-empty lists, in the content file's order. */
function packOf(doc: PrepDoc): Record<string, unknown> {
  const pack: Record<string, unknown> = {};
  const lists = prepLists(doc.system);
  const keys = [
    ...lists.filter((k) => Object.hasOwn(doc.content, k)),
    ...Object.keys(doc.content).filter((k) => !lists.includes(k)),
  ];
  for (const k of keys) if ((doc.content[k] ?? []).length > 0) pack[k] = doc.content[k];
  return pack;
}

/**
 * The scenario of a doc, in the key order of prep-types.ts: `name`, `description`?, `system`,
 * `lang`?, `seed`, `options`? (not empty), `content: [pack]` (the pack has an entry), `setup`,
 * `bots`? (not empty).
 */
export function scenarioOfPrep(doc: PrepDoc): Record<string, unknown> {
  const out: Record<string, unknown> = { name: doc.name };
  if (doc.description !== undefined && doc.description !== "") out.description = doc.description;
  out.system = doc.system;
  if (doc.lang !== undefined) out.lang = doc.lang;
  out.seed = doc.seed;
  if (Object.keys(doc.options).length > 0) out.options = doc.options;
  const pack = packOf(doc);
  if (Object.keys(pack).length > 0) out.content = [pack];
  out.setup = doc.setup;
  if (doc.bots !== undefined && Object.keys(doc.bots).length > 0) out.bots = doc.bots;
  return out;
}

/** The YAML text of a doc's scenario, as `kassen run`, `sim` and `tune` read it. */
export function yamlOfPrep(doc: PrepDoc): string {
  // No anchors: a builder may hold one object in two places; the file says it twice.
  return stringify(scenarioOfPrep(doc), { lineWidth: 100, aliasDuplicateObjects: false });
}

/** Throws at the first place nested deeper than MAX_DEPTH or keyed `__proto__` and the like. */
function checkTree(value: unknown): void {
  const todo: { v: unknown; path: PropertyKey[] }[] = [{ v: value, path: [] }];
  for (let at = todo.pop(); at !== undefined; at = todo.pop()) {
    const { v, path } = at;
    if (v === null || typeof v !== "object") continue;
    if (path.length >= MAX_DEPTH)
      throw refusedAt(
        renderPath(path),
        `nested too deep: expected at most ${MAX_DEPTH} levels of mappings and lists`,
      );
    if (Array.isArray(v))
      for (let i = 0; i < v.length; i++) todo.push({ v: v[i], path: [...path, i] });
    else
      for (const [k, x] of Object.entries(v)) {
        if (FORBIDDEN_KEYS.has(k))
          throw refusedAt(renderPath([...path, k]), `a key may not be named ${JSON.stringify(k)}`);
        todo.push({ v: x, path: [...path, k] });
      }
  }
}

/** A doc's own shape (its content lists are checked against the system after). */
const PrepShape = z.strictObject({
  system: z.enum(PREP_SYSTEMS),
  name: z.string().trim().min(1).max(MAX_SCENARIO_NAME_CHARS),
  description: z.string().max(MAX_TEXT_CHARS).optional(),
  lang: z.enum(["ja", "zh", "en"]).optional(),
  seed: z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
  content: z.record(
    z.string(),
    z.array(z.record(z.string(), JsonValue)).max(MAX_PACK_ENTRIES, {
      message: `at most ${grouped(MAX_PACK_ENTRIES)} entries in one list`,
    }),
  ),
  setup: z.record(z.string(), JsonValue),
  options: z.record(z.string(), JsonValue),
  bots: z
    .record(
      z
        .string()
        .max(MAX_ID_CHARS)
        .regex(/^[\w-]+$/, "a seat id like p1"),
      z.string().min(1).max(MAX_ID_CHARS),
    )
    .optional(),
});

/**
 * A doc's own shape and limits checked (what the server gets in a request body): its keys and
 * their types, its content lists being the system's, at most MAX_PACK_ENTRIES entries a list,
 * its scenario at most MAX_FILE_BYTES as JSON (an uploaded scenario's limit), no deeper than
 * MAX_DEPTH. Returned normalized: empty lists, an empty description and empty bots left out (so
 * `prepOfText(yamlOfPrep(d))` deep-equals every `d` this returns). Throws PrepReadError.
 */
export function readPrepDoc(value: unknown): PrepDoc {
  if (!isMapping(value))
    throw new PrepReadError(
      "expected a prepared battle (a mapping with system:, name: and setup:)",
    );
  checkTree(value);
  const checked = checkData(value, PrepShape);
  if ("issues" in checked) {
    const first = checked.issues[0] ?? { path: "", message: "invalid" };
    throw refusedAt(first.path, first.message);
  }
  const d = checked.data;
  const lists = prepLists(d.system);
  const content: Record<string, Record<string, unknown>[]> = {};
  for (const [k, v] of Object.entries(d.content)) {
    if (!lists.includes(k))
      throw refusedAt(
        renderPath(["content", k]),
        `not a ${d.system} content list (lists: ${lists.join(", ")})`,
      );
    if (v.length > 0) content[k] = v as Record<string, unknown>[];
  }
  if (Object.hasOwn(d.options, "content"))
    throw refusedAt(
      "options.content",
      "a prepared battle's own entries go in content:, not in options",
    );
  const doc: PrepDoc = {
    system: d.system,
    name: d.name,
    seed: d.seed,
    content,
    setup: d.setup as Record<string, unknown>,
    options: d.options,
  };
  if (d.description !== undefined && d.description !== "") doc.description = d.description;
  if (d.lang !== undefined) doc.lang = d.lang;
  if (d.bots !== undefined && Object.keys(d.bots).length > 0) doc.bots = d.bots;
  const ordered = orderedDoc(doc);
  const bytes = new TextEncoder().encode(JSON.stringify(scenarioOfPrep(ordered))).length;
  if (bytes > MAX_FILE_BYTES)
    throw new PrepReadError(
      `too large: a prepared battle is at most ${grouped(MAX_FILE_BYTES)} bytes as a scenario, got ${grouped(bytes)}`,
    );
  return ordered;
}

/** A doc with its keys in one order (deep-equal docs then also print alike). */
function orderedDoc(d: PrepDoc): PrepDoc {
  const doc: PrepDoc = { system: d.system, name: d.name } as PrepDoc;
  if (d.description !== undefined) doc.description = d.description;
  if (d.lang !== undefined) doc.lang = d.lang;
  doc.seed = d.seed;
  doc.content = d.content;
  doc.setup = d.setup;
  doc.options = d.options;
  if (d.bots !== undefined) doc.bots = d.bots;
  return doc;
}

/** The lists of one inline pack at `content[i]`, added to `into` (several packs merge into one). */
function mergePack(
  pack: unknown,
  at: string,
  system: PrepSystem,
  into: Record<string, Record<string, unknown>[]>,
): void {
  if (!isMapping(pack))
    throw new PrepReadError(
      `${at}: expected a pack written inline (a mapping of content lists): a prepared battle names no file`,
    );
  if (pack.system !== undefined && pack.system !== system)
    throw new PrepReadError(
      `${at}.system: a ${echo(String(pack.system))} pack, but the battle is ${system}`,
    );
  const lists = prepLists(system);
  for (const [k, v] of Object.entries(pack)) {
    if (PACK_OWN_KEYS.includes(k)) continue;
    const key = renderPath([k]);
    const where = key.startsWith("[") ? `${at}${key}` : `${at}.${key}`;
    if (!lists.includes(k))
      throw new PrepReadError(
        `${where}: not a ${system} content list (lists: ${lists.join(", ")})`,
      );
    if (!Array.isArray(v) || !v.every(isMapping))
      throw new PrepReadError(`${where}: expected a list of entries (mappings)`);
    into[k] = [...(into[k] ?? []), ...(v as Record<string, unknown>[])];
  }
}

/**
 * The doc of a parsed scenario. `system`: the system being prepared (a scenario of another is
 * refused; one without `system:` is taken as this one's). Inline packs only (a path in
 * `content:` is refused), several merged into one; `script`, `dice`, `expect` and any key a
 * prepared battle lacks are refused. Throws PrepReadError.
 */
export function prepOfScenario(value: unknown, system?: PrepSystem): PrepDoc {
  if (!isMapping(value))
    throw new PrepReadError("expected a scenario (a mapping with name:, system: and setup:)");
  checkTree(value);
  for (const key of Object.keys(value)) {
    if (Object.hasOwn(CHECK_KEYS, key)) throw new PrepReadError(`${key}: ${CHECK_KEYS[key]}`);
    if (!(SCENARIO_KEYS as readonly string[]).includes(key))
      throw new PrepReadError(
        `${renderPath([key])}: not a key of a prepared battle (keys: ${SCENARIO_KEYS.join(", ")})`,
      );
  }
  const sys = value.system ?? system;
  if (typeof sys !== "string" || !isPrepSystem(sys))
    throw new PrepReadError(
      `system: expected ${PREP_SYSTEMS.join(" or ")}, got ${sys === undefined ? "nothing" : JSON.stringify(echo(String(sys)))}`,
    );
  if (system !== undefined && sys !== system)
    throw new PrepReadError(`system: it is a ${sys} scenario, not ${system}`);
  const content: Record<string, Record<string, unknown>[]> = {};
  const raw = value.content;
  if (typeof raw === "string")
    throw new PrepReadError(
      "content: expected packs written inline (mappings): a prepared battle names no file",
    );
  if (raw !== undefined && raw !== null) {
    if (!Array.isArray(raw))
      throw new PrepReadError("content: expected a list of packs written inline (mappings)");
    for (let i = 0; i < raw.length; i++) mergePack(raw[i], `content[${i}]`, sys, content);
  }
  const doc: Record<string, unknown> = {
    system: sys,
    name: value.name,
    seed: value.seed ?? 1,
    content,
    setup: value.setup,
    options: value.options ?? {},
  };
  if (value.description !== undefined) doc.description = value.description;
  if (value.lang !== undefined) doc.lang = value.lang;
  if (value.bots !== undefined) doc.bots = value.bots;
  if (value.setup === undefined)
    throw new PrepReadError("setup: expected the battle's setup (a mapping), got nothing");
  return readPrepDoc(doc);
}

/**
 * The doc of a scenario's text (YAML or JSON), read within the limits of a data file: its size
 * (MAX_FILE_BYTES) before it is parsed, then depth and aliases. Throws PrepReadError.
 */
export function prepOfText(text: string, system?: PrepSystem): PrepDoc {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_FILE_BYTES)
    throw new PrepReadError(
      `too large: a scenario is at most ${grouped(MAX_FILE_BYTES)} bytes, got ${grouped(bytes)}`,
    );
  let data: unknown;
  try {
    data = parseYamlText(text, "scenario");
  } catch (err) {
    throw new PrepReadError(
      err instanceof Error ? err.message.replace(/^scenario: (at )?/, "") : String(err),
    );
  }
  if (data === null || data === undefined)
    throw new PrepReadError("the file is empty: expected a scenario (name:, system:, setup:)");
  return prepOfScenario(data, system);
}
