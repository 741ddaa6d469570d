/**
 * Geo-march's own fields of a state (`state.x`) and the battle in progress (`state.x.battle`),
 * typed, so rules code reads them without casts. The engine keeps `x` as plain JSON: the one cast
 * from its type is here ({@link xOf}), where the shapes are written.
 */
import { type BattleState, EngineError } from "../../engine/index.ts";

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

/** The fields of a stand-alone battle (setup.ts writes them). */
export type BattleX = {
  mode: "battle";
  battle: BattleData;
  /** Each geo's limit: the contested geo's and the origins'. */
  geos: Record<string, number>;
};

/** The fields of a whole game (game-setup.ts writes them). */
export type GameX = {
  mode: "game";
  /** The content's map the game is played on. */
  map: string;
  /** The battle being fought, or null between battles. */
  battle: BattleData | null;
  /** Each geo's limit. */
  geos: Record<string, number>;
  turn: number;
  first: string;
  /** The turn player. */
  active: string;
  /** Turns before the game is called a draw. */
  maxTurns: number;
};

/** Geo-march's own fields of a state. */
export type GeoX = BattleX | GameX;

/** The own fields of a geo-march state (mutable, in the state tree). */
export function xOf(s: Pick<BattleState, "x">): GeoX {
  return s.x as unknown as GeoX;
}

/** The current battle's data (mutable, in the state tree); only while a battle is fought. */
export function battleOf(s: BattleState): BattleData {
  const bt = xOf(s).battle;
  if (bt === null) throw new EngineError("no battle is being fought");
  return bt;
}

/** The current battle's data, or null between the battles of a whole game. */
export function battleOrNull(s: Pick<BattleState, "x">): BattleData | null {
  return xOf(s).battle ?? null;
}

/** The whole game's fields (throws in a stand-alone battle: callers are whole-game steps). */
export function gameOf(s: BattleState): GameX {
  const x = xOf(s);
  if (x.mode !== "game") throw new EngineError("not a whole game");
  return x;
}
