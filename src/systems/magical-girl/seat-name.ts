/**
 * Seats' display names. The PvP forms' sides ("side B") name the girls on them when the line is
 * rendered for a state or view, so an end line says who won ("side B (Tsukiko) wins"); every
 * fighter is public, so any seat may read it.
 */
import type { ContentRef, Lang, Reader } from "../../engine/index.ts";
import { MG_MESSAGES } from "./messages.ts";
import type { FighterFlags } from "./model.ts";

/** Seats whose English names are plural ("the magical girls win"). */
export const MG_PLURAL_SEATS: readonly string[] = ["party", "enemy"];

/** The PvP sides, named by who stands on them. */
const SIDES = new Set(["a", "b"]);

/**
 * A seat's name in `lang`; a side's, with the names of the fighters on it in `reader` (their
 * names from `name`, in the reader's content).
 */
export function mgSeatName(
  seat: string,
  lang: Lang,
  reader: Reader | null | undefined,
  name: (def: string, lang: Lang, from: ContentRef) => string,
): string {
  const base = MG_MESSAGES[`seat.${seat}`]?.[lang] ?? seat;
  if (!SIDES.has(seat) || reader == null) return base;
  const from: ContentRef = reader.options === undefined ? null : reader;
  const who: string[] = [];
  for (const id in reader.cards) {
    const c = reader.cards[id];
    if ((c.f as unknown as Partial<FighterFlags>).side === seat) who.push(name(c.def, lang, from));
  }
  if (who.length === 0) return base;
  return lang === "en" ? `${base} (${who.join(", ")})` : `${base}（${who.join("、")}）`;
}
