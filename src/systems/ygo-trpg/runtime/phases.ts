/**
 * The round over integers (phases.ts, strategy.ts, charge.ts, summon.ts, spell-trap.ts,
 * end-phase.ts): each handler is the engine's, reading and writing the integer state.
 */

import {
  ENCOUNTER_ITEMS,
  ENCOUNTER_MONSTERS,
  SUMMON_LEVEL_MULT,
  SYNCHRO_COST,
} from "../rule-numbers.ts";
import {
  activate,
  applyEffect,
  setCard,
  setOptions,
  spellOptions,
  trapOptions,
} from "./effects.ts";
import {
  cardOf,
  code,
  kindOf,
  O_CHARGE_ITEM,
  O_CHARGE_MONSTER,
  O_CHARGE_NONE,
  O_DONE,
  O_PASS,
  O_READY,
  O_REVEAL,
  O_SET,
  O_SPECIAL,
  O_SUMMON,
} from "./options.ts";
import * as S from "./state.ts";
import {
  TYPE_SPELL,
  TYPE_TRAP,
  Z_FIELD,
  Z_IDECK,
  Z_IHAND,
  Z_MDECK,
  Z_MHAND,
  Z_UP,
  ZK,
} from "./template.ts";

/** Trap timings (template.ts Def.when). */
const WHEN_SUMMON = 0;
const WHEN_PHASE = 2;

/*
 * Straight-line steps (as in combat.ts): where a handler would queue the next one and `dirty` is 0,
 * the engine's loop would pop it at once and its checks would find nothing, so the handler calls
 * it itself.
 */

/** Pushes the phases from `from` (PHASE_TASKS index) to the end of the round, then the next round (YGT-10). */
function phasesFrom(s: S.YgoState, from: number): void {
  s.push(S.T_ROUND);
  for (let p = S.PHASE_TASKS.length - 1; p >= from; p--) s.push(S.T_PHASE, p);
}

/** y.round: the next round; summons used reset (YGT-10, YGT-16). */
export function round(s: S.YgoState): void {
  s.round++;
  s.usedNormal.fill(0);
  s.usedSpecial.fill(0);
  phasesFrom(s, 0);
}

/** y.resume: a scenario starting in the middle of a round. */
export function resume(s: S.YgoState, phase: number): void {
  phasesFrom(s, phase);
}

/** y.deal (YGT-01, YGT-03): shuffle, then 4 items and 5 monsters each, into separate hands. */
export function deal(s: S.YgoState): void {
  const zones = s.t.deal;
  for (let i = 0; i < zones.length; i++) s.rng.shuffle(s.writable(zones[i]));
  for (let p = 0; p < s.gm; p++) {
    for (let i = 0; i < ENCOUNTER_ITEMS; i++) s.draw(p, false);
    for (let i = 0; i < ENCOUNTER_MONSTERS; i++) s.draw(p, true);
  }
}

/** The first player seat from `i` on that has not fainted, or -1 (charge.ts activePlayer). */
export function activePlayer(s: S.YgoState, i: number): number {
  for (let j = i; j < s.gm; j++) if (s.fainted[j] === 0) return j;
  return -1;
}

function askStrategy(s: S.YgoState, seat: number, revealed: boolean): void {
  s.nOpts = 0;
  spellOptions(s, seat, true);
  if (!revealed) s.opt(code(O_REVEAL, 0, -1));
  s.opt(code(O_READY, 0, -1));
  s.ask(seat, S.T_STRATEGY_ANSWER, seat, seat, revealed ? 1 : 0);
}

/** y.strategy (YGT-11); GM tools are off (prepare refuses them on). */
export function strategy(s: S.YgoState, i: number): void {
  const at = activePlayer(s, i);
  if (at >= 0) askStrategy(s, at, false);
}

/** y.strategy-answer (a: seat, b: its index, c: revealed). */
export function strategyAnswer(s: S.YgoState, choice: number, seat: number, i: number, c: number) {
  const kind = kindOf(choice);
  if (kind === O_READY) {
    if (s.dirty === 0) strategy(s, i + 1);
    else s.push(S.T_STRATEGY, i + 1);
    return;
  }
  if (kind !== O_REVEAL) activate(s, seat, choice, cardOf(choice), -1, -1);
  const revealed = c === 1 || kind === O_REVEAL ? 1 : 0;
  if (s.dirty === 0) strategyAgain(s, seat, i, revealed);
  else s.push(S.T_STRATEGY_AGAIN, seat, i, revealed);
}

