/**
 * The integers of magical-girl's runtime: success levels (checks.ts's LEVELS, worst first, so a
 * level's code is its rank), wounds, stances and the per-fighter slots of a battle's table.
 */

/** Success levels by rank (checks.ts LEVELS). */
export const L_FUMBLE = 0;
export const L_FAILURE = 1;
export const L_REGULAR = 2;
export const L_HARD = 3;
export const L_EXTREME = 4;
export const L_CRITICAL = 5;

/** Wounds (model.ts Wound). */
export const W_NONE = 0;
export const W_LIGHT = 1;
export const W_HEAVY = 2;
export const WOUNDS = ["none", "light", "heavy"] as const;

/** Stances (FighterFlags.stance). */
export const ST_NONE = 0;
export const ST_DODGE = 1;
export const ST_PARRY = 2;

/** Per-fighter slots of the table (`F` ints a fighter). */
export const F_HP = 0;
export const F_MP = 1;
export const F_DP = 2;
export const F_WOUND = 3;
/** Side code (template's `sides`), group code (-1: none), seat code (template's `seats`). */
export const F_SIDE = 4;
export const F_GROUP = 5;
export const F_SEAT = 6;
export const F_AGI = 7;
export const F_DP_CAP = 8;
export const F_HP_MAX = 9;
export const F_STANCE = 10;
/** Booleans as 0/1: reacted, noRecover, hidden, freeUsed. */
export const F_REACTED = 11;
export const F_NO_RECOVER = 12;
export const F_HIDDEN = 13;
export const F_FREE_USED = 14;
/** DP spent on movement this turn. */
export const F_MOVED = 15;
/** STR; the weight of the weapons in hand (MGR-27); 1 for a girl. */
export const F_STR = 16;
export const F_WEIGHT = 17;
export const F_GIRL = 18;
/** Skills used this turn (bit per the template's skill list of the fighter). */
export const F_SKILLS_USED = 19;
/** The readied action (an option code of kind O_READY), or -1. */
export const F_READY = 20;
/** Weapons out of hand (bit per the fighter's arm list; none is dropped yet). */
export const F_DROPPED = 21;
/** An open ready action's moment (attack.ts whenCode), or -1. */
export const F_READY_WHEN = 22;
/** Ints a fighter. */
export const F = 23;
