/**
 * The zod schemas each system's data is written against, for `kassen schema`: its content files
 * and the `setup:` block of its scenarios. A new system adds one entry.
 */
import type { z } from "zod";
import { ContentFile as VisionContentFile } from "../systems/vision/schema.ts";
import { VisionSetup } from "../systems/vision/setup.ts";

/** Schemas of one system's data formats. */
export interface SystemSchemas {
  content?: z.ZodType;
  setup?: z.ZodType;
}

/** Schemas by system id. */
export const SYSTEM_SCHEMAS: Record<string, SystemSchemas> = {
  vision: { content: VisionContentFile, setup: VisionSetup },
};
