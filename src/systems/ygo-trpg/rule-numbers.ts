/**
 * Every number of ygo-trpg's rules, defined once: the engine (src/systems/ygo-trpg/*.ts), its
 * lowered runtime (runtime/) and the board (web/) import them from here, so a number changed in
 * the rulebook is changed in one place and both shapes stay alike. Life is counted in points of
 * 100 card-life (10 = 1000). Each carries its rule id (docs/rules/ygo-trpg.md). Imports nothing:
 * the web board reads it too.
 */

/** Items each player charges on the encounter (YGT-01). */
export const ENCOUNTER_ITEMS = 4;
/** Monsters each player charges on the encounter (YGT-01). */
export const ENCOUNTER_MONSTERS = 5;

/** Life of a player: 40 points (4000), never above (YGT-02). */
export const MAX_LIFE = 40;

/** A summon check needs level × this or more (YGT-13). */
export const SUMMON_LEVEL_MULT = 2;

/** Life a synchro summon costs (1000 in card terms, YGT-16). */
export const SYNCHRO_COST = 10;

/** ATK and DEF count as ATK/100 and DEF/100, rounded down, in the battle rolls (YGT-22, YGT-23). */
export const STAT_DIVISOR = 100;

/** A monster's life is level × this + {@link MONSTER_LIFE_BASE} unless printed (YGT-25: 2X+8). */
export const MONSTER_LIFE_PER_LEVEL = 2;
/** See {@link MONSTER_LIFE_PER_LEVEL} (YGT-25). */
export const MONSTER_LIFE_BASE = 8;

/** Life a player loses when one of their monsters is destroyed (1000 in card terms, YGT-26). */
export const DESTROYED_DAMAGE = 10;

/** Flat damage of a direct attack (1000 in card terms, YGT-27). */
export const DIRECT_DAMAGE = 10;
