/**
 * Zones and stats on the runtime (engine/zones.ts and modifiers.ts with geo-march's hooks):
 * zone numbers per seat (deck 0, hand 1, drop 2), the stack 6, party zones 7 + 2·geo + seat
 * (the field); moving a card off the field sends its equipment to the drop pile, drops the
 * modifiers on it and clears its flags. Stats are the printed value plus the modifier sums, or
 * the printed value in melee (its `set` layer comes last).
 */
import { type GeoState, setRange } from "./state.ts";
import { EQUIP } from "./template.ts";

export const Z_DECK = 0;
export const Z_HAND = 1;
export const Z_DROP = 2;
export const Z_STACK = 6;
/** Stat slots. */
export const ATK = 0;
export const DEF = 1;
export const SPD = 2;

/** A seat's party zone on a geo. */
export function partyZone(geo: number, seat: number): number {
  return 7 + 2 * geo + seat;
}

/** A card's attack, defence or speed now. */
export function stat(s: GeoState, c: number, k: number): number {
  const b = s.t.base[c * 4 + 1 + k];
  if (s.melee[c] !== 0) return b;
  return b + s.eq[c * 3 + k] + s.ef[c * 3 + k];
}

/** A card's level (never modified). */
export function level(s: GeoState, c: number): number {
  return s.t.base[c * 4];
}

/** Total level of a zone's units (kept up to date by every move). */
export function levelOn(s: GeoState, z: number): number {
  return s.zoneLevel[z];
}

/** Removes the last occurrence of `c` in place (splice would build an array of what it removed). */
function removeLast(arr: number[], c: number): void {
  let i = arr.lastIndexOf(c);
  for (; i + 1 < arr.length; i++) arr[i] = arr[i + 1];
  arr.pop();
}

/** A seat's units in the battle, front first (a new list). */
export function formation(s: GeoState, seat: number): number[] {
  if (!s.inBattle) return [];
  const z = s.zones[partyZone(s.geo, seat)];
  const out: number[] = new Array(z.length);
  for (let i = 0; i < z.length; i++) out[i] = z[z.length - 1 - i];
  return out;
}

/** Whether a unit stands on the battle geo. */
export function inBattle(s: GeoState, c: number): boolean {
  return s.inBattle && s.zone[c] === partyZone(s.geo, s.t.owner[c]);
}

/** Moves a card to the top of zone `z` (engine/zones.ts moveCard). */
export function move(s: GeoState, c: number, z: number): void {
  const from = s.zone[c];
  if (from === -1) {
    const h = s.host[c];
    const list = s.ownAttached()[h] as number[];
    list.splice(list.indexOf(c), 1);
    // Its equipment modifiers leave with it.
    const e = s.t.defs[s.t.def[c]].equip;
    for (let k = 0; k < 3; k++) s.eq[h * 3 + k] -= e[k];
    s.host[c] = -1;
  } else {
    removeLast(s.ownZone(from), c);
    s.zoneLevel[from] -= s.t.base[c * 4];
  }
  s.zone[c] = z;
  s.ownZone(z).push(c);
  s.zoneLevel[z] += s.t.base[c * 4];
  if ((from === -1 || from >= 7) && z < 7) {
    // Owned before the loop: the moves below take from this very list.
    const list = s.attached[c] === null ? null : s.ownAttached()[c];
    while (list !== null && list.length > 0) {
      const a = list[0];
      move(s, a, s.t.owner[a] * 3 + Z_DROP);
    }
    for (let k = 0; k < 3; k++) {
      s.eq[c * 3 + k] = 0;
      s.ef[c * 3 + k] = 0;
    }
    s.melee[c] = 0;
    s.done[c] = 0;
    s.marched[c] = 0;
    s.acting[c] = 0;
    s.from[c] = -1;
    setRange(s.uses, 0, c * s.t.abStride, (c + 1) * s.t.abStride);
  }
}

/**
 * Sets equipment `c` on unit `h` with its modifiers (fast-summon.ts's equip). A card that is not
 * equipment stays where it is, as the engine's equip refuses it: a setup may list one under a
 * unit's `equip`, and in a sample for a seat that is not deciding, a pending `equip` option may
 * name a hidden card that was re-dealt as a unit or a skill.
 */
export function attach(s: GeoState, c: number, h: number): void {
  if (s.t.defs[s.t.def[c]].kind !== EQUIP) return;
  const from = s.zone[c];
  removeLast(s.ownZone(from), c);
  s.zoneLevel[from] -= s.t.base[c * 4];
  s.zone[c] = -1;
  s.host[c] = h;
  const attached = s.ownAttached();
  const list = attached[h];
  if (list === null) attached[h] = [c];
  else list.push(c);
  const e = s.t.defs[s.t.def[c]].equip;
  for (let k = 0; k < 3; k++) s.eq[h * 3 + k] += e[k];
}

/** Defeats a unit: to its owner's drop pile; the analysis counts its level against its owner. */
export function defeat(s: GeoState, c: number): void {
  const o = s.t.owner[c];
  move(s, c, o * 3 + Z_DROP);
  const lv = s.t.base[c * 4];
  if (lv > 0) {
    s.dealt[1 - o] += lv;
    s.taken[o] += lv;
  }
}
