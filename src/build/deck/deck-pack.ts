/**
 * A deck as a library `deck` item: a self-contained content pack — `system`, `name`, one
 * `decks:` entry (id, name in three languages, `cards: id → copies`) and a copy of every own
 * card the deck uses, so the pack plays on any table without the editor's other items. Reading
 * one back gives the deck's id, name, counts and those cards.
 */
import { MAX_LIBRARY_TITLE_CHARS } from "../../shared/limits.ts";
import type { DeckCounts } from "./deck-rules.ts";

/** A deck being built: its content id, title and copies by card id. */
export interface DeckDraft {
  /** The `decks:` entry's id (a content id: `^[a-z0-9][a-z0-9-]*$`). */
  id: string;
  title: string;
  counts: DeckCounts;
}

/** Longest deck title: a library item's title limit (also within a content name's 100). */
export const MAX_DECK_TITLE = MAX_LIBRARY_TITLE_CHARS;

/**
 * A fresh deck id: `deck-` and eight random letters and digits. Random, not from the title: two
 * players' library decks in one battle must not share an id, and a title may hold no letter a
 * content id allows (日本語). Chosen once per deck and kept when the deck is saved again.
 */
export function newDeckId(random: () => number = Math.random): string {
  const abc = "abcdefghijklmnopqrstuvwxyz0123456789";
  let s = "";
  for (let i = 0; i < 8; i++) s += abc[Math.floor(random() * abc.length)];
  return `deck-${s}`;
}

/** The pack of `deck`, with `ownCards` the own cards it may use (those it uses are copied in). */
export function deckPack(
  system: string,
  deck: DeckDraft,
  ownCards: readonly Record<string, unknown>[],
): Record<string, unknown> {
  const title = deck.title.trim().slice(0, MAX_DECK_TITLE) || deck.id;
  const name = { ja: title, zh: title, en: title };
  const used = new Set(Object.keys(deck.counts).filter((id) => (deck.counts[id] ?? 0) > 0));
  const seen = new Set<string>();
  const cards = ownCards.filter((c) => {
    const id = c.id;
    if (typeof id !== "string" || !used.has(id) || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  const counts: DeckCounts = {};
  for (const id of Object.keys(deck.counts).sort()) if (used.has(id)) counts[id] = deck.counts[id];
  return {
    system,
    name: title,
    ...(cards.length > 0 ? { cards } : {}),
    decks: [{ id: deck.id, name, cards: counts }],
  };
}

/** A deck read from a pack: the draft and the pack's own cards. */
export interface ReadDeck {
  deck: DeckDraft;
  cards: Record<string, unknown>[];
}

/**
 * The deck a pack holds (its first `decks:` entry) and its cards, or null when the pack holds no
 * deck. Copies that are not whole numbers 1…4 are left out (the server refuses such a pack).
 */
export function readDeckPack(pack: Record<string, unknown>, title?: string): ReadDeck | null {
  const decks = pack.decks;
  if (!Array.isArray(decks) || decks.length === 0) return null;
  const d = decks[0] as Record<string, unknown>;
  if (typeof d.id !== "string" || d.cards === null || typeof d.cards !== "object") return null;
  const counts: DeckCounts = {};
  for (const [id, n] of Object.entries(d.cards as Record<string, unknown>))
    if (typeof n === "number" && Number.isInteger(n) && n >= 1) counts[id] = n;
  const name = d.name as Record<string, unknown> | undefined;
  const t = title ?? (typeof name?.en === "string" ? name.en : d.id);
  return { deck: { id: d.id, title: t, counts }, cards: packCards(pack) };
}

/** A pack's `cards:` entries (objects only). */
export function packCards(pack: Record<string, unknown>): Record<string, unknown>[] {
  const cards = pack.cards;
  if (!Array.isArray(cards)) return [];
  return cards.filter((c): c is Record<string, unknown> => c !== null && typeof c === "object");
}
