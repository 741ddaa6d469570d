/**
 * The seed of a table's bot for one decision, from public facts only: the table id and how many
 * choices were made. The same job always gets the same seed (decisions repeat, and the cache
 * and a rebuild agree), and the battle's secret seed is never mixed in: a bot's visible choices
 * must not leak bits of the seed that rolls the table's dice.
 */
import { botSeed } from "../../bots/registry.ts";

/** FNV-1a over the UTF-16 code units of `text`: a small, stable 32-bit hash. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The seed for the bot deciding after `choiceCount` choices of table `tableId`. */
export function tableBotSeed(tableId: string, choiceCount: number): number {
  return botSeed(hashText(tableId) | 0, choiceCount);
}
