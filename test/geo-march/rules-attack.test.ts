/** The attack (GEO-40…45) and formation damage, with both seed examples of GEO-43. */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { act, assertEventOrder, battle, card, events, idle, options } from "./helpers.ts";

/** Total attack 8 (two lancers, 4 + 4) against a defending party listed front first; played out. */
function eightAgainst(defenders: string[]) {
  const b = battle(
    { p1: { party: ["plain-lancer", "plain-lancer"] }, p2: { party: defenders } },
    [6, 1],
  );
  idle(b);
  return b;
}

/** The units of `seat` defeated by attacks, in order. */
function defeatedOf(b: ReturnType<typeof battle>, seat: string): string[] {
  return events(b, "defeated")
    .filter((e) => e.by === "attack" && card(b, String(e.card)).owner === seat)
    .map((e) => String(e.card));
}

/** A battle idled (formations kept, speed window passed) until the first attack is declared. */
function toAttack(setup: Parameters<typeof battle>[0], dice: number[]) {
  const b = battle(setup, dice);
  idle(b, (bb) => events(bb, "attack").length > 0);
  return b;
}

describe("GEO-40 each side attacks after its normal timing; mandatory; only action-incomplete units, all of them", () => {
  test("GEO-40 every action-incomplete unit takes part; an action-complete one does not", () => {
    const b = battle(
      {
        p1: { party: ["plain-lancer", { card: "reed-archer", done: true }, "clay-soldier"] },
        p2: { party: ["hill-giant"] },
      },
      [6, 1],
    );
    idle(b);
    assert.deepEqual(events(b, "attack")[0].units, ["plain-lancer-1", "clay-soldier-1"]);
    assert.equal(events(b, "attack-damage")[0].total, 6, "4 + 2; the archer's 3 does not count");
  });

  test("GEO-40 the normal timing offers no way to skip the attack: `attack` is the only way on", () => {
    const b = battle(
      { p1: { party: ["plain-lancer"], hand: ["battle-cry"] }, p2: { party: ["hill-giant"] } },
      [6, 1],
    );
    idle(b, (bb) => bb.pending?.prompt.k === "prompt.normal");
    assert.deepEqual(options(b), ["skill:battle-cry-1", "attack"]);
    act(b, "p1", "attack");
    assert.equal(events(b, "attack")[0].seat, "p1");
  });
});

describe("GEO-41 the attack's four steps", () => {
  test("GEO-41 (1) once p1 declares, p1's 【行動】 are closed while p2's [反撃]【行動】 may answer", () => {
    const b = toAttack(
      {
        p1: { party: ["plain-lancer", "ambush-archer"], hand: ["parry"] },
        p2: { party: ["stone-sentry", "ambush-archer"] },
      },
      [6, 1],
    );
    // p2 answers the attack first (opponent of the attacker).
    assert.equal(b.pending?.seat, "p2");
    assert.deepEqual(options(b), [
      "use:ambush-archer-2.0@plain-lancer-1",
      "use:ambush-archer-2.0@ambush-archer-1",
      "pass",
    ]);
    act(b, "p2", "pass");
    // p1 may still play a [反撃] skill, but its archer's 【行動】 is closed by its own attack.
    assert.equal(b.pending?.seat, "p1");
    assert.deepEqual(
      options(b).filter((o) => o.startsWith("use:")),
      [],
      "the attacker's 【行動】 are closed",
    );
  });

  test("GEO-41 (2)(3) a unit made action-complete by a counter drops out and its attack leaves the total", () => {
    const b = toAttack(
      {
        p1: { party: ["plain-lancer", "plain-lancer"] },
        p2: { party: ["stone-sentry", "shield-golem"], hand: ["snare-net"] },
      },
      [6, 1],
    );
    act(b, "p2", "skill:snare-net-1@plain-lancer-2");
    assertEventOrder(b, [
      { t: "attack", seat: "p1", units: ["plain-lancer-1", "plain-lancer-2"] },
      { t: "skill", seat: "p2", card: "snare-net-1" },
      { t: "done", card: "plain-lancer-2" },
      { t: "attack-drop", card: "plain-lancer-2" },
      { t: "attack-damage", seat: "p1", units: ["plain-lancer-1"], total: 4 },
    ]);
    assert.equal(card(b, "stone-sentry-1").zone, "geo:battlefield:p2", "4 < 5: survives");
  });

  test("GEO-41 (3) a participant defeated by a counter drops out too", () => {
    const b = toAttack(
      {
        p1: { party: ["plain-lancer", "clay-soldier"] },
        p2: { party: ["bronze-guard", "ambush-archer"] },
      },
      [6, 1],
    );
    act(b, "p2", "use:ambush-archer-1.0@clay-soldier-1");
    assertEventOrder(b, [
      { t: "defeated", card: "clay-soldier-1" },
      { t: "attack-drop", card: "clay-soldier-1" },
      { t: "attack-damage", total: 4 },
    ]);
  });

  test("GEO-41 (2) priority to the attacker's opponent; a counter may be countered; (4) then damage", () => {
    const b = toAttack(
      {
        p1: { party: ["plain-lancer", "plain-lancer"], hand: ["dispel-ward"] },
        p2: { party: ["reed-archer", "stone-sentry"], hand: ["parry"] },
      },
      [6, 1],
    );
    assert.equal(b.pending?.seat, "p2");
    act(b, "p2", "skill:parry-1@reed-archer-1");
    assert.equal(b.pending?.seat, "p1");
    act(b, "p1", "pass");
    assertEventOrder(b, [
      { t: "modified", card: "reed-archer-1", stat: "defence", now: 7 },
      { t: "attack-damage", total: 8 },
      { t: "defeated", card: "reed-archer-1" },
    ]);
    assert.equal(card(b, "stone-sentry-1").zone, "geo:battlefield:p2", "8 − 7 = 1 < 5");
  });

  test("GEO-41 (4) / GEO-44 every participant becomes action-complete by attacking", () => {
    const b = toAttack(
      { p1: { party: ["plain-lancer", "clay-soldier"] }, p2: { party: ["hill-giant"] } },
      [6, 1],
    );
    assertEventOrder(b, [
      { t: "done", card: "plain-lancer-1" },
      { t: "done", card: "clay-soldier-1" },
      { t: "attack-damage", seat: "p1" },
    ]);
  });
});