/** y.strategy-again: a quick-play spell that cost her last life ends her turn to plan. */
export function strategyAgain(s: S.YgoState, seat: number, i: number, revealed: number): void {
  if (!s.isFainted(seat)) askStrategy(s, seat, revealed === 1);
  else if (s.dirty === 0) strategy(s, i + 1);
  else s.push(S.T_STRATEGY, i + 1);
}

/** y.charge (YGT-12). */
export function charge(s: S.YgoState, i: number): void {
  const seat = activePlayer(s, i);
  if (seat < 0) return;
  const z = s.zones;
  const base = seat * ZK;
  const monsters = z[base + Z_MHAND].length;
  const items = z[base + Z_IHAND].length;
  s.nOpts = 0;
  if (monsters <= 4 && z[base + Z_MDECK].length > 0) s.opt(code(O_CHARGE_MONSTER, 0, -1));
  if (monsters <= 4 && items <= 3 && z[base + Z_IDECK].length > 0)
    s.opt(code(O_CHARGE_ITEM, 0, -1));
  if (s.nOpts === 0) {
    // The next seat's charge is the next task (the options above changed nothing).
    if (s.dirty === 0) charge(s, seat + 1);
    else s.push(S.T_CHARGE, seat + 1);
    return;
  }
  s.push(S.T_CHARGE, seat + 1);
  s.opt(code(O_CHARGE_NONE, 0, -1));
  s.ask(seat, S.T_CHARGE_ANSWER, seat);
}

/** y.charge-answer. */
export function chargeAnswer(s: S.YgoState, choice: number, seat: number): void {
  const kind = kindOf(choice);
  if (kind === O_CHARGE_ITEM) s.draw(seat, false);
  else if (kind === O_CHARGE_MONSTER)
    while (s.zones[seat * ZK + Z_MHAND].length < 5 && s.draw(seat, true)) {}
}

/** Summons `seat` may declare now (summon.ts summonOptions) (YGT-13, YGT-15, YGT-16). */
function summonOptions(s: S.YgoState, seat: number): void {
  s.nOpts = 0;
  if (s.zones[seat * ZK + Z_FIELD].length >= s.t.jobLevel[seat]) return;
  const defs = s.t.defs;
  const cardDef = s.t.cardDef;
  // Summon limits (YGT-16): the most generous face-up spell's, else one of each.
  let normal = 1;
  let special = 1;
  let any = false;
  const up = s.zones[seat * ZK + Z_UP];
  for (let i = 0; i < up.length; i++) {
    const d = defs[cardDef[up[i]]];
    if (d.type !== TYPE_SPELL || d.limits === null) continue;
    normal = any ? Math.max(normal, d.limits.normal) : d.limits.normal;
    special = any ? Math.max(special, d.limits.special) : d.limits.special;
    any = true;
  }
  const life = s.life[seat];
  const hand = s.zones[seat * ZK + Z_MHAND];
  for (let i = 0; i < hand.length; i++) {
    const d = defs[cardDef[hand[i]]];
    if (d.summon === 0) {
      if (s.usedNormal[seat] < normal) s.opt(code(O_SUMMON, hand[i], -1));
    } else if (s.usedSpecial[seat] < special && (d.summon !== 2 || life >= SYNCHRO_COST))
      s.opt(code(O_SPECIAL, hand[i], -1));
  }
}

/** y.summon (YGT-13, YGT-14, YGT-15, YGT-16). */
export function summon(s: S.YgoState, i: number): void {
  const seat = activePlayer(s, i);
  if (seat < 0) return;
  summonOptions(s, seat);
  if (s.nOpts === 0) {
    if (s.dirty === 0) summon(s, seat + 1);
    else s.push(S.T_SUMMON, seat + 1);
    return;
  }
  s.opt(code(O_DONE, 0, -1));
  s.ask(seat, S.T_SUMMON_ANSWER, seat, seat);
}

/** y.summon-answer: the declaration (it uses the summon even if the check fails) (YGT-13, YGT-16). */
export function summonAnswer(s: S.YgoState, choice: number, seat: number, i: number): void {
  const kind = kindOf(choice);
  if (kind === O_DONE) {
    if (s.dirty === 0) summon(s, i + 1);
    else s.push(S.T_SUMMON, i + 1);
    return;
  }
  const card = cardOf(choice);
  if (kind === O_SPECIAL) s.usedSpecial[seat]++;
  else s.usedNormal[seat]++;
  if (s.t.defs[s.t.cardDef[card]].summon === 2) s.changeLife(seat, -SYNCHRO_COST, seat);
  s.push(S.T_SUMMON, i);
  if (s.dirty === 0) summonTraps(s, seat, card);
  else s.push(S.T_SUMMON_TRAPS, seat, card);
}

