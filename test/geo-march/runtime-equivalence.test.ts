/**
 * The lowered runtime (src/systems/geo-march/runtime/) plays exactly the engine's games: both
 * are driven with the same index chooser, and at every decision they must ask the same seat with
 * the same option ids in the same order; at the end, the same result, turn count and simulation
 * figures (levels defeated per seat and by seat, cards played). Over the shipped new game,
 * other seats / decks / house options, stand-alone battles, and a content pack with the rest
 * of the effect vocabulary. Setups the runtime cannot play are refused with a reason.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import type { BattleInit, Json } from "../../src/engine/index.ts";
import { geoMarchAnalysis } from "../../src/systems/geo-march/analysis/index.ts";
import {
  GEO_MARCH_NEW_GAME,
  GEO_MARCH_SAMPLE_BATTLE,
  geoMarch,
} from "../../src/systems/geo-march/index.ts";
import { prepareGeoMarch, startLowered } from "../../src/systems/geo-march/runtime/index.ts";
import { Effect, LABELS } from "../../src/systems/geo-march/schema.ts";
import { compareGames } from "../conformance/lowered-games.ts";
import { effectArb, NAME } from "../packs/random-pack.ts";

/** Plays `seeds` games of `init` on both and compares them; returns the decisions compared. */
function compare(init: Omit<BattleInit, "seed">, seeds: number[], cap = 5000): number {
  const p = prepareGeoMarch({ ...init, seed: 0 });
  assert.equal(p.reason, null, `prepare refused: ${p.reason}`);
  const t = p.template;
  assert.ok(t !== null);
  const start = (seed: number) => startLowered(t, seed);
  return compareGames({ system: geoMarch, analysis: geoMarchAnalysis, start, init, seeds, cap })
    .decisions;
}

const range = (from: number, n: number): number[] => Array.from({ length: n }, (_, i) => from + i);

/** A pack with what the shipped decks leave out: ready, defeat, enemy-front, rolled amounts. */
const PACK: Json = {
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
const randomPack = fc.tuple(...range(0, 6).map(unit)).map((cards) => ({
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

describe("the lowered runtime plays the engine's games", () => {
  test("the shipped new game (the bench's): 200 seeds, every decision", () => {
    assert.ok(compare({ setup: GEO_MARCH_NEW_GAME }, range(1, 200)) > 15_000);
  });

  test("p2 first, swapped decks, a d10 speed die, a shorter game and smaller hands", () => {
    const setup = {
      start: "game",
      first: "p2",
      hand: 4,
      maxTurns: 20,
      p1: { deck: "bulwark-deck" },
      p2: { deck: "vanguard-deck" },
    };
    compare({ setup, options: { speedDie: 10 } }, range(1000, 100));
  });

  test("stand-alone battles: the sample, and two origins with equipment and done units", () => {
    compare({ setup: GEO_MARCH_SAMPLE_BATTLE }, range(1, 150));
    const setup: Json = {
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
    };
    compare({ setup, options: { speedDie: 4 } }, range(1, 150));
  });

  test("a content pack: ready, defeat, the enemy front, rolled amounts, any-side targets", () => {
    const setup = { start: "game", p1: { deck: "rt-deck" }, p2: { deck: "bulwark-deck" } };
    compare({ setup, options: { content: [PACK] } }, range(1, 120));
  });

  test("random packs over the whole effect vocabulary: 20 packs × 4 seeds", () => {
    const packs = fc.sample(randomPack, { seed: 20261201, numRuns: 40 });
    let played = 0;
    let decisions = 0;
    for (const [i, p] of packs.entries()) {
      const init = {
        setup: { start: "game", p1: { deck: "prop-deck" }, p2: { deck: "bulwark-deck" } },
        options: { content: [p as unknown as Json] },
      };
      // A pack the content schema refuses (a free ability that could repeat) is skipped.
      if (prepareGeoMarch({ ...init, seed: 0 }).reason !== null) continue;
      if (++played > 20) break;
      decisions += compare(init, range(i * 100, 4));
    }
    assert.ok(played >= 10, `only ${played} packs accepted`);
    assert.ok(decisions > 2000, `only ${decisions} decisions compared`);
  });

  test("what the runtime cannot play is refused with a reason", () => {
    const refused = (init: Omit<BattleInit, "seed">) =>
      prepareGeoMarch({ ...init, seed: 1 }).reason;
    const setup = GEO_MARCH_NEW_GAME;
    assert.equal(refused({ setup, pinned: [3] }), "pinned dice");
    assert.equal(refused({ setup, ids: "opaque" }), "opaque card ids");
    assert.equal(refused({ setup, options: { houseRule: 1 } }), 'option "houseRule"');
    assert.equal(
      refused({ setup, options: { speedDie: "d6" } }),
      "option speedDie is not a whole number of sides",
    );
    assert.equal(
      refused({ setup: { p1: { party: [{ card: "plain-lancer", attack: 9 }] } } }),
      "setup queues more than the battle (overrides)",
    );
    assert.match(
      String(refused({ setup: { start: "game", p1: { deck: "nope" }, p2: { deck: "nope" } } })),
      /^setup: .*unknown deck/,
    );
    assert.equal(refused({ setup }), null);
  });
});
