/**
 * Building a geo-march state from a setup. `start: battle` (the default) begins a battle at
 * once: the contested geo and its limit, the marcher's origin geo, both parties (units by content
 * id or a ready-made party, listed front first = formation) and hands.
 */
import { z } from "zod";
import {
  type BattleInit,
  type BattleState,
  newState,
  ownCard,
  ownFlags,
  SetupError,
} from "../../engine/index.ts";
import { checkData } from "../shared/data-file.ts";
import { type Override, overrideBase, queueOverrides } from "../shared/overrides.ts";
import { fromTemplate } from "../shared/setup-template.ts";
import { type BattleX, newBattle } from "./battle-state.ts";
import { cardMaker } from "./card-maker.ts";
import { GEO_MARCH_STORE } from "./content/index.ts";
import { createGame } from "./game-setup.ts";
import { MAX_TURNS, OPENING_HAND } from "./rule-numbers.ts";
import { cardsOf, partyZone, pileOf, SEATS, STACK_ZONE } from "./zones.ts";

const Id = z.string().regex(/^[\w-]+$/);
const CardEntry = z.union([z.string(), z.object({ card: z.string(), id: Id.optional() }).strict()]);
/** A unit's printed values set by hand (logged as `override` events): a unit no card has. */
const UnitStats = {
  level: z.number().int().min(0).optional(),
  attack: z.number().int().optional(),
  defence: z.number().int().optional(),
  speed: z.number().int().optional(),
};
const HandEntry = z.union([
  z.string(),
  z.object({ card: z.string(), id: Id.optional(), ...UnitStats }).strict(),
]);
const UnitEntry = z.union([
  z.string(),
  z
    .object({
      card: z.string(),
      id: Id.optional(),
      ...UnitStats,
      /** Already action-complete (行動完了). */
      done: z.boolean().optional(),
      /** Equipment already on it. */
      equip: z.array(CardEntry).optional(),
      /** The marcher's unit: which origin geo it marched from (default: the first). */
      from: Id.optional(),
    })
    .strict(),
]);

const SideSetup = z
  .object({
    /** Units front first (the formation), or a party id from the content. */
    party: z.union([z.string(), z.array(UnitEntry)]).default([]),
    /** Cards in hand (a content party's hand is used when `party` names one and this is absent). */
    hand: z.array(HandEntry).optional(),
  })
  .strict();

const Geo = z
  .object({ id: Id.default("battlefield"), limit: z.number().int().min(0).default(99) })
  .strict();

/** The setup block of a stand-alone battle. */
export const BattleSetup = z
  .object({
    start: z.literal("battle").default("battle"),
    /** The contested geo (進軍先) and its limit (リミット). */
    geo: Geo.default({ id: "battlefield", limit: 99 }),
    /** The marcher's origin geo(s) (進軍前のジオ), where a failed march returns. */
    from: z.union([Geo, z.array(Geo).min(1)]).default({ id: "camp", limit: 99 }),
    /** Who marches (進軍側); the other defends. */
    marcher: z.enum(SEATS).default("p1"),
    p1: SideSetup.default({ party: [] }),
    p2: SideSetup.default({ party: [] }),
  })
  .strict();
export type BattleSetup = z.infer<typeof BattleSetup>;

/** The setup block of a whole game (GEO-70): a map from the content and a deck per seat. */
export const GameSetup = z
  .object({
    start: z.literal("game"),
    map: z.string().default("twin-valleys"),
    /** Who takes the first turn. */
    first: z.enum(SEATS).default("p1"),
    /** Opening hand size. */
    hand: z.number().int().min(0).default(OPENING_HAND),
    /** Turns before the game is called a draw (a guard for bots; the seed sets none). */
    maxTurns: z.number().int().min(1).default(MAX_TURNS),
    p1: z.object({ deck: z.string() }).strict(),
    p2: z.object({ deck: z.string() }).strict(),
  })
  .strict();
export type GameSetup = z.infer<typeof GameSetup>;

/** The setup block of geo-march: a battle (default) or a whole game. */
export const GeoMarchSetup = z.union([BattleSetup, GameSetup]);
export type GeoMarchSetup = z.infer<typeof GeoMarchSetup>;

/**
 * Builds the initial state: a whole game (`start: game`) or a battle (a copy of the one built
 * before for the same setup and options).
 */
export function createGeoMarch(init: BattleInit): BattleState {
  return fromTemplate(init, buildGeoMarch, GEO_MARCH_STORE.stateOptions(init.options));
}

