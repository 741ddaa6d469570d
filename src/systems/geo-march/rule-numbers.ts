/**
 * Every number of geo-march's rules, defined once: the engine (src/systems/geo-march/*.ts), its
 * lowered runtime (runtime/) and the odds import them from here, so a number changed in the
 * rulebook is changed in one place and both shapes stay alike. Each carries its rule id
 * (docs/rules/geo-march.md). Geos' limits are map data, not rule numbers. Imports nothing.
 */

/** Sides of the speed die, unless the option `speedDie` sets another (GEO-20: 1d6). */
export const SPEED_DIE = 6;

/** Cards drawn for a whole game's opening hand, unless the setup sets another (GEO-70). */
export const OPENING_HAND = 5;
/** Turns before a whole game is called a draw (GEO-70: a guard for bots; the seed sets none). */
export const MAX_TURNS = 40;
/** Copies of one card a deck may hold (GEO-70). */
export const MAX_COPIES = 4;
