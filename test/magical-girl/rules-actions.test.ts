/**
 * Actions on a turn (MGR-14, 23…25, 27, 30/31) and what wounds forbid (MGR-61/62): every option's
 * cost is checked before it is offered.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { IllegalChoiceError } from "../../src/engine/index.ts";
import { act, battle, events, fighter, isTurnOf, last, options } from "./helpers.ts";

/** Tsukiko (p1) against a Gloom Wolf; Tsukiko wins initiative (10 vs 50). */
function tsukiko(
  girl: Record<string, unknown> = {},
  enemy: Record<string, unknown> = {},
  dice: number[] = [],
) {
  return battle(
    {
      girls: [{ seat: "p1", girl: "tsukiko", ...girl }],
      enemies: [{ enemy: "gloom-wolf", ...enemy }],
    },
    [10, 50, ...dice],
  );
}

test("MGR-14 a turn: any number of affordable actions in any order, or none; ending passes the turn", () => {
  const b = tsukiko({}, {}, [90, 90]);
  assert.deepEqual(options(b), [
    "attack:moon-blade@gloom-wolf-1",
    "attack:unarmed@gloom-wolf-1",
    "ability:frost-needle@gloom-wolf-1",
    "throw:moon-blade@gloom-wolf-1",
    "useskill:melee",
    "useskill:dodge",
    "useskill:magic",
    "useskill:cooking",
    // Seed l.31: any other task the girl declares, priced by the KP.
    "task",
    "stance:dodge",
    "stance:parry",
    "ready:moon-blade@gloom-wolf-1",
    "ready:unarmed@gloom-wolf-1",
    // Seed l.70: any action readied for a moment chosen from a list.
    "ready-any",
    "end",
  ]);
  act(b, "p1", "attack:unarmed@gloom-wolf-1"); // misses on 90
  assert.ok(isTurnOf(b, "tsukiko-1"), "the turn goes on after an action");
  act(b, "p1", "attack:unarmed@gloom-wolf-1");
  act(b, "p1", "end");
  assert.ok(isTurnOf(b, "gloom-wolf-1"));
  assert.equal(fighter(b, "tsukiko-1").dp, 4);
});

test("MGR-23/24 an attack costs the weapon's DP (bare hands 2); unaffordable attacks are not offered", () => {
  const b = tsukiko({}, {}, [90]);
  act(b, "p1", "attack:moon-blade@gloom-wolf-1");
  assert.equal(fighter(b, "tsukiko-1").dp, 4, "the Moonlight Blade costs 4 DP");
  const low = tsukiko({ dp: 3 });
  assert.ok(!options(low).includes("attack:moon-blade@gloom-wolf-1"), "4 DP attack with 3 DP");
  assert.ok(options(low).includes("attack:unarmed@gloom-wolf-1"));
  assert.throws(() => low.choose("p1", "attack:moon-blade@gloom-wolf-1"), IllegalChoiceError);
  const none = tsukiko({ dp: 1 });
  assert.ok(
    !options(none).some((o) => /^(attack|ability|throw|stance):/.test(o)),
    "1 DP: no attack",
  );
});

test("MGR-25 an ability costs its DP and MP; without the MP it is not offered", () => {
  // Frost Needle: 2 DP, 2 MP, magic 30: 25 hits (regular), wolf takes it, 1d6 = 4.
  const b = tsukiko({}, {}, [25, 4]);
  act(b, "p1", "ability:frost-needle@gloom-wolf-1");
  act(b, "kp", "defend:none");
  assert.deepEqual([fighter(b, "tsukiko-1").dp, fighter(b, "tsukiko-1").mp], [6, 4]);
  assert.equal(last(b, "damage").type, "ice");
  assert.equal(fighter(b, "gloom-wolf-1").hp, 10);
  const dry = tsukiko({ mp: 1 });
  assert.ok(!options(dry).some((o) => o.startsWith("ability:")));
});

test("MGR-25 a healing ability restores HP up to the maximum", () => {
  const b = battle(
    { girls: [{ seat: "p1", girl: "hoshino", hp: 5 }], enemies: [{ enemy: "iron-golem" }] },
    [10, 90, 6],
  );
  act(b, "p1", "ability:healing-light@hoshino-1");
  assert.deepEqual(
    [fighter(b, "hoshino-1").hp, fighter(b, "hoshino-1").mp, fighter(b, "hoshino-1").dp],
    [11, 8, 6],
  );
});

test("MGR-27 carrying more than 3 × STR: no action at all, not even a passive one", () => {
  // Tsukiko STR 65: blade 8 + load 188 = 196 > 195.
  const b = tsukiko({ carry: 188 }, {}, [20]);
  assert.deepEqual(options(b), ["end"]);
  act(b, "p1", "end");
  act(b, "kp", "attack:gloom-fang@tsukiko-1");
  assert.equal(last(b, "no-defence").why, "overloaded");
  const ok = tsukiko({ carry: 187 });
  assert.ok(options(ok).length > 1, "exactly 3 × STR still acts");
});

