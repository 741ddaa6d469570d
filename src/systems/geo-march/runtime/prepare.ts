/**
 * From a setup to a template of numbers, once: the engine's own `createGeoMarch` builds the
 * initial state (a copy of the setup template, so this is cheap), then every card id becomes a
 * number, every definition a record with its timing masks, every zone a list of numbers. What the
 * runtime cannot play exactly is refused with a reason, and the caller plays it on the engine.
 */
import type { BattleInit, BattleState } from "../../../engine/index.ts";
import type { BattleData } from "../battle-state.ts";
import { geoMarchContent } from "../content/index.ts";
import { freeRepeat } from "../repeat.ts";
import { SPEED_DIE } from "../rule-numbers.ts";
import type { Ability, Card } from "../schema.ts";
import { createGeoMarch } from "../setup.ts";
import { abilityMask, cardMask } from "../timing-mask.ts";
import { EQUIP, type GeoTemplate, type LAbility, type LDef, SKILL, UNIT } from "./template.ts";

/** A template, or why there is none (the battle plays on the engine). */
export type Prepared = { template: GeoTemplate; reason: null } | { template: null; reason: string };

/** Options the runtime plays as the engine does; any other option falls back. */
const KNOWN_OPTIONS = new Set(["speedDie", "content"]);
/** Option codes hold card numbers and ability numbers in fixed bit fields (options.ts). */
const MAX_CARDS = 1000;
const MAX_ABILITIES = 60;

const refuse = (reason: string): Prepared => ({ template: null, reason });

const SEAT = (s: string): number => (s === "p1" ? 0 : 1);

function lowerAbility(ab: Ability): LAbility {
  const side = ab.target?.side;
  return {
    mask: abilityMask(ab),
    action: ab.action,
    perBattle: ab.perBattle ?? 0,
    roll: ab.roll ?? 0,
    target: side === undefined ? -1 : side === "own" ? 0 : side === "enemy" ? 1 : 2,
    free: freeRepeat(ab),
    effects: ab.effects,
  };
}

function lowerDef(id: string, c: Card): LDef {
  if (c.type === "unit")
    return {
      id,
      kind: UNIT,
      fast: c.fast,
      grantsFast: c.grantsFast,
      mask: cardMask(c),
      abilities: c.abilities.map(lowerAbility),
      equip: [0, 0, 0],
    };
  if (c.type === "equip")
    return {
      id,
      kind: EQUIP,
      fast: false,
      grantsFast: false,
      mask: 0,
      abilities: [],
      equip: [c.attack, c.defence, c.speed],
    };
  return {
    id,
    kind: SKILL,
    fast: false,
    grantsFast: false,
    mask: cardMask(c),
    abilities: [lowerAbility(c.ability)],
    equip: [0, 0, 0],
  };
}

/** Prepares a template for battles of `init`'s setup and options (any seed). */
export function prepareGeoMarch(init: BattleInit): Prepared {
  if (init.ids === "opaque") return refuse("opaque card ids");
  if ((init.pinned?.length ?? 0) > 0) return refuse("pinned dice");
  for (const k of Object.keys(init.options ?? {}))
    if (!KNOWN_OPTIONS.has(k)) return refuse(`option "${k}"`);
  const die = init.options?.speedDie;
  if (die !== undefined && (typeof die !== "number" || !Number.isInteger(die) || die < 1))
    return refuse("option speedDie is not a whole number of sides");
  let state: BattleState;
  try {
    state = createGeoMarch({ ...init, seed: 0 });
  } catch (err) {
    return refuse(`setup: ${(err as Error).message}`);
  }
  return lower(state, (die as number | undefined) ?? SPEED_DIE);
}

