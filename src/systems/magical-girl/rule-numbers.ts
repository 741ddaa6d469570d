/**
 * Every number of magical-girl's rules, defined once: the engine (src/systems/magical-girl/*.ts),
 * its lowered runtime (runtime/) and the board (web/) import them from here, so a number changed
 * in the rulebook is changed in one place and both shapes stay alike. Each carries its rule id
 * (docs/rules/magical-girl.md). Imports nothing: the web board reads it too.
 */

/** A d100 roll of 1 is a critical success; 100 a fumble (MGR-01). */
export const D100_FACES = 100;
/** Below this skill a roll of {@link FUMBLE_LOW_FROM} or more is already a fumble (MGR-01, option `fumble: coc7`). */
export const FUMBLE_LOW_SKILL = 50;
/** The lowest fumble roll for a skill below {@link FUMBLE_LOW_SKILL} (MGR-01). */
export const FUMBLE_LOW_FROM = 96;
/** A hard success is a roll at or below skill / 2 (MGR-01). */
export const HARD_DIVISOR = 2;
/** An extreme success is a roll at or below skill / 5 (MGR-01). */
export const EXTREME_DIVISOR = 5;

/** A spar ends when a fighter's HP falls to max HP / 3 or below (MGR-05). */
export const SPAR_END_DIVISOR = 3;

/** DP of an object interaction beyond the turn's free one (reading: a minor action, MGR-14). */
export const INTERACT_DP = 1;

/** DP every participant has when combat starts (MGR-20). */
export const START_DP = 8;
/** DP the surprising side gains (MGR-20). */
export const SURPRISE_DP = 2;
/** DP regained at each round's start (MGR-21). */
export const ROUND_DP = 4;
/** The DP cap unless the content raises it (`dpCap`, MGR-21). */
export const DEFAULT_DP_CAP = 15;

/** Action sizes (MGR-23). */
export const ACTION_DP = { minor: 1, standard: 2, major: 4 } as const;
/**
 * Costs the KP may set for a skill use (MGR-28: 0 or 1; MGR-23 sizes: 2, 4) or a declared task
 * (MGR-23; 0 only as the turn's free interaction).
 */
export const KP_COSTS = [0, ACTION_DP.minor, ACTION_DP.standard, ACTION_DP.major] as const;

/** DP of an unarmed attack (MGR-24). */
export const UNARMED_DP = ACTION_DP.standard;
/**
 * The most extra attacks a trait may give one attack action (MGR-24, seed l.50 gives no number;
 * a content bound, so an authored trait cannot make one action a turn-long string of attacks).
 */
export const MAX_EXTRA_ATTACKS = 9;

/** Metres per DP of movement when AGI > size (MGR-26). */
export const FAST_METRES_PER_DP = 15;
/** Metres per DP of movement otherwise (MGR-26). */
export const METRES_PER_DP = 10;
/** Carried weight over STR × this doubles movement cost (MGR-27). */
export const HEAVY_LOAD_STR = 2;
/** Carried weight over STR × this allows no action (MGR-27). */
export const OVERLOAD_STR = 3;

/** DP of a focus stance (MGR-30, MGR-31). */
export const STANCE_DP = 2;
/** DP to declare a ready action (MGR-32). */
export const READY_DP = 1;
/** DP multiplier of a reaction (MGR-35). */
export const REACTION_DP_MULT = 2;
/** DP of stepping in to protect, before the reaction's multiplier (MGR-36). */
export const PROTECT_DP = 1;
/** The protector's share of an area attack (MGR-36: 1.5 persons' damage). */
export const AREA_PROTECT_MULT = 1.5;

/** DP of a dodge (MGR-42). */
export const DODGE_DP = 1;
/** A counter costs the weapon's attack DP / this, rounded up (MGR-43, reading). */
export const COUNTER_DP_DIVISOR = 2;

/** The largest single action a light wound still allows (MGR-61: "4DP以上" is barred). */
export const LIGHT_WOUND_LIMIT = 3;

/** Heaviest object thrown at full range; heavier halves it and makes the throw a major action (MGR-70). */
export const HALF_RANGE_OVER = 40;
/** Heavier than this cannot be thrown (MGR-70). */
export const NO_THROW_OVER = 70;
