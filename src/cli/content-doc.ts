/**
 * The author's reference of each system's content (`docs/content/<system>.md`), generated from
 * the zod schemas the loaders validate with, so it cannot drift from the code: every list a pack
 * may have with its fields, and the effect vocabulary (every effect, its parameters and an
 * example card using it, taken from the shipped content or the sample packs). A test compares
 * the committed files with what this generates.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse, stringify } from "yaml";
import { z } from "zod";
import { GEO_MARCH_CONTENT } from "../systems/geo-march/content/index.ts";
import { Effect as GeoMarchEffect } from "../systems/geo-march/schema.ts";
import { MG_CONTENT } from "../systems/magical-girl/content/index.ts";
import { AbilityEffect } from "../systems/magical-girl/schema.ts";
import { SYSTEM_ENTRIES } from "../systems/registry.ts";
import { VISION_CONTENT } from "../systems/vision/content/index.ts";
import { Effect as VisionEffect } from "../systems/vision/schema.ts";
import { YGO_CONTENT } from "../systems/ygo-trpg/content/index.ts";
import { Effect as YgoEffect } from "../systems/ygo-trpg/schema.ts";

/** What the reference of one system is made from. */
interface DocSource {
  /** The effect union and the key that names an effect. */
  effect: z.ZodType;
  key: string;
  /** Content to take example entries from, by list name. */
  examples: Record<string, unknown>;
}

/** The shipped content of a system as lists of entries. */
function lists(content: object): Record<string, unknown[]> {
  const out: Record<string, unknown[]> = {};
  for (const [k, v] of Object.entries(content))
    if (v !== null && typeof v === "object") out[k] = Object.values(v);
  return out;
}

const SOURCES: Record<string, DocSource> = {
  vision: { effect: VisionEffect, key: "do", examples: lists(VISION_CONTENT) },
  "geo-march": { effect: GeoMarchEffect, key: "do", examples: lists(GEO_MARCH_CONTENT) },
  "ygo-trpg": { effect: YgoEffect, key: "do", examples: lists(YGO_CONTENT) },
  "magical-girl": { effect: AbilityEffect, key: "kind", examples: lists(MG_CONTENT) },
};

/** The scenarios folder, whose `<system>/packs/` hold the sample packs. */
const SAMPLES = fileURLToPath(new URL("../../scenarios", import.meta.url));

/** Systems with a content reference. */
export const DOC_SYSTEMS: readonly string[] = Object.keys(SOURCES);

type Js = Record<string, unknown>;

const BIG = 2 ** 50;

/** A JSON Schema type in words, for a table cell. */
function typeText(js: Js): string {
  if (js.const !== undefined) return `\`${JSON.stringify(js.const)}\``;
  if (Array.isArray(js.enum)) return js.enum.map((v) => `\`${JSON.stringify(v)}\``).join(" · ");
  for (const k of ["oneOf", "anyOf"] as const) {
    if (!Array.isArray(js[k])) continue;
    const fs = js[k] as Js[];
    // A tagged union reads best as its tags: `do:` damage · modify · …
    const tags = fs.map((f) =>
      Object.entries((f.properties as Record<string, Js>) ?? {}).find(
        ([, v]) => v.const !== undefined,
      ),
    );
    if (tags.every((t) => t !== undefined && t[0] === tags[0]?.[0]))
      return `mapping with \`${tags[0]?.[0]}:\` ${tags.map((t) => String(t?.[1].const)).join(" · ")}`;
    return fs.map(typeText).join(" or ");
  }
  const t = js.type;
  if (t === "integer" || t === "number") {
    const lo = typeof js.minimum === "number" && js.minimum > -BIG ? js.minimum : undefined;
    const hi = typeof js.maximum === "number" && js.maximum < BIG ? js.maximum : undefined;
    const word = t === "integer" ? "whole number" : "number";
    if (lo !== undefined && hi !== undefined) return `${word} ${lo}…${hi}`;
    if (lo !== undefined) return `${word} ≥ ${lo}`;
    if (hi !== undefined) return `${word} ≤ ${hi}`;
    return word;
  }
  if (t === "string") {
    if (typeof js.pattern === "string") return `text matching \`${js.pattern}\``;
    return typeof js.minLength === "number" && js.minLength > 0 ? "text (not empty)" : "text";
  }
  if (t === "boolean") return "true or false";
  if (t === "array") {
    const n =
      typeof js.minItems === "number" && js.minItems > 0 ? ` (at least ${js.minItems})` : "";
    return `list of ${typeText((js.items as Js) ?? {})}${n}`;
  }
  if (t === "object") {
    if (js.properties === undefined && js.additionalProperties !== undefined)
      return `mapping of text → ${typeText(js.additionalProperties as Js)}`;
    const keys = Object.keys((js.properties as Js) ?? {});
    return keys.length === 0 ? "mapping" : `mapping (${keys.join(", ")})`;
  }
  return "any value";
}

