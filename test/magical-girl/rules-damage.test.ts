/**
 * Damage (MGR-50…52) and wounds (MGR-60, 63).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { act, battle, events, fighter, last, options } from "./helpers.ts";

/** `girl` (p1) goes first against `enemy` and attacks with `arm`; the enemy takes the hit. */
function strike(
  girl: string,
  enemy: string,
  arm: string,
  dice: number[],
  options = {},
  enemyExtra = {},
) {
  const b = battle(
    { girls: [{ seat: "p1", girl }], enemies: [{ enemy, ...enemyExtra }] },
    [1, 99, ...dice],
    options,
  );
  act(b, "p1", `attack:${arm}@${enemy}-1`);
  if (b.pending?.seat === "kp" && b.pending.prompt.k === "prompt.defend")
    act(b, "kp", "defend:none");
  return b;
}

test("MGR-50 damage types are logged with the hit (physical and magical)", () => {
  assert.equal(
    last(strike("tsukiko", "iron-golem", "moon-blade", [50, 3]), "damage").type,
    "slash",
  );
  assert.equal(last(strike("aino", "iron-golem", "heart-bow", [50, 3]), "damage").type, "pierce");
  assert.equal(
    last(strike("raimu", "iron-golem", "comet-hammer", [50, 3, 3]), "damage").type,
    "blunt",
  );
});

test("MGR-51 final damage = (base × weight multiplier + weight bonus) × attribute multiplier + extra + bonus", () => {
  // Moonlight Blade: (5 × 1.5 + 0) × 1 + 0 + 1 = 8 (halves round down).
  assert.equal(last(strike("tsukiko", "iron-golem", "moon-blade", [50, 5]), "damage").amount, 8);
  // Comet Hammer: (2d6 = 3 + 4) × 1 + 2 = 9.
  assert.equal(last(strike("raimu", "iron-golem", "comet-hammer", [50, 3, 4]), "damage").amount, 9);
  // Ribbon Whip: 1d4 (3) + extra 1d2 (2) = 5.
  assert.equal(last(strike("aino", "iron-golem", "ribbon-whip", [30, 3, 2]), "damage").amount, 5);
});

test("MGR-51 the attribute multiplier: the golem's Iron Maul 1d10 × 1.5", () => {
  const b = battle(
    { girls: [{ seat: "p1", girl: "raimu" }], enemies: [{ enemy: "iron-golem" }] },
    [99, 1, 30, 7],
  );
  act(b, "kp", "attack:iron-maul@raimu-1");
  act(b, "p1", "defend:none");
  assert.equal(last(b, "damage").amount, 10, "floor(7 × 1.5)");
});

test("MGR-52 hard success: DAM/2 + 1d(DAM/2)", () => {
  // Blade DAM = floor(8 × 1.5) + 1 = 13; hard (35 ≤ 70/2): 6 + 1d6 (2) = 8.
  const b = strike("tsukiko", "iron-golem", "moon-blade", [35, 2]);
  assert.deepEqual(
    [last(b, "damage-roll").level, last(b, "damage-roll").max, last(b, "damage").amount],
    ["hard", 13, 8],
  );
});

test("MGR-52 extreme success: maximum damage and a light wound", () => {
  const b = strike("tsukiko", "iron-golem", "moon-blade", [14]);
  assert.equal(last(b, "damage").amount, 13);
  assert.deepEqual([last(b, "wound").wound, last(b, "wound").why], ["light", "attack"]);
});

test("MGR-52 extreme success with an attack that already wounds: a heavy wound", () => {
  // The wolf's Gloom Fang wounds lightly; an extreme hit (11 ≤ 55/5) makes it heavy.
  const b = battle(
    { girls: [{ seat: "p1", girl: "raimu" }], enemies: [{ enemy: "gloom-wolf" }] },
    [99, 1, 11],
  );
  act(b, "kp", "attack:gloom-fang@raimu-1");
  act(b, "p1", "defend:none");
  assert.equal(fighter(b, "raimu-1").wound, "heavy");
});

test("MGR-52 critical success: as extreme plus 1d(DAM/2)", () => {
  const b = strike("tsukiko", "iron-golem", "moon-blade", [1, 5]);
  assert.equal(last(b, "damage-roll").level, "critical");
  assert.equal(last(b, "damage").amount, 18, "13 + 5");
  assert.equal(fighter(b, "iron-golem-1").wound, "light");
});

