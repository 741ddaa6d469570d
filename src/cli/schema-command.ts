/**
 * `kassen schema [--out DIR] [--docs DIR]`: writes JSON Schemas for the scenario format, for
 * each system's content, packs and setup, and for the table server's messages, so editors can complete and check the YAML as it is
 * typed, and each system's content reference (docs/content/<system>.md). The files are
 * generated, and committed so editors find them without running anything.
 */
import { join } from "node:path";
import type { Command } from "commander";
import { z } from "zod";
import { Scenario } from "../scenario/schema.ts";
import { CreateTableRequest } from "../server/create-table.ts";
import { ClientMessage } from "../server/protocol/client-messages.ts";
import { ServerMessage } from "../server/protocol/server-messages.ts";
import { contentDoc, DOC_SYSTEMS } from "./content-doc.ts";
import { say } from "./output.ts";
import { checkOutputDir, makeOutputDir, writeOutput } from "./output-paths.ts";
import { SYSTEM_SCHEMAS } from "./system-schemas.ts";

/** A zod schema as JSON Schema, for the files an author writes (defaults make keys optional). */
export function jsonSchemaOf(schema: z.ZodType, title: string): Record<string, unknown> {
  // Refinements and custom checks cannot be expressed; they become "anything" instead of failing.
  const js = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  const { $schema, ...rest } = js;
  return { $schema, title, ...rest };
}

/**
 * The scenario schema, with `setup` checked against the named system's setup schema (a sibling
 * file), so an editor completes setup keys once `system:` is written.
 */
function scenarioSchema(): Record<string, unknown> {
  const bySystem = Object.entries(SYSTEM_SCHEMAS)
    .filter(([, s]) => s.setup !== undefined)
    .map(([id]) => ({
      if: { properties: { system: { const: id } }, required: ["system"] },
      // JSON Schema's keyword, not a thenable: this object is only serialized.
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema if/then
      then: { properties: { setup: { $ref: `./${id}-setup.schema.json` } } },
    }));
  const schema = jsonSchemaOf(Scenario, "Kassen scenario");
  return bySystem.length === 0 ? schema : { ...schema, allOf: bySystem };
}

/** Adds `replaces` to an entry's JSON Schema (each form of a union), for pack entries. */
function withReplaces(entry: Record<string, unknown>): Record<string, unknown> {
  for (const key of ["oneOf", "anyOf"] as const) {
    const forms = entry[key];
    if (Array.isArray(forms))
      return { ...entry, [key]: forms.map((f) => withReplaces(f as Record<string, unknown>)) };
  }
  const props = entry.properties as Record<string, unknown> | undefined;
  if (props === undefined) return entry;
  const replaces = {
    type: "boolean",
    description: "true: this entry replaces the shipped entry with the same id",
  };
  return { ...entry, properties: { ...props, replaces } };
}

/**
 * A content pack's JSON Schema: the system's content lists, whose entries may say
 * `replaces: true`, plus `system:` (this system) and an optional name and description.
 */
export function packSchema(id: string, content: z.ZodType): Record<string, unknown> {
  const base = jsonSchemaOf(content, `Kassen ${id} content pack`);
  const lists = base.properties as Record<string, Record<string, unknown>>;
  const properties: Record<string, unknown> = {
    system: { const: id, description: "the rule system this pack adds content to" },
    name: { type: "string" },
    description: { type: "string" },
  };
  for (const [key, list] of Object.entries(lists)) {
    const items = list.items as Record<string, unknown> | undefined;
    properties[key] = items === undefined ? list : { ...list, items: withReplaces(items) };
  }
  return { ...base, properties, required: ["system"] };
}

/** Every schema file to write: file name → JSON Schema. */
export function allSchemas(): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = { "scenario.schema.json": scenarioSchema() };
  for (const [id, s] of Object.entries(SYSTEM_SCHEMAS)) {
    if (s.content) {
      out[`${id}-content.schema.json`] = jsonSchemaOf(s.content, `Kassen ${id} content file`);
      out[`${id}-pack.schema.json`] = packSchema(id, s.content);
    }
    if (s.setup)
      out[`${id}-setup.schema.json`] = jsonSchemaOf(s.setup, `Kassen ${id} scenario setup`);
  }
  // The table server's protocol (docs/server.md): what a client sends, what it is sent, and the
  // body of a new table.
  out["server-client-message.schema.json"] = jsonSchemaOf(
    ClientMessage,
    "Kassen table server: a client's message",
  );
  out["server-message.schema.json"] = jsonSchemaOf(
    ServerMessage,
    "Kassen table server: a message to a client",
  );
  out["server-create-table.schema.json"] = jsonSchemaOf(
    CreateTableRequest,
    "Kassen table server: POST /api/tables",
  );
  return out;
}

/** Registers the command. */
export function registerSchema(program: Command): void {
  program
    .command("schema")
    .description("write JSON Schemas for scenario, content and setup files")
    .option("--out <dir>", "folder to write into", "schemas")
    .option("--docs <dir>", "folder for each system's content reference (markdown)", "docs/content")
    .action((flags: { out: string; docs: string }) => {
      checkOutputDir("--out", flags.out);
      makeOutputDir("--out", flags.out);
      for (const [name, schema] of Object.entries(allSchemas())) {
        const file = join(flags.out, name);
        writeOutput("--out", file, `${JSON.stringify(schema, null, 2)}\n`);
        say(`wrote ${file}`);
      }
      checkOutputDir("--docs", flags.docs);
      makeOutputDir("--docs", flags.docs);
      for (const system of DOC_SYSTEMS) {
        const file = join(flags.docs, `${system}.md`);
        writeOutput("--docs", file, contentDoc(system));
        say(`wrote ${file}`);
      }
    });
}
