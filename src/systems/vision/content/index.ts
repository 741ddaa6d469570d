/**
 * The Vision card set: every `*.yaml` in this folder, validated, merged and cross-checked, and the
 * same set merged with an author's packs for one battle. Content problems are reported as
 * DataFileErrors naming the file and the place in it, so a typo in a deck list reads like
 * "decks.yaml: at decks[1].cards.reisenn: unknown card id".
 */
import { fileURLToPath } from "node:url";
import type { BattleState } from "../../../engine/index.ts";
import { contentHash, deepFreeze } from "../../shared/content.ts";
import type { Problems } from "../../shared/content-problems.ts";
import { type ContentSource, EntryIndex } from "../../shared/content-sources.ts";
import { renderPath } from "../../shared/data-file.ts";
import { contentOfFolder, systemContent } from "../../shared/system-content.ts";
import { DECK_SIZE } from "../rule-numbers.ts";
import { type Card, ContentFile } from "../schema.ts";

/** Cards in a deck (defined in rule-numbers.ts, VIS-50); the odds and the tests read it here. */
export { DECK_SIZE };

/** A deck list: card id → copies. */
export type VisionDeck = ContentFile["decks"][number];

/** All Vision content, merged from the content files. */
export interface VisionContent {
  cards: Record<string, Card>;
  decks: Record<string, VisionDeck>;
  /** Stable hash of the merged content, so replays can tell they ran on the same cards. */
  hash: string;
}

/** This folder: the default content. */
const CONTENT_DIR = fileURLToPath(new URL(".", import.meta.url));

/**
 * Merges sources in order and checks cross-references: card and deck ids are unique (a pack
 * may replace a shipped one with `replaces: true`), decks name only known cards and hold
 * exactly 40 cards. Every problem is added to `problems`.
 */
export function mergeVisionContent(
  sources: ContentSource<ContentFile>[],
  problems: Problems,
): VisionContent {
  const cards: Record<string, Card> = {};
  const decks: Record<string, VisionDeck> = {};
  const index = new EntryIndex(problems);
  // Decks are checked after every file is read: a deck may list cards from any file.
  const deckChecks: { file: string; index: number; deck: VisionDeck }[] = [];
  for (const src of sources) {
    src.data.cards.forEach((card, i) => {
      if (index.admit(src, "card", card.id, `cards[${i}]`)) cards[card.id] = card;
    });
    src.data.decks.forEach((deck, i) => {
      if (!index.admit(src, "deck", deck.id, `decks[${i}]`)) return;
      decks[deck.id] = deck;
      deckChecks.push({ file: src.file, index: i, deck });
    });
  }
  for (const { file, index: i, deck } of deckChecks) {
    let size = 0;
    let known = true;
    for (const [id, copies] of Object.entries(deck.cards)) {
      if (!Object.hasOwn(cards, id)) {
        problems.add(file, renderPath(["decks", i, "cards", id]), `unknown card id "${id}"`);
        known = false;
      }
      size += copies;
    }
    if (known && size !== DECK_SIZE)
      problems.add(
        file,
        `decks[${i}].cards`,
        `expected ${DECK_SIZE} cards in deck "${deck.id}", got ${size}`,
      );
  }
  return deepFreeze({ cards, decks, hash: contentHash({ cards, decks }) });
}

/** Loads every `*.yaml` in `dir` (default: this folder); throws a ContentError on any problem. */
export function loadVisionContent(dir: string = CONTENT_DIR): VisionContent {
  return contentOfFolder(dir, ContentFile, mergeVisionContent);
}

const SHIPPED = systemContent("vision", CONTENT_DIR, ContentFile, mergeVisionContent);

/** The built-in Vision content, loaded once when this module is first imported. */
export const VISION_CONTENT: VisionContent = SHIPPED.shipped;

/** Vision content by battle: shipped, or merged with the battle's packs. */
export const VISION_STORE = SHIPPED.store;

/** The content a battle plays with. */
export function visionContent(s: BattleState): VisionContent {
  return VISION_STORE.of(s);
}
