/**
 * What a deck must be to be played, per system, and the problems of a deck as it is built.
 *
 * - vision: exactly 40 cards, at most 4 copies of a card (VIS-50: "decks of 40 with at most 4
 *   copies"; the content loader refuses any other size).
 * - geo-march: the seed says nothing of decks (GEO-70, whole games, is beyond it), so these are
 *   our defaults, documented in docs/web.md: 20 to 40 cards (20 is the size of both shipped
 *   decks; 40 is `maxTurns`, the turn limit, past which no deck is drawn from), at most 4 copies
 *   (the content schema's `id → 1..4`), and at least one unit (a turn summons units from the
 *   hand: a deck without one can never march or win).
 */
import { MAX_COPIES, DECK_SIZE as VISION_DECK_SIZE } from "../../systems/vision/rule-numbers.ts";
import type { DeckCard } from "./deck-card.ts";

/** A system's deck constraints. */
export interface DeckRules {
  /** Fewest and most cards. */
  min: number;
  max: number;
  /** Copies of one card at most. */
  maxCopies: number;
  /** Cards of a type the deck must hold at least (geo-march: units). */
  atLeast: Record<string, number>;
}

/** Each deck system's constraints. */
export const DECK_RULES: Record<string, DeckRules> = {
  vision: { min: VISION_DECK_SIZE, max: VISION_DECK_SIZE, maxCopies: MAX_COPIES, atLeast: {} },
  "geo-march": { min: 20, max: 40, maxCopies: 4, atLeast: { unit: 1 } },
};

/** The constraints of `system`'s decks (vision's when the system has none of its own). */
export function deckRules(system: string): DeckRules {
  return DECK_RULES[system] ?? DECK_RULES.vision;
}

/** A deck's copies by card id. */
export type DeckCounts = Record<string, number>;

/** One thing that keeps a deck from being played, as a message key and its parameters. */
export type DeckProblem =
  | { k: "size"; n: number; min: number; max: number }
  | { k: "copies"; card: string; n: number; max: number }
  | { k: "unknown"; card: string }
  | { k: "type"; type: string; n: number; min: number };

/** Cards in the deck. */
export function deckSize(counts: DeckCounts): number {
  let n = 0;
  for (const c of Object.values(counts)) n += c;
  return n;
}

/**
 * Every problem of a deck of `system` holding `counts`, with `cards` the cards it can know: an
 * empty list means the deck can be saved and played.
 */
export function deckProblems(
  system: string,
  counts: DeckCounts,
  cards: ReadonlyMap<string, DeckCard>,
): DeckProblem[] {
  const rules = deckRules(system);
  const problems: DeckProblem[] = [];
  const n = deckSize(counts);
  if (n < rules.min || n > rules.max)
    problems.push({ k: "size", n, min: rules.min, max: rules.max });
  const byType: Record<string, number> = {};
  for (const [card, copies] of Object.entries(counts)) {
    if (copies > rules.maxCopies)
      problems.push({ k: "copies", card, n: copies, max: rules.maxCopies });
    const c = cards.get(card);
    if (c === undefined) problems.push({ k: "unknown", card });
    else byType[c.type] = (byType[c.type] ?? 0) + copies;
  }
  for (const [type, min] of Object.entries(rules.atLeast))
    if ((byType[type] ?? 0) < min) problems.push({ k: "type", type, n: byType[type] ?? 0, min });
  return problems;
}

/**
 * `counts` with one more copy of `card`, or the same object when the rules forbid it (the
 * copies limit, or a deck already at its largest size): the builder never holds a deck the
 * rules refuse by adding, only one still too small.
 */
export function addCard(system: string, counts: DeckCounts, card: string): DeckCounts {
  const rules = deckRules(system);
  const now = counts[card] ?? 0;
  if (now >= rules.maxCopies || deckSize(counts) >= rules.max) return counts;
  return { ...counts, [card]: now + 1 };
}

/** `counts` with one copy of `card` fewer (a card at none leaves the list). */
export function removeCard(counts: DeckCounts, card: string): DeckCounts {
  const now = counts[card] ?? 0;
  if (now <= 0) return counts;
  const out = { ...counts };
  if (now === 1) delete out[card];
  else out[card] = now - 1;
  return out;
}
