/** Formation (GEO-10, GEO-11) and speed (GEO-20…22), driven through the public API. */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { act, battle, card, events, idle, options, player } from "./helpers.ts";

describe("GEO-10 formation change: marcher first, then defender; the top card is the front", () => {
  test("GEO-10 the marcher orders first, then the defender, naming units from the front", () => {
    const b = battle(
      {
        p1: { party: ["plain-lancer", "clay-soldier", "reed-archer"] },
        p2: { party: ["bronze-guard", "stone-sentry"] },
      },
      [6, 1],
    );
    assert.equal(b.pending?.seat, "p1");
    assert.equal(b.pending?.prompt.k, "prompt.formation");
    assert.deepEqual(player(b, "p1").formation, [
      "plain-lancer-1",
      "clay-soldier-1",
      "reed-archer-1",
    ]);
    assert.deepEqual(options(b), [
      "front:plain-lancer-1",
      "front:clay-soldier-1",
      "front:reed-archer-1",
      "end",
    ]);
    act(b, "p1", "front:reed-archer-1");
    assert.deepEqual(options(b), ["front:plain-lancer-1", "front:clay-soldier-1", "end"]);
    act(b, "p1", "front:clay-soldier-1");
    // Two placed, the last place is fixed: p1's formation is done without a third decision.
    assert.deepEqual(player(b, "p1").formation, [
      "reed-archer-1",
      "clay-soldier-1",
      "plain-lancer-1",
    ]);
    assert.equal(card(b, "reed-archer-1").pos, 0);
    assert.equal(card(b, "plain-lancer-1").pos, 2);
    assert.equal(b.pending?.seat, "p2");
    assert.equal(b.pending?.prompt.k, "prompt.formation");
    act(b, "p2", "front:stone-sentry-1");
    const last = events(b, "formation")
      .filter((e) => e.seat === "p2")
      .at(-1);
    assert.deepEqual(last?.order, ["stone-sentry-1", "bronze-guard-1"]);
    assert.equal(events(b, "speed-roll").length, 2, "the speed roll follows the formations");
  });

  test("GEO-10 a party of one is not asked to order itself", () => {
    const b = battle({ p1: { party: ["plain-lancer"] }, p2: { party: ["bronze-guard"] } }, [6, 1]);
    // Nothing to decide anywhere: the battle runs through to its end without a decision.
    assert.equal(b.pending, null);
    assert.equal(b.state.history.length, 0);
    assert.notEqual(b.result, null);
  });
});

describe("GEO-11 attack damage reaches units from the front", () => {
  test("GEO-11 reordering decides which unit an attack of 5 defeats", () => {
    for (const [front, lost] of [
      ["reed-archer-1", "reed-archer-1"],
      ["clay-soldier-1", "clay-soldier-1"],
    ] as const) {
      const b = battle(
        {
          p1: { party: ["iron-ogre"] },
          p2: { party: ["reed-archer", "clay-soldier"] },
        },
        [6, 1],
      );
      if (front === "clay-soldier-1") act(b, "p2", "front:clay-soldier-1");
      idle(b);
      assert.equal(card(b, lost).zone, "p2:drop");
      assert.equal(events(b, "defeated").length, 1, "5 damage stops at the second unit");
      assert.equal(events(b, "defeated")[0].card, lost, "the front unit is hit first");
    }
  });
});

describe("GEO-20 speed: a die each plus the party's speed modifiers; higher goes first", () => {
  test("GEO-20 marcher 2 + speed (wolf +1, hawk +2) = 5 beats defender 4 + ogre −1 = 3", () => {
    const b = battle(
      { p1: { party: ["ember-wolf", "storm-hawk"] }, p2: { party: ["iron-ogre"] } },
      [2, 4],
    );
    idle(b, (bb) => events(bb, "first").length > 0);
    assert.deepEqual(
      events(b, "speed-roll").map((e) => [e.seat, e.die, e.total]),
      [
        ["p1", 2, 5],
        ["p2", 4, 3],
      ],
    );
    assert.equal(events(b, "first")[0].seat, "p1");
    assert.equal(player(b, "p1").first, true);
  });

  test("GEO-20 equipment speed counts: Wind Boots (+2) turn 3 vs 4 into 5 vs 4", () => {
    const b = battle(
      {
        p1: { party: [{ card: "plain-lancer", equip: ["wind-boots"] }] },
        p2: { party: ["bronze-guard"] },
      },
      [3, 4],
    );
    assert.deepEqual(options(b), ["unequip:wind-boots-1", "end"]);
    idle(b);
    assert.equal(events(b, "first")[0].seat, "p1");
  });

  test("GEO-20 the higher defender goes first and its normal timing and attack come first", () => {
    const b = battle({ p1: { party: ["plain-lancer"] }, p2: { party: ["bronze-guard"] } }, [1, 6]);
    assert.equal(events(b, "first")[0].seat, "p2");
    const attacks = events(b, "attack").map((e) => e.seat);
    assert.deepEqual(attacks, ["p2", "p1"]);
  });
});

