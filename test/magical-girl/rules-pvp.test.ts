/**
 * Conflict between player characters (MGR-05…07): spar, duel and skill contest as battle modes.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { act, battle, events, fighter, last, options } from "./helpers.ts";

const TWO = (mode: string, extra: Record<string, unknown> = {}) => {
  const { raimu, ...rest } = extra;
  return {
    mode,
    ...rest,
    girls: [
      { seat: "p1", girl: "tsukiko", side: "a" },
      { seat: "p2", girl: "raimu", side: "b", ...((raimu as object) ?? {}) },
    ],
  };
};

test("MGR-05 spar: ends when one fighter falls to a third of max HP; HP returns; the loser loses 1d2", () => {
  // Raimu HP 20 → at 7 or less the spar ends. Tsukiko's critical blade: 13 + 1d6 (2) = 15 → HP 5.
  const b = battle(TWO("spar"), [10, 90, 1, 2, 2]);
  act(b, "p1", "attack:moon-blade@raimu-1");
  act(b, "p2", "defend:none");
  assert.equal(last(b, "spar-end").card, "raimu-1");
  assert.equal(b.result?.winner, "a");
  assert.equal(fighter(b, "tsukiko-1").hp, 18, "the winner's HP is restored");
  assert.equal(fighter(b, "raimu-1").hp, 18, "20 restored, then − 1d2 (2)");
  assert.equal(last(b, "spar-loss").amount, 2);
});

test("MGR-06 duel: ends only when every member of one side is at 0 HP", () => {
  const b = battle(TWO("duel", { raimu: { hp: 9 } }), [10, 90, 50, 5]);
  act(b, "p1", "attack:moon-blade@raimu-1");
  act(b, "p2", "defend:none");
  // 5 × 1.5 + 1 = 8: Raimu at 1 HP, the duel goes on.
  assert.equal(fighter(b, "raimu-1").hp, 1);
  assert.equal(b.result, null);
  assert.equal(b.pending?.seat, "p1", "Tsukiko's turn goes on");
});

test("MGR-06 duel: a side at 0 HP loses", () => {
  const b = battle(TWO("duel", { raimu: { hp: 3 } }), [10, 90, 50, 5]);
  act(b, "p1", "attack:moon-blade@raimu-1");
  act(b, "p2", "defend:none");
  assert.deepEqual([b.result?.winner, b.result?.outcome], ["a", "win"]);
});

test("MGR-07 skill contest: each picks a skill of the category; higher level wins, equal level → lower roll", () => {
  const b = battle(TWO("contest", { category: "life" }), [30, 20]);
  assert.deepEqual(options(b), ["skill:cooking"]);
  act(b, "p1", "skill:cooking");
  act(b, "p2", "skill:cooking");
  // Tsukiko cooking 50 rolls 30 (regular); Raimu cooking 40 rolls 20 (hard) → Raimu.
  assert.equal(b.result?.winner, "b");
  const same = battle(TWO("contest", { category: "life" }), [45, 38]);
  act(same, "p1", "skill:cooking");
  act(same, "p2", "skill:cooking");
  assert.equal(same.result?.winner, "b", "both regular: the lower roll (38) wins");
  const fails = battle(TWO("contest", { category: "combat" }), [90, 80]);
  act(fails, "p1", "skill:melee");
  act(fails, "p2", "skill:throwing");
  assert.equal(fails.result?.winner, "b", "both fail: still the lower roll");
  assert.equal(events(fails, "check").length, 2);
});

test("MGR-10 a KP battle ends when one side has nobody left who can act", () => {
  // Tsukiko's critical blade (13 + 1d6) drops the Shade Hound (HP 10): the magical girls win.
  const b = battle(
    { girls: [{ seat: "p1", girl: "tsukiko" }], enemies: [{ enemy: "shade-hound" }] },
    [10, 90, 1, 3],
  );
  act(b, "p1", "attack:moon-blade@shade-hound-1");
  act(b, "kp", "defend:none");
  assert.deepEqual([b.result?.winner, b.pending], ["party", null]);
  // The last girl falls to 0 HP: the KP wins.
  const lost = battle(
    { girls: [{ seat: "p1", girl: "tsukiko", hp: 2 }], enemies: [{ enemy: "shade-hound" }] },
    [10, 90, 30, 3],
  );
  act(lost, "p1", "end");
  act(lost, "kp", "attack:shadow-claw@tsukiko-1");
  act(lost, "p1", "defend:none");
  assert.deepEqual([lost.result?.winner, lost.pending], ["kp", null]);
});

test("MGR-06 reading: a duel where nobody can act any more ends in a draw", () => {
  const b = battle(
    {
      mode: "duel",
      girls: [
        { seat: "p1", girl: "tsukiko", side: "a", wound: "heavy" },
        { seat: "p2", girl: "raimu", side: "b", wound: "heavy" },
      ],
    },
    [10, 90],
  );
  assert.deepEqual([b.result?.outcome, b.result?.winner], ["draw", null]);
});
