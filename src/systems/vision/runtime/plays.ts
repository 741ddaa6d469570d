/**
 * Declaring plays (costs paid, the card onto the stack) and resolving them (plays.ts): a
 * command's effects then 冥界, a character entering (速攻, 「常に」, its enter triggers), a set
 * card onto its host with its 戦闘修正 and keywords, an ability's effects.
 */
import * as K from "./codes.ts";
import { addMod, addStatChange, applyAlways } from "./mods.ts";
import { abilityOf, cardOf, kindOf, O_ACT, targetOf } from "./options.ts";
import { PH_MAIN, SW, T_EFFECT, T_TO_GRAVE, type VisionState } from "./state.ts";
import { openWindow } from "./triggers.ts";
import { attach, move } from "./zones.ts";

/** Pays a cost: the first `cost` active nodes go to sleep (VIS-51). */
function payNodes(s: VisionState, seat: number, cost: number): void {
  if (cost <= 0) return;
  const zone = seat * 6 + K.Z_NODE;
  const from = zone * s.n;
  let paid = 0;
  for (let i = 0, len = s.zl[zone]; i < len && paid < cost; i++) {
    const at = s.z[from + i] * K.SLOTS + K.C_SLEEP;
    if (s.c[at] !== 0) continue;
    s.c[at] = 1;
    paid++;
  }
  if (seat === 0) s.up0 -= paid;
  else s.up1 -= paid;
}

/** Puts a play on the response stack (VIS-04). */
function pushStack(
  s: VisionState,
  seat: number,
  kind: number,
  card: number,
  n: number,
  target: number,
): void {
  let i = s.stackCount * SW;
  if (i + SW > s.stack.length) {
    const bigger = new Int32Array(s.stack.length * 2);
    bigger.set(s.stack);
    s.stack = bigger;
  }
  const st = s.stack;
  st[i++] = seat;
  st[i++] = kind;
  st[i++] = card;
  st[i++] = n;
  st[i] = target;
  s.stackCount++;
}

/** Declares the play an option code names (a `play:` or `act:` option) (VIS-04, VIS-51). */
export function declare(s: VisionState, seat: number, option: number): void {
  const card = cardOf(option);
  const target = targetOf(option);
  const di = s.cardDef[card];
  const d = s.defs[di];
  s.played[seat * s.defs.length + di] = 1;
  if (kindOf(option) === O_ACT) {
    const n = abilityOf(option);
    const a = d.activated[n];
    if (a.sleep) s.c[card * K.SLOTS + K.C_SLEEP] = 1;
    payNodes(s, seat, a.nodes);
    pushStack(s, seat, 1, card, n, target);
    return;
  }
  payNodes(s, seat, d.cost);
  // VIS-52: the main phase's one character; 奇襲 characters neither count nor are held to it.
  if (
    d.type === K.T_CHARACTER &&
    !d.ambush &&
    s.phase === PH_MAIN &&
    s.active === seat &&
    s.stackCount === 0
  ) {
    s.charPlayed = true;
  }
  move(s, card, K.Z_STACK);
  pushStack(s, seat, 0, card, 0, target);
}

/** Sets an equipment / talisman on a host (stat-mods.ts's setOnHost) (VIS-40). */
function setOnHost(s: VisionState, card: number, host: number): void {
  attach(s, card, host);
  const d = s.defs[s.cardDef[card]];
  if (d.type !== K.T_EQUIPMENT && d.type !== K.T_TALISMAN) return;
  addStatChange(
    s,
    host,
    K.L_ADD,
    d.modAtk !== 0,
    d.modAtk,
    d.modTgh !== 0,
    d.modTgh,
    K.U_NONE,
    card,
  );
  for (let i = 0; i < d.setKeywords.length; i++) {
    const kw = d.setKeywords[i];
    addMod(s, host, K.L_ADD, K.OP_ADD, K.kwSlot(kw), K.kwUnit(kw), card, K.U_NONE);
  }
}

/** Resolves the top item of the response stack (already popped: `at` is its offset) (VIS-04). */
export function resolve(s: VisionState, at: number): void {
  const st = s.stack;
  const seat = st[at];
  const card = st[at + 2];
  const target = st[at + 4];
  const d = s.defs[s.cardDef[card]];
  if (st[at + 1] === 1) {
    s.push(T_EFFECT, card, seat, target, d.activated[st[at + 3]].ab, 0);
    return;
  }
  if (d.type === K.T_COMMAND) {
    s.push(T_TO_GRAVE, card);
    s.push(T_EFFECT, card, seat, target, d.cardAb, 0);
    return;
  }
  const owner = s.owner[card];
  if (d.type === K.T_CHARACTER) {
    move(s, card, owner * 6 + K.Z_FIELD);
    s.c[card * K.SLOTS + K.C_SLEEP] = s.hasKw(card, K.KW_HASTE) ? 0 : 1;
    applyAlways(s, card);
    openWindow(s, K.W_ENTER, card);
    return;
  }
  if (target < 0 || !s.onField(target)) {
    move(s, card, owner * 6 + K.Z_GRAVE);
    return;
  }
  setOnHost(s, card, target);
}
