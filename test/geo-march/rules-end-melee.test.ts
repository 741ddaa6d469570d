/** End of battle (GEO-50…54) and melee (GEO-60), driven through the public API. */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { act, assertEventOrder, battle, card, events, idle, options } from "./helpers.ts";

describe("GEO-50 at the end of the battle effects end and every unit becomes action-incomplete", () => {
  test("GEO-50 battle cry's +1 is gone and the attackers are action-incomplete again", () => {
    const b = battle(
      { p1: { party: ["plain-lancer"], hand: ["battle-cry"] }, p2: { party: ["shield-golem"] } },
      [6, 1],
    );
    idle(b, (bb) => bb.pending?.prompt.k === "prompt.normal");
    act(b, "p1", "skill:battle-cry-1");
    // Lancer 5 < golem 7, golem 2 < lancer 4: both remain, the lancer goes back to camp.
    assert.deepEqual(events(b, "attack-damage")[0].total, 5, "the +1 counted in the battle");
    assert.equal(events(b, "battle-end").length, 1);
    assert.deepEqual(
      events(b, "done").map((e) => e.card),
      ["plain-lancer-1", "shield-golem-1"],
    );
    assert.equal(
      card(b, "shield-golem-1").done,
      false,
      "the golem attacked and is incomplete again",
    );
    assert.equal(card(b, "plain-lancer-1").zone, "geo:camp:p1");
    assert.equal(card(b, "plain-lancer-1").attack, 4, "the skill's effect ended");
    assert.equal(card(b, "plain-lancer-1").done, false);
  });

  test("GEO-50 equipment is not an effect: it stays on after the battle", () => {
    const b = battle(
      {
        p1: { party: [{ card: "plain-lancer", equip: ["long-spear"] }] },
        p2: { party: ["hill-giant"] },
      },
      [6, 1],
    );
    idle(b);
    assert.equal(card(b, "plain-lancer-1").attack, 6);
  });
});

describe("GEO-51…54 the four outcomes", () => {
  test("GEO-51 only the marcher's units remain: the march succeeds and they hold the geo", () => {
    const b = battle(
      { p1: { party: ["plain-lancer", "plain-lancer"] }, p2: { party: ["clay-soldier"] } },
      [6, 1],
    );
    idle(b);
    assert.deepEqual(b.result, {
      winner: "p1",
      outcome: "march-success",
      reason: { k: "reason.only-marcher", p: { winner: "p1" } },
    });
    assert.equal(card(b, "plain-lancer-1").zone, "geo:battlefield:p1");
    assert.equal(events(b, "retreat").length, 0);
  });

  test("GEO-52 only the defender's units remain: the march fails, the defence succeeds", () => {
    const b = battle({ p1: { party: ["clay-soldier"] }, p2: { party: ["hill-giant"] } }, [6, 1]);
    idle(b);
    assert.deepEqual(b.result, {
      winner: "p2",
      outcome: "defence-success",
      reason: { k: "reason.only-defender", p: { winner: "p2" } },
    });
  });

  test("GEO-53 both remain: the marcher's survivors go back to the origin geo", () => {
    const b = battle(
      {
        from: { id: "camp", limit: 2 },
        p1: { party: ["clay-soldier"], hand: ["storm-hawk"] },
        p2: { party: ["shield-golem"] },
      },
      [6, 1],
    );
    act(b, "p1", "summon:storm-hawk-1");
    idle(b, (bb) => bb.pending?.prompt.k === "prompt.over-limit");
    // 2 + 2 = 4 < 7: the golem stays; its 2 < the hawk's 2? 2 ≥ 2: the hawk (front) is defeated.
    assert.equal(card(b, "storm-hawk-1").zone, "p1:drop");
    assert.equal(b.result?.outcome, "defence-success");
    assert.equal(card(b, "clay-soldier-1").zone, "geo:camp:p1");
    assert.deepEqual(b.result?.reason, { k: "reason.both-remain", p: { winner: "p2" } });
  });

  test("GEO-53 over the limit: the marcher chooses units to discard until the origin fits", () => {
    const b = battle(
      {
        from: { id: "camp", limit: 2 },
        p1: { party: ["clay-soldier"], hand: ["ember-wolf"] },
        p2: { party: ["shield-golem"] },
      },
      [6, 1],
    );
    act(b, "p1", "summon:ember-wolf-1");
    idle(b, (bb) => bb.pending?.prompt.k === "prompt.over-limit");
    // 2 + 4 = 6 < 7 and 2 < 3: both sides remain; levels 1 + 2 = 3 over the camp's 2.
    assert.equal(b.pending?.seat, "p1");
    assert.deepEqual(options(b).sort(), ["discard:clay-soldier-1", "discard:ember-wolf-1"]);
    assert.equal(card(b, "ember-wolf-1").zone, "geo:camp:p1", "the summoned wolf went back too");
    act(b, "p1", "discard:ember-wolf-1");
    assert.equal(card(b, "ember-wolf-1").zone, "p1:drop");
    assert.equal(card(b, "clay-soldier-1").zone, "geo:camp:p1");
    assert.deepEqual(b.result, {
      winner: "p2",
      outcome: "defence-success",
      reason: { k: "reason.both-remain", p: { winner: "p2" } },
    });
  });

  test("GEO-53 from two origin geos: each marcher goes back where it came from; the marcher places the summoned unit", () => {
    const b = battle(
      {
        from: [
          { id: "camp", limit: 9 },
          { id: "hill", limit: 1 },
        ],
        p1: {
          party: [
            { card: "clay-soldier", from: "camp" },
            { card: "reed-archer", from: "hill" },
          ],
          hand: ["storm-hawk"],
        },
        p2: { party: [{ card: "shield-golem", equip: ["tower-shield"] }] },
      },
      [6, 1],
    );
    act(b, "p1", "summon:storm-hawk-1");
    act(b, "p2", "end");
    act(b, "p1", "front:clay-soldier-1");
    act(b, "p1", "end");
    idle(b, (bb) => bb.pending?.prompt.k === "prompt.return");
    // 2 + 3 + 2 = 7 < 10 and the golem's 2 < the soldier's 3: both remain.
    assert.equal(card(b, "clay-soldier-1").zone, "geo:camp:p1");
    assert.equal(card(b, "reed-archer-1").zone, "geo:hill:p1");
    assert.equal(b.pending?.seat, "p1");
    assert.deepEqual(options(b), ["return:storm-hawk-1@camp", "return:storm-hawk-1@hill"]);
    act(b, "p1", "return:storm-hawk-1@hill");
    // Hill: 1 + 1 = 2 over its limit 1: the marcher discards one of the units there.
    assert.equal(b.pending?.prompt.k, "prompt.over-limit");
    assert.deepEqual(options(b).sort(), ["discard:reed-archer-1", "discard:storm-hawk-1"]);
    act(b, "p1", "discard:reed-archer-1");
    assert.equal(card(b, "storm-hawk-1").zone, "geo:hill:p1");
    assert.equal(b.result?.outcome, "defence-success");
  });

  test("GEO-54 neither remains: the march fails and the defence succeeds", () => {
    const b = battle({ p1: { party: ["plain-lancer"] }, p2: { party: ["plain-lancer"] } }, [3, 3]);
    idle(b);
    assert.equal(card(b, "plain-lancer-1").zone, "p1:drop");
    assert.equal(card(b, "plain-lancer-2").zone, "p2:drop");
    assert.deepEqual(b.result, {
      winner: "p2",
      outcome: "defence-success",
      reason: { k: "reason.none-remain", p: { winner: "p2" } },
    });
  });
});

