/**
 * The Vision card set: every `*.yaml` in this folder, validated, merged and cross-checked. Content
 * problems are reported as DataFileErrors naming the file and the place in it, so a typo in a
 * deck list reads like "decks.yaml: at decks[1].cards.reisenn: unknown card id".
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { contentHash, deepFreeze, yamlFilesIn } from "../../shared/content.ts";
import { DataFileError, loadDataFile, renderPath } from "../../shared/data-file.ts";
import { type Card, ContentFile } from "../schema.ts";

/** Cards in a deck: the rules fix it at 40. */
export const DECK_SIZE = 40;

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

/** Where something was first defined, for duplicate messages. */
interface Origin {
  file: string;
  path: string;
}

/**
 * Loads every `*.yaml` in `dir` (default: this folder) in file-name order, validates each with
 * the content schema, merges them and checks cross-references: card and deck ids are unique,
 * decks name only known cards and hold exactly 40 cards. Throws DataFileError on any problem.
 */
export function loadVisionContent(dir: string = CONTENT_DIR): VisionContent {
  const names = yamlFilesIn(dir);
  if (names.length === 0)
    throw new DataFileError(dir, "", "no *.yaml content files in this folder");

  const cards: Record<string, Card> = {};
  const decks: Record<string, VisionDeck> = {};
  const cardOrigin = new Map<string, Origin>();
  const deckOrigin = new Map<string, Origin>();
  // Decks are checked after every file is read: a deck may list cards from any file.
  const deckChecks: { file: string; index: number; deck: VisionDeck }[] = [];

  for (const name of names) {
    const file = join(dir, name);
    const content = loadDataFile(file, ContentFile);
    content.cards.forEach((card, i) => {
      const path = `cards[${i}].id`;
      const first = cardOrigin.get(card.id);
      if (first) {
        throw new DataFileError(
          file,
          path,
          `duplicate card id "${card.id}" (already defined in ${first.file} at ${first.path})`,
        );
      }
      cardOrigin.set(card.id, { file, path });
      cards[card.id] = card;
    });
    content.decks.forEach((deck, i) => {
      const path = `decks[${i}].id`;
      const first = deckOrigin.get(deck.id);
      if (first) {
        throw new DataFileError(
          file,
          path,
          `duplicate deck id "${deck.id}" (already defined in ${first.file} at ${first.path})`,
        );
      }
      deckOrigin.set(deck.id, { file, path });
      decks[deck.id] = deck;
      deckChecks.push({ file, index: i, deck });
    });
  }

  for (const { file, index, deck } of deckChecks) {
    let size = 0;
    for (const [id, copies] of Object.entries(deck.cards)) {
      if (!cardOrigin.has(id)) {
        const path = renderPath(["decks", index, "cards", id]);
        throw new DataFileError(file, path, `unknown card id "${id}"`);
      }
      size += copies;
    }
    if (size !== DECK_SIZE) {
      throw new DataFileError(
        file,
        `decks[${index}].cards`,
        `expected ${DECK_SIZE} cards in deck "${deck.id}", got ${size}`,
      );
    }
  }

  return deepFreeze({ cards, decks, hash: contentHash({ cards, decks }) });
}

/** The built-in Vision content, loaded once when this module is first imported. */
export const VISION_CONTENT: VisionContent = loadVisionContent();
