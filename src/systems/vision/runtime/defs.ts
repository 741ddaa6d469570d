/**
 * Card definitions lowered to records of integers, once per content: need, cost, printed
 * stats, keyword flags, target specs, and every ability's effects as small typed ops. Abilities
 * get a global index so a task can name one with an integer. A definition the runtime cannot run
 * exactly makes `lowerDefs` return a reason instead.
 */

import type { Activated, Card, Effect, TargetSpec, Trigger } from "../schema.ts";
import { CardRef, KEYWORDS, TRIGGER_WINDOWS } from "../schema.ts";
import * as K from "./codes.ts";

/** One effect, as the runtime applies it. */
export interface Op {
  op: number;
  /** Card reference (R_*) or, for damage-player / draw, 0 = you, 1 = opponent. */
  to: number;
  /** Damage, life or cards to draw. */
  amount: number;
  layer: number;
  /** Attack / toughness changes; `has*` false when the effect leaves that stat alone. */
  attack: number;
  hasAttack: boolean;
  toughness: number;
  hasToughness: boolean;
  until: number;
  /** Keyword slot (KW_*) for grant. */
  keyword: number;
}

/** A target spec (side and state codes), or none. */
export interface Target {
  side: number;
  state: number;
}

/** A trigger: its window, condition and ability index. */
export interface TriggerRec {
  when: number;
  cond: number;
  ab: number;
}

/** An activated ability. */
export interface ActivatedRec {
  sleep: boolean;
  nodes: number;
  anyTiming: boolean;
  target: Target | null;
  ab: number;
}

/** A definition as the runtime reads it. */
export interface DefRec {
  id: string;
  type: number;
  need: number;
  cost: number;
  /** Printed stats in stat-slot order (attack, toughness, graze, keyword counts). */
  base: Int32Array;
  ambush: boolean;
  /** A character that is not 奇襲 (the main phase's one character). */
  mainCharacter: boolean;
  /** Playable from hand in a response window. */
  inWindow: boolean;
  target: Target | null;
  /** A command's own effects (ability index), -1 otherwise. */
  cardAb: number;
  triggers: TriggerRec[];
  /** Triggers by window (bit W_* set when any). */
  triggerWindows: number;
  activated: ActivatedRec[];
  activatedInWindow: boolean;
  /** 「常に」: applied on entering the field. */
  hasAlways: boolean;
  alwaysAtk: number;
  alwaysTgh: number;
  /** Set cards: 戦闘修正 and keywords given to the host. */
  modAtk: number;
  modTgh: number;
  setKeywords: number[];
}

/** Every definition of a content, lowered, and the abilities' effects by ability index. */
export interface Defs {
  list: DefRec[];
  byId: Map<string, number>;
  abilities: Op[][];
  /**
   * What legality reads of each definition, `FACTS` ints from `def * FACTS`: F_* bits, need,
   * cost, target spec (`side * 3 + state`, -1: none).
   */
  facts: Int32Array;
  /** The fewest active nodes a card that may answer a response window from hand costs (a 奇襲
   * / any-timing card): a seat with fewer active nodes has no answer in hand (legal.ts). */
  minHandAnswer: number;
  /** Each definition's trigger windows (DefRec.triggerWindows), as a flat list for the loops. */
  triggerBits: Int32Array;
}

/** Ints per definition in `Defs.facts`, and its bits. */
export const FACTS = 4;
export const F_MAIN_CHARACTER = 1;
export const F_IN_WINDOW = 2;
export const F_ACTIVATED = 4;
export const F_ACTIVATED_IN_WINDOW = 8;
/** Waits for the end of the turn (a turn-end trigger): zones.ts counts these in play. */
export const F_TURN_END = 16;