describe("GEO-21 equal totals lead to the melee timing", () => {
  test("GEO-21 3 + 1 (wolf) = 4 against 4: melee, nobody goes first", () => {
    const b = battle({ p1: { party: ["ember-wolf"] }, p2: { party: ["bronze-guard"] } }, [3, 4]);
    assert.equal(events(b, "melee").length, 1);
    assert.equal(events(b, "first").length, 0);
    assert.equal(events(b, "normal-timing").length, 0);
  });
});

describe("GEO-22 after the roll: [反撃：スピード限定] and [スピード] plays, marcher first", () => {
  test("GEO-22 the marcher is asked first; only speed-labelled plays are offered", () => {
    const b = battle(
      {
        p1: {
          party: ["wind-dancer", "war-drummer"],
          hand: ["quick-step", "parry", "snare-net", "battle-cry"],
        },
        p2: { party: ["gale-runner"], hand: ["stumble", "dispel-ward"] },
      },
      [3, 5],
    );
    idle(b, (bb) => bb.pending?.prompt.k === "prompt.respond");
    assert.equal(b.pending?.seat, "p1", "the marcher has priority");
    // [反撃：スピード限定] (wind dancer, quick step) and [通常/反撃/スピード] (war drummer); never
    // plain [反撃] (parry), [反撃：攻撃限定] (snare net) or [通常] (battle cry).
    assert.deepEqual(options(b), [
      "use:wind-dancer-1.0",
      "use:war-drummer-1.0",
      "skill:quick-step-1",
      "pass",
    ]);
    act(b, "p1", "pass");
    assert.equal(b.pending?.seat, "p2");
    assert.deepEqual(options(b), ["use:gale-runner-1.0", "skill:stumble-1", "pass"]);
  });

  test("GEO-22 a speed play changes the result: 3 + 1 + 2 (quick step) = 6 beats 5", () => {
    const b = battle(
      { p1: { party: ["wind-dancer"], hand: ["quick-step"] }, p2: { party: ["bronze-guard"] } },
      [3, 5],
    );
    act(b, "p1", "skill:quick-step-1");
    idle(b, (bb) => events(bb, "speed-result").length > 0);
    assert.deepEqual(events(b, "speed-result")[0], { t: "speed-result", marcher: 6, defender: 5 });
    assert.equal(events(b, "first")[0].seat, "p1");
  });

  test("GEO-22 the defender's answer (Stumble −2) resolves first and the marcher may answer it", () => {
    const b = battle(
      {
        p1: { party: ["wind-dancer"], hand: ["quick-step"] },
        p2: { party: ["bronze-guard"], hand: ["stumble"] },
      },
      [5, 4],
    );
    act(b, "p1", "pass");
    act(b, "p2", "skill:stumble-1");
    act(b, "p1", "skill:quick-step-1");
    // p2 has nothing left to play and passes without a decision; p1 must pass too.
    act(b, "p1", "pass");
    assert.deepEqual(
      events(b, "speed-bonus").map((e) => [e.seat, e.delta]),
      [
        ["p1", "+2"],
        ["p1", "−2"],
      ],
      "last in, first out",
    );
    // The window reopens on the result, the marcher first: still the wind dancer to use.
    assert.equal(b.pending?.seat, "p1");
    act(b, "p1", "pass");
    assert.deepEqual(events(b, "speed-result")[0], { t: "speed-result", marcher: 6, defender: 4 });
  });
});
