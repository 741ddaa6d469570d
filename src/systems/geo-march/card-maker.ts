/** Making cards from content ids, with readable ids and printed base stats. */
import {
  type BattleState,
  type CardEntry,
  cardMaker as engineCardMaker,
  type IdKind,
} from "../../engine/index.ts";
import type { Card } from "./schema.ts";
import { CARDS } from "./zones.ts";

/** Printed values as base stats. */
export function baseStats(def: Card): Record<string, number> {
  if (def.type !== "unit") return {};
  return { level: def.level, attack: def.attack, defence: def.defence, speed: def.speed };
}

/**
 * Creates cards with readable ids (`ember-wolf-1`, …) or opaque ones (`kind`, see the engine's
 * `cardMaker`) unless the setup names one; returns the id.
 */
export function cardMaker(state: BattleState, kind: IdKind = "readable") {
  const make = engineCardMaker(
    state,
    (def) => (CARDS[def] === undefined ? undefined : { base: baseStats(CARDS[def]) }),
    kind,
  );
  return (entry: CardEntry, owner: string, zone: string, path: string): string =>
    make(entry, owner, zone, path).id;
}