/** One table row per field of an object schema (nested mappings flattened one level). */
function fieldRows(js: Js, prefix = ""): string[] {
  const props = (js.properties as Record<string, Js>) ?? {};
  const required = new Set((js.required as string[]) ?? []);
  const rows: string[] = [];
  for (const [k, v] of Object.entries(props)) {
    const name = `${prefix}${k}`;
    const need = required.has(k) ? "yes" : "no";
    const dflt = v.default === undefined ? "" : `\`${JSON.stringify(v.default)}\``;
    const desc = typeof v.description === "string" ? v.description : "";
    rows.push(
      `| \`${name}\` | ${typeText(v).replaceAll("|", "\\|")} | ${need} | ${dflt} | ${desc} |`,
    );
  }
  return rows;
}

/** A fields table. */
function table(rows: string[]): string[] {
  return ["| field | type | required | default | about |", "|---|---|---|---|---|", ...rows];
}

/** Whether a schema is a localized text (ja, zh, en), which needs no table of its own. */
function isLocalized(js: Js): boolean {
  const keys = Object.keys((js.properties as Js) ?? {}).sort();
  return keys.join() === "en,ja,zh";
}

/**
 * A fields table, then one for each nested mapping (or list of mappings) among the fields, named
 * by their path (`abilities[]`); effect lists are left to the vocabulary section.
 */
function tables(js: Js, name: string, effectKey: string): string[] {
  const out = [...table(fieldRows(js)), ""];
  for (const [k, v] of Object.entries((js.properties as Record<string, Js>) ?? {})) {
    const inner = v.type === "array" ? ((v.items as Js) ?? {}) : v;
    const path = `${name}${name === "" ? "" : "."}${k}${v.type === "array" ? "[]" : ""}`;
    if (inner.type !== "object" || inner.properties === undefined || isLocalized(inner)) continue;
    out.push(`Fields of \`${path}\`:`, "", ...tables(inner, path, effectKey));
  }
  for (const [k, v] of Object.entries((js.properties as Record<string, Js>) ?? {})) {
    const inner = v.type === "array" ? ((v.items as Js) ?? {}) : v;
    const fs = forms(inner);
    if (fs.length > 1 && fs.every((f) => (f.properties as Record<string, Js>)?.[effectKey]))
      out.push(`\`${name}${name === "" ? "" : "."}${k}\`: effects (see the vocabulary below).`, "");
  }
  return out;
}

/** The forms of a union (each a schema), or the schema itself. */
function forms(js: Js): Js[] {
  for (const k of ["oneOf", "anyOf"] as const) if (Array.isArray(js[k])) return js[k] as Js[];
  return [js];
}

/** Whether `value` holds, anywhere inside, a mapping with `key: name`. */
function uses(value: unknown, key: string, name: string): boolean {
  if (Array.isArray(value)) return value.some((v) => uses(v, key, name));
  if (value === null || typeof value !== "object") return false;
  const rec = value as Record<string, unknown>;
  if (rec[key] === name) return true;
  return Object.values(rec).some((v) => uses(v, key, name));
}

