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
import { compareGames } from "../conformance/lowered-games.ts";
import {
  FAST_GRANT,
  NUMBERED_MAP_GAME,
  P2_FIRST,
  PACK_GAME,
  randomPack,
  randomPackGame,
  TWO_ORIGINS,
} from "./runtime-setups.ts";

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

describe("the lowered runtime plays the engine's games", () => {
  test("the shipped new game (the bench's): 200 seeds, every decision", () => {
    assert.ok(compare({ setup: GEO_MARCH_NEW_GAME }, range(1, 200)) > 15_000);
  });

  test("p2 first, swapped decks, a d10 speed die, a shorter game and smaller hands", () => {
    compare(P2_FIRST, range(1000, 100));
  });

  test("stand-alone battles: the sample, and two origins with equipment and done units", () => {
    compare({ setup: GEO_MARCH_SAMPLE_BATTLE }, range(1, 150));
    compare(TWO_ORIGINS, range(1, 150));
  });

  test("GEO-02 a card effect allowing fast summons (Herald Drummer): unmarked units offered alike", () => {
    compare(FAST_GRANT, range(1, 150));
  });

  test("a content pack: ready, defeat, the enemy front, rolled amounts, any-side targets", () => {
    compare(PACK_GAME, range(1, 120));
  });

  test("a map with number-like geo ids: geos in the map's order, not Object.keys order", () => {
    compare(NUMBERED_MAP_GAME, range(1, 120));
  });

  test("random packs over the whole effect vocabulary: 20 packs × 4 seeds", () => {
    const packs = fc.sample(randomPack, { seed: 20261201, numRuns: 40 });
    let played = 0;
    let decisions = 0;
    for (const [i, p] of packs.entries()) {
      const init = randomPackGame(p as unknown as Json);
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
