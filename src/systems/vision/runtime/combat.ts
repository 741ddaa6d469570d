/**
 * Attacks and combat (attack.ts, combat.ts): the attack and the block decision, then the eight
 * steps — 戦闘開始時, 先制 damage, normal damage (貫通), 戦闘の結果, other, graze, reset,
 * 戦闘終了時.
 */
import { settle } from "./checks.ts";
import * as K from "./codes.ts";
import { loseLife } from "./effects.ts";
import { addLegalPlays, mayAnswer } from "./legal.ts";
import { removeMods } from "./mods.ts";
import { cardOf, code, kindOf, O_BLOCK, O_BLOCK_NONE, O_GRAZE_NO, O_GRAZE_YES } from "./options.ts";
import { declare } from "./plays.ts";
import {
  T_BLOCK_ANSWER,
  T_COMBAT,
  T_COMBAT_STEP,
  T_GRAZE_ANSWER,
  TW,
  type VisionState,
} from "./state.ts";
import { openWindow } from "./triggers.ts";
import { openExchange } from "./window.ts";
import { move, setNodeSleep } from "./zones.ts";

/** The attack: the attacker sleeps; the defender blocks, does not, or plays (VIS-03, VIS-01, VIS-02, VIS-54). */
export function attack(s: VisionState, attacker: number): void {
  const seat = s.owner[attacker];
  const defender = 1 - seat;
  s.c[attacker * K.SLOTS + K.C_SLEEP] = 1;
  s.inCombat = true;
  s.cAtt = attacker;
  s.cDef = defender;
  s.cBlk = -1;
  s.cBlocked = false;
  s.cGraze = 0;
  s.cHit = false;
  s.cAttLeft = false;
  s.optCount = 0;
  if (!s.hasKw(attacker, K.KW_STEALTH)) {
    const zone = defender * 6 + K.Z_FIELD;
    const from = zone * s.n;
    for (let i = 0, len = s.zl[zone]; i < len; i++) {
      const id = s.z[from + i];
      if (s.c[id * K.SLOTS + K.C_SLEEP] === 0) s.opt(code(O_BLOCK, id, 0, -1));
    }
  }
  s.opt(code(O_BLOCK_NONE, 0, 0, -1));
  if (mayAnswer(s, defender)) addLegalPlays(s, defender, false);
  s.ask(defender, T_BLOCK_ANSWER);
}

/** The block decision's answer; interference follows with the attacker's priority (VIS-02, VIS-03, VIS-04). */
export function blockAnswer(s: VisionState, choice: number): void {
  const attackerSeat = 1 - s.cDef;
  s.push(T_COMBAT);
  const kind = kindOf(choice);
  if (kind === O_BLOCK) {
    const id = cardOf(choice);
    s.c[id * K.SLOTS + K.C_SLEEP] = 1;
    s.cBlk = id;
    s.cBlocked = true;
  } else if (kind !== O_BLOCK_NONE) {
    declare(s, s.cDef, choice);
  }
  openExchange(s, attackerSeat);
}

/** Combat starts unless the attacker left the field (VIS-06, VIS-14). */
export function combat(s: VisionState): void {
  if (s.cAttLeft || !s.onField(s.cAtt)) {
    s.inCombat = false;
    return;
  }
  combatSteps(s, 0);
}

/** The combat's steps in order (the engine queues them all at once, first on top). */
const STEPS = 9;

/** Runs combat step `i` (VIS-14). */
function combatStep(s: VisionState, i: number): void {
  switch (i) {
    case 0:
      openWindow(s, K.W_COMBAT_START, -1);
      return;
    case 1:
      damageStep(s, true);
      return;
    case 2:
      damageStep(s, false);
      return;
    case 3:
      openWindow(s, K.W_COMBAT_RESULT, -1);
      return;
    case 4:
      openWindow(s, K.W_COMBAT_OTHER, -1);
      return;
    case 5:
      graze(s);
      return;
    case 6:
      combatReset(s);
      return;
    case 7:
      openWindow(s, K.W_COMBAT_END, -1);
      return;
    default:
      s.inCombat = false;
  }
}

/**
 * The combat's steps from `from`, as one resumable task: a step that queues something or asks
 * gets the rest (one task holding the next step's number) queued beneath what it queued, so
 * that runs first, as with the engine's nine tasks; a step that queues nothing and asks
 * nothing is followed straight on by the next, after the checks as the loop would run them.
 * Rules: VIS-14.
 */
