/**
 * The lowered runtime (src/systems/ygo-trpg/runtime/) plays exactly the engine's games: both are
 * driven with the same index chooser, and at every decision they must ask the same seat with the
 * same option ids in the same order; at the end, the same result, round count and simulation
 * figures (life lost per seat and by seat, cards played). Over the bench's new game, the other
 * shipped characters and encounters, and every shipped scenario's setup (without its script and
 * dice). Setups the runtime cannot play are refused with a reason (then the engine plays them).
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { parse } from "yaml";
import type { BattleInit, Json } from "../../src/engine/index.ts";
import { ygoTrpgAnalysis } from "../../src/systems/ygo-trpg/analysis/index.ts";
import { YGO_TRPG_NEW_GAME, ygoTrpg } from "../../src/systems/ygo-trpg/index.ts";
import { prepareYgoTrpg, startLowered } from "../../src/systems/ygo-trpg/runtime/index.ts";
import { compareGames } from "../conformance/lowered-games.ts";

const OFF = { gmTools: false };

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
    assert.ok(compare({ setup: YGO_TRPG_NEW_GAME, options: OFF }, range(1, 300)) > 20_000);
  });

  test("the other characters and encounters: three players, one player, carried life", () => {
    const three = {
      players: {
        p1: { character: "akane" },
        p2: { character: "shiro" },
        p3: { character: "midori" },
      },
      gm: { encounter: "haunted-pass" },
    };
    compare({ setup: three, options: OFF }, range(500, 80));
    const one = {
      players: { p1: { character: "midori", life: 12 } },
      gm: { encounter: "goblin-ambush" },
    };
    compare({ setup: one, options: OFF }, range(700, 80));
    const twoOf = {
      players: { p2: { character: "akane" }, p4: { character: "midori" } },
      gm: { encounter: "wyrm-lair" },
    };
    compare({ setup: twoOf, options: OFF }, range(900, 60));
  });

  test("a content pack (scenarios/ygo-trpg/packs/frost-hall.yaml: a boss with an end-phase drain)", () => {
    const frost = parse(readFileSync("scenarios/ygo-trpg/packs/frost-hall.yaml", "utf8")) as Json;
    const setup = {
      players: { p1: { character: "kaede" }, p2: { character: "shiro" } },
      gm: { encounter: "frost-hall" },
    };
    compare({ setup, options: { ...OFF, content: [frost] } }, range(1100, 60));
  });

  test("every shipped scenario's setup (mid-round starts, fields, set cards, overrides, packs)", () => {
    const dir = "scenarios/ygo-trpg";
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) =>
      f.endsWith(".yaml"),
    );
    let played = 0;
    const refused: string[] = [];
    for (const f of files) {
      const sc = parse(readFileSync(`${dir}/${f}`, "utf8")) as Record<string, Json>;
      if (sc.setup === undefined || sc.system !== "ygo-trpg") continue;
      const options = { ...((sc.options ?? {}) as Record<string, Json>), ...OFF };
      if (sc.content !== undefined) continue;
      const init = { setup: sc.setup, options };
      const p = prepareYgoTrpg({ ...init, seed: 0 });
      if (p.reason !== null) {
        refused.push(`${f}: ${p.reason}`);
        continue;
      }
      compare(init, range(1, 15));
      played++;
    }
    assert.ok(played >= 30, `only ${played} scenarios played; refused: ${refused.join("; ")}`);
  });

  test("what the runtime cannot play is refused with a reason", () => {
    const refused = (init: Omit<BattleInit, "seed">) => prepareYgoTrpg({ ...init, seed: 1 }).reason;
    const setup = YGO_TRPG_NEW_GAME;
    assert.equal(refused({ setup }), "GM tools on");
    assert.equal(refused({ setup, options: { gmTools: true } }), "GM tools on");
    assert.equal(refused({ setup, options: OFF, pinned: [3] }), "pinned dice");
    assert.equal(refused({ setup, options: OFF, ids: "opaque" }), 'card ids "opaque"');
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