test("MGR-60 one hit over half of max HP → light wound; over max HP → heavy (edged damage)", () => {
  // Gloom Wolf HP 14: blade 5 → 8 > 7 → light.
  const light = strike("tsukiko", "gloom-wolf", "moon-blade", [50, 5]);
  assert.deepEqual([last(light, "wound").wound, last(light, "wound").why], ["light", "over-half"]);
  // Exactly half (7) is not more than half: 4 → (4 × 1.5) + 1 = 7.
  const half = strike("tsukiko", "gloom-wolf", "moon-blade", [50, 4]);
  assert.equal(events(half, "wound").length, 0);
  // Shade Hound HP 10, at full: a critical 13 + 5 = 18 > 10 → heavy.
  const heavy = strike("tsukiko", "shade-hound", "moon-blade", [1, 5]);
  assert.equal(fighter(heavy, "shade-hound-1").wound, "heavy");
  assert.ok(events(heavy, "wound").some((e) => e.why === "over-max"));
});

test("MGR-60 (seed: 刃形 damage) blunt damage makes no threshold wound; option woundDamage: any does", () => {
  // Comet Hammer (blunt) 6 + 6 + 2 = 14 on the Gloom Wolf (HP 14): over half, not 0 HP.
  const seed = strike("raimu", "despair-toad", "comet-hammer", [50, 4, 3]);
  assert.equal(fighter(seed, "despair-toad-1").hp, 3);
  assert.equal(events(seed, "wound").length, 0);
  const any = strike("raimu", "despair-toad", "comet-hammer", [50, 4, 3], { woundDamage: "any" });
  assert.equal(last(any, "wound").why, "over-half");
});

test("MGR-60 reaching 0 HP by any damage → light wound", () => {
  const b = strike("raimu", "despair-toad", "comet-hammer", [50, 6, 6], {}, { hp: 5 });
  assert.equal(fighter(b, "despair-toad-1").hp, 0);
  assert.deepEqual([last(b, "wound").wound, last(b, "wound").why], ["light", "zero-hp"]);
});

test("MGR-63 healing by MP: an ability that cures turns a heavy wound light and a light one healed", () => {
  const b = battle(
    {
      girls: [
        { seat: "p1", girl: "aino" },
        { seat: "p2", girl: "tsukiko", wound: "heavy", hp: 3 },
      ],
      enemies: [{ enemy: "iron-golem" }],
    },
    [10, 99, 99, 2],
  );
  act(b, "p1", "ability:mending-song@tsukiko-1");
  assert.deepEqual([fighter(b, "tsukiko-1").wound, fighter(b, "tsukiko-1").hp], ["light", 5]);
  assert.equal(fighter(b, "aino-1").mp, 7);
});

test("MGR-63 outside combat: wound care heals a wound one step on a success; a long rest heals light, heavy → light", () => {
  const b = battle(
    {
      mode: "aftermath",
      girls: [
        { seat: "p1", girl: "hoshino" },
        { seat: "p2", girl: "tsukiko", wound: "heavy" },
        { seat: "p3", girl: "aino", wound: "light" },
      ],
    },
    [30, 90],
  );
  // Hikari (wound care 40) treats Tsukiko: 30 succeeds → heavy becomes light.
  act(b, "p1", "treat:tsukiko-1");
  assert.equal(fighter(b, "tsukiko-1").wound, "light");
  // Tsukiko (now light, able) has no wound-care skill: she may only pass.
  assert.deepEqual(options(b), ["pass"]);
  act(b, "p2", "pass");
  assert.equal(b.pending?.seat, "p3");
  act(b, "p3", "pass");
  act(b, "kp", "rest:yes");
  assert.deepEqual([fighter(b, "tsukiko-1").wound, fighter(b, "aino-1").wound], ["none", "none"]);
  assert.equal(b.result?.outcome, "aftermath");
  // Without the rest the wound stays.
  const no = battle({ mode: "aftermath", girls: [{ seat: "p1", girl: "aino", wound: "light" }] });
  act(no, "p1", "pass");
  act(no, "kp", "rest:no");
  assert.equal(fighter(no, "aino-1").wound, "light");
});
