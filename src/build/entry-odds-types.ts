/**
 * The shapes of the card editor's odds answers (`POST /api/build/odds`), apart from the code
 * that makes them (src/build/entry-odds.ts reads the shipped content from disk): the browser
 * imports these types alone.
 */

/** The summon check of one character for the monster. */
export interface SummonRow {
  id: string;
  name: string;
  /** Attribute bonus + job bonus. */
  bonus: number;
  /** The chance the summon check succeeds (exact, as a float). */
  p: number;
}

/** One row of a distribution. */
export interface OddsLine {
  label: string;
  p: number;
}

/** Every kind of odds answer the editor shows. */
export type EntryOdds =
  | { kind: "none" }
  | { kind: "summon"; level: number; rows: SummonRow[] }
  | {
      kind: "hit";
      defenders: { id: string; name: string }[];
      defender: string;
      skill: number;
      /** The chance the hit check succeeds at all, and each success level's. */
      hit: number;
      levels: OddsLine[];
      /** Damage taken without a defence, given a hit: mean and rows. */
      mean: number;
      damage: OddsLine[];
    };
