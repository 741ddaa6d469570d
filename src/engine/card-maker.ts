/**
 * Making cards from a setup: readable unique ids (`reisen-1`, `reisen-2`, … unless the setup
 * names one), unknown content ids and reused ids reported as SetupErrors at their place in the
 * setup. Every system's setup uses it.
 */
import { SetupError } from "./errors.ts";
import type { BattleState, CardState, Json, Seat } from "./types.ts";
import { addCard } from "./zones.ts";

/** A card as a setup names it: a content id, or a content id with an explicit card id. */
export type CardEntry = string | { card: string; id?: string };

/** What the system knows of a content id: its printed base values and starting flags. */
export type CardDescriber = (
  def: string,
) => { base: Record<string, number>; f?: Record<string, Json> } | undefined;

/** A function that creates cards in `state`, numbering ids per content id. */
export function cardMaker(
  state: BattleState,
  describe: CardDescriber,
): (entry: CardEntry, owner: Seat, zone: string, path: string) => CardState {
  const counts: Record<string, number> = {};
  return (entry, owner, zone, path) => {
    const e = typeof entry === "string" ? { card: entry } : entry;
    const d = describe(e.card);
    if (d === undefined) throw new SetupError(path, `unknown card "${e.card}"`);
    let id = e.id;
    if (id === undefined) {
      do {
        counts[e.card] = (counts[e.card] ?? 0) + 1;
        id = `${e.card}-${counts[e.card]}`;
      } while (state.cards[id] !== undefined);
    }
    if (state.cards[id] !== undefined) throw new SetupError(path, `card id "${id}" is used twice`);
    return addCard(state, { id, def: e.card, owner, zone, base: d.base, f: d.f ?? {} });
  };
}
