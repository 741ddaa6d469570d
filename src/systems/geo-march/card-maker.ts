/** Making cards from content ids, with readable ids and printed base stats. */
import { addCard, type BattleState, SetupError } from "../../engine/index.ts";
import type { Card } from "./schema.ts";
import { CARDS } from "./zones.ts";

/** Printed values as base stats. */
export function baseStats(def: Card): Record<string, number> {
  if (def.type !== "unit") return {};
  return { level: def.level, attack: def.attack, defence: def.defence, speed: def.speed };
}

/** Creates cards with readable ids (`ember-wolf-1`, …) unless the setup names one. */
export function cardMaker(state: BattleState) {
  const counts: Record<string, number> = {};
  return (
    entry: string | { card: string; id?: string },
    owner: string,
    zone: string,
    path: string,
  ): string => {
    const e = typeof entry === "string" ? { card: entry } : entry;
    const def = CARDS[e.card];
    if (def === undefined) throw new SetupError(path, `unknown card "${e.card}"`);
    let id = e.id;
    if (id === undefined) {
      do {
        counts[e.card] = (counts[e.card] ?? 0) + 1;
        id = `${e.card}-${counts[e.card]}`;
      } while (state.cards[id] !== undefined);
    }
    if (state.cards[id] !== undefined) throw new SetupError(path, `card id "${id}" is used twice`);
    addCard(state, { id, def: e.card, owner, zone, base: baseStats(def), f: {} });
    return id;
  };
}
