/**
 * The ygo-trpg content: every `*.yaml` in this folder, validated, merged and cross-checked
 * (unique ids, decks and characters name known cards and decks of the right kind, encounters name
 * monsters and traps), and the same content merged with an author's packs for one battle.
 * Problems are DataFileErrors naming the file and the place in it.
 */
import { fileURLToPath } from "node:url";
import type { BattleState } from "../../../engine/index.ts";
import { contentHash, deepFreeze } from "../../shared/content.ts";
import type { Problems } from "../../shared/content-problems.ts";
import { type ContentSource, EntryIndex } from "../../shared/content-sources.ts";
import { renderPath } from "../../shared/data-file.ts";
import { contentOfFolder, systemContent } from "../../shared/system-content.ts";
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
const NS: Record<Kind, string> = {
  cards: "card",
  characters: "character",
  decks: "deck",
  encounters: "encounter",
};

/** An admitted entry: its file, kind, place in its list, and the entry. */
type Placed = { file: string; i: number } & (
  | { kind: "cards"; item: Card }
  | { kind: "characters"; item: Character }
  | { kind: "decks"; item: Deck }
  | { kind: "encounters"; item: Encounter }
);

/** Merges sources in order and cross-checks them; every problem is added to `problems`. */
export function mergeYgoContent(
  sources: ContentSource<ContentFile>[],
  problems: Problems,
): YgoContent {
  const out: Omit<YgoContent, "hash"> = { cards: {}, characters: {}, decks: {}, encounters: {} };
  const index = new EntryIndex(problems);
  // Every admitted entry with its kind and place, in the order the sources list them.
  const where: Placed[] = [];
  for (const src of sources) {
    const file = src.file;
    const admit = (kind: Kind, id: string, i: number) =>
      index.admit(src, NS[kind], id, `${kind}[${i}]`);
    src.data.cards.forEach((item, i) => {
      if (!admit("cards", item.id, i)) return;
      out.cards[item.id] = item;
      where.push({ file, kind: "cards", i, item });
    });
    src.data.characters.forEach((item, i) => {
      if (!admit("characters", item.id, i)) return;
      out.characters[item.id] = item;
      where.push({ file, kind: "characters", i, item });
    });
    src.data.decks.forEach((item, i) => {
      if (!admit("decks", item.id, i)) return;
      out.decks[item.id] = item;
      where.push({ file, kind: "decks", i, item });
    });
    src.data.encounters.forEach((item, i) => {
      if (!admit("encounters", item.id, i)) return;
      out.encounters[item.id] = item;
      where.push({ file, kind: "encounters", i, item });
    });
  }
  const has = <T>(rec: Record<string, T>, id: string): T | undefined =>
    Object.hasOwn(rec, id) ? rec[id] : undefined;
  for (const w of where) {
    const { file, i } = w;
    if (w.kind === "decks") {
      const deck = w.item;
      for (const id of Object.keys(deck.cards)) {
        const c = has(out.cards, id);
        const path = renderPath(["decks", i, "cards", id]);
        if (c === undefined) problems.add(file, path, `unknown card "${id}"`);
        // Monsters and items are separate decks and hands (YGT-03).
        else if ((c.type === "monster") !== (deck.kind === "monster"))
          problems.add(file, path, `not ${deck.kind === "item" ? "an" : "a"} ${deck.kind} card`);
      }
    } else if (w.kind === "characters") {
      const ch = w.item;
      for (const [k, want] of [
        ["monsterDeck", "monster"],
        ["itemDeck", "item"],
      ] as const) {
        if (has(out.decks, ch[k])?.kind !== want)
          problems.add(file, `characters[${i}].${k}`, `no ${want} deck "${ch[k]}"`);
      }
    } else if (w.kind === "encounters") {
      const en = w.item;
      en.monsters.forEach((m, j) => {
        if (has(out.cards, m)?.type !== "monster")
          problems.add(file, `encounters[${i}].monsters[${j}]`, `no monster "${m}"`);
      });
      en.traps.forEach((t, j) => {
        if (has(out.cards, t)?.type !== "trap")
          problems.add(file, `encounters[${i}].traps[${j}]`, `no trap "${t}"`);
      });
      en.hand.forEach((t, j) => {
        const c = has(out.cards, t);
        if (c === undefined || c.type === "monster")
          problems.add(file, `encounters[${i}].hand[${j}]`, `no spell or trap "${t}"`);
      });
    }
  }
  const hash = contentHash(out);
  return deepFreeze({ ...out, hash });
}

/** Loads and cross-checks every `*.yaml` in `dir` (default: this folder). */
export function loadYgoContent(dir: string = CONTENT_DIR): YgoContent {
  return contentOfFolder(dir, ContentFile, mergeYgoContent);
}

const SHIPPED = systemContent("ygo-trpg", CONTENT_DIR, ContentFile, mergeYgoContent);

/** The built-in content, loaded once. */
export const YGO_CONTENT: YgoContent = SHIPPED.shipped;

/** Ygo-trpg content by battle: shipped, or merged with the battle's packs. */
export const YGO_STORE = SHIPPED.store;

/** The content a battle plays with. */
export function ygoContent(s: BattleState): YgoContent {
  return YGO_STORE.of(s);
}
