/**
 * Moving cards (engine/zones.ts with Vision's hooks): zone arrays of card numbers, set cards on
 * their hosts, leaving the field (set cards to their owner's 冥界, modifiers dropped, printed
 * values and fresh flags back, out of the combat), and drawing (VIS-53's deck-out).
 */
import * as K from "./codes.ts";
import { F_ACTIVATED, F_ACTIVATED_IN_WINDOW, F_IN_WINDOW, F_TURN_END, FACTS } from "./defs.ts";
import { removeMods } from "./mods.ts";
import type { VisionState } from "./state.ts";

/** Takes a card out of its zone array, or off its host. */
function unlink(s: VisionState, card: number): void {
  const at = card * K.SLOTS;
  const zone = s.c[at + K.C_ZONE];
  if (zone === K.Z_ATTACHED) {
    const list = s.att[s.c[at + K.C_HOST]];
    if (list !== null) {
      const i = list.indexOf(card);
      if (i >= 0) list.splice(i, 1);
    }
    return;
  }
  const z = s.z;
  const from = zone * s.n;
  const len = s.zl[zone];
  let i = len - 1;
  while (i >= 0 && z[from + i] !== card) i--;
  for (let j = i + 1; j < len; j++) z[from + j - 1] = z[from + j];
  s.zl[zone] = len - 1;
}

/** Whether a zone code is a field. */
export function isField(zone: number): boolean {
  return zone === K.Z_FIELD || zone === 6 + K.Z_FIELD;
}

/** VIS-06: a combatant that leaves the field is out of this combat for good. */
function leaveCombat(s: VisionState, card: number): void {
  if (!s.inCombat) return;
  if (s.cAtt === card) s.cAttLeft = true;
  if (s.cBlk === card) s.cBlk = -1;
}

/** Whether a card in `zone` could answer a response window (lowered.ts's answerWeight). */
export function answers(s: VisionState, card: number, zone: number): boolean {
  const kind = zone % 6;
  if (zone >= K.Z_STACK || (kind !== K.Z_HAND && kind !== K.Z_FIELD)) return false;
  const flags = s.facts[s.cardDef[card] * FACTS];
  return (flags & (kind === K.Z_HAND ? F_IN_WINDOW : F_ACTIVATED_IN_WINDOW)) !== 0;
}

/** Whether a zone code is in play: a field, or set on a host (which is on a field). */
function inPlay(zone: number): boolean {
  return zone === K.Z_FIELD || zone === 6 + K.Z_FIELD || zone === K.Z_ATTACHED;
}

/**
 * Keeps the counts as a card goes from one zone to another: per seat, cards that could answer
 * a window, field characters with an activated ability, active nodes; cards in play that wait
 * for the end of the turn.
 */
function recount(s: VisionState, card: number, from: number, to: number): void {
  const flags = s.facts[s.cardDef[card] * FACTS];
  if ((flags & F_TURN_END) !== 0) {
    if (inPlay(from)) s.ends--;
    if (inPlay(to)) s.ends++;
  }
  if ((flags & F_ACTIVATED) !== 0) {
    if (from === K.Z_FIELD) s.acts0--;
    else if (from === 6 + K.Z_FIELD) s.acts1--;
    if (to === K.Z_FIELD) s.acts0++;
    else if (to === 6 + K.Z_FIELD) s.acts1++;
  }
  if ((flags & (F_IN_WINDOW | F_ACTIVATED_IN_WINDOW)) !== 0) {
    if (answers(s, card, from)) {
      if (from < 6) s.ans0--;
      else s.ans1--;
    }
    if (answers(s, card, to)) {
      if (to < 6) s.ans0++;
      else s.ans1++;
    }
  }
  if (
    (from === K.Z_NODE || from === 6 + K.Z_NODE || to === K.Z_NODE || to === 6 + K.Z_NODE) &&
    s.c[card * K.SLOTS + K.C_SLEEP] === 0
  ) {
    if (from === K.Z_NODE) s.up0--;
    else if (from === 6 + K.Z_NODE) s.up1--;
    if (to === K.Z_NODE) s.up0++;
    else if (to === 6 + K.Z_NODE) s.up1++;
  }
}

/** Sets a node's sleep flag (0 / 1), keeping its seat's count of active nodes. */
export function setNodeSleep(s: VisionState, card: number, sleep: number): void {
  const at = card * K.SLOTS + K.C_SLEEP;
  if (s.c[at] === sleep) return;
  s.c[at] = sleep;
  const d = sleep === 0 ? 1 : -1;
  if (s.owner[card] === 0) s.up0 += d;
  else s.up1 += d;
}

/** Moves a card to the top of a zone (engine moveCard with Vision's hooks) (VIS-33, VIS-34). */
export function move(s: VisionState, card: number, zone: number): void {
  const at = card * K.SLOTS;
  const c = s.c;
  const from = c[at + K.C_ZONE];
  // Entering a field may doom (toughness ≤ 0); other moves cannot (checks.ts's settle).
  if (isField(zone)) s.doubt(card);
  unlink(s, card);
  recount(s, card, from, zone);
  c[at + K.C_ZONE] = zone;
  s.z[zone * s.n + s.zl[zone]++] = card;
  if ((from === K.Z_ATTACHED || isField(from)) && !isField(zone)) {
    const list = s.att[card];
    while (list !== null && list.length > 0) {
      const a = list[0];
      move(s, a, s.owner[a] * 6 + K.Z_GRAVE);
    }
    removeMods(s, 0, card);
    const base = s.defs[s.cardDef[card]].base;
    for (let i = 0; i < K.STAT_COUNT; i++) c[at + K.C_ATK + i] = base[i];
    c[at + K.C_SLEEP] = 0;
    c[at + K.C_DMG] = 0;
    c[at + K.C_CDMG] = 0;
    c[at + K.C_DOOM] = 0;
    c[at + K.C_DOOMED] = 0;
    leaveCombat(s, card);
  }
}

/** Sets a card on a host on the field (engine attachCard). */
export function attach(s: VisionState, card: number, host: number): void {
  recount(s, card, s.c[card * K.SLOTS + K.C_ZONE], K.Z_ATTACHED);
  unlink(s, card);
  s.c[card * K.SLOTS + K.C_ZONE] = K.Z_ATTACHED;
  s.c[card * K.SLOTS + K.C_HOST] = host;
  if (s.att === s.t.noAttachments) s.att = s.att.slice();
  const list = s.att[host];
  if (list === null) s.att[host] = [card];
  else list.push(card);
}

/** Draws one card for `seat`; an empty deck marks the seat as having lost (draw.ts) (VIS-53). */
export function drawCard(s: VisionState, seat: number): void {
  const deck = seat * 6 + K.Z_DECK;
  const len = s.zl[deck];
  if (len === 0) {
    s.lossy = true;
    if (seat === 0) s.decked0 = true;
    else s.decked1 = true;
    return;
  }
  move(s, s.z[deck * s.n + len - 1], seat * 6 + K.Z_HAND);
}
