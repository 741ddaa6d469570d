/** Fast-summon timing (GEO-01…03), driven through the public API. */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { act, battle, card, events, idle, idleTrace, options, player } from "./helpers.ts";

describe("GEO-01 fast-summon timing runs the marcher's three steps, then the defender's", () => {
  test("GEO-01 order: marcher summon → equip → declare, then defender summon → equip → declare, then formation", () => {
    const hand = ["storm-hawk", "long-spear", "war-banner"];
    const b = battle({
      p1: { party: ["plain-lancer", "clay-soldier"], hand },
      p2: { party: ["bronze-guard", "reed-archer"], hand },
    });
    const trace = idleTrace(b).filter((x) => !x.endsWith("prompt.respond"));
    assert.deepEqual(trace.slice(0, 8), [
      "p1 prompt.fs-summon",
      "p1 prompt.fs-equip",
      "p1 prompt.fs-declare",
      "p2 prompt.fs-summon",
      "p2 prompt.fs-equip",
      "p2 prompt.fs-declare",
      "p1 prompt.formation",
      "p2 prompt.formation",
    ]);
  });

  test("GEO-01 with p2 marching, p2's three steps come first", () => {
    const hand = ["storm-hawk", "long-spear", "war-banner"];
    const b = battle({
      marcher: "p2",
      p1: { party: ["plain-lancer"], hand },
      p2: { party: ["bronze-guard"], hand },
    });
    const trace = idleTrace(b);
    assert.deepEqual(trace.slice(0, 6), [
      "p2 prompt.fs-summon",
      "p2 prompt.fs-equip",
      "p2 prompt.fs-declare",
      "p1 prompt.fs-summon",
      "p1 prompt.fs-equip",
      "p1 prompt.fs-declare",
    ]);
  });

  test("GEO-01 a step may be used repeatedly; equipment can be equipped and then discarded (破棄)", () => {
    const b = battle({
      p1: { party: ["plain-lancer"], hand: ["long-spear", "tower-shield"] },
      p2: { party: ["bronze-guard"] },
    });
    act(b, "p1", "equip:long-spear-1@plain-lancer-1");
    assert.equal(card(b, "plain-lancer-1").attack, 6);
    act(b, "p1", "equip:tower-shield-1@plain-lancer-1");
    assert.equal(card(b, "plain-lancer-1").defence, 7);
    act(b, "p1", "unequip:long-spear-1");
    assert.equal(card(b, "plain-lancer-1").attack, 4, "the discarded spear no longer counts");
    assert.equal(card(b, "long-spear-1").zone, "p1:drop");
    assert.deepEqual(card(b, "plain-lancer-1").attached, ["tower-shield-1"]);
  });

  test("GEO-01 a card declared at the fast-summon timing resolves (after a counter window) before the defender's steps", () => {
    const b = battle({
      p1: { party: ["plain-lancer"], hand: ["war-banner"] },
      p2: { party: ["bronze-guard"], hand: ["storm-hawk"] },
    });
    act(b, "p1", "skill:war-banner-1");
    assert.equal(card(b, "plain-lancer-1").attack, 5, "resolved before the defender is asked");
    assert.equal(b.pending?.prompt.k, "prompt.fs-summon");
    assert.equal(b.pending?.seat, "p2");
  });
});

describe("GEO-02 fast summon: any geo, only units with the fast-summon mark", () => {
  test("GEO-02 only marked units in hand are offered; an unmarked unit never is", () => {
    const b = battle({
      p1: { party: ["plain-lancer"], hand: ["storm-hawk", "hill-giant", "ember-wolf"] },
      p2: { party: ["bronze-guard"] },
    });
    assert.deepEqual(options(b), ["summon:storm-hawk-1", "summon:ember-wolf-1", "end"]);
    act(b, "p1", "summon:ember-wolf-1");
    assert.equal(card(b, "ember-wolf-1").zone, "geo:battlefield:p1");
    assert.equal(
      card(b, "ember-wolf-1").done,
      false,
      "GEO-44 summoned units start action-incomplete",
    );
    assert.equal(player(b, "p1").units, 2);
    assert.deepEqual(options(b), ["summon:storm-hawk-1", "end"]);
  });
});

describe("GEO-03 the party's total level stays within the geo's limit, fast summons too", () => {
  test("GEO-03 a unit whose level would pass the limit is not offered; one that fits exactly is", () => {
    const b = battle({
      geo: { id: "pass", limit: 4 },
      p1: { party: ["plain-lancer", "clay-soldier"], hand: ["ember-wolf", "storm-hawk"] },
      p2: { party: ["bronze-guard"] },
    });
    // Levels 2 + 1 = 3 of 4: the wolf (2) does not fit, the hawk (1) does.
    assert.deepEqual(options(b), ["summon:storm-hawk-1", "end"]);
    act(b, "p1", "summon:storm-hawk-1");
    // At the limit the summon step has nothing more to offer and ends by itself.
    assert.equal(b.pending?.prompt.k, "prompt.formation");
    assert.equal(events(b, "fast-summon")[0].level, 4);
    idle(b);
  });

  test("GEO-03 a setup whose party is over the limit is refused", () => {
    assert.throws(
      () => battle({ geo: { limit: 3 }, p1: { party: ["hill-giant"] }, p2: { party: [] } }),
      /exceeds the geo's limit/,
    );
  });
});