function buildGeoMarch(init: BattleInit): BattleState {
  const raw = init.setup as { start?: unknown } | null;
  if (raw !== null && typeof raw === "object" && raw.start === "game") {
    const checked = checkData(raw, GameSetup);
    if ("issues" in checked)
      throw new SetupError(checked.issues[0].path, checked.issues[0].message);
    return createGame(init, checked.data);
  }
  const checked = checkData(init.setup ?? {}, BattleSetup);
  if ("issues" in checked) throw new SetupError(checked.issues[0].path, checked.issues[0].message);
  const setup = checked.data;
  const state = newState(
    "geo-march",
    init.seed,
    [...SEATS],
    GEO_MARCH_STORE.stateOptions(init.options),
  );
  const content = GEO_MARCH_STORE.of(state);
  const CARDS = cardsOf(state);
  const make = cardMaker(state, init.ids);
  state.zones[STACK_ZONE] = [];
  const origins = Array.isArray(setup.from) ? setup.from : [setup.from];
  const battle = newBattle(
    setup.geo.id,
    setup.geo.limit,
    origins.map((g) => g.id),
    setup.marcher,
  );
  const geos: Record<string, number> = { [setup.geo.id]: setup.geo.limit };
  for (const g of origins) geos[g.id] = g.limit;
  const x: BattleX = { mode: "battle", battle, geos };
  state.x = x;
  const equips: [string, string][] = [];
  const overrides: Override[] = [];
  for (const seat of SEATS) {
    const side = setup[seat];
    for (const pile of ["hand", "drop"] as const) state.zones[pileOf(seat, pile)] = [];
    state.zones[partyZone(setup.geo.id, seat)] = [];
    for (const g of origins) state.zones[partyZone(g.id, seat)] ??= [];
    let units = side.party;
    let hand = side.hand;
    if (typeof units === "string") {
      const party = Object.hasOwn(content.parties, units) ? content.parties[units] : undefined;
      if (party === undefined)
        throw new SetupError(
          `${seat}.party`,
          `unknown party "${units}" (known: ${Object.keys(content.parties).join(", ")})`,
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
      overrides.push(...overrideUnit(state, id, e, path));
      ownFlags(ownCard(state, id)).done = "done" in e && e.done === true;
      if (seat === setup.marcher) {
        const from = ("from" in e ? e.from : undefined) ?? origins[0].id;
        if (!origins.some((g) => g.id === from))
          throw new SetupError(`${path}.from`, `"${from}" is not one of the origin geos`);
        ownFlags(ownCard(state, id)).from = from;
      }
      if ("equip" in e)
        (e.equip ?? []).forEach((q, j) => {
          const at = `${path}.equip[${j}]`;
          // Only equipment is set on a unit (the seed's 装備): a skill or unit listed here would
          // be played as if it were one.
          const card = typeof q === "string" ? q : q.card;
          if (CARDS[card]?.type !== undefined && CARDS[card].type !== "equip")
            throw new SetupError(at, `"${card}" is not equipment`);
          equips.push([make(q, seat, STACK_ZONE, at), id]);
        });
      return id;
    });
    state.zones[zone] = ids.reverse();
    (hand ?? []).forEach((h, i) => {
      const path = `${seat}.hand[${i}]`;
      const e = typeof h === "string" ? { card: h } : h;
      const id = make({ card: e.card, id: e.id }, seat, pileOf(seat, "hand"), path);
      // A hand is its owner's to see: so is what was changed in it.
      overrides.push(...overrideUnit(state, id, e, path, seat));
    });
    const lv = ids.reduce((n, id) => n + state.cards[id].base.level, 0);
    if (lv > setup.geo.limit)
      throw new SetupError(
        `${seat}.party`,
        `total level ${lv} exceeds the geo's limit ${setup.geo.limit}`,
      );
  }
  state.tasks.push({ k: "g.battle", equips: equips.map(([c, u]) => [c, u]) });
  queueOverrides(state, overrides);
  return state;
}

/** A unit's printed values set by hand; only units have them. Returns the changes. */
function overrideUnit(
  state: BattleState,
  id: string,
  e: { level?: number; attack?: number; defence?: number; speed?: number },
  path: string,
  only?: string,
): Override[] {
  const values = { level: e.level, attack: e.attack, defence: e.defence, speed: e.speed };
  if (Object.values(values).every((v) => v === undefined)) return [];
  if (cardsOf(state)[state.cards[id].def].type !== "unit")
    throw new SetupError(path, `"${state.cards[id].def}" is not a unit: only units have stats`);
  return overrideBase(state.cards[id], values, only);
}
