/**
 * The setups geo-march's lowered runtime is held to the engine on, shared by its equivalence
 * test (runtime-equivalence.test.ts) and its search test (runtime-search.test.ts): other seats,
 * decks and house options, stand-alone battles, a content pack with the rest of the effect
 * vocabulary, and random packs over the whole vocabulary.
 */
import fc from "fast-check";
import type { BattleInit, Json } from "../../src/engine/index.ts";
import { Effect, LABELS } from "../../src/systems/geo-march/schema.ts";
import { effectArb, NAME } from "../packs/random-pack.ts";

/** A setup and its options (the seed is the test's). */
export type GeoInit = Omit<BattleInit, "seed">;

/** p2 first, swapped decks, a d10 speed die, a shorter game and smaller hands. */
export const P2_FIRST: GeoInit = {
  setup: {
    start: "game",
    first: "p2",
    hand: 4,
    maxTurns: 20,
    p1: { deck: "bulwark-deck" },
    p2: { deck: "vanguard-deck" },
  },
  options: { speedDie: 10 },
};

/**
 * A card effect allowing fast summons (seed 004 l.19): p1's Herald Drummer lets p1 fast-summon
 * unmarked units; p2, without one, only its marked Mirror Sprite.
 */
export const FAST_GRANT: GeoInit = {
  setup: {
    geo: { id: "ridge", limit: 9 },
    p1: { party: ["herald-drummer"], hand: ["hill-giant", "plain-lancer", "storm-hawk"] },
    p2: { party: ["bronze-guard"], hand: ["hill-giant", "mirror-sprite"] },
  },
};

/** A stand-alone battle from two origins, with equipment and done units, a d4 speed die. */
export const TWO_ORIGINS: GeoInit = {
  setup: {
    geo: { id: "ridge", limit: 9 },
    from: [
      { id: "camp", limit: 3 },
      { id: "fort", limit: 4 },
    ],
    marcher: "p2",
    p1: {
      party: [{ card: "thorn-knight", equip: ["tower-shield"] }, "mirror-sprite", "war-drummer"],
      hand: ["parry", "stumble", "banner-bearer", "gale-runner", "snare-net"],
    },
    p2: {
      party: [
        { card: "plain-lancer", from: "fort" },
        { card: "frost-witch", done: true },
        { card: "ember-wolf", from: "fort", equip: ["long-spear"] },
      ],
      hand: ["storm-hawk", "wind-boots", "battle-cry", "quick-step", "war-banner", "fireball"],
    },
  },
  options: { speedDie: 4 },
};

/** A pack with what the shipped decks leave out: ready, defeat, enemy-front, rolled amounts. */
export const PACK: Json = {
  system: "geo-march",
  cards: [
    {
      id: "rt-reaper",
      type: "unit",
      name: { ja: "刈", zh: "刈", en: "Reaper" },
      level: 2,
      attack: 2,
      defence: 3,
      fast: true,
      abilities: [
        {
          timing: ["normal", "counter"],
          perBattle: 1,
          effects: [
            { do: "defeat", to: "enemy-front" },
            { do: "modify", to: "own", attack: "roll", speed: -1 },
          ],
          roll: 3,
        },
        {
          timing: ["counter-attack"],
          target: { side: "any" },
          effects: [{ do: "exhaust", to: "target" }],
        },
      ],
    },
    {
      id: "rt-horn",
      type: "unit",
      name: { ja: "角", zh: "角", en: "Horn" },
      level: 1,
      attack: 1,
      defence: 1,
      speed: 1,
      abilities: [
        {
          timing: ["speed", "normal"],
          action: true,
          target: { side: "own" },
          effects: [
            { do: "ready", to: "target" },
            { do: "speed", who: "opponent", amount: -1 },
          ],
        },
      ],
    },
  ],
  decks: [
    {
      id: "rt-deck",
      name: { ja: "試", zh: "试", en: "Test" },
      cards: {
        "rt-reaper": 3,
        "rt-horn": 3,
        "second-wind": 2,
        "dice-shaman": 2,
        "frost-witch": 1,
        "wind-boots": 2,
        "flame-blade": 1,
        fireball: 2,
        "dispel-ward": 1,
        "storm-hawk": 2,
        "hill-giant": 1,
      },
    },
  ],
};

