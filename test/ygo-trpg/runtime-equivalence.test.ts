/**
 * The lowered runtime (src/systems/ygo-trpg/runtime/) plays exactly the engine's games: both are
 * driven with the same index chooser, and at every decision they must ask the same seat with the
 * same option ids in the same order; at the end, the same result, round count and simulation
 * figures (life lost per seat and by seat, cards played). Over the bench's new game, the other
 * shipped characters and encounters, and every shipped scenario's setup (without its script and
 * dice). Setups the runtime cannot play are refused with a reason (then the engine plays them).
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { BattleInit } from "../../src/engine/index.ts";
import { ygoTrpgAnalysis } from "../../src/systems/ygo-trpg/analysis/index.ts";
import { YGO_TRPG_NEW_GAME, ygoTrpg } from "../../src/systems/ygo-trpg/index.ts";
import { prepareYgoTrpg, startLowered } from "../../src/systems/ygo-trpg/runtime/index.ts";
import { compareGames } from "../conformance/lowered-games.ts";
import { frostHall, NEW_GAME, OFF, OTHER_SETUPS, scenarioSetups } from "./runtime-setups.ts";

/** Plays `seeds` games of `init` on both and compares them; returns the decisions compared. */
function compare(init: Omit<BattleInit, "seed">, seeds: number[], cap = 3000): number {
  const p = prepareYgoTrpg({ ...init, seed: 0 });
  assert.equal(p.reason, null, `prepare refused: ${p.reason}`);
  const t = p.template;
  assert.ok(t !== null);
  const start = (seed: number) => startLowered(t, seed);
  return compareGames({ system: ygoTrpg, analysis: ygoTrpgAnalysis, start, init, seeds, cap })
    .decisions;
}

const range = (from: number, n: number): number[] => Array.from({ length: n }, (_, i) => from + i);

describe("the lowered runtime plays the engine's games", () => {
  test("the bench's new game (Akane and Shiro in the wyrm's lair): 300 seeds, every decision", () => {
    assert.ok(compare(NEW_GAME, range(1, 300)) > 20_000);
  });

  test("the other characters and encounters: three players, one player, carried life", () => {
    compare(OTHER_SETUPS.three, range(500, 80));
    compare(OTHER_SETUPS.one, range(700, 80));
    compare(OTHER_SETUPS.twoOf, range(900, 60));
  });

  test("a content pack (scenarios/ygo-trpg/packs/frost-hall.yaml: a boss with an end-phase drain)", () => {
    compare(frostHall(), range(1100, 60));
  });

  test("every shipped scenario's setup (mid-round starts, fields, set cards, overrides, packs)", () => {
    const { accepted, refused } = scenarioSetups();
    for (const [, init] of accepted) compare(init, range(1, 15));
    const played = accepted.length;
    assert.ok(played >= 30, `only ${played} scenarios played; refused: ${refused.join("; ")}`);
  });

  test("what the runtime cannot play is refused with a reason", () => {
    const refused = (init: Omit<BattleInit, "seed">) => prepareYgoTrpg({ ...init, seed: 1 }).reason;
    const setup = YGO_TRPG_NEW_GAME;
    assert.equal(refused({ setup }), "GM tools on");
    assert.equal(refused({ setup, options: { gmTools: true } }), "GM tools on");
    assert.equal(refused({ setup, options: OFF, pinned: [3] }), "pinned dice");
    assert.equal(refused({ setup, options: OFF, ids: "opaque" }), 'card ids "opaque"');
    assert.equal(refused({ setup, options: OFF, ids: "readable" }), null);
    assert.equal(refused({ setup, options: { ...OFF, houseRule: 1 } }), 'option "houseRule"');
    assert.match(
      String(
        refused({ setup: { players: { p1: { character: "nobody" } }, gm: {} }, options: OFF }),
      ),
      /^setup: .*unknown character/,
    );
    assert.equal(refused({ setup, options: OFF }), null);
  });
});
