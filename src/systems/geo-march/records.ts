/**
 * Geo-march's records in the state tree, typed: a card's flags (`card.f`) and a play waiting on
 * the response stack (`item.play`). The engine keeps both as plain JSON: the one cast from its
 * types to these is here, where the shapes are written.
 */
import {
  type BattleState,
  type CardState,
  type Json,
  ownCard,
  ownFlags,
  type StackItem,
} from "../../engine/index.ts";

/** A card's flags. Absent until set: most cards never have one. */
export type GeoFlags = {
  /** Action-complete (行動完了). */
  done?: boolean;
  /** A 【行動】 ability declared and not resolved yet (GEO-33). */
  acting?: boolean;
  /** Uses of each ability in this battle, by the ability's index. */
  uses?: Record<string, number>;
  /** Marched this turn (a whole game). */
  marched?: boolean;
  /** The origin geo a marcher came from (GEO-53). */
  from?: string;
};

/** A flags record as geo-march writes it. */
function typed(f: Record<string, Json>): GeoFlags {
  return f as GeoFlags;
}

/** A card's flags, to read (shared with copies of the state: write through {@link ownedFlags}). */
export function flagsOf(c: CardState): GeoFlags {
  return typed(c.f);
}

/** The flags of card `id`, owned by this state (to write). */
export function ownedFlags(s: BattleState, id: string): GeoFlags {
  return typed(ownFlags(ownCard(s, id)));
}

/** A play on the response stack (plays.ts declares it). */
export type PlayRecord = {
  kind: "ability" | "skill";
  /** The unit using the ability, or the skill card. */
  card: string;
  /** The ability's index on the unit (0 for a skill). */
  n: number;
  target: string | null;
  /** The die rolled on declaration, or null. */
  roll: number | null;
};

/** The play a stack item holds. */
export function playOf(item: StackItem): PlayRecord {
  return item.play as PlayRecord;
}
