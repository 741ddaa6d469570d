/**
 * Naming things in a battle's own content when only its start is at hand (a simulation's plan, a
 * tool's summary): the same reference a state or a view gives (`options.content`: the hash).
 */
import type { BattleInit, ContentRef, RuleSystem } from "./system.ts";

/** The content reference of a battle started with these options (its packs merged once). */
export function contentRefOf(system: RuleSystem, options: BattleInit["options"]): ContentRef {
  const hash = system.contentHashOf?.({ seed: 0, setup: null, options }) ?? system.contentHash;
  return { options: { content: hash } };
}
