/**
 * Definitions by card id. A card's definition never changes in a battle, so the table is made
 * once per setup template (shared/setup-template.ts's `lower` hook) and shared by every battle
 * copied from it: one map lookup instead of the card table's and the content's. Other states (a
 * fork, a bot's sample with re-dealt hidden cards, a loaded state) have no table and look the
 * definition up each time, as before. Outside the state: hashes, replays and saved states never
 * see it.
 */
import type { BattleState } from "../../engine/index.ts";
import { loweredOf } from "../shared/setup-template.ts";
import { ygoContent } from "./content/index.ts";
import type { Card } from "./schema.ts";

/** A template's table: each card id's definition. */
export function lowerYgo(state: BattleState): Map<string, Card> {
  const cards = ygoContent(state).cards;
  const defs = new Map<string, Card>();
  for (const id in state.cards) defs.set(id, cards[state.cards[id].def]);
  return defs;
}

const NONE = new Map<string, Card>();

/**
 * The state asked about last and its table (NONE without one): a run plays one battle at a time,
 * so this one-entry cache spares the per-call WeakMap lookup of loweredOf.
 */
let lastState: BattleState | null = null;
let lastDefs: Map<string, Card> = NONE;

/** The definition of a card in play. */
export function defOf(s: BattleState, id: string): Card {
  if (s !== lastState) {
    lastState = s;
    lastDefs = loweredOf<Map<string, Card>>(s) ?? NONE;
  }
  return lastDefs.get(id) ?? ygoContent(s).cards[s.cards[id].def];
}