describe("GEO-60 melee: every card loses its text; both sides attack at once; then the battle ends", () => {
  test("GEO-60 equipment stops counting: a spear-armed lancer (6) hits for its base 4 against defence 5", () => {
    const b = battle(
      {
        p1: { party: [{ card: "plain-lancer", equip: ["long-spear"] }] },
        p2: { party: ["stone-sentry"] },
      },
      [3, 3],
    );
    idle(b);
    assert.equal(events(b, "melee").length, 1);
    assert.deepEqual(
      events(b, "attack-damage").map((e) => [e.seat, e.total]),
      [
        ["p1", 4],
        ["p2", 1],
      ],
    );
    assert.equal(card(b, "stone-sentry-1").zone, "geo:battlefield:p2");
  });

  test("GEO-60 effects used in the speed timing are lost; no play is offered after the roll", () => {
    const b = battle(
      {
        p1: { party: ["war-drummer", "clay-soldier"], hand: ["battle-cry", "snare-net"] },
        p2: { party: ["reed-archer"] },
      },
      [4, 4],
    );
    idle(b, (bb) => bb.pending?.prompt.k === "prompt.respond");
    act(b, "p1", "use:war-drummer-1.0");
    idle(b);
    assertEventOrder(b, [
      { t: "modified", card: "clay-soldier-1", stat: "attack", now: 3 },
      { t: "melee" },
    ]);
    assert.equal(events(b, "normal-timing").length, 0);
    assert.equal(events(b, "attack-damage")[0].total, 4, "2 + 2 at base: the +1s are gone");
    assert.equal(card(b, "reed-archer-1").zone, "p2:drop", "4 ≥ 4");
    assert.equal(events(b, "skill").length, 0);
  });

  test("GEO-60 simultaneous: both fronts fall together; action-complete units stay out", () => {
    const b = battle(
      {
        p1: { party: ["plain-lancer", { card: "hill-giant", done: true }] },
        p2: { party: ["plain-lancer"] },
      },
      [3, 3],
    );
    idle(b);
    assertEventOrder(b, [
      { t: "attack-damage", seat: "p1", units: ["plain-lancer-1"], total: 4 },
      { t: "attack-damage", seat: "p2", units: ["plain-lancer-2"], total: 4 },
      { t: "defeated", card: "plain-lancer-2" },
      { t: "defeated", card: "plain-lancer-1" },
    ]);
    assert.equal(card(b, "hill-giant-1").zone, "geo:battlefield:p1");
    assert.equal(b.result?.outcome, "march-success", "the giant sat out and remains");
  });
});
