/** The system data of the battle in progress (`state.x.battle`), typed. */
import type { BattleState } from "../../engine/index.ts";

/** Where the battle stands. Plain JSON: it lives in the state tree. */
export interface BattleData {
  [key: string]: string | number | boolean | null | string[] | Record<string, number>;
  /** The contested geo and its limit (リミット). */
  geo: string;
  limit: number;
  /** The marcher's origin geos (進軍前のジオ); their limits are in `state.x.geos`. */
  origins: string[];
  marcher: string;
  defender: string;
  /** fast-summon · formation · speed · normal · attack · melee · end. */
  phase: string;
  /** 先攻, once the speed is decided (null before, and in melee). */
  first: string | null;
  /** Die results of the speed roll and the speed added by effects. */
  roll: Record<string, number>;
  bonus: Record<string, number>;
  /** The seat whose attack is declared (its 【行動】 are closed, GEO-41 (1)). */
  attacking: string | null;
  /** Units taking part in the declared attack. */
  participants: string[];
  /** Whose action opened the current response window (priority goes to the other, GEO-31). */
  cause: string;
  /** Whether the current window's chain has resolved (a chain answers once, then the step goes on). */
  resolved: boolean;
  /** Marcher units summoned during the battle (they go back with the marchers, GEO-53). */
  summoned: string[];
  melee: boolean;
}

/** Fresh data for a battle: `marcher` marches from the `origins` into `geo`. */
export function newBattle(
  geo: string,
  limit: number,
  origins: string[],
  marcher: string,
): BattleData {
  const defender = marcher === "p1" ? "p2" : "p1";
  return {
    geo,
    limit,
    origins: [...origins],
    marcher,
    defender,
    phase: "fast-summon",
    first: null,
    roll: { p1: 0, p2: 0 },
    bonus: { p1: 0, p2: 0 },
    attacking: null,
    participants: [],
    cause: marcher,
    resolved: false,
    summoned: [],
    melee: false,
  };
}

/** The current battle's data (mutable, in the state tree). */
export function battleOf(s: BattleState): BattleData {
  return s.x.battle as unknown as BattleData;
}
