/**
 * The lowered runtime (src/systems/vision/runtime/) plays exactly the engine's games: both are
 * driven with the same index chooser, and at every decision they must ask the same seat with the
 * same option ids in the same order; at the end, the same result, turn count and simulation
 * figures (life lost per seat and by seat, cards played). Over the starter decks, another pairing
 * with house rules, a content pack, and random packs drawn from the whole effect vocabulary.
 * Setups the runtime cannot play are refused with a reason (then the engine plays them).
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { BattleInit } from "../../src/engine/index.ts";
import { visionAnalysis } from "../../src/systems/vision/analysis/index.ts";
import { vision } from "../../src/systems/vision/index.ts";
import {
  prepareVision,
  RuntimeLoopError,
  startLowered,
} from "../../src/systems/vision/runtime/index.ts";
import { KW_OVERFLOW } from "../../src/systems/vision/runtime/mods.ts";
import { compareGames } from "../conformance/lowered-games.ts";
import {
  FROST_PAIRING,
  HOUSE_RULES,
  LISTED,
  MOON_MIRROR,
  PROP_DECKS,
  range,
  STARTER,
} from "./runtime-setups.ts";

/** Plays `seeds` battles of `init` on both and compares them; returns the decisions compared. */
function compare(init: Omit<BattleInit, "seed">, seeds: number[], cap = 5000): number {
  const p = prepareVision({ ...init, seed: 0 });
  assert.equal(p.reason, null, `prepare refused: ${p.reason}`);
  const t = p.template;
  assert.ok(t !== null);
  // A random pack may make a game that never ends (a free ability that readies itself): it is
  // compared up to the cap, like the simulator's decision cap.
  return compareGames({
    system: vision,
    analysis: visionAnalysis,
    start: (seed) => startLowered(t, seed),
    init,
    seeds,
    cap,
    // The engine refuses a loop (checks that never settle): the runtime must stop there too.
    engineError: (err, r, i, at) =>
      assert.throws(() => r.choose(i), RuntimeLoopError, `${at}: the engine threw ${err}`),
    // Past what its integers hold, the runtime stops and the simulator replays the battle on the
    // engine (src/sim/play-one.ts): allowed, but only for that reason.
    runtimeError: (err, at) =>
      assert.ok(err instanceof RuntimeLoopError && err.message === KW_OVERFLOW, `${at}: ${err}`),
  }).decisions;
}

describe("the lowered runtime plays the engine's games", () => {
  test("starter decks (the shipped new game): 200 seeds, every decision", () => {
    assert.ok(compare({ setup: STARTER }, range(1, 200)) > 15_000);
  });

  test("another pairing, p2 first, with house rules (hand limit 5, first player draws, life 12)", () => {
    compare(HOUSE_RULES, range(1000, 100));
    compare(MOON_MIRROR, range(1, 60));
  });

  test("a setup that lists a deck (unshuffled), a hand, nodes (one asleep), a grave and life", () => {
    compare(LISTED, range(1, 40));
  });

  test("an authored pack (test/packs/good/frost-deck.yaml: a new card and a replaced one)", () => {
    compare(FROST_PAIRING(), range(1, 80));
  });

  test("random packs over the whole effect vocabulary: 20 packs × 4 seeds", () => {
    let decisions = 0;
    for (const [i, init] of PROP_DECKS(20).entries()) {
      decisions += compare(init, range(i * 100, 4), 400);
    }
    assert.ok(decisions > 5000, `only ${decisions} decisions compared`);
  });

  test("what the runtime cannot play is refused with a reason", () => {
    const refused = (init: Omit<BattleInit, "seed">) => prepareVision({ ...init, seed: 1 }).reason;
    assert.equal(refused({ setup: STARTER, pinned: [3] }), "pinned dice");
    assert.equal(refused({ setup: STARTER, ids: "opaque" }), "opaque card ids");
    assert.equal(refused({ setup: STARTER, options: { houseRule: 1 } }), 'option "houseRule"');
    assert.equal(
      refused({ setup: { start: "main", p1: { deck: ["cirno"] }, p2: { deck: ["cirno"] } } }),
      "setup starts in a main phase",
    );
    assert.equal(
      refused({
        setup: { p1: { deck: "starter-moon", field: ["cirno"] }, p2: { deck: "starter-moon" } },
      }),
      "setup puts characters on the field",
    );
    assert.match(
      String(refused({ setup: { p1: { deck: "no-such-deck" } } })),
      /^setup: .*unknown deck/,
    );
    assert.equal(refused({ setup: STARTER }), null);
  });
});
