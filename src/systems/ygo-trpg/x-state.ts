/**
 * ygo-trpg's own fields of a battle (`state.x`) as one record type, so rules code reads and
 * writes them without casts. setup.ts writes every field but the optional ones; the rules keep
 * them in these shapes. The engine stores `x` as plain JSON: the one cast from its type to this
 * one is {@link ygoX}, where the shapes are written.
 */
import type { BattleState, Json, Lang, Seat } from "../../engine/index.ts";

/** The summons a player has declared this round (YGT-16). */
export interface Used {
  normal: number;
  special: number;
}

/** A player's character as the battle uses it: the content id and the numbers the rules read. */
export interface CharX {
  id: string;
  attribute: string;
  /** The specialty job's level: the field size (YGT-15). */
  jobLevel: number;
  attributeBonus: number;
  jobBonus: number;
}

/** The battle phase's acting order and who acts next (YGT-20, YGT-21). */
export interface BattleX {
  order: string[];
  /** The place in `order` of the next monster to ask. */
  i: number;
  /** The second pass: monsters that passed (and did not substitute) may attack now. */
  second: boolean;
}

/** A roll the GM has kept secret: the event as the GM saw it, without its addressing. */
export interface SecretRoll {
  t: string;
  card: string;
  check: Json;
}

/** A character as the sheets name it (seat views only: character-view.ts). */
export interface CharacterNames {
  name: Record<Lang, string>;
  job: Record<Lang, string>;
}

/** The battle's own fields, in the order setup.ts writes them (the state's JSON keeps it). */
export interface YgoX {
  /** The round (0 before an encounter's first). */
  round: number;
  /** The phase the round is in ("setup" before the first). */
  phase: string;
  /** Each player's life (YGT-02). */
  life: Record<Seat, number>;
  /** Each player's fainting (YGT-28). */
  fainted: Record<Seat, boolean>;
  chars: Record<Seat, CharX>;
  used: Record<Seat, Used>;
  /** The battle phase in progress, or null. */
  battle: BattleX | null;
  /** The GM keeps its rolls secret (gm-secrets.ts). */
  gmSecret: boolean;
  /** Monsters whose attribute a setup set by hand: card id → attribute. */
  attrs?: Record<string, string>;
  /** The GM's rolls kept secret so far (GM-only data: views of other seats get none). */
  secretRolls?: SecretRoll[];
  /** Who each player plays, by name (added to seat views only, never to the state). */
  characters?: Record<Seat, CharacterNames>;
}

/**
 * The battle's own fields of a ygo-trpg state or seat view (mutable, in the state tree). The
 * engine types `x` as any JSON; setup.ts writes it with these fields and the rules keep their
 * shapes, so this is the one place the type is asserted.
 */
export function ygoX(s: Pick<BattleState, "x">): YgoX {
  return s.x as unknown as YgoX;
}