/** The first entry (list and entry) of the examples that uses the effect. */
function exampleOf(
  src: DocSource,
  system: string,
  name: string,
): { list: string; entry: unknown } | undefined {
  for (const examples of [src.examples, sampleEntries(system)])
    for (const [list, entries] of Object.entries(examples))
      for (const entry of entries as unknown[])
        if (uses(entry, src.key, name)) return { list, entry };
  return undefined;
}

/** An entry as the YAML a pack would hold. */
function yamlBlock(list: string, entry: unknown): string[] {
  return ["```yaml", stringify({ [list]: [entry] }, { lineWidth: 100 }).trimEnd(), "```"];
}

/** The sample packs' entries (scenarios/<system>/packs/*.yaml), as more examples. */
function sampleEntries(system: string): Record<string, unknown[]> {
  const dir = join(SAMPLES, system, "packs");
  const out: Record<string, unknown[]> = {};
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith(".yaml"))
    .sort()) {
    const pack = parse(readFileSync(join(dir, name), "utf8")) as Record<string, unknown>;
    for (const [k, v] of Object.entries(pack))
      if (Array.isArray(v))
        (out[k] ??= []).push(...(v as unknown[]).map((e) => ({ ...(e as object) })));
  }
  return out;
}

/** The reference page of one system. */
export function contentDoc(system: string): string {
  const src = SOURCES[system];
  const content = SYSTEM_ENTRIES[system].content as z.ZodType;
  const js = z.toJSONSchema(content, { io: "input", unrepresentable: "any" }) as Js;
  const out: string[] = [
    `# ${system} content reference`,
    "",
    "<!-- Generated by `kassen schema` from the zod schemas in src/systems/" +
      `${system}/schema.ts; test/packs/content-docs.test.ts fails when it drifts. -->`,
    "",
    `A content pack is a YAML file with \`system: ${system}\` and any of the lists below. Its`,
    "entries are added to the shipped content; an entry with a shipped id must say",
    "`replaces: true`. Editors complete packs from",
    `[schemas/${system}-pack.schema.json](../../schemas/${system}-pack.schema.json); see`,
    "[writing a pack](packs.md) for loading, validating and testing one.",
    "",
    "## Lists",
    "",
  ];
  for (const [list, lj] of Object.entries((js.properties as Record<string, Js>) ?? {})) {
    out.push(`### \`${list}\``, "");
    const items = (lj.items as Js) ?? {};
    const fs = forms(items);
    if (fs.length === 1) out.push(...tables(fs[0], "", src.key));
    else
      for (const f of fs) {
        const props = (f.properties as Record<string, Js>) ?? {};
        const tag = Object.entries(props).find(([, v]) => v.const !== undefined);
        out.push(`#### ${tag ? `\`${tag[0]}: ${String(tag[1].const)}\`` : "form"}`, "");
        out.push(...tables(f, "", src.key));
      }
  }
  const ej = z.toJSONSchema(src.effect, { io: "input", unrepresentable: "any" }) as Js;
  const effects = forms(ej);
  out.push("## Effect vocabulary", "");
  out.push(`Effects are mappings named by \`${src.key}:\`. The ${effects.length} known ones:`, "");
  for (const f of effects) {
    const props = (f.properties as Record<string, Js>) ?? {};
    const name = String(props[src.key]?.const);
    out.push(`### \`${src.key}: ${name}\``, "");
    if (typeof f.description === "string") out.push(f.description, "");
    const params = {
      ...f,
      properties: Object.fromEntries(Object.entries(props).filter(([k]) => k !== src.key)),
    };
    const rows = fieldRows(params);
    out.push(...(rows.length === 0 ? ["No parameters."] : table(rows)), "");
    const ex = exampleOf(src, system, name);
    if (ex === undefined) out.push("No shipped entry uses it yet.", "");
    else out.push("Example:", "", ...yamlBlock(ex.list, ex.entry), "");
  }
  return `${out.join("\n").trimEnd()}\n`;
}
