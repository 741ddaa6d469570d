/**
 * What a fighter attacks with: content weapons, bare hands (MGR-24: 2 DP) and attack abilities,
 * all as one shape so the attack procedure treats them alike.
 */
import { type CardState, EngineError } from "../../engine/index.ts";
import { perContent } from "../shared/content-store.ts";
import { type MagicalGirlContent, MG_CONTENT } from "./content/index.ts";
import { charDef, contentOfFighter, flags } from "./model.ts";
import { ACTION_DP, HALF_RANGE_OVER, OVERLOAD_STR, UNARMED_DP } from "./rule-numbers.ts";
import type { Character, DamageType, MapObject } from "./schema.ts";

/** Every map object of a content by id (object ids are unique across maps). */
const objectsIn = perContent(
  (c: MagicalGirlContent) =>
    new Map<string, MapObject>(
      Object.values(c.maps).flatMap((m) =>
        m.positions.flatMap((p) => p.objects.map((o) => [o.id, o] as const)),
      ),
    ),
);

/** A map object's content entry (of the battle's content), or undefined. */
export function mapObject(
  id: string,
  content: MagicalGirlContent = MG_CONTENT,
): MapObject | undefined {
  return objectsIn(content).get(id);
}

/**
 * DP of throwing an object or a character (reading: the seed prices only weapons; a throw moves
 * the whole body — a standard action, 2 DP, and a major one, 4 DP, over 40 weight).
 */
export function throwDp(weight: number): number {
  return weight > HALF_RANGE_OVER ? ACTION_DP.major : ACTION_DP.standard;
}

/** An attack source: what the hit check uses, what it costs and what damage it deals. */
export interface Arm {
  /** Weapon id, `unarmed`, or an ability id. */
  id: string;
  source: "weapon" | "unarmed" | "ability" | "item" | "object";
  skill: string;
  ranged: boolean;
  dp: number;
  mp: number;
  weight: number;
  damage: string;
  type: DamageType;
  weightMul: number;
  weightBonus: number;
  attrMul: number;
  extra: string;
  bonus: number;
  wound: "none" | "light";
}

/** Bare hands: 2 DP (MGR-24); damage 1d3 blunt (reading: the seed gives no unarmed damage). */
export const UNARMED: Arm = {
  id: "unarmed",
  source: "unarmed",
  skill: "melee",
  ranged: false,
  dp: UNARMED_DP,
  mp: 0,
  weight: 0,
  damage: "1d3",
  type: "blunt",
  weightMul: 1,
  weightBonus: 0,
  attrMul: 1,
  extra: "0",
  bonus: 0,
  wound: "none",
};

/**
 * Attack sources by id, built once: they are content, never changed, and asked for on every
 * option listing of every decision.
 */
const armsIn = perContent((_c: MagicalGirlContent) => new Map<string, Arm>([["unarmed", UNARMED]]));

/**
 * A content weapon or ability (by id) as an attack source, or `unarmed`, from the shipped
 * content or the content a battle plays with.
 */
export function armOf(id: string, content: MagicalGirlContent): Arm {
  const arms = armsIn(content);
  let arm = arms.get(id);
  if (arm === undefined) {
    arm = Object.freeze(buildArm(content, id));
    arms.set(id, arm);
  }
  return arm;
}

function buildArm(content: MagicalGirlContent, id: string): Arm {
  const w = Object.hasOwn(content.weapons, id) ? content.weapons[id] : undefined;
  if (w !== undefined) return { ...w, source: "weapon", mp: 0 };
  const o = mapObject(id, content);
  if (o !== undefined)
    // A thrown object (MGR-70): the throwing skill, ranged, its own weight and damage.
    return {
      ...UNARMED,
      id,
      source: "object",
      skill: "throwing",
      ranged: true,
      dp: throwDp(o.weight),
      weight: o.weight,
      damage: o.damage,
      type: o.type,
    };
  const item = Object.hasOwn(content.items, id) ? content.items[id] : undefined;
  const ability = Object.hasOwn(content.abilities, id) ? content.abilities[id] : undefined;
  const a = item ?? ability;
  if (a === undefined || a.effect.kind !== "attack")
    throw new EngineError(`no attack source "${id}"`);
  const e = a.effect;
  return {
    id,
    source: item === undefined ? "ability" : "item",
    skill: e.skill,
    ranged: e.ranged,
    dp: item === undefined ? (ability?.dp ?? 0) : (item.dp ?? 0),
    mp: item === undefined ? (ability?.mp ?? 0) : 0,
    weight: 0,
    damage: e.damage,
    type: e.type,
    weightMul: 1,
    weightBonus: 0,
    attrMul: 1,
    extra: "0",
    bonus: e.bonus,
    wound: "none",
  };
}

