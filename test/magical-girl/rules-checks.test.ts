/**
 * Checks (MGR-01…03) through battles: initiative agility checks show the success levels and the
 * fumble option; a focus-dodge stance shows the bonus die; dodges show opposed checks.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { act, battle, events, last } from "./helpers.ts";

/** Four girls (AGI 70, 55, 75, 45) and a toad (AGI 30): one initiative check each, in setup order. */
const FIVE = {
  girls: [
    { seat: "p1", girl: "hoshino" },
    { seat: "p2", girl: "tsukiko" },
    { seat: "p3", girl: "aino" },
    { seat: "p4", girl: "raimu" },
  ],
  enemies: [{ enemy: "despair-toad" }],
};

test("MGR-01 success levels: 01 critical, ≤1/5 extreme, ≤1/2 hard, ≤ skill regular, above failure, 96+ fumble below 50", () => {
  const b = battle(FIVE, [1, 11, 37, 46, 96]);
  const checks = events(b, "check").map((e) => [e.card, e.roll, e.target, e.level]);
  assert.deepEqual(checks.slice(0, 5), [
    ["hoshino-1", 1, 70, "critical"],
    ["tsukiko-1", 11, 55, "extreme"],
    ["aino-1", 37, 75, "hard"],
    ["raimu-1", 46, 45, "failure"],
    ["despair-toad-1", 96, 30, "fumble"],
  ]);
  void act;
});

test("MGR-01 boundaries: skill/5 and skill/2 round down; exactly the skill is a regular success", () => {
  const b = battle(FIVE, [14, 27, 75, 9, 30]);
  const levels = events(b, "check").map((e) => e.level);
  // hoshino 70: 14 = 70/5 → extreme; tsukiko 55: 27 = floor(55/2) → hard; aino 75: 75 → regular;
  // raimu 45: 9 = 45/5 → extreme; toad 30: 30 → regular.
  assert.deepEqual(levels.slice(0, 5), ["extreme", "hard", "regular", "extreme", "regular"]);
});

test("MGR-01 the fumble threshold is a named option: coc7 (96–100 below 50) or 100 only", () => {
  const coc = battle(FIVE, [50, 50, 50, 99, 97]);
  assert.deepEqual(
    events(coc, "check")
      .slice(3, 5)
      .map((e) => e.level),
    ["fumble", "fumble"],
  );
  const strict = battle(FIVE, [50, 50, 50, 99, 97], { fumble: "100" });
  assert.deepEqual(
    events(strict, "check")
      .slice(3, 5)
      .map((e) => e.level),
    ["failure", "failure"],
  );
  const hundred = battle(FIVE, [100, 50, 50, 50, 50]);
  assert.equal(events(hundred, "check")[0].level, "fumble", "100 fumbles even at skill ≥ 50");
});

test("MGR-01 every check records its dice, target and level", () => {
  const b = battle(FIVE, [42, 50, 50, 50, 50]);
  const e = events(b, "check")[0];
  assert.deepEqual([e.dice, e.target, e.level, e.roll, e.what], [[42], 70, "regular", 42, "agi"]);
});

/**
 * p1 Hikari (dodge 60) in focus-dodge stance is attacked by a Shade Hound (melee 50): the dodge
 * rolls a d100 and one extra tens die and keeps the lower.
 */
function dodgeWithStance(d100: number, tens: number) {
  // Initiative: hoshino 10 (extreme) first, hound 60 (failure). Hoshino takes the stance.
  const b = battle(
    { girls: [{ seat: "p1", girl: "hoshino" }], enemies: [{ enemy: "shade-hound" }] },
    [
      10,
      60,
      40, // hound's claw hit check: regular
      d100,
      tens,
      3, // damage if it hits
    ],
  );
  act(b, "p1", "stance:dodge");
  act(b, "kp", "attack:shadow-claw@hoshino-1");
  act(b, "p1", "defend:dodge");
  return b;
}

test("MGR-02 a bonus die: an extra tens die, the better (lower) result is kept", () => {
  const b = dodgeWithStance(85, 2); // tens face 2: 85 or 25 → 25 (hard)
  const c = last(b, "check");
  assert.deepEqual(
    [c.card, c.dice, c.roll, c.bonus, c.level],
    ["hoshino-1", [85, 2], 25, 1, "hard"],
  );
  // A d10 face of 10 reads as tens 0: 85 or 05 → 5 (extreme).
  const z = last(dodgeWithStance(85, 10), "check");
  assert.equal(z.roll, 5);
  // The bonus die never makes it worse: 12 against tens 9 (92) keeps 12.
  assert.equal(last(dodgeWithStance(12, 9), "check").roll, 12);
});

test("MGR-03 opposed: the higher level wins; at the same level the lower roll wins", () => {
  // Hound hits with 40 (regular); Hikari's dodge 45 (regular) loses: same level, higher roll.
  const lose = dodgeWithStance(45, 6); // 45 vs 65 → 45, regular
  assert.equal(last(lose, "dodge").ok, false);
  assert.equal(events(lose, "damage").length, 1);
  // Dodge 35 (regular, lower roll than 40) wins.
  const win = dodgeWithStance(35, 9);
  assert.equal(last(win, "dodge").ok, true);
  assert.equal(events(win, "damage").length, 0);
  // Dodge 25 (hard) beats a regular hit whatever the rolls.
  assert.equal(last(dodgeWithStance(25, 9), "dodge").ok, true);
});
