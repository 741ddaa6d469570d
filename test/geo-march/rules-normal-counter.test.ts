/** Normal timing and counter chains (GEO-30…33), driven through the public API. */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { act, assertEventOrder, battle, card, events, idle, options } from "./helpers.ts";

/** Idles to the first player's normal timing. */
function toNormal(setup: Parameters<typeof battle>[0], dice = [6, 1]) {
  const b = battle(setup, dice);
  idle(b, (bb) => bb.pending?.prompt.k === "prompt.normal");
  return b;
}

describe("GEO-30 in the first player's normal timing only the first player uses [通常] plays, repeatedly", () => {
  test("GEO-30 p1 (first) is offered its [通常] plays and attack; p2's [通常] fireball is not offered then", () => {
    const b = toNormal({
      p1: { party: ["frost-witch", "plain-lancer"], hand: ["battle-cry", "parry"] },
      p2: { party: ["shield-golem", "bronze-guard"], hand: ["fireball"] },
    });
    assert.equal(b.pending?.seat, "p1");
    assert.deepEqual(options(b), [
      "use:frost-witch-1.0@shield-golem-1",
      "use:frost-witch-1.0@bronze-guard-1",
      "skill:battle-cry-1",
      "attack",
    ]);
    act(b, "p1", "skill:battle-cry-1");
    // p2's fireball is [通常]: it cannot answer (not a [反撃]); p2 passes without a decision.
    // Every player may counter, the one who acted too: p1 may answer its own play with a parry.
    assert.equal(b.pending?.seat, "p1");
    assert.equal(b.pending?.prompt.k, "prompt.respond");
    act(b, "p1", "pass");
    assert.equal(
      b.pending?.prompt.k,
      "prompt.normal",
      "back in p1's normal timing: any number of uses",
    );
    assert.equal(card(b, "plain-lancer-1").attack, 5);
    act(b, "p1", "use:frost-witch-1.0@bronze-guard-1");
    assert.equal(card(b, "bronze-guard-1").zone, "geo:battlefield:p2", "5 defence > 3 damage");
    assert.ok(!options(b).some((o) => o.startsWith("use:frost-witch")), "an 【行動】 is used once");
  });

  test("GEO-30 with no [通常] play the timing passes without a decision and the attack follows", () => {
    const b = battle(
      { p1: { party: ["plain-lancer"] }, p2: { party: ["clay-soldier"], hand: ["fireball"] } },
      [6, 1],
    );
    assert.equal(events(b, "attack")[0].seat, "p1");
    assert.equal(b.state.history.length, 0, "p1 attacked without being asked");
    // p2's own normal timing (GEO-45) offers its fireball: that is the first decision.
    assert.equal(b.pending?.seat, "p2");
    assert.deepEqual(options(b), ["skill:fireball-1@plain-lancer-1", "attack"]);
  });
});

describe("GEO-31 counters: the opponent of the acting player first, counters on counters, LIFO", () => {
  test("GEO-31 a counter to p1's play: p2 first, then p1 may counter the counter; resolution is LIFO", () => {
    const b = toNormal({
      p1: { party: ["frost-witch", "thorn-knight"] },
      p2: { party: ["reed-archer", "bronze-guard"], hand: ["parry"] },
    });
    act(b, "p1", "use:frost-witch-1.0@reed-archer-1");
    assert.equal(b.pending?.seat, "p2", "priority to the opponent of the player who acted");
    assert.ok(options(b).includes("skill:parry-1@reed-archer-1"));
    act(b, "p2", "skill:parry-1@reed-archer-1");
    assert.equal(b.pending?.seat, "p1", "a counter to the counter: p1 now");
    assert.ok(options(b).includes("use:thorn-knight-1.0"));
    act(b, "p1", "use:thorn-knight-1.0");
    // Nobody has anything left to play: both pass without a decision and the chain resolves.
    assertEventOrder(b, [
      { t: "resolve", seat: "p1" },
      { t: "modified", card: "thorn-knight-1", stat: "defence" },
      { t: "resolve", seat: "p2" },
      { t: "modified", card: "reed-archer-1", stat: "defence" },
      { t: "resolve", seat: "p1" },
      { t: "effect-damage", card: "reed-archer-1", amount: 3, defence: 7 },
    ]);
    assert.equal(card(b, "reed-archer-1").zone, "geo:battlefield:p2", "parried: 7 > 3");
  });

  test("GEO-31 without the parry the same ability defeats the archer (defence 4 > 3? no: 3 < 4 survives)", () => {
    const b = toNormal({
      p1: { party: ["frost-witch"] },
      p2: { party: ["clay-soldier", "bronze-guard"] },
    });
    act(b, "p1", "use:frost-witch-1.0@clay-soldier-1");
    assert.equal(card(b, "clay-soldier-1").zone, "p2:drop", "defence 3 ≤ 3 damage: defeated");
  });

  test("GEO-31 [反撃：攻撃限定] and [反撃：スピード限定] cannot answer a play in the normal timing", () => {
    const b = toNormal({
      p1: { party: ["frost-witch"] },
      p2: {
        party: ["mirror-sprite", "wind-dancer", "thorn-knight"],
        hand: ["snare-net", "quick-step"],
      },
    });
    act(b, "p1", "use:frost-witch-1.0@mirror-sprite-1");
    assert.equal(b.pending?.seat, "p2");
    assert.deepEqual(options(b), ["use:thorn-knight-1.0", "pass"]);
  });
});

