/**
 * The packs of a table whose seats play decks of the library: each seat's deck item, its ids made
 * distinct from the other seats' (two authors may each have made a `frost-fairy`: the later
 * seat's becomes `frost-fairy-p2`, and its deck names it so), and each seat's deck id for its
 * setup. An entry written with `replaces: true` is renamed too: in a table a seat's pack must not
 * change the other seat's cards (one content serves the whole battle), so the seat's own version
 * of a shipped card is a card of its own.
 */
import type { Json } from "../../engine/index.ts";
import { MAX_ID_CHARS } from "../../shared/limits.ts";
import { SYSTEM_ENTRIES } from "../../systems/registry.ts";

/** A seat's deck item's pack (checked as a deck item: one deck, cards and decks only). */
export interface SeatDeck {
  seat: string;
  pack: Record<string, unknown>;
}

/** The lists of a deck item that define ids; a deck's `cards:` names ids of `cards`. */
const LISTS = ["cards", "decks"] as const;

type Entry = Record<string, unknown> & { id?: unknown };

const entriesOf = (pack: Record<string, unknown>, list: string): Entry[] =>
  Array.isArray(pack[list]) ? (pack[list] as Entry[]) : [];

/** The packs to add to the table (in seat order) and each seat's deck id in them. */
export function seatDecks(
  system: string,
  seats: SeatDeck[],
): { packs: Json[]; decks: Record<string, string> } {
  const store = SYSTEM_ENTRIES[system].packs;
  const shipped = (list: string, id: string) => store?.entryOf(undefined, list, id) !== undefined;
  /** Ids the seats before have defined, by list. */
  const taken: Record<string, Set<string>> = { cards: new Set(), decks: new Set() };
  const packs: Json[] = [];
  const decks: Record<string, string> = {};
  for (const { seat, pack } of seats) {
    const own: Record<string, Set<string>> = {};
    for (const list of LISTS) own[list] = new Set(entriesOf(pack, list).map((e) => String(e.id)));
    const renames: Record<string, Map<string, string>> = { cards: new Map(), decks: new Map() };
    /** A new id for `id` of `list`: `<id>-<seat>`, numbered on if that too is someone's. */
    const fresh = (list: string, id: string): string => {
      for (let n = 1; ; n++) {
        const suffix = n === 1 ? `-${seat}` : `-${seat}-${n}`;
        const next = `${id.slice(0, MAX_ID_CHARS - suffix.length)}${suffix}`;
        const used =
          taken[list].has(next) ||
          own[list].has(next) ||
          shipped(list, next) ||
          [...renames[list].values()].includes(next);
        if (!used) return next;
      }
    };
    for (const list of LISTS)
      for (const e of entriesOf(pack, list)) {
        const id = String(e.id);
        if (taken[list].has(id) || e.replaces === true) renames[list].set(id, fresh(list, id));
      }
    const renamed = (list: string, id: string) => renames[list].get(id) ?? id;
    const out: Record<string, unknown> = { ...pack };
    out.cards = entriesOf(pack, "cards").map((e) =>
      renamedEntry(e, renamed("cards", String(e.id))),
    );
    out.decks = entriesOf(pack, "decks").map((e) => {
      const deck = renamedEntry(e, renamed("decks", String(e.id)));
      const cards = (e.cards ?? {}) as Record<string, number>;
      deck.cards = Object.fromEntries(
        Object.entries(cards).map(([card, n]) => [renamed("cards", card), n]),
      );
      return deck;
    });
    for (const list of LISTS) for (const e of entriesOf(out, list)) taken[list].add(String(e.id));
    decks[seat] = String(entriesOf(out, "decks")[0]?.id);
    packs.push(out as Json);
  }
  return { packs, decks };
}

/** An entry under its new id: a renamed entry replaces nothing any more. */
function renamedEntry(e: Entry, id: string): Entry {
  if (id === e.id) return { ...e };
  const { replaces: _r, ...rest } = e;
  return { ...rest, id };
}