/** The facts table of lowered definitions. */
function factsOf(list: DefRec[]): Int32Array {
  const f = new Int32Array(list.length * FACTS);
  list.forEach((d, i) => {
    const at = i * FACTS;
    f[at] =
      (d.mainCharacter ? F_MAIN_CHARACTER : 0) |
      (d.inWindow ? F_IN_WINDOW : 0) |
      (d.activated.length > 0 ? F_ACTIVATED : 0) |
      (d.activatedInWindow ? F_ACTIVATED_IN_WINDOW : 0) |
      ((d.triggerWindows & (1 << K.W_TURN_END)) !== 0 ? F_TURN_END : 0);
    f[at + 1] = d.need;
    f[at + 2] = d.cost;
    f[at + 3] = d.target === null ? -1 : d.target.side * 3 + d.target.state;
  });
  return f;
}

const LAYERS = ["change", "swap", "add", "always"];
const UNTILS: Record<string, number> = {
  permanent: K.U_NONE,
  "end-of-turn": K.U_END_OF_TURN,
  "end-of-combat": K.U_END_OF_COMBAT,
};
const CONDS = ["any", "attacking", "blocking", "unblocked", "blocked"];
const OPS = [
  "damage",
  "damage-player",
  "modify",
  "grant",
  "doom",
  "destroy",
  "exile",
  "bounce",
  "sleep",
  "ready",
  "draw",
  "cancel-doom",
];

/** Something the runtime does not know: the definition falls back to the engine. */
class Unsupported extends Error {}

function need(i: number, what: string): number {
  if (i < 0) throw new Unsupported(what);
  return i;
}

function lowerOp(e: Effect): Op {
  const op = need(OPS.indexOf(e.do), `effect "${e.do}"`);
  const o: Op = {
    op,
    to: 0,
    amount: 0,
    layer: K.L_ADD,
    attack: 0,
    hasAttack: false,
    toughness: 0,
    hasToughness: false,
    until: K.U_NONE,
    keyword: 0,
  };
  switch (e.do) {
    case "damage":
      o.amount = e.amount;
      o.to = need(CardRef.options.indexOf(e.to), `ref "${e.to}"`);
      break;
    case "damage-player":
      o.amount = e.amount;
      o.to = e.to === "you" ? 0 : 1;
      break;
    case "modify":
      o.to = need(CardRef.options.indexOf(e.to), `ref "${e.to}"`);
      o.layer = need(LAYERS.indexOf(e.layer), `layer "${e.layer}"`);
      o.hasAttack = e.attack !== undefined;
      o.attack = e.attack ?? 0;
      o.hasToughness = e.toughness !== undefined;
      o.toughness = e.toughness ?? 0;
      o.until = need(UNTILS[e.until] ?? -1, `until "${e.until}"`);
      break;
    case "grant":
      o.to = need(CardRef.options.indexOf(e.to), `ref "${e.to}"`);
      o.keyword = need(KEYWORDS.indexOf(e.keyword), `keyword "${e.keyword}"`);
      o.until = need(UNTILS[e.until] ?? -1, `until "${e.until}"`);
      break;
    case "draw":
      o.amount = e.count;
      o.to = e.who === "you" ? 0 : 1;
      break;
    case "cancel-doom":
      break;
    default:
      o.to = need(CardRef.options.indexOf(e.to), `ref "${e.to}"`);
  }
  return o;
}

function lowerTarget(t: TargetSpec | undefined): Target | null {
  if (t === undefined) return null;
  return {
    side: need(["any", "own", "enemy"].indexOf(t.side), `target side "${t.side}"`),
    state: need(["any", "active", "sleep"].indexOf(t.state), `target state "${t.state}"`),
  };
}

function keywordBits(kws: readonly string[]): number[] {
  return kws.map((k) => need(KEYWORDS.indexOf(k as (typeof KEYWORDS)[number]), `keyword "${k}"`));
}