function lower(state: BattleState, speedDie: number): Prepared {
  const x = state.x;
  const game = x.mode === "game";
  const tasks = state.tasks;
  if (game) {
    if (tasks.length !== 2 || tasks[0].k !== "gm.turn" || tasks[1].k !== "gm.start")
      return refuse("setup queues more than the game's start");
  } else if (tasks.length !== 1 || tasks[0].k !== "g.battle")
    return refuse("setup queues more than the battle (overrides)");
  if (state.mods.length > 0 || state.stack.length > 0 || state.triggers.length > 0)
    return refuse("setup has modifiers or plays");
  const content = geoMarchContent(state);
  const ids = Object.keys(state.cards);
  if (ids.length > MAX_CARDS) return refuse(`more than ${MAX_CARDS} cards`);
  const n = ids.length;
  const num = new Map<string, number>();
  for (let i = 0; i < n; i++) num.set(ids[i], i);
  // Definitions in order of first use.
  const defs: LDef[] = [];
  const defNum = new Map<string, number>();
  const def = new Int16Array(n);
  const owner = new Uint8Array(n);
  const base = new Int32Array(n * 4);
  const done = new Uint8Array(n);
  const from = new Int8Array(n).fill(-1);
  let abStride = 1;
  // Geos: a whole game's in the map's order, as the engine lists marches and summon spots (not
  // the limits' `Object.keys` order, which puts number-like ids such as "12" first); a battle's
  // as its state lists their limits.
  const limits = x.geos as Record<string, number>;
  const geos = game ? content.maps[x.map as string].geos.map((g) => g.id) : Object.keys(limits);
  if (geos.length !== Object.keys(limits).length || !geos.every((g) => Object.hasOwn(limits, g)))
    return refuse("the geos' limits are not the map's geos");
  const geoNum = new Map<string, number>();
  for (let i = 0; i < geos.length; i++) geoNum.set(geos[i], i);
  const limit = geos.map((g) => limits[g]);
  for (let i = 0; i < n; i++) {
    const c = state.cards[ids[i]];
    let d = defNum.get(c.def);
    if (d === undefined) {
      const card = Object.hasOwn(content.cards, c.def) ? content.cards[c.def] : undefined;
      if (card === undefined) return refuse(`unknown card ${c.def}`);
      d = defs.length;
      defs.push(lowerDef(c.def, card));
      defNum.set(c.def, d);
      abStride = Math.max(abStride, defs[d].abilities.length);
    }
    def[i] = d;
    owner[i] = SEAT(c.owner);
    base[i * 4] = c.base.level ?? 0;
    base[i * 4 + 1] = c.base.attack ?? 0;
    base[i * 4 + 2] = c.base.defence ?? 0;
    base[i * 4 + 3] = c.base.speed ?? 0;
    const keys = Object.keys(c.f);
    for (const k of keys) if (k !== "done" && k !== "from") return refuse(`card flag ${k}`);
    done[i] = c.f.done === true ? 1 : 0;
    if (c.f.from !== undefined) from[i] = geoNum.get(c.f.from as string) ?? -1;
    if (c.attached.length > 0 || c.zone.startsWith("@")) return refuse("cards set on units");
  }
  if (abStride > MAX_ABILITIES) return refuse(`more than ${MAX_ABILITIES} abilities on a card`);
  // Zones.
  const zoneCount = 7 + 2 * geos.length;
  const zones: number[][] = Array.from({ length: zoneCount }, () => []);
  for (const [name, list] of Object.entries(state.zones)) {
    const z = zoneNum(name, geoNum);
    if (z < 0) return refuse(`zone ${name}`);
    for (const id of list) zones[z].push(num.get(id) as number);
  }
  const zone = new Int16Array(n);
  const zoneLevel = new Int32Array(zoneCount);
  for (let z = 0; z < zoneCount; z++)
    for (const c of zones[z]) {
      zone[c] = z;
      zoneLevel[z] += base[c * 4];
    }
  // The map (whole game).
  const adjacent: number[][] = geos.map(() => []);
  const home = geos.map(() => -1);
  const outpost = geos.map(() => -1);
  const homeOf: [number, number] = [-1, -1];
  const spots: [number[], number[]] = [[], []];
  if (game) {
    const map = content.maps[x.map as string];
    for (const g of map.geos) {
      const i = geoNum.get(g.id) as number;
      adjacent[i] = g.adjacent.map((a) => geoNum.get(a) as number);
      if (g.home !== undefined) home[i] = SEAT(g.home);
      if (g.outpost !== undefined) outpost[i] = SEAT(g.outpost);
    }
    for (let s = 0; s < 2; s++) homeOf[s] = home.indexOf(s);
    for (let g = 0; g < geos.length; g++)
      for (let s = 0; s < 2; s++) if (home[g] === s || outpost[g] === s) spots[s].push(g);
  }
  let battleGeo = -1;
  let origins: number[] = [];
  let marcher = 0;
  const equips: [number, number][] = [];
  if (!game) {
    const bt = x.battle as unknown as BattleData;
    battleGeo = geoNum.get(bt.geo) as number;
    origins = bt.origins.map((g) => geoNum.get(g) as number);
    if (origins.includes(battleGeo)) return refuse("an origin geo is the contested geo");
    marcher = SEAT(bt.marcher);
    for (const [c, u] of (tasks[0].equips ?? []) as [string, string][])
      equips.push([num.get(c) as number, num.get(u) as number]);
  }
  const playedKeys: string[] = [];
  for (const seat of ["p1", "p2"]) for (const d of defs) playedKeys.push(`${seat}\t${d.id}`);
  const template: GeoTemplate = {
    ids,
    def,
    owner,
    base,
    defs,
    n,
    geos,
    limit,
    adjacent,
    home,
    outpost,
    homeOf,
    spots,
    zones,
    zone,
    zoneLevel,
    done,
    from,
    game,
    first: game ? SEAT(x.first as string) : 0,
    hand: game ? (tasks[1].hand as number) : 0,
    maxTurns: game ? (x.maxTurns as number) : 0,
    battleGeo,
    origins,
    marcher,
    equips,
    speedDie,
    abStride,
    playedKeys,
  };
  return { template, reason: null };
}

/** A zone name's number (zones.ts), or -1. */
function zoneNum(name: string, geoNum: Map<string, number>): number {
  if (name === "stack") return 6;
  const pile = /^(p[12]):(deck|hand|drop)$/.exec(name);
  if (pile !== null) return SEAT(pile[1]) * 3 + ["deck", "hand", "drop"].indexOf(pile[2]);
  const party = /^geo:(.+):(p[12])$/.exec(name);
  if (party !== null) {
    const g = geoNum.get(party[1]);
    return g === undefined ? -1 : 7 + 2 * g + SEAT(party[2]);
  }
  return -1;
}
