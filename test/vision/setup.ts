/**
 * Building positions for the Vision rule tests: named cards, nodes and plain decks, and a battle
 * that starts in a main phase with both sides as given. The rule tests differ mostly in which
 * cards lie where, so the setup should say only that.
 */
import type { Battle, Json } from "../../src/engine/index.ts";
import { battle } from "./helpers.ts";

/** `n` active nodes (plain cards: nodes are interchangeable). */
export const nodes = (n: number): string[] => Array.from({ length: n }, () => "youkai-rabbit");

/** Five active nodes: enough for any card of the starter set. */
export const NODES = nodes(5);

/** `n` plain cards (listed decks keep their order: top first). */
export const plain = (n: number): string[] => Array.from({ length: n }, () => "koakuma");

/** A small deck so draws and grazes have cards to take. */
export const DECK = plain(5);

/** A card as a setup lists it: a name (given an id by {@link cards}) or a full entry. */
export type CardSpec = string | Record<string, Json>;

/**
 * Cards with ids the test can name, for a hand or a field: `"cirno"` is Cirno with id `cirno`,
 * `"satori-gensou:sg"` has id `sg`, and a name listed again without an id gets `<name>-2`,
 * `<name>-3`… Full entries (`{ card, id, sleep, attached, mods, damage }`) pass unchanged.
 */
export function cards(...specs: CardSpec[]): Json[] {
  const seen: Record<string, number> = {};
  return specs.map((s) => {
    if (typeof s !== "string") return s;
    const [name, id] = s.split(":");
    if (id !== undefined) return { card: name, id };
    seen[name] = (seen[name] ?? 0) + 1;
    return { card: name, id: seen[name] === 1 ? name : `${name}-${seen[name]}` };
  });
}

/** A card entry that starts asleep (`"reisen:r"` → Reisen with id `r`, asleep). */
export function asleep(spec: CardSpec): Record<string, Json> {
  return { ...(cards(spec)[0] as Record<string, Json>), sleep: true };
}

/** A character with cards set on it: `equipped("cirno", "silver-knives:knives")`. */
export function equipped(spec: CardSpec, ...attached: CardSpec[]): Record<string, Json> {
  return { ...(cards(spec)[0] as Record<string, Json>), attached: cards(...attached) };
}

/** One seat's part of a setup: node, hand, field, deck, life, as the setup schema has them. */
export type Side = Record<string, Json>;

/** Options of {@link duel}: who takes the turn, and the deck of a side that lists none. */
export interface DuelOptions {
  first?: "p1" | "p2";
  deck?: Json[];
}

/**
 * A battle that starts in the main phase of `first` (p1 unless given), with the two sides as
 * given; a side that lists no deck gets `deck` ({@link DECK} unless given).
 */
export function duel(p1: Side = {}, p2: Side = {}, opts: DuelOptions = {}): Battle {
  const deck = opts.deck ?? DECK;
  const setup: Record<string, Json> = { start: "main", p1: { deck, ...p1 }, p2: { deck, ...p2 } };
  if (opts.first !== undefined) setup.first = opts.first;
  return battle(setup);
}
