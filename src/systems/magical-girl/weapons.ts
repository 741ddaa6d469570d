/**
 * What a fighter attacks with: content weapons, bare hands (MGR-24: 2 DP) and attack abilities,
 * all as one shape so the attack procedure treats them alike.
 */
import type { CardState } from "../../engine/index.ts";
import { MG_CONTENT } from "./content/index.ts";
import { charDef, flags } from "./model.ts";
import type { DamageType, MapObject } from "./schema.ts";

/** Every map object by id (object ids are unique across maps). */
const OBJECTS = new Map<string, MapObject>(
  Object.values(MG_CONTENT.maps).flatMap((m) =>
    m.positions.flatMap((p) => p.objects.map((o) => [o.id, o] as const)),
  ),
);

/** A map object's content entry, or undefined. */
export function mapObject(id: string): MapObject | undefined {
  return OBJECTS.get(id);
}

/** Weight over which a throw is a major action (and the range halves, MGR-70). */
export const HEAVY_THROW = 40;

/**
 * DP of throwing an object or a character (reading: the seed prices only weapons; a throw moves
 * the whole body — a standard action, 2 DP, and a major one, 4 DP, over 40 weight).
 */
export function throwDp(weight: number): number {
  return weight > HEAVY_THROW ? 4 : 2;
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
  dp: 2,
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
const ARMS = new Map<string, Arm>([["unarmed", UNARMED]]);

/** A content weapon or ability (by id) as an attack source, or `unarmed`. */
export function armOf(id: string): Arm {
  let arm = ARMS.get(id);
  if (arm === undefined) {
    arm = Object.freeze(buildArm(id));
    ARMS.set(id, arm);
  }
  return arm;
}

function buildArm(id: string): Arm {
  const w = MG_CONTENT.weapons[id];
  if (w !== undefined) return { ...w, source: "weapon", mp: 0 };
  const o = mapObject(id);
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
  const item = MG_CONTENT.items[id];
  const ability = MG_CONTENT.abilities[id];
  const a = item ?? ability;
  if (a === undefined || a.effect.kind !== "attack") throw new Error(`no attack source "${id}"`);
  const e = a.effect;
  return {
    id,
    source: item === undefined ? "ability" : "item",
    skill: e.skill,
    ranged: e.ranged,
    dp: item === undefined ? ability.dp : (item.dp ?? 0),
    mp: item === undefined ? ability.mp : 0,
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
 * Each definition's arms while it has dropped nothing (the usual case), built once; keyed by
 * kind too, since girls and enemies are separate tables.
 */
const FULL_ARMS = new Map<string, readonly Arm[]>();

/** A fighter's weapons, then bare hands (enemies without weapons fight bare-handed too). */
export function weaponsOf(c: CardState): readonly Arm[] {
  const out = flags(c).dropped;
  if (out.length === 0) {
    const key = `${flags(c).kind}:${c.def}`;
    let arms = FULL_ARMS.get(key);
    if (arms === undefined) {
      arms = Object.freeze([...charDef(c).weapons.map(armOf), UNARMED]);
      FULL_ARMS.set(key, arms);
    }
    return arms;
  }
  return [
    ...charDef(c)
      .weapons.filter((w) => !out.includes(w))
      .map(armOf),
    UNARMED,
  ];
}

/** Total carried weight: weapons plus any extra load (MGR-27). */
export function carriedWeight(c: CardState): number {
  // A loop, not filter/reduce: this is asked for every option of every decision.
  const f = flags(c);
  const weapons = charDef(c).weapons;
  let total = f.carry;
  for (let i = 0; i < f.items.length; i++) total += MG_CONTENT.items[f.items[i]].weight;
  for (let i = 0; i < weapons.length; i++) {
    if (!f.dropped.includes(weapons[i])) total += MG_CONTENT.weapons[weapons[i]].weight;
  }
  return total;
}

/** Carrying more than 3 × STR: no action at all (MGR-27). */
export function overloaded(c: CardState): boolean {
  return carriedWeight(c) > 3 * c.stats.str;
}
