/**
 * The small integers the lowered runtime (this folder) runs on: zone codes, per-card slots,
 * stat slots, keyword bits, modifier layers, effect ops and card references. Everything that
 * is a string in the engine's state (zone ids, stat names, layer names) is one of these here.
 */

/** Zone kinds of a seat; a seat's zone code is `seat * 6 + kind`. */
export const Z_DECK = 0;
export const Z_HAND = 1;
export const Z_NODE = 2;
export const Z_FIELD = 3;
export const Z_GRAVE = 4;
export const Z_EXILE = 5;
/** The response stack's zone (cards waiting to resolve). */
export const Z_STACK = 12;
/** Not a zone array: the card is set on a host (`@<host>` in the engine). */
export const Z_ATTACHED = 13;
/** Zone arrays per battle: 6 per seat and the stack. */
export const ZONE_COUNT = 13;
/** Zone names in the engine's ids, by kind. */
export const ZONE_NAMES = ["deck", "hand", "node", "field", "grave", "exile"] as const;

/** Per-card integer slots (a card's record is `SLOTS` ints from `card * SLOTS`). */
export const C_ZONE = 0;
export const C_HOST = 1;
export const C_SLEEP = 2;
export const C_DMG = 3;
export const C_CDMG = 4;
export const C_DOOM = 5;
export const C_DOOMED = 6;
/**
 * Stats: attack, toughness, graze, then the keywords: one count per keyword (a keyword is on
 * when its count is positive), `KW_BITS` bits each, three to an int.
 */
export const C_ATK = 7;
export const C_TGH = 8;
export const C_GRZ = 9;
/** Slots 10 and 11 (C_ATK + S_KW on): the keyword counts. */
export const SLOTS = 12;
/** Stat slots as offsets from C_ATK (what modifiers and the base record index). */
export const S_ATK = 0;
export const S_TGH = 1;
export const S_GRZ = 2;
export const S_KW = 3;
export const STAT_COUNT = 5;
/** Bits per keyword count, and the highest count (more is refused: the engine plays it). */
export const KW_BITS = 10;
export const KW_MAX = 1023;

/** The stat slot holding a keyword's count. */
export function kwSlot(kw: number): number {
  return S_KW + ((kw / 3) | 0);
}

/** One of a keyword's count, in its slot. */
export function kwUnit(kw: number): number {
  return 1 << ((kw % 3) * KW_BITS);
}

/** Keywords in schema.ts's KEYWORDS order. */
export const KW_FIRST_STRIKE = 0;
export const KW_PIERCE = 1;
export const KW_HASTE = 2;
// 3: ambush, read from the printed keywords once per template (defs.ts).
export const KW_STEALTH = 4;
export const KW_DOLL = 5;

/** Modifier layers in VISION_LAYERS order, and ops. */
export const L_CHANGE = 0;
export const L_SWAP = 1;
export const L_ADD = 2;
export const L_ALWAYS = 3;
export const OP_SET = 0;
export const OP_ADD = 1;
export const OP_SWAP = 2;
/** How long a modifier lasts (none = while its card / source stays). */
export const U_NONE = 0;
export const U_END_OF_TURN = 1;
export const U_END_OF_COMBAT = 2;

/** Card types. */
export const T_CHARACTER = 0;
export const T_COMMAND = 1;
export const T_EQUIPMENT = 2;
export const T_TALISMAN = 3;

/** Effect ops (schema.ts's `do`). */
export const E_DAMAGE = 0;
export const E_DAMAGE_PLAYER = 1;
export const E_MODIFY = 2;
export const E_GRANT = 3;
export const E_DOOM = 4;
export const E_DESTROY = 5;
export const E_EXILE = 6;
export const E_BOUNCE = 7;
export const E_SLEEP = 8;
export const E_READY = 9;
export const E_DRAW = 10;
// 11: cancel-doom, the last: effects.ts's default case.

/** Card references (schema.ts's CardRef order). */
export const R_TARGET = 0;
export const R_SELF = 1;
export const R_HOST = 2;
export const R_FOE = 3;
export const R_ATTACKER = 4;
export const R_BLOCKER = 5;
export const R_ALL = 6;
export const R_OWN = 7;
// 8: enemy, the last: effects.ts's default case.

/** Trigger windows (schema.ts's TRIGGER_WINDOWS order). */
export const W_ENTER = 0;
export const W_COMBAT_START = 1;
export const W_COMBAT_RESULT = 2;
export const W_COMBAT_OTHER = 3;
export const W_COMBAT_END = 4;
export const W_TURN_END = 5;
export const W_WOULD_DOOM = 6;

/** Trigger conditions (schema.ts's Trigger.if order). */
export const IF_ANY = 0;
export const IF_ATTACKING = 1;
export const IF_BLOCKING = 2;
export const IF_UNBLOCKED = 3;
// 4: blocked, the last: triggers.ts's default case.

/** Target spec sides (0: any) and states; legal.ts tests the others. */
export const SIDE_OWN = 1;
export const SIDE_ENEMY = 2;
export const STATE_ANY = 0;
export const STATE_ACTIVE = 1;
// 2: sleeping, the last.
