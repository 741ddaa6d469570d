/**
 * Building a geo-march state from a setup. `start: battle` (the default) begins a battle at
 * once: the contested geo and its limit, the marcher's origin geo, both parties (units by content
 * id or a ready-made party, listed front first = formation) and hands.
 */
import { z } from "zod";
import {
  addCard,
  type BattleInit,
  type BattleState,
  newState,
  SetupError,
} from "../../engine/index.ts";
import { checkData } from "../shared/data-file.ts";
import type { BattleData } from "./battle-state.ts";
import { GEO_MARCH_CONTENT } from "./content/index.ts";
import type { Card } from "./schema.ts";
import { CARDS, partyZone, pileOf, SEATS, STACK_ZONE } from "./zones.ts";

const Id = z.string().regex(/^[\w-]+$/);
const CardEntry = z.union([z.string(), z.object({ card: z.string(), id: Id.optional() }).strict()]);
const UnitEntry = z.union([
  z.string(),
  z
    .object({
      card: z.string(),
      id: Id.optional(),
      /** Already action-complete (行動完了). */
      done: z.boolean().optional(),
      /** Equipment already on it. */
      equip: z.array(CardEntry).optional(),
    })
    .strict(),
]);

const SideSetup = z
  .object({
    /** Units front first (the formation), or a party id from the content. */
    party: z.union([z.string(), z.array(UnitEntry)]).default([]),
    /** Cards in hand (a content party's hand is used when `party` names one and this is absent). */
    hand: z.array(CardEntry).optional(),
  })
  .strict();

const Geo = z
  .object({ id: Id.default("battlefield"), limit: z.number().int().min(0).default(99) })
  .strict();

/** The setup block of a geo-march battle. */
export const GeoMarchSetup = z
  .object({
    start: z.literal("battle").default("battle"),
    /** The contested geo (進軍先) and its limit (リミット). */
    geo: Geo.default({ id: "battlefield", limit: 99 }),
    /** The marcher's origin geo (進軍前のジオ), where a failed march returns. */
    from: Geo.default({ id: "camp", limit: 99 }),
    /** Who marches (進軍側); the other defends. */
    marcher: z.enum(SEATS).default("p1"),
    p1: SideSetup.default({ party: [] }),
    p2: SideSetup.default({ party: [] }),
  })
  .strict();
export type GeoMarchSetup = z.infer<typeof GeoMarchSetup>;

/** Printed values as base stats. */
export function baseStats(def: Card): Record<string, number> {
  if (def.type !== "unit") return {};
  return { level: def.level, attack: def.attack, defence: def.defence, speed: def.speed };
}

/** Creates cards with readable ids (`ember-wolf-1`, …) unless the setup names one. */
function cardMaker(state: BattleState) {
  const counts: Record<string, number> = {};
  return (entry: z.infer<typeof CardEntry>, owner: string, zone: string, path: string): string => {
    const e = typeof entry === "string" ? { card: entry } : entry;
    const def = CARDS[e.card];
    if (def === undefined) throw new SetupError(path, `unknown card "${e.card}"`);
    let id = e.id;
    if (id === undefined) {
      do {
        counts[e.card] = (counts[e.card] ?? 0) + 1;
        id = `${e.card}-${counts[e.card]}`;
      } while (state.cards[id] !== undefined);
    }
    if (state.cards[id] !== undefined) throw new SetupError(path, `card id "${id}" is used twice`);
    addCard(state, { id, def: e.card, owner, zone, base: baseStats(def), f: {} });
    return id;
  };
}

/** Builds the initial state of a battle. */
export function createGeoMarch(init: BattleInit): BattleState {
  const checked = checkData(init.setup ?? {}, GeoMarchSetup);
  if ("issues" in checked) throw new SetupError(checked.issues[0].path, checked.issues[0].message);
  const setup = checked.data;
  const state = newState("geo-march", init.seed, [...SEATS], init.options ?? {});
  const make = cardMaker(state);
  const defender = setup.marcher === "p1" ? "p2" : "p1";
  state.zones[STACK_ZONE] = [];
  const battle: BattleData = {
    geo: setup.geo.id,
    limit: setup.geo.limit,
    from: setup.from.id,
    fromLimit: setup.from.limit,
    marcher: setup.marcher,
    defender,
    phase: "fast-summon",
    first: null,
    roll: { p1: 0, p2: 0 },
    bonus: { p1: 0, p2: 0 },
    attacking: null,
    participants: [],
    cause: setup.marcher,
    resolved: false,
    summoned: [],
    melee: false,
  };
  state.x = {
    battle,
    geos: { [setup.geo.id]: setup.geo.limit, [setup.from.id]: setup.from.limit },
  };
  const equips: [string, string][] = [];
  for (const seat of SEATS) {
    const side = setup[seat];
    for (const pile of ["hand", "drop"] as const) state.zones[pileOf(seat, pile)] = [];
    state.zones[partyZone(setup.geo.id, seat)] = [];
    state.zones[partyZone(setup.from.id, seat)] ??= [];
    let units = side.party;
    let hand = side.hand;
    if (typeof units === "string") {
      const party = GEO_MARCH_CONTENT.parties[units];
      if (party === undefined)
        throw new SetupError(
          `${seat}.party`,
          `unknown party "${units}" (known: ${Object.keys(GEO_MARCH_CONTENT.parties).join(", ")})`,
        );
      units = party.units;
      hand ??= party.hand;
    }
    const zone = partyZone(setup.geo.id, seat);
    // Listed front first; the zone runs bottom → top with the front on top.
    const ids = units.map((u, i) => {
      const path = `${seat}.party[${i}]`;
      const e = typeof u === "string" ? { card: u } : u;
      if (CARDS[e.card]?.type !== undefined && CARDS[e.card].type !== "unit")
        throw new SetupError(path, `"${e.card}" is not a unit`);
      const id = make({ card: e.card, id: e.id }, seat, zone, path);
      state.cards[id].f.done = "done" in e && e.done === true;
      if ("equip" in e)
        (e.equip ?? []).forEach((q, j) => {
          equips.push([make(q, seat, STACK_ZONE, `${path}.equip[${j}]`), id]);
        });
      return id;
    });
    state.zones[zone] = ids.reverse();
    (hand ?? []).forEach((h, i) => {
      make(h, seat, pileOf(seat, "hand"), `${seat}.hand[${i}]`);
    });
    const lv = ids.reduce((n, id) => n + state.cards[id].base.level, 0);
    if (lv > setup.geo.limit)
      throw new SetupError(
        `${seat}.party`,
        `total level ${lv} exceeds the geo's limit ${setup.geo.limit}`,
      );
  }
  state.tasks.push({ k: "g.battle", equips: equips.map(([c, u]) => [c, u]) });
  return state;
}