describe("GEO-42 damage flows from the front: defence ≤ remaining → defeated, else it stops", () => {
  test("GEO-42 exactly equal defence is defeated and the rest goes on", () => {
    const b = eightAgainst(["plain-lancer", "plain-lancer", "clay-soldier"]);
    // 8 → lancer (4) defeated → 4 → lancer (4) defeated → 0: the soldier is untouched.
    assert.deepEqual(defeatedOf(b, "p2"), ["plain-lancer-3", "plain-lancer-4"]);
    assert.equal(card(b, "clay-soldier-1").zone, "geo:battlefield:p2");
  });

  test("GEO-42 a big front unit stops everything behind it from being hit", () => {
    const b = eightAgainst(["hill-giant", "clay-soldier"]);
    // 8 − 6 = 2 < 3: the soldier survives; damage does not stay on it.
    assert.equal(card(b, "hill-giant-1").zone, "p2:drop");
    assert.equal(card(b, "clay-soldier-1").zone, "geo:battlefield:p2");
    assert.deepEqual(events(b, "damage-stops")[0], {
      t: "damage-stops",
      card: "clay-soldier-1",
      rest: 2,
      defence: 3,
    });
  });
});

describe("GEO-43 the seed's examples: total attack 8 against defences totalling 12", () => {
  test("GEO-43 example 1: defences [5, 7] front first — one unit defeated", () => {
    const b = eightAgainst(["stone-sentry", "shield-golem"]);
    assert.deepEqual(defeatedOf(b, "p2"), ["stone-sentry-1"]);
    assert.equal(card(b, "shield-golem-1").zone, "geo:battlefield:p2");
  });

  test("GEO-43 example 2: defences [3, 4, 5] front first — two units defeated", () => {
    const b = eightAgainst(["clay-soldier", "reed-archer", "stone-sentry"]);
    assert.deepEqual(defeatedOf(b, "p2"), ["clay-soldier-1", "reed-archer-1"]);
    assert.equal(card(b, "stone-sentry-1").zone, "geo:battlefield:p2");
  });
});

describe("GEO-44 action-complete: by attacking, by 【行動】, by an effect; summoned units start incomplete", () => {
  test("GEO-44 an effect (snare net in the attack window of p2's attack) makes a unit action-complete", () => {
    const b = toAttack(
      { p1: { party: ["hill-giant"], hand: ["snare-net"] }, p2: { party: ["shield-golem"] } },
      [1, 6],
    );
    // p2 goes first; p1 answers p2's attack.
    act(b, "p1", "skill:snare-net-1@shield-golem-1");
    assert.equal(events(b, "done")[0].card, "shield-golem-1");
    assert.deepEqual(events(b, "attack-damage")[0].units, []);
  });
});

describe("GEO-45 the second player's normal timing and attack follow the same rules", () => {
  test("GEO-45 after p1's attack, p2's normal timing offers p2's [通常] plays, then p2 attacks with its survivors", () => {
    const b = battle(
      {
        p1: { party: ["plain-lancer", "clay-soldier"] },
        p2: { party: ["clay-soldier", "hill-giant"], hand: ["fireball"] },
      },
      [6, 1],
    );
    idle(b, (bb) => bb.pending?.prompt.k === "prompt.normal");
    assert.equal(b.pending?.seat, "p2");
    assert.equal(b.pending?.prompt.k, "prompt.normal");
    act(b, "p2", "skill:fireball-1@plain-lancer-1");
    assert.equal(card(b, "plain-lancer-1").zone, "p1:drop");
    // Nothing more to use: the timing ends and p2's attack follows without a decision.
    assertEventOrder(b, [
      { t: "attack", seat: "p1" },
      { t: "normal-timing", seat: "p2", first: false },
      { t: "attack", seat: "p2", units: ["hill-giant-1"] },
      { t: "defeated", card: "clay-soldier-1" },
    ]);
  });
});