// ── random packs over the whole effect vocabulary (as test/packs/properties.test.ts) ──
const small = (min: number, max: number) => fc.integer({ min, max });
const unit = (i: number): fc.Arbitrary<Json> =>
  fc.record({
    id: fc.constant(`prop-${i}`),
    type: fc.constant("unit"),
    name: fc.constant(NAME),
    level: small(0, 3),
    attack: small(0, 6),
    defence: small(0, 6),
    speed: small(-2, 2),
    fast: fc.boolean(),
    abilities: fc.array(
      fc.record(
        {
          timing: fc.subarray([...LABELS], { minLength: 1, maxLength: 2 }),
          action: fc.boolean(),
          perBattle: small(1, 2),
          roll: small(2, 6),
          target: fc.record({ side: fc.constantFrom("any", "own", "enemy") }),
          effects: fc.array(effectArb(Effect, "do"), { minLength: 1, maxLength: 2 }),
        },
        // No count and no 【行動】: the schema takes it only when its effects run out.
        { requiredKeys: ["timing", "action", "roll", "effects"] },
      ),
      { maxLength: 2 },
    ),
  }) as fc.Arbitrary<Json>;
/** Random packs of six units over the whole effect vocabulary, with a deck of them. */
export const randomPack = fc.tuple(...[0, 1, 2, 3, 4, 5].map(unit)).map((cards) => ({
  system: "geo-march",
  cards,
  decks: [
    {
      id: "prop-deck",
      name: NAME,
      cards: {
        ...Object.fromEntries(cards.map((_, i) => [`prop-${i}`, 3])),
        "second-wind": 2,
        "snare-net": 1,
        parry: 1,
        "wind-boots": 1,
        "flame-blade": 1,
      },
    },
  ],
}));

/** A game between a content pack's deck and a shipped one. */
export const PACK_GAME: GeoInit = {
  setup: { start: "game", p1: { deck: "rt-deck" }, p2: { deck: "bulwark-deck" } },
  options: { content: [PACK] },
};

/** A game with random pack `p`'s deck against a shipped one. */
export function randomPackGame(p: Json): GeoInit {
  return {
    setup: { start: "game", p1: { deck: "prop-deck" }, p2: { deck: "bulwark-deck" } },
    options: { content: [p] },
  };
}

/**
 * A pack map whose geo ids look like numbers ("12", "3", "40"): an object keyed by them lists
 * them first (`Object.keys`), the engine goes by the map's order — the runtime must number its
 * geos in the map's order, or its march and summon options come in another order.
 */
export const NUMBERED_MAP: Json = {
  system: "geo-march",
  maps: [
    {
      id: "rt-numbered",
      name: NAME,
      geos: [
        { id: "north", name: NAME, limit: 8, adjacent: ["12", "3"], home: "p1" },
        { id: "12", name: NAME, limit: 5, adjacent: ["north", "mid"], outpost: "p1" },
        { id: "3", name: NAME, limit: 4, adjacent: ["north", "mid", "south"] },
        { id: "mid", name: NAME, limit: 6, adjacent: ["12", "3", "40"] },
        { id: "40", name: NAME, limit: 5, adjacent: ["mid", "south"], outpost: "p2" },
        { id: "south", name: NAME, limit: 8, adjacent: ["40", "3"], home: "p2" },
      ],
    },
  ],
};

/** A whole game on the numbered map. */
export const NUMBERED_MAP_GAME: GeoInit = {
  setup: {
    start: "game",
    map: "rt-numbered",
    p1: { deck: "vanguard-deck" },
    p2: { deck: "bulwark-deck" },
  },
  options: { content: [NUMBERED_MAP] },
};
