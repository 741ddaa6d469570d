/**
 * Being attacked (MGR-40…43): parry, dodge, counter, and no defence without DP.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { act, battle, events, fighter, last, options } from "./helpers.ts";

/**
 * Tsukiko (p1, DEF 8, dodge 40, STR 65) against a Gloom Wolf (STR 60) that goes first (init 50 vs
 * 10) and attacks with its fang; `dice` follow the wolf's hit check.
 */
function wolfAttacks(
  girl: Record<string, unknown>,
  hit: number,
  dice: number[],
  options: Record<string, string> = {},
) {
  const b = battle(
    { girls: [{ seat: "p1", girl: "tsukiko", ...girl }], enemies: [{ enemy: "gloom-wolf" }] },
    [50, 10, hit, ...dice],
    options,
  );
  act(b, "kp", "attack:gloom-fang@tsukiko-1");
  return b;
}

test("MGR-40 the target chooses parry, dodge or counter (or takes the hit)", () => {
  const b = wolfAttacks({}, 40, []);
  assert.equal(b.pending?.seat, "p1");
  assert.deepEqual(options(b), [
    "defend:parry",
    "defend:dodge",
    "counter:moon-blade",
    "counter:unarmed",
    "defend:none",
  ]);
});

test("MGR-40 a missed attack asks for no defence", () => {
  const b = wolfAttacks({}, 90, []);
  assert.equal(last(b, "miss").card, "gloom-wolf-1");
  assert.equal(b.pending?.seat, "kp");
});

test("MGR-40 no DP: exhausted, no passive action at all (reading: parry too); option keeps parry", () => {
  const b = wolfAttacks({ dp: 0 }, 40, [5]);
  assert.equal(last(b, "no-defence").why, "exhausted");
  assert.equal(last(b, "damage").amount, 5);
  const kept = wolfAttacks({ dp: 0 }, 40, [], { parryWithoutDp: "yes" });
  assert.deepEqual(options(kept), ["defend:parry", "defend:none"]);
});

test("MGR-41 parry: 1dDEF off the damage, minimum 0, 0 DP; the attack still counts as a hit", () => {
  // d8 (DEF 8) parry 6 against 1d8 = 4 → 0 damage.
  const b = wolfAttacks({}, 40, [6, 4]);
  act(b, "p1", "defend:parry");
  assert.deepEqual([last(b, "parry").die, last(b, "damage").amount], [6, 0]);
  assert.equal(fighter(b, "tsukiko-1").dp, 8, "parry costs no DP");
  assert.equal(fighter(b, "tsukiko-1").hp, 18);
  // 3 off 7 → 4.
  const c = wolfAttacks({}, 40, [3, 7]);
  act(c, "p1", "defend:parry");
  assert.equal(last(c, "damage").amount, 4);
});

test("MGR-42 dodge: 1 DP and an opposed dodge check; winning makes the attack miss", () => {
  // Wolf hits regular (40); Tsukiko dodges 15 (hard, dodge 40) → miss.
  const b = wolfAttacks({}, 40, [15]);
  act(b, "p1", "defend:dodge");
  assert.equal(last(b, "dodge").ok, true);
  assert.equal(events(b, "damage").length, 0);
  assert.equal(fighter(b, "tsukiko-1").dp, 7);
  // Dodge 39 (regular, but a lower roll than... no: 39 < 40 wins at equal level).
  const tie = wolfAttacks({}, 40, [39]);
  act(tie, "p1", "defend:dodge");
  assert.equal(last(tie, "dodge").ok, true);
  // A failed dodge (60) → the hit lands in full.
  const fail = wolfAttacks({}, 40, [60, 5]);
  act(fail, "p1", "defend:dodge");
  assert.equal(last(fail, "damage").amount, 5);
  // Without DP for it (dp 0 with parry kept by option), dodge is not offered.
  assert.ok(
    !options(wolfAttacks({ dp: 0 }, 40, [], { parryWithoutDp: "yes" })).includes("defend:dodge"),
  );
});

test("MGR-43 counter: opposed STR; success → no damage and one attack back; costs the weapon's DP / 2", () => {
  // Tsukiko STR 65 rolls 20 (hard) vs wolf STR 60 rolls 50 (regular): she wins; the blade hits back
  // at hard level: DAM = floor(8 × 1.5) + 1 = 13 → 6 + 1d6 (3) = 9.
  const b = wolfAttacks({}, 40, [20, 50, 3]);
  act(b, "p1", "counter:moon-blade");
  assert.equal(last(b, "counter").ok, true);
  assert.equal(fighter(b, "tsukiko-1").hp, 18);
  assert.equal(fighter(b, "tsukiko-1").dp, 6, "4 DP blade / 2");
  assert.deepEqual([last(b, "damage").card, last(b, "damage").amount], ["gloom-wolf-1", 9]);
  // Lost counter: the attack hits in full.
  const lost = wolfAttacks({}, 40, [60, 50, 5]);
  act(lost, "p1", "counter:unarmed");
  assert.equal(last(lost, "counter").ok, false);
  assert.equal(fighter(lost, "tsukiko-1").dp, 7, "bare hands 2 DP / 2");
  assert.deepEqual([last(lost, "damage").card, last(lost, "damage").amount], ["tsukiko-1", 5]);
});

test("MGR-43 no counter against a ranged attack, and none with a ranged weapon", () => {
  // The toad spits (ranged) at Kokoro: no counter option at all.
  const b = battle(
    { girls: [{ seat: "p1", girl: "aino" }], enemies: [{ enemy: "despair-toad" }] },
    [90, 10, 20],
  );
  act(b, "kp", "attack:despair-spit@aino-1");
  assert.ok(!options(b).some((o) => o.startsWith("counter:")));
  // Against melee, her bow (ranged) is not offered; the whip and bare hands are.
  const m = battle(
    { girls: [{ seat: "p1", girl: "aino" }], enemies: [{ enemy: "gloom-wolf" }] },
    [90, 10, 20],
  );
  act(m, "kp", "attack:gloom-fang@aino-1");
  assert.deepEqual(
    options(m).filter((o) => o.startsWith("counter:")),
    ["counter:ribbon-whip", "counter:unarmed"],
  );
});

test("MGR-43/62 an attacker struck down by a counter loses the rest of her turn without a decision", () => {
  // Tsukiko (HP 2) hits the wolf bare-handed (40); the wolf counters with its fang and wins the
  // STR contest (10 extreme vs 90): 8 damage, 0 HP. Her turn ends by itself; the wolf is next.
  const b = battle(
    {
      girls: [
        { seat: "p1", girl: "tsukiko", hp: 2 },
        { seat: "p2", girl: "hoshino" },
      ],
      enemies: [{ enemy: "gloom-wolf" }],
    },
    [10, 95, 50, 40, 10, 90],
  );
  act(b, "p1", "attack:unarmed@gloom-wolf-1");
  act(b, "kp", "counter:gloom-fang");
  assert.equal(fighter(b, "tsukiko-1").hp, 0);
  assert.equal(b.result, null);
  assert.equal(last(b, "turn-end").card, "tsukiko-1");
  assert.equal(b.pending?.prompt.p?.card, "gloom-wolf-1");
});
