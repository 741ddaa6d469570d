/**
 * Who each player plays, for the sheets: the character's name and 得意ジョブ in every language,
 * added to a seat's view (`x.characters`). The state keeps only the character's id and numbers
 * (`x.chars`); names live in the content, which the browser does not have. Every character sits
 * at the table in the open, so this hides nothing and is the same for every seat.
 */
import type { SeatView } from "../../engine/index.ts";
import { YGO_STORE } from "./content/index.ts";
import { type CharacterNames, type YgoX, ygoX } from "./x-state.ts";

export type { CharacterNames } from "./x-state.ts";

/** Adds `x.characters` (seat → names) to a view, from the content its battle plays with. */
export function addCharacters(view: SeatView): void {
  const x = ygoX(view);
  // A view without characters (none setup.ts builds) gets no names.
  const chars: YgoX["chars"] | undefined = x.chars;
  if (chars === undefined) return;
  // The view keeps the battle's options, which name its content (packs by their hash).
  const content = YGO_STORE.of(view);
  const out: Record<string, CharacterNames> = {};
  for (const [seat, c] of Object.entries(chars)) {
    const def = content.characters[c.id];
    if (def !== undefined) out[seat] = { name: def.name, job: def.job };
  }
  x.characters = out;
}
