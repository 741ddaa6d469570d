/**
 * One card as the deck builder lists it, whether shipped (`GET /api/systems/:id/cards`) or a
 * person's own (a pack entry from the card editor or a library item): its id, type, name and text
 * in the three languages, and the number a deck's curve counts it by — vision's cost, a
 * geo-march unit's level (equipment and skills have none). Plain data, no DOM, no I/O: the
 * server builds the shipped list with it and the browser reads own cards with it.
 */

/** The languages a card's name and text come in. */
export const DECK_LANGS = ["ja", "zh", "en"] as const;
/** One of {@link DECK_LANGS}. */
export type DeckLang = (typeof DECK_LANGS)[number];

/** The systems whose new games are played with decks a person can build. */
export const DECK_SYSTEMS = ["vision", "geo-march"] as const;

/** A card as the deck builder lists it. */
export interface DeckCard {
  id: string;
  /** The content's `type` (vision: character, command, equipment, talisman; geo-march: unit, equip, skill). */
  type: string;
  name: Record<DeckLang, string>;
  /** The printed text, when the card has one. */
  text: Record<DeckLang, string> | null;
  /** What the curve counts: vision's cost, a geo-march unit's level; null for none. */
  cost: number | null;
  /** A person's own card (not shipped): a deck using it carries a copy in its pack. */
  own: boolean;
}

/** Whether `system` is one the deck builder serves. */
export function isDeckSystem(system: string): system is (typeof DECK_SYSTEMS)[number] {
  return (DECK_SYSTEMS as readonly string[]).includes(system);
}

/** A three-language text from a pack entry's field, or null when it is not one. */
function texts(v: unknown): Record<DeckLang, string> | null {
  if (v === null || typeof v !== "object") return null;
  const o = v as Record<string, unknown>;
  const out = {} as Record<DeckLang, string>;
  for (const l of DECK_LANGS) {
    if (typeof o[l] !== "string") return null;
    out[l] = o[l] as string;
  }
  return out;
}

/** A whole number field, or null. */
function whole(v: unknown): number | null {
  return typeof v === "number" && Number.isInteger(v) ? v : null;
}

/**
 * The card a content entry (shipped, or a pack's `cards[]` entry as the schema has it) is, or
 * null when it is not a card of `system` one can read (no id, type or three-language name): the
 * editor may hold a card still being written, which the builder then leaves out.
 */
export function deckCardOf(
  system: string,
  entry: Record<string, unknown>,
  own: boolean,
): DeckCard | null {
  const { id, type } = entry;
  const name = texts(entry.name);
  if (typeof id !== "string" || id === "" || typeof type !== "string" || name === null) return null;
  const cost =
    system === "geo-march" ? (type === "unit" ? whole(entry.level) : null) : whole(entry.cost);
  return { id, type, name, text: texts(entry.text), cost, own };
}

/** Whether `card`'s name in any language holds `query` (case and width folded; empty: all). */
export function nameMatches(card: DeckCard, query: string): boolean {
  const q = fold(query.trim());
  if (q === "") return true;
  return DECK_LANGS.some((l) => fold(card.name[l]).includes(q)) || card.id.includes(q);
}

/** Lower case, full-width letters and digits as ASCII: "ＣＩＲＮＯ" finds "Cirno". */
function fold(s: string): string {
  return s.normalize("NFKC").toLowerCase();
}
