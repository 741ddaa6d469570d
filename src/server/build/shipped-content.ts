/**
 * A prep system's shipped content as the builders list it (`GET /api/systems/:id/content`):
 * every content list of the system (ygo-trpg: cards, characters, decks, encounters;
 * magical-girl: skills, weapons, abilities, items, traits, girls, enemies, maps), each list's
 * entries as data in content order. Printed content, the same for every table: it tells nothing
 * of anyone's prepared battle.
 */
import type { PrepSystem, ShippedContent } from "../../build/prepare/prep-types.ts";
import { MG_CONTENT } from "../../systems/magical-girl/content/index.ts";
import { YGO_CONTENT } from "../../systems/ygo-trpg/content/index.ts";

/** Each system's answer, built on first ask (shipped content never changes in a process). */
const answers = new Map<PrepSystem, ShippedContent>();

/** The merged content's lists as arrays of entries (the content hash is no list). */
function listsOf(content: object): ShippedContent["content"] {
  const out: ShippedContent["content"] = {};
  for (const [list, entries] of Object.entries(content)) {
    if (entries === null || typeof entries !== "object") continue;
    out[list] = Object.values(entries) as Record<string, unknown>[];
  }
  return out;
}

/** `system`'s shipped content lists, computed once per process. */
export function shippedContent(system: PrepSystem): ShippedContent {
  let answer = answers.get(system);
  if (answer === undefined) {
    const content = system === "ygo-trpg" ? YGO_CONTENT : MG_CONTENT;
    answer = { system, content: listsOf(content) };
    answers.set(system, answer);
  }
  return answer;
}
