/**
 * Each system's content schema, imported from the schema files themselves (plain zod, no
 * loader): the card editor runs in the browser, where the system registry (which loads the
 * shipped content from disk) cannot go. A test holds these to the registry's.
 */
import type { z } from "zod";
import { ContentFile as GeoMarchContent } from "../systems/geo-march/schema.ts";
import { ContentFile as MagicalGirlContent } from "../systems/magical-girl/schema.ts";
import { ContentFile as VisionContent } from "../systems/vision/schema.ts";
import { ContentFile as YgoTrpgContent } from "../systems/ygo-trpg/schema.ts";

/** Content schemas by system id. */
export const CONTENT_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  vision: VisionContent,
  "geo-march": GeoMarchContent,
  "ygo-trpg": YgoTrpgContent,
  "magical-girl": MagicalGirlContent,
};

/** The systems the editor knows, in the lobby's order. */
export const BUILD_SYSTEMS: readonly string[] = Object.keys(CONTENT_SCHEMAS);

/** Whether `id` names a system the editor knows. */
export function isBuildSystem(id: string): boolean {
  return Object.hasOwn(CONTENT_SCHEMAS, id);
}