describe("GEO-32 costs stay paid when the activation fails", () => {
  test("GEO-32 a skill whose target left fails, and the card stays discarded", () => {
    const b = toNormal({
      p1: { party: ["frost-witch", "ambush-archer"] },
      p2: { party: ["clay-soldier", "bronze-guard"], hand: ["parry"] },
    });
    act(b, "p1", "use:frost-witch-1.0@bronze-guard-1");
    act(b, "p2", "skill:parry-1@clay-soldier-1");
    assert.equal(card(b, "parry-1").zone, "stack", "the skill card is paid on declaration");
    act(b, "p1", "use:ambush-archer-1.0@clay-soldier-1");
    assertEventOrder(b, [
      { t: "defeated", card: "clay-soldier-1" },
      { t: "fizzle", card: "parry-1", why: "target" },
      { t: "effect-damage", card: "bronze-guard-1", amount: 3 },
    ]);
    assert.equal(card(b, "parry-1").zone, "p2:drop", "not returned to the hand");
  });

  test("GEO-32 an 【行動】 made to fail keeps its unit's use spent and the unit stays acting no more", () => {
    const b = toNormal({
      p1: { party: ["frost-witch", "plain-lancer"] },
      p2: { party: ["bronze-guard"], hand: ["dispel-ward"] },
    });
    act(b, "p1", "use:frost-witch-1.0@bronze-guard-1");
    act(b, "p2", "skill:dispel-ward-1@frost-witch-1");
    idle(b, (bb) => bb.pending?.prompt.k === "prompt.normal" || bb.pending === null);
    assertEventOrder(b, [
      { t: "done", card: "frost-witch-1" },
      { t: "fizzle", card: "frost-witch-1", why: "done" },
    ]);
    assert.equal(events(b, "effect-damage").length, 0, "the failed ability deals nothing");
    assert.equal(card(b, "dispel-ward-1").zone, "p2:drop");
    assert.ok(!options(b).some((o) => o.startsWith("use:frost-witch")), "the use is not refunded");
  });
});

describe("GEO-33 【行動】 abilities", () => {
  test("GEO-33 the die is rolled on declaration, before any counter; the unit becomes action-complete on resolution", () => {
    const b = battle(
      {
        p1: { party: ["dice-shaman"] },
        p2: { party: ["stone-sentry", "bronze-guard"], hand: ["parry"] },
      },
      [6, 1, 5],
    );
    idle(b, (bb) => bb.pending?.prompt.k === "prompt.normal");
    act(b, "p1", "use:dice-shaman-1.0@stone-sentry-1");
    assert.deepEqual(
      events(b, "roll").map((e) => e.value),
      [5],
      "rolled on declaration",
    );
    assert.equal(card(b, "dice-shaman-1").done, false, "not yet action-complete");
    act(b, "p2", "pass");
    assertEventOrder(b, [
      { t: "roll", value: 5 },
      { t: "resolve" },
      { t: "done", card: "dice-shaman-1" },
      { t: "effect-damage", card: "stone-sentry-1", amount: 5 },
      { t: "defeated", card: "stone-sentry-1" },
    ]);
  });

  test("GEO-33 an action-complete unit cannot use 【行動】; it does not take part in the attack either", () => {
    const b = toNormal({
      p1: { party: [{ card: "frost-witch", done: true }, "plain-lancer"] },
      p2: { party: ["shield-golem"] },
    });
    assert.equal(b.pending, null, "no [通常] play left: no normal-timing decision");
    assert.deepEqual(events(b, "attack")[0].units, ["plain-lancer-1"]);
  });

  test("GEO-33 an 【行動】 whose unit left before resolving fails", () => {
    const b = battle(
      {
        p1: { party: ["frost-witch", "plain-lancer"] },
        p2: { party: ["bronze-guard", "ambush-archer"] },
      },
      [6, 1],
    );
    idle(b, (bb) => bb.pending?.prompt.k === "prompt.normal");
    act(b, "p1", "use:frost-witch-1.0@bronze-guard-1");
    act(b, "p2", "use:ambush-archer-1.0@frost-witch-1");
    idle(b, (bb) => bb.pending?.prompt.k === "prompt.normal" || bb.pending === null);
    assertEventOrder(b, [
      { t: "defeated", card: "frost-witch-1" },
      { t: "fizzle", card: "frost-witch-1", why: "left" },
    ]);
  });
});