function lowerDef(def: Card, abilities: Op[][]): DefRec {
  const ability = (effects: Effect[]): number => {
    abilities.push(effects.map(lowerOp));
    return abilities.length - 1;
  };
  const base = new Int32Array(K.STAT_COUNT);
  const rec: DefRec = {
    id: def.id,
    type: K.T_CHARACTER,
    need: def.need,
    cost: def.cost,
    base,
    ambush: false,
    mainCharacter: false,
    inWindow: false,
    target: null,
    cardAb: -1,
    triggers: [],
    triggerWindows: 0,
    activated: [],
    activatedInWindow: false,
    hasAlways: false,
    alwaysAtk: 0,
    alwaysTgh: 0,
    modAtk: 0,
    modTgh: 0,
    setKeywords: [],
  };
  const triggers = (trs: Trigger[]): void => {
    for (const tr of trs) {
      const when = need(TRIGGER_WINDOWS.indexOf(tr.when), `trigger "${tr.when}"`);
      rec.triggers.push({
        when,
        cond: need(CONDS.indexOf(tr.if), `if "${tr.if}"`),
        ab: ability(tr.effects),
      });
      rec.triggerWindows |= 1 << when;
    }
  };
  if (def.type === "character") {
    base[K.S_ATK] = def.attack;
    base[K.S_TGH] = def.toughness;
    base[K.S_GRZ] = def.graze;
    for (const k of keywordBits(def.keywords)) base[K.kwSlot(k)] |= K.kwUnit(k);
    rec.ambush = def.keywords.includes("ambush");
    rec.mainCharacter = !rec.ambush;
    rec.inWindow = rec.ambush;
    triggers(def.triggers);
    rec.activated = def.activated.map(
      (a: Activated): ActivatedRec => ({
        sleep: a.cost.sleep,
        nodes: a.cost.nodes,
        anyTiming: a.timing === "any",
        target: lowerTarget(a.target),
        ab: ability(a.effects),
      }),
    );
    rec.activatedInWindow = rec.activated.some((a) => a.anyTiming);
    if (def.always !== undefined) {
      rec.hasAlways = true;
      rec.alwaysAtk = def.always.attack;
      rec.alwaysTgh = def.always.toughness;
    }
  } else if (def.type === "command") {
    rec.type = K.T_COMMAND;
    rec.inWindow = def.timing === "any";
    rec.target = lowerTarget(def.target);
    rec.cardAb = ability(def.effects);
  } else {
    rec.type = def.type === "equipment" ? K.T_EQUIPMENT : K.T_TALISMAN;
    rec.target = lowerTarget(def.target);
    rec.modAtk = def.modifier.attack;
    rec.modTgh = def.modifier.toughness;
    rec.setKeywords = keywordBits(def.keywords);
    triggers(def.triggers);
  }
  if (rec.activated.length > 15) throw new Unsupported("more than 15 activated abilities");
  return rec;
}

/** Lowers the definitions `used` (content ids) of a content, or says which one it cannot. */
export function lowerDefs(
  cards: Readonly<Record<string, Card>>,
  used: Iterable<string>,
): Defs | string {
  const defs: Defs = {
    list: [],
    byId: new Map(),
    abilities: [],
    facts: new Int32Array(0),
    minHandAnswer: Number.MAX_SAFE_INTEGER,
    triggerBits: new Int32Array(0),
  };
  for (const id of used) {
    if (defs.byId.has(id)) continue;
    const def = Object.hasOwn(cards, id) ? cards[id] : undefined;
    if (def === undefined) return `unknown definition "${id}"`;
    try {
      defs.list.push(lowerDef(def, defs.abilities));
    } catch (err) {
      if (err instanceof Unsupported) return `${id}: ${err.message}`;
      throw err;
    }
    defs.byId.set(id, defs.list.length - 1);
  }
  defs.facts = factsOf(defs.list);
  defs.triggerBits = Int32Array.from(defs.list, (d) => d.triggerWindows);
  for (const d of defs.list)
    if (d.inWindow) defs.minHandAnswer = Math.min(defs.minHandAnswer, d.cost);
  return defs;
}
