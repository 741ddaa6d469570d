/**
 * The zod schemas each system's data is written against, for `kassen schema`: its content files
 * and the `setup:` block of its scenarios (from the system registry).
 */
import type { z } from "zod";
import { SYSTEM_ENTRIES } from "../systems/registry.ts";

/** Schemas of one system's data formats. */
export interface SystemSchemas {
  content?: z.ZodType;
  setup?: z.ZodType;
}

/** Schemas by system id. */
export const SYSTEM_SCHEMAS: Record<string, SystemSchemas> = Object.fromEntries(
  Object.entries(SYSTEM_ENTRIES).map(([id, e]) => [id, { content: e.content, setup: e.setup }]),
);
