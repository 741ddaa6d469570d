/**
 * Every number of vision's rules, defined once: the engine (src/systems/vision/*.ts), its lowered
 * runtime (runtime/) and the content checks import them from here, so a number changed in the
 * rulebook is changed in one place and both shapes stay alike. Each carries its rule id
 * (docs/rules/vision.md). Imports nothing.
 */

/** Each player's life at the start, unless the option `startingLife` sets another (VIS-50). */
export const STARTING_LIFE = 20;
/** Cards drawn for the opening hand when the setup lists none (VIS-50). */
export const OPENING_HAND = 5;
/** Cards in a deck: the rules fix it at 40 (VIS-50). */
export const DECK_SIZE = 40;
/** Copies of one card a deck may hold (VIS-50). */
export const MAX_COPIES = 4;
/** The hand limit of the discard phase, unless the option `handLimit` sets another (VIS-50). */
export const HAND_LIMIT = 7;
