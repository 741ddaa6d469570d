/**
 * Building a geo-march state from a setup. `start: battle` (the default) begins a battle at
 * once: the contested geo and its limit, the marcher's origin geo, both parties (units by content
 * id or a ready-made party, listed front first = formation) and hands.
 */
import { z } from "zod";
import {
  type BattleInit,
  type BattleState,
  type Json,
  newState,
  SetupError,
} from "../../engine/index.ts";
import { checkData } from "../shared/data-file.ts";
import { newBattle } from "./battle-state.ts";
import { cardMaker } from "./card-maker.ts";
import { GEO_MARCH_CONTENT } from "./content/index.ts";
import { createGame } from "./game-setup.ts";
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
    hand: z.array(CardEntry).optional(),
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
    hand: z.number().int().min(0).default(5),
    /** Turns before the game is called a draw (a guard for bots; the seed sets none). */
    maxTurns: z.number().int().min(1).default(40),
    p1: z.object({ deck: z.string() }).strict(),
    p2: z.object({ deck: z.string() }).strict(),
  })
  .strict();
export type GameSetup = z.infer<typeof GameSetup>;

/** The setup block of geo-march: a battle (default) or a whole game. */
export const GeoMarchSetup = z.union([BattleSetup, GameSetup]);
export type GeoMarchSetup = z.infer<typeof GeoMarchSetup>;

/** Builds the initial state: a whole game (`start: game`) or a battle. */
export function createGeoMarch(init: BattleInit): BattleState {
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
  const state = newState("geo-march", init.seed, [...SEATS], init.options ?? {});
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
  state.x = { mode: "battle", battle: battle as unknown as Json, geos };
  const equips: [string, string][] = [];
  for (const seat of SEATS) {
    const side = setup[seat];
    for (const pile of ["hand", "drop"] as const) state.zones[pileOf(seat, pile)] = [];
    state.zones[partyZone(setup.geo.id, seat)] = [];
    for (const g of origins) state.zones[partyZone(g.id, seat)] ??= [];
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
      if (seat === setup.marcher) {
        const from = ("from" in e ? e.from : undefined) ?? origins[0].id;
        if (!origins.some((g) => g.id === from))
          throw new SetupError(`${path}.from`, `"${from}" is not one of the origin geos`);
        state.cards[id].f.from = from;
      }
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
