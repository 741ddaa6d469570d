/**
 * The `options:` each system reads (house rules and readings), as schemas: a misspelt option
 * (`startingLfe`) or a value the rules cannot use (`startingLife: -5`) is refused when the
 * scenario, replay or simulation is loaded instead of being silently ignored. A system not listed
 * here takes no options. Adding an option to a system means adding it here too.
 */
import { z } from "zod";
import type { Json } from "../engine/index.ts";
import { MG_OPTIONS } from "../systems/magical-girl/index.ts";
import { checkData, type DataIssue } from "../systems/shared/data-file.ts";
import { YGO_OPTIONS } from "../systems/ygo-trpg/index.ts";

/**
 * The named readings (house rules, issue 33) of each system that has them: option name → its
 * values, the default first, as the schemas below take them; the lobby reads them here
 * (`GET /api/systems`).
 */
export const NAMED_OPTIONS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> =
  {
    "magical-girl": MG_OPTIONS,
    "ygo-trpg": YGO_OPTIONS,
  };

/** A system's named options for the lobby: each name with its values, the default first. */
export function namedOptions(system: string): { name: string; values: string[] }[] {
  return Object.entries(NAMED_OPTIONS[system] ?? {}).map(([name, values]) => ({
    name,
    values: [...values],
  }));
}

/** magical-girl's options are all named readings: each one of its listed values. */
const magicalGirl = z
  .object(
    Object.fromEntries(
      Object.entries(MG_OPTIONS).map(([name, values]) => [name, z.enum(values).optional()]),
    ),
  )
  .strict();

/** Options schemas by system id. */
export const SYSTEM_OPTIONS: Record<string, z.ZodType> = {
  vision: z
    .object({
      /** Life each player starts with (VIS default 20). */
      startingLife: z.number().int().min(1).max(1000).optional(),
      /** Cards a player may keep at the end of the turn (default 7). */
      handLimit: z.number().int().min(0).max(1000).optional(),
      /** The first player draws in turn 1 too (default false). */
      firstPlayerDraws: z.boolean().optional(),
    })
    .strict(),
  "geo-march": z
    .object({
      /** Sides of the speed die (default 6). */
      speedDie: z.number().int().min(2).max(1000).optional(),
    })
    .strict(),
  "magical-girl": magicalGirl,
  "ygo-trpg": z
    .object({
      /** The GM's tools (take back, adjust): on unless false. */
      gmTools: z.boolean().optional(),
      // House rules (issue 33): each one of its listed values (src/systems/ygo-trpg/options.ts).
      ...Object.fromEntries(
        Object.entries(YGO_OPTIONS).map(([name, values]) => [name, z.enum(values).optional()]),
      ),
    })
    .strict(),
};

/**
 * The problems of `options` for `system` (paths under `options`), or none. Systems not listed in
 * {@link SYSTEM_OPTIONS} accept no options at all.
 */
export function optionIssues(
  system: string,
  options: Record<string, Json> | undefined,
): DataIssue[] {
  if (options === undefined) return [];
  // `content` carries the battle's content packs (content-packs.ts); the pack loader checks them.
  const { content: _packs, ...rules } = options;
  const schema = Object.hasOwn(SYSTEM_OPTIONS, system)
    ? SYSTEM_OPTIONS[system]
    : z.object({}).strict();
  const checked = checkData(rules, schema);
  if ("data" in checked) return [];
  return checked.issues.map((i) => ({
    path:
      i.path === "" ? "options" : i.path.startsWith("[") ? `options${i.path}` : `options.${i.path}`,
    message: i.message,
  }));
}