test("MGR-30 focus on dodge: 2 DP at turn end; every dodge until the next turn gets a bonus die; no parry or counter", () => {
  const b = tsukiko({}, {}, [40]);
  act(b, "p1", "stance:dodge");
  assert.equal(fighter(b, "tsukiko-1").dp, 6);
  assert.ok(isTurnOf(b, "gloom-wolf-1"), "the stance ends the turn");
  act(b, "kp", "attack:gloom-fang@tsukiko-1");
  assert.deepEqual(options(b), ["defend:dodge", "defend:none"]);
});

test("MGR-31 focus on parry: every parry until the next turn adds 1d3; no dodge or counter", () => {
  // Wolf hits (40), Tsukiko parries: 1d8 = 2, +1d3 = 3 → 5 off 1d8 = 8.
  const b = tsukiko({}, {}, [40, 2, 3, 8]);
  act(b, "p1", "stance:parry");
  act(b, "kp", "attack:gloom-fang@tsukiko-1");
  assert.deepEqual(options(b), ["defend:parry", "defend:none"]);
  act(b, "p1", "defend:parry");
  assert.deepEqual(
    [last(b, "parry").die, last(b, "parry").plus, last(b, "parry").value],
    [2, 3, 5],
  );
  assert.equal(last(b, "damage").amount, 3);
  // The Gloom Fang wounds her, so in round 2 she acts last; the stance holds until her turn.
  act(b, "kp", "end");
  assert.equal(fighter(b, "tsukiko-1").stance, "parry");
  act(b, "kp", "end");
  assert.ok(isTurnOf(b, "tsukiko-1"));
  assert.equal(fighter(b, "tsukiko-1").stance, "none");
});

test("MGR-61 a light wound forbids any single action of 4 DP or more", () => {
  const b = tsukiko({ wound: "light" });
  // Wounded: the wolf acts first.
  act(b, "kp", "end");
  assert.ok(isTurnOf(b, "tsukiko-1"));
  assert.ok(!options(b).includes("attack:moon-blade@gloom-wolf-1"), "4 DP is barred");
  assert.ok(options(b).includes("attack:unarmed@gloom-wolf-1"));
  assert.ok(options(b).includes("ability:frost-needle@gloom-wolf-1"));
});

test("MGR-62 a heavy wound: no turn and no passive action", () => {
  const b = battle(
    {
      girls: [
        { seat: "p1", girl: "tsukiko", wound: "heavy" },
        { seat: "p2", girl: "hoshino" },
      ],
      enemies: [{ enemy: "gloom-wolf" }],
    },
    [10, 30, 50, 40, 3],
  );
  assert.ok(isTurnOf(b, "hoshino-1"), "Tsukiko's turn is skipped");
  act(b, "p2", "end");
  act(b, "kp", "attack:gloom-fang@tsukiko-1");
  assert.equal(last(b, "no-defence").why, "down");
  assert.equal(events(b, "turn").filter((e) => e.card === "tsukiko-1").length, 0);
});

test("MGR-23/28 using a skill: the KP sets the DP (0 or 1, or an action size) among what can be paid", () => {
  const b = tsukiko({ dp: 1 }, {}, [30]);
  act(b, "p1", "useskill:cooking");
  assert.deepEqual(options(b), ["cost:0", "cost:1"], "2 and 4 are not payable with 1 DP");
  act(b, "kp", "cost:1");
  act(b, "kp", "dice:none");
  assert.deepEqual([last(b, "skill-use").dp, fighter(b, "tsukiko-1").dp], [1, 0]);
  assert.deepEqual([last(b, "check").what, last(b, "check").level], ["cooking", "regular"]);
  assert.ok(isTurnOf(b, "tsukiko-1"), "the turn goes on");
  assert.ok(!options(b).includes("useskill:cooking"), "reading: once per turn");
  assert.ok(options(b).includes("useskill:melee"), "a free use is still possible at 0 DP");
});

test("MGR-02 a penalty die (the KP imposes one on a skill use): the worse tens is kept", () => {
  // Cooking 50: d100 25 with a penalty tens die 7 → 75 (failure); a bonus die 1 on 85 → 15.
  const b = tsukiko({}, {}, [25, 7]);
  act(b, "p1", "useskill:cooking");
  act(b, "kp", "cost:0");
  act(b, "kp", "dice:penalty");
  assert.deepEqual(
    [last(b, "check").dice, last(b, "check").roll, last(b, "check").bonus],
    [[25, 7], 75, -1],
  );
  assert.equal(last(b, "check").level, "failure");
  const good = tsukiko({}, {}, [85, 1]);
  act(good, "p1", "useskill:cooking");
  act(good, "kp", "cost:0");
  act(good, "kp", "dice:bonus");
  assert.deepEqual([last(good, "check").roll, last(good, "check").level], [15, "hard"]);
});