export function combatSteps(s: VisionState, from: number): void {
  for (let i = from; i < STEPS; i++) {
    const mark = s.taskCount;
    combatStep(s, i);
    settle(s);
    if (i + 1 === STEPS) return;
    if (s.pSeat >= 0 || s.over || s.taskCount !== mark) {
      queueUnder(s, mark, i + 1);
      return;
    }
  }
}

/** Queues the combat's rest (from step `next`) at `mark`, beneath the tasks queued since. */
function queueUnder(s: VisionState, mark: number, next: number): void {
  s.push(T_COMBAT_STEP, next);
  const t = s.tasks;
  const at = mark * TW;
  for (let i = (s.taskCount - 1) * TW - 1; i >= at; i--) t[i + TW] = t[i];
  t[at] = T_COMBAT_STEP;
  t[at + 1] = next;
}

/** One damage step (`first`: the 先制 step); simultaneous, 貫通 past remaining toughness (VIS-10, VIS-11, VIS-12, VIS-15, VIS-16, VIS-22, VIS-40). */
function damageStep(s: VisionState, first: boolean): void {
  const c = s.c;
  const a = s.onField(s.cAtt) ? s.cAtt : -1;
  const bl = s.cBlk >= 0 && s.onField(s.cBlk) ? s.cBlk : -1;
  const aActs = a >= 0 && s.hasKw(a, K.KW_FIRST_STRIKE) === first;
  const bActs = bl >= 0 && s.hasKw(bl, K.KW_FIRST_STRIKE) === first;
  if (!aActs && !bActs) return;
  const aAtk = a >= 0 ? Math.max(0, c[a * K.SLOTS + K.C_ATK]) : 0;
  const bAtk = bl >= 0 ? Math.max(0, c[bl * K.SLOTS + K.C_ATK]) : 0;
  if (aActs) {
    if (!s.cBlocked) {
      s.cHit = true;
      s.cGraze = c[a * K.SLOTS + K.C_GRZ];
      loseLife(s, s.cDef, aAtk, 1 - s.cDef);
    } else if (bl >= 0) {
      const at = bl * K.SLOTS;
      const remaining = Math.max(0, c[at + K.C_TGH] - (c[at + K.C_DMG] + c[at + K.C_CDMG]));
      const pierce = s.hasKw(a, K.KW_PIERCE) ? aAtk - remaining : 0;
      c[at + K.C_CDMG] += aAtk;
      s.doubt(bl);
      if (pierce > 0) loseLife(s, s.cDef, pierce, 1 - s.cDef);
    }
  }
  if (bActs && bl >= 0 && a >= 0) {
    c[a * K.SLOTS + K.C_CDMG] += bAtk;
    s.doubt(a);
  }
}

/** Step 6: graze, all or nothing, only with G cards in the deck (VIS-13, VIS-23). */
function graze(s: VisionState): void {
  if (s.cBlocked || !s.cHit || s.cGraze <= 0) return;
  if (s.zl[s.cDef * 6 + K.Z_DECK] < s.cGraze) return;
  s.optCount = 0;
  s.opt(code(O_GRAZE_YES, 0, 0, -1));
  s.opt(code(O_GRAZE_NO, 0, 0, -1));
  s.ask(s.cDef, T_GRAZE_ANSWER);
}

/** The graze answer: the top G cards become sleeping nodes (VIS-13, VIS-23). */
export function grazeAnswer(s: VisionState, choice: number): void {
  if (kindOf(choice) !== O_GRAZE_YES) return;
  const deck = s.cDef * 6 + K.Z_DECK;
  for (let i = 0; i < s.cGraze; i++) {
    const top = s.z[deck * s.n + s.zl[deck] - 1];
    move(s, top, s.cDef * 6 + K.Z_NODE);
    setNodeSleep(s, top, 1);
  }
}

/** Step 7: combat damage resets; end-of-combat modifiers end (VIS-21). */
function combatReset(s: VisionState): void {
  for (let k = 0; k < 2; k++) {
    const id = k === 0 ? s.cAtt : s.cBlk;
    if (id < 0 || !s.onField(id)) continue;
    s.c[id * K.SLOTS + K.C_CDMG] = 0;
  }
  removeMods(s, K.U_END_OF_COMBAT, -1);
}