/** y.summon-traps (YGT-14): the GM's set traps may answer, unless the player fainted. */
export function summonTraps(s: S.YgoState, seat: number, card: number): void {
  if (s.isFainted(seat)) return;
  s.nOpts = 0;
  trapOptions(s, s.gm, WHEN_SUMMON);
  if (s.nOpts === 0) {
    if (s.dirty === 0) summonRoll(s, seat, card);
    else s.push(S.T_SUMMON_ROLL, seat, card);
    return;
  }
  s.opt(code(O_PASS, 0, -1));
  s.ask(s.gm, S.T_SUMMON_TRAP_ANSWER, seat, card);
}

/** y.summon-trap-answer. */
export function summonTrapAnswer(s: S.YgoState, choice: number, seat: number, card: number) {
  if (kindOf(choice) === O_PASS) {
    if (s.dirty === 0) summonRoll(s, seat, card);
    else s.push(S.T_SUMMON_ROLL, seat, card);
    return;
  }
  if (activate(s, s.gm, choice, cardOf(choice), card, seat)) return;
  s.push(S.T_SUMMON_TRAPS, seat, card);
}

/** y.summon-roll: level × 2 ≤ bonus + 2D6; double 1 fails, double 6 succeeds (rolls.ts) (YGT-13, YGT-29, YGT-41). */
export function summonRoll(s: S.YgoState, seat: number, card: number): void {
  if (s.isFainted(seat)) return;
  const d1 = s.d6();
  const d2 = s.d6();
  const fumble = d1 === 1 && d2 === 1;
  const critical = d1 === 6 && d2 === 6;
  const ok = fumble
    ? false
    : critical
      ? true
      : s.t.bonus[seat] + d1 + d2 >= s.t.level[card] * SUMMON_LEVEL_MULT;
  if (!ok) return;
  s.move(card, seat * ZK + Z_FIELD);
  s.clearFlags(card);
  s.play(seat, card);
}

/** y.st (YGT-17): each player, then the GM, sets and activates. */
export function spellTrap(s: S.YgoState, i: number): void {
  let seat = activePlayer(s, i);
  if (seat < 0) {
    if (i > s.gm) return;
    seat = s.gm;
  }
  s.nOpts = 0;
  spellOptions(s, seat, false);
  trapOptions(s, seat, WHEN_PHASE);
  setOptions(s, seat);
  if (s.nOpts === 0) {
    if (s.dirty === 0) spellTrap(s, seat + 1);
    else s.push(S.T_ST, seat + 1);
    return;
  }
  s.opt(code(O_DONE, 0, -1));
  s.ask(seat, S.T_ST_ANSWER, seat, seat);
}

/** y.st-answer. */
export function spellTrapAnswer(s: S.YgoState, choice: number, seat: number, i: number): void {
  const kind = kindOf(choice);
  if (kind === O_DONE) {
    if (s.dirty === 0) spellTrap(s, i + 1);
    else s.push(S.T_ST, i + 1);
    return;
  }
  if (kind === O_SET) setCard(s, seat, cardOf(choice));
  else activate(s, seat, choice, cardOf(choice), -1, -1);
  if (s.dirty === 0) spellTrap(s, i);
  else s.push(S.T_ST, i);
}

/** y.end (YGT-31): end-phase effects of field monsters and face-up spells; boosts end. */
export function endPhase(s: S.YgoState): void {
  const defs = s.t.defs;
  const cardDef = s.t.cardDef;
  // In place: no effect moves a card on or off a field or the face-up spells (the engine
  // iterates copies of the lists).
  for (let seat = 0; seat <= s.gm; seat++) {
    for (let kind = Z_FIELD; kind <= Z_UP; kind += Z_UP - Z_FIELD) {
      const list = s.zones[seat * ZK + kind];
      for (let i = 0; i < list.length; i++) {
        const id = list[i];
        const d = defs[cardDef[id]];
        if (d.type === TYPE_TRAP || d.endPhase.length === 0) continue;
        for (const e of d.endPhase) applyEffect(s, id, seat, -1, -1, -1, e);
      }
    }
  }
  s.removeAllMods();
}