/**
 * What the option listings read of a fighter's definition, built once per definition (and
 * content): its arms while it has dropped nothing (the usual case), each weapon's weight in the
 * definition's order (the load is summed in that order, as ever: an authored decimal weight must
 * round the same way).
 */
interface DefArms {
  arms: readonly Arm[];
  weights: readonly number[];
  /** The weapons' weights summed in order from 0: the load with no extra, no item, nothing dropped. */
  load: number;
}

/** Facts by definition object, per content (girls and enemies are separate objects). */
const defArmsIn = perContent((_c: MagicalGirlContent) => new Map<Character, DefArms>());

/**
 * Each fighter record's facts: a record's definition and content never change, and a fighter's
 * record is its own for the whole battle (model.ts), so one lookup replaces the content's.
 */
const ARMS_OF_RECORD = new WeakMap<CardState, DefArms>();

function defArms(c: CardState): DefArms {
  let facts = ARMS_OF_RECORD.get(c);
  if (facts === undefined) {
    const content = contentOfFighter(c);
    const def = charDef(c);
    const table = defArmsIn(content);
    facts = table.get(def);
    if (facts === undefined) {
      const weights = Object.freeze(def.weapons.map((w) => content.weapons[w].weight));
      let load = 0;
      for (let i = 0; i < weights.length; i++) load += weights[i];
      facts = {
        arms: Object.freeze([...def.weapons.map((w) => armOf(w, content)), UNARMED]),
        weights,
        load,
      };
      table.set(def, facts);
    }
    ARMS_OF_RECORD.set(c, facts);
  }
  return facts;
}

/**
 * A fighter's weapons, then those she picked up from others (MGR-14, MGR-70), then bare hands
 * (enemies without weapons fight bare-handed too).
 */
export function weaponsOf(c: CardState): readonly Arm[] {
  const f = flags(c);
  const out = f.dropped;
  const gained = f.gained ?? [];
  if (out.length === 0 && gained.length === 0) return defArms(c).arms;
  const content = contentOfFighter(c);
  return [
    ...charDef(c)
      .weapons.filter((w) => !out.includes(w))
      .map((w) => armOf(w, content)),
    ...gained.map((e) => armOf(gainedWeapon(e), content)),
    UNARMED,
  ];
}

/** The weapon of a `gained` / ground entry `owner:weapon`. */
export function gainedWeapon(entry: string): string {
  return entry.slice(entry.indexOf(":") + 1);
}

/** Total carried weight: weapons plus any extra load (MGR-27). */
export function carriedWeight(c: CardState): number {
  // A loop, not filter/reduce: this is asked for every option of every decision.
  const f = flags(c);
  const facts = defArms(c);
  // The usual case, summed once: the same additions in the same order from 0.
  const gained = f.gained ?? [];
  if (f.carry === 0 && f.items.length === 0 && f.dropped.length === 0 && gained.length === 0)
    return facts.load;
  let total = f.carry;
  if (gained.length > 0) {
    const weapons = contentOfFighter(c).weapons;
    for (let i = 0; i < gained.length; i++) total += weapons[gainedWeapon(gained[i])].weight;
  }
  if (f.items.length > 0) {
    const items = contentOfFighter(c).items;
    for (let i = 0; i < f.items.length; i++) total += items[f.items[i]].weight;
  }
  const weights = facts.weights;
  if (f.dropped.length === 0) {
    for (let i = 0; i < weights.length; i++) total += weights[i];
    return total;
  }
  const weapons = charDef(c).weapons;
  for (let i = 0; i < weapons.length; i++) if (!f.dropped.includes(weapons[i])) total += weights[i];
  return total;
}

/**
 * Outside combat the weapons are stowed and not weighed (seed 002 l.58); the rest of the load
 * (extra carry, items) still counts. Read after combat, in the aftermath (MGR-27, MGR-63).
 */
export function stowedWeight(c: CardState): number {
  const f = flags(c);
  let total = f.carry;
  if (f.items.length > 0) {
    const items = contentOfFighter(c).items;
    for (let i = 0; i < f.items.length; i++) total += items[f.items[i]].weight;
  }
  return total;
}

/** Outside combat: carrying more than 3 × STR without the stowed weapons, no action (MGR-27). */
export function overloadedStowed(c: CardState): boolean {
  return stowedWeight(c) > OVERLOAD_STR * c.stats.str;
}

/** Carrying more than 3 × STR: no action at all (MGR-27). */
export function overloaded(c: CardState): boolean {
  return carriedWeight(c) > OVERLOAD_STR * c.stats.str;
}
