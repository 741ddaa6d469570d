/**
 * The turn (turn.ts, main-phase.ts, start.ts): the opening deal, the phases, the main phase's
 * options and answers, the discard phase and the end phase.
 */

import { settle } from "./checks.ts";
import * as K from "./codes.ts";
import { attack } from "./combat.ts";
import { addLegalPlays } from "./legal.ts";
import { removeMods } from "./mods.ts";
import { cardOf, code, kindOf, O_ATTACK, O_DISCARD, O_END, O_NODE } from "./options.ts";
import { declare } from "./plays.ts";
import {
  PH_MAIN,
  T_DISCARD,
  T_DISCARD_ANSWER,
  T_MAIN,
  T_MAIN_ANSWER,
  T_PH_DISCARD,
  T_PH_END,
  T_TURN,
  TW,
  type VisionState,
} from "./state.ts";
import { openWindow } from "./triggers.ts";
import { openExchange } from "./window.ts";
import { drawCard, move, setNodeSleep } from "./zones.ts";

/** The first task: shuffle named decks, draw the opening hands (VIS-50). */
export function start(s: VisionState): void {
  for (let seat = 0; seat < 2; seat++) {
    const deck = seat * 6 + K.Z_DECK;
    if (s.t.shuffle[seat]) s.rng.shuffleBytes(s.z, deck * s.n, s.zl[deck]);
    for (let i = 0; i < s.t.hand[seat]; i++) drawCard(s, seat);
  }
}

/** A new turn: the next player's phases (VIS-50). */
export function turn(s: VisionState): void {
  s.turn++;
  if (s.turn > 1) s.active = 1 - s.active;
  s.push(T_TURN);
  s.push(T_PH_END);
  s.push(T_PH_DISCARD);
  // Active → maintenance → draw → main run straight on (the engine's tasks one by one, with
  // the checks after each: only the draw can give them anything to find).
  phaseActive(s);
  s.phase = 2;
  phaseDraw(s);
  settle(s);
  if (!s.over) phaseMain(s);
}

/** Active phase: the turn player's characters and nodes ready (VIS-50, VIS-51). */
export function phaseActive(s: VisionState): void {
  s.phase = 1;
  const c = s.c;
  const z = s.z;
  const field = s.active * 6 + K.Z_FIELD;
  let from = field * s.n;
  for (let i = 0, len = s.zl[field]; i < len; i++) c[z[from + i] * K.SLOTS + K.C_SLEEP] = 0;
  // Nodes: only when some sleep (the count of active ones says so); then every one is active.
  const node = s.active * 6 + K.Z_NODE;
  const nodes = s.zl[node];
  if ((s.active === 0 ? s.up0 : s.up1) === nodes) return;
  from = node * s.n;
  for (let i = 0; i < nodes; i++) c[z[from + i] * K.SLOTS + K.C_SLEEP] = 0;
  if (s.active === 0) s.up0 = nodes;
  else s.up1 = nodes;
}

/** Draw phase: the first player skips the game's first draw (VIS-50). */
export function phaseDraw(s: VisionState): void {
  s.phase = 3;
  if (s.turn === 1 && !s.t.firstPlayerDraws) return;
  drawCard(s, s.active);
}

/** Main phase: one node, one character (VIS-51, VIS-52). */
export function phaseMain(s: VisionState): void {
  s.phase = PH_MAIN;
  s.nodeSet = false;
  s.charPlayed = false;
  mainAsk(s);
}

/** The turn player's main-phase decision: nodes, plays, attacks, end (VIS-01, VIS-05, VIS-51, VIS-52, VIS-54). */
export function mainAsk(s: VisionState): void {
  const seat = s.active;
  s.optCount = 0;
  if (!s.nodeSet) {
    const hand = seat * 6 + K.Z_HAND;
    const from = hand * s.n;
    for (let i = 0, len = s.zl[hand]; i < len; i++) s.opt(code(O_NODE, s.z[from + i], 0, -1));
  }
  addLegalPlays(s, seat, true);
  const field = seat * 6 + K.Z_FIELD;
  const from = field * s.n;
  for (let i = 0, len = s.zl[field]; i < len; i++) {
    const id = s.z[from + i];
    if (s.c[id * K.SLOTS + K.C_SLEEP] === 0 && !s.hasKw(id, K.KW_DOLL))
      s.opt(code(O_ATTACK, id, 0, -1));
  }
  s.opt(code(O_END, 0, 0, -1));
  s.ask(seat, T_MAIN_ANSWER);
}

/** The main-phase answer (VIS-01, VIS-04, VIS-51, VIS-52). */
export function mainAnswer(s: VisionState, choice: number): void {
  const seat = s.active;
  const kind = kindOf(choice);
  if (kind === O_END) {
    endMain(s);
    return;
  }
  if (kind === O_NODE) {
    const id = cardOf(choice);
    move(s, id, seat * 6 + K.Z_NODE);
    setNodeSleep(s, id, 0);
    s.nodeSet = true;
    settle(s);
    if (!s.over) mainAsk(s);
    return;
  }
  s.push(T_MAIN);
  if (kind === O_ATTACK) {
    attack(s, cardOf(choice));
    return;
  }
  declare(s, seat, choice);
  openExchange(s, 1 - seat);
}

/**
 * After the main phase: the discard phase and (no discard to ask) the end phase are the very
 * next tasks (queued by `turn`) and write nothing the checks read before them, so they run
 * straight on.
 * Rules: VIS-50.
 */
function endMain(s: VisionState): void {
  if (s.taskCount === 0 || s.tasks[(s.taskCount - 1) * TW] !== T_PH_DISCARD) return;
  s.taskCount--;
  s.phase = 5;
  discardAsk(s);
  if (s.pSeat >= 0) return;
  if (s.taskCount === 0 || s.tasks[(s.taskCount - 1) * TW] !== T_PH_END) return;
  s.taskCount--;
  phaseEnd(s);
}

/** Discard phase (VIS-50). */
export function phaseDiscard(s: VisionState): void {
  s.phase = 5;
  s.push(T_DISCARD);
}

/** Down to the hand limit, one card at a time (VIS-50). */
export function discardAsk(s: VisionState): void {
  const hand = s.active * 6 + K.Z_HAND;
  const len = s.zl[hand];
  if (len <= s.t.handLimit) return;
  s.optCount = 0;
  const from = hand * s.n;
  for (let i = 0; i < len; i++) s.opt(code(O_DISCARD, s.z[from + i], 0, -1));
  s.ask(s.active, T_DISCARD_ANSWER);
}

/** A discarded card goes to its owner's 冥界 (VIS-50). */
export function discardAnswer(s: VisionState, choice: number): void {
  const id = cardOf(choice);
  move(s, id, s.owner[id] * 6 + K.Z_GRAVE);
  settle(s);
  if (!s.over) discardAsk(s);
}

/** End phase: effect damage resets, end-of-turn modifiers end, end-of-turn triggers (VIS-20, VIS-50). */
export function phaseEnd(s: VisionState): void {
  s.phase = 6;
  for (let side = 0; side < 2; side++) {
    const zone = (side === 0 ? s.active : 1 - s.active) * 6 + K.Z_FIELD;
    const from = zone * s.n;
    for (let i = 0, len = s.zl[zone]; i < len; i++) s.c[s.z[from + i] * K.SLOTS + K.C_DMG] = 0;
  }
  removeMods(s, K.U_END_OF_TURN, -1);
  openWindow(s, K.W_TURN_END, -1);
}
