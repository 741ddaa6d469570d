/**
 * The round (YGT-10…12, YGT-31): six phases in order, the strategy phase (quick-play spells only,
 * hands shown), the charge table's four cases, and the end phase.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { viewFor } from "../../src/engine/index.ts";
import {
  act,
  assertIllegal,
  battle,
  card,
  events,
  lines,
  options,
  player,
  position,
  skipTo,
} from "./helpers.ts";

describe("YGT-10 strategy → charge → summon → spell/trap → battle → end, then strategy again", () => {
  test("YGT-10 a whole round runs the six phases in order and the next round starts with strategy", () => {
    const b = battle(
      position("strategy", { monsterHand: ["moss-beetle"] }, { field: ["cavern-goblin"] }),
      [3, 3],
    );
    skipTo(b, (bb) => (bb.state.x.round as number) === 3);
    const phases = events(b, "phase").map((e) => `${e.round}:${e.phase}`);
    assert.deepEqual(phases.slice(0, 7), [
      "2:strategy",
      "2:charge",
      "2:summon",
      "2:spell-trap",
      "2:battle",
      "2:end",
      "3:strategy",
    ]);
  });
});

describe("YGT-11 strategy phase: plan, show hands, quick-play spells only", () => {
  test("YGT-11 only quick-play spells are offered; a normal spell is refused", () => {
    const b = battle(
      position(
        "strategy",
        { itemHand: ["swift-wind", "ember-bolt"], field: ["gale-hawk"] },
        { field: ["cavern-goblin"] },
      ),
    );
    assert.deepEqual(options(b), ["activate:swift-wind-1@gale-hawk-1", "reveal", "ready"]);
    assertIllegal(b, "p1", "activate:ember-bolt-1@cavern-goblin-1");
    act(b, "p1", "activate:swift-wind-1@gale-hawk-1");
    assert.equal(card(b, "gale-hawk-1").atk, 1900);
  });
  test("YGT-11 a player may show both hands to the other players (not the GM), once per phase", () => {
    const b = battle(
      position(
        "strategy",
        { monsterHand: ["moss-beetle"], itemHand: ["ember-bolt"] },
        { field: ["cavern-goblin"] },
        { p2: { character: "shiro", monsterDeck: [], itemDeck: [] } },
      ),
    );
    act(b, "p1", "reveal");
    const e = events(b, "reveal")[0];
    assert.deepEqual([e.monsters, e.items], [["moss-beetle"], ["ember-bolt"]]);
    const seen = viewFor(b, "p2").log.find((x) => x.t === "reveal");
    assert.deepEqual(seen?.monsters, ["moss-beetle"], "the other players see the shown cards");
    // 「他プレイヤー達と…お互いの手札を見せ合う」: among the players; the GM plays against them.
    assert.equal(
      viewFor(b, "gm").log.find((x) => x.t === "reveal"),
      undefined,
    );
    assert.equal(JSON.stringify(viewFor(b, "gm")).includes("moss-beetle"), false);
    assert.equal(
      viewFor(b, null).log.find((x) => x.t === "reveal"),
      undefined,
      "nor spectators",
    );
    assert.ok(!options(b).includes("reveal"));
    assert.ok(
      lines(b, "ja").some((l) =>
        l.includes("手札を見せた：モンスター［苔むす甲虫］道具［火の粉の矢］"),
      ),
    );
  });
});

describe("YGT-12 the charge table", () => {
  const at = (monsters: number, items: number) =>
    battle(
      position(
        "charge",
        {
          monsterHand: Array(monsters).fill("moss-beetle"),
          itemHand: Array(items).fill("ember-bolt"),
          monsterDeck: Array(6).fill("gale-hawk"),
          itemDeck: Array(3).fill("swift-wind"),
        },
        { field: ["cavern-goblin"] },
      ),
    );
  test("YGT-12 monsters ≤ 4 and items ≥ 4: monsters up to 5 only", () => {
    const b = at(2, 4);
    assert.deepEqual(options(b), ["charge:monster", "charge:none"]);
    act(b, "p1", "charge:monster");
    assert.equal(player(b, "p1").monsterHand, 5);
    assert.equal(player(b, "p1").itemHand, 4);
  });
  test("YGT-12 monsters ≤ 4 and items ≤ 3: monsters up to 5, or exactly one item", () => {
    const b = at(4, 3);
    assert.deepEqual(options(b), ["charge:monster", "charge:item", "charge:none"]);
    act(b, "p1", "charge:item");
    assert.equal(player(b, "p1").itemHand, 4);
    assert.equal(player(b, "p1").monsterHand, 4);
  });
  test("YGT-12 monsters ≥ 5 and items ≤ 3: no charge, nobody is asked", () => {
    const b = at(5, 1);
    assert.equal(events(b, "no-charge")[0].seat, "p1");
    assert.notEqual(b.pending?.prompt.k, "prompt.charge");
  });
  test("YGT-12 monsters ≥ 5 and items ≥ 4 (reading): no charge either", () => {
    const b = at(6, 4);
    assert.equal(events(b, "no-charge").length, 1);
    assert.equal(player(b, "p1").monsterHand, 6);
  });
  test("YGT-12 charging is optional", () => {
    const b = at(0, 0);
    act(b, "p1", "charge:none");
    assert.equal(player(b, "p1").monsterHand, 0);
    assert.equal(events(b, "charge-skip").length, 1);
  });
});

describe("YGT-31 end phase", () => {
  test("YGT-31 'end phase' effects resolve with no decision; this turn's boosts end; strategy follows", () => {
    const b = battle(
      position(
        "end",
        { life: 20, field: ["gale-hawk"] },
        { field: ["obsidian-wyrm-lord"], st: [{ card: "sanctuary-grove", faceUp: true }] },
        {},
      ),
    );
    // The GM's face-up field spell heals only the GM's allies (none); the boss drains every player.
    assert.equal(player(b, "p1").life, 19);
    assert.equal(b.pending?.prompt.k, "prompt.strategy");
    assert.deepEqual(
      events(b)
        .slice(events(b).findIndex((e) => e.t === "phase" && e.phase === "end"))
        .map((e) => e.t)
        .slice(0, 4),
      ["phase", "end-effect", "life-loss", "end-effect"],
    );
  });
  test("YGT-31 a boost from this turn is gone after the end phase", () => {
    const b = battle(
      position(
        "strategy",
        { itemHand: ["swift-wind"], field: ["gale-hawk"] },
        { field: ["cavern-goblin"] },
      ),
      [3, 3, 3, 3],
    );
    act(b, "p1", "activate:swift-wind-1@gale-hawk-1");
    assert.equal(card(b, "gale-hawk-1").atk, 1900);
    skipTo(b, (bb) => (bb.state.x.round as number) === 3);
    assert.equal(card(b, "gale-hawk-1").atk, 1400);
    assert.equal(events(b, "boosts-end").length, 1);
  });
});
