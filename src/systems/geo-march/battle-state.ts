/** The system data of the battle in progress (`state.x.battle`), typed. */
import type { BattleState } from "../../engine/index.ts";

/** Where the battle stands. Plain JSON: it lives in the state tree. */
export interface BattleData {
  [key: string]: string | number | boolean | null | string[] | Record<string, number>;
  /** The contested geo and its limit (リミット). */
  geo: string;
  limit: number;
  /** The marcher's origin geo (進軍前のジオ) and its limit. */
  from: string;
  fromLimit: number;
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

/** The current battle's data (mutable, in the state tree). */
export function battleOf(s: BattleState): BattleData {
  return s.x.battle as unknown as BattleData;
}
