/**
 * The ygo-trpg content: every `*.yaml` in this folder, validated, merged and cross-checked
 * (unique ids, decks and characters name known cards and decks of the right kind, encounters name
 * monsters and traps). Problems are DataFileErrors naming the file and the place in it.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { contentHash, deepFreeze } from "../../shared/content.ts";
import { DataFileError, loadDataFile } from "../../shared/data-file.ts";
import { type Card, type Character, ContentFile, type Deck, type Encounter } from "../schema.ts";

/** All ygo-trpg content, merged from the content files. */
export interface YgoContent {
  cards: Record<string, Card>;
  characters: Record<string, Character>;
  decks: Record<string, Deck>;
  encounters: Record<string, Encounter>;
  /** Stable hash of the merged content, recorded in replays. */
  hash: string;
}

const CONTENT_DIR = fileURLToPath(new URL(".", import.meta.url));

type Kind = "cards" | "characters" | "decks" | "encounters";

/** Loads and cross-checks every `*.yaml` in `dir` (default: this folder). */
export function loadYgoContent(dir: string = CONTENT_DIR): YgoContent {
  const names = readdirSync(dir)
    .filter((n) => n.endsWith(".yaml"))
    .sort();
  if (names.length === 0) throw new DataFileError(dir, "", "no *.yaml content files");
  const out = { cards: {}, characters: {}, decks: {}, encounters: {} } as Omit<YgoContent, "hash">;
  const origin = new Map<string, string>();
  const where: { file: string; kind: Kind; i: number; item: { id: string } }[] = [];
  for (const name of names) {
    const file = join(dir, name);
    const data = loadDataFile(file, ContentFile);
    for (const kind of ["cards", "characters", "decks", "encounters"] as const) {
      data[kind].forEach((item, i) => {
        const key = `${kind}:${item.id}`;
        const first = origin.get(key);
        if (first !== undefined)
          throw new DataFileError(file, `${kind}[${i}].id`, `duplicate id "${item.id}" (${first})`);
        origin.set(key, `${name} ${kind}[${i}]`);
        (out[kind] as Record<string, unknown>)[item.id] = item;
        where.push({ file, kind, i, item });
      });
    }
  }
  for (const { file, kind, i, item } of where) {
    if (kind === "decks") {
      const deck = item as Deck;
      for (const id of Object.keys(deck.cards)) {
        const c = out.cards[id];
        if (c === undefined)
          throw new DataFileError(file, `decks[${i}].cards.${id}`, "unknown card");
        // Monsters and items are separate decks and hands (YGT-03).
        if ((c.type === "monster") !== (deck.kind === "monster"))
          throw new DataFileError(file, `decks[${i}].cards.${id}`, `not a ${deck.kind} card`);
      }
    } else if (kind === "characters") {
      const ch = item as Character;
      for (const [k, want] of [
        ["monsterDeck", "monster"],
        ["itemDeck", "item"],
      ] as const) {
        if (out.decks[ch[k]]?.kind !== want)
          throw new DataFileError(file, `characters[${i}].${k}`, `no ${want} deck "${ch[k]}"`);
      }
    } else if (kind === "encounters") {
      const en = item as Encounter;
      en.monsters.forEach((m, j) => {
        if (out.cards[m]?.type !== "monster")
          throw new DataFileError(file, `encounters[${i}].monsters[${j}]`, `no monster "${m}"`);
      });
      en.traps.forEach((t, j) => {
        if (out.cards[t]?.type !== "trap")
          throw new DataFileError(file, `encounters[${i}].traps[${j}]`, `no trap "${t}"`);
      });
      en.hand.forEach((t, j) => {
        const c = out.cards[t];
        if (c === undefined || c.type === "monster")
          throw new DataFileError(file, `encounters[${i}].hand[${j}]`, `no spell or trap "${t}"`);
      });
    }
  }
  const hash = contentHash(out);
  return deepFreeze({ ...out, hash });
}

/** The built-in content, loaded once. */
export const YGO_CONTENT: YgoContent = loadYgoContent();
