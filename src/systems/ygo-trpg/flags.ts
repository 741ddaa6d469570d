/**
 * A ygo-trpg card's own flags (`card.f`) as one record type, so rules code reads damage and set
 * rounds without casts. The engine keeps flags as plain JSON: the one cast from its type to this
 * one is here, where the shapes are written (setup.ts, summon.ts, plays.ts write them).
 */
import { type CardState, ownFlags } from "../../engine/index.ts";

/** A field monster's flags, or a set card's. */
export interface YgoFlags {
  /** Damage on a field monster (YGT-25). */
  dmg?: number;
  /** The monster has acted in this battle phase (YGT-21). */
  acted?: boolean;
  /** The monster passed: it may act after everyone else (YGT-21). */
  passed?: boolean;
  /** An effect destroyed it: the next checks send it to the graveyard. */
  doom?: boolean;
  /** The round a set card was set in (YGT-17). */
  setRound?: number;
}

/** `card`'s flags to read (they may be shared with other battles: never write them). */
export function flagsOf(card: CardState): Readonly<YgoFlags> {
  return card.f as YgoFlags;
}

/** `card`'s flags to write: its own copy (see the engine's ownFlags). */
export function ownYgoFlags(card: CardState): YgoFlags {
  return ownFlags(card) as YgoFlags;
}

/** Adds `amount` to a monster's damage (its own flags; `dmg` keeps its place among them). */
export function addDamage(card: CardState, amount: number): void {
  const f = ownYgoFlags(card);
  f.dmg = (f.dmg ?? 0) + amount;
}
