/**
 * The combat round (MGR-10…13) and the DP economy (MGR-20…22), through battles with pinned dice.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { type Battle, makeReplay, playReplay } from "../../src/engine/index.ts";
import { act, battle, events, fighter, isTurnOf, last, magicalGirl, options } from "./helpers.ts";

/** Ends turns (`end`) until `card`'s turn comes up. */
function endUntil(b: Battle, card: string): void {
  for (let i = 0; i < 50 && !isTurnOf(b, card); i++) act(b, b.pending!.seat, "end");
  assert.ok(isTurnOf(b, card), `never reached ${card}'s turn`);
}

/** The order in which turns were taken, from the log. */
function turns(b: Battle): string[] {
  return events(b, "turn").map((e) => e.card as string);
}

const TSUKIKO_WOLF = {
  girls: [{ seat: "p1", girl: "tsukiko" }],
  enemies: [{ enemy: "gloom-wolf" }],
};

test("MGR-10 order: combat start → surprise → initiative checks → order → round 1 → turns", () => {
  const b = battle({ ...TSUKIKO_WOLF, surprise: "party" }, [10, 50]);
  const kinds = events(b).map((e) => e.t);
  const at = (t: string) => kinds.indexOf(t);
  assert.ok(at("combat-start") < at("surprise"));
  assert.ok(at("surprise") < at("check"));
  assert.ok(at("check") < at("order"));
  assert.ok(at("order") < at("round"));
  assert.ok(at("round") < at("turn"));
  assert.ok(isTurnOf(b, "tsukiko-1"));
});

test("MGR-11 initiative: AGI checks ranked by success level, then the lower roll; the order stays fixed", () => {
  // Tsukiko (AGI 55) rolls 30 (regular), the wolf (AGI 55) 20 (hard): the wolf goes first.
  const b = battle(TSUKIKO_WOLF, [30, 20]);
  assert.deepEqual(events(b, "order")[0].order, ["gloom-wolf-1", "tsukiko-1"]);
  // Same level (regular): the lower roll (40 < 50) goes first.
  const c = battle(TSUKIKO_WOLF, [50, 40]);
  assert.deepEqual(events(c, "order")[0].order, ["gloom-wolf-1", "tsukiko-1"]);
  // Rounds 2 and 3 follow the same order without new initiative checks.
  endUntil(b, "gloom-wolf-1");
  act(b, "kp", "end");
  act(b, "p1", "end");
  act(b, "kp", "end");
  act(b, "p1", "end");
  assert.deepEqual(turns(b), [
    "gloom-wolf-1",
    "tsukiko-1",
    "gloom-wolf-1",
    "tsukiko-1",
    "gloom-wolf-1",
  ]);
  assert.equal(events(b, "check").length, 2, "initiative is rolled once");
});

test("MGR-11 a group of identical creatures shares one initiative roll and acts together", () => {
  const b = battle(
    {
      girls: [{ seat: "p1", girl: "tsukiko" }],
      enemies: [
        { enemy: "gloom-wolf", group: "pack" },
        { enemy: "despair-toad" },
        { enemy: "gloom-wolf", group: "pack" },
      ],
    },
    [50, 10, 25],
  );
  assert.deepEqual(
    events(b, "check").map((e) => e.card),
    ["tsukiko-1", "gloom-wolf-1", "despair-toad-1"],
  );
  assert.deepEqual(events(b, "order")[0].order, [
    "gloom-wolf-1",
    "gloom-wolf-2",
    "despair-toad-1",
    "tsukiko-1",
  ]);
});

test("MGR-12 a tie among KP creatures: the KP orders them", () => {
  // Hound (AGI 60) and familiar (AGI 70) both roll 10: extreme, same roll.
  const b = battle(
    {
      girls: [{ seat: "p1", girl: "tsukiko" }],
      enemies: [{ enemy: "shade-hound" }, { enemy: "witch-familiar" }],
    },
    [90, 10, 10],
  );
  assert.equal(b.pending?.seat, "kp");
  assert.deepEqual(options(b), ["first:shade-hound-1", "first:witch-familiar-1"]);
  act(b, "kp", "first:witch-familiar-1");
  assert.deepEqual(events(b, "order")[0].order, ["witch-familiar-1", "shade-hound-1", "tsukiko-1"]);
});

test("MGR-12 a tie among player characters: the players order them (the lowest tied seat answers)", () => {
  const b = battle(
    {
      girls: [
        { seat: "p1", girl: "hoshino" },
        { seat: "p2", girl: "aino" },
      ],
      enemies: [{ enemy: "iron-golem" }],
    },
    [10, 10, 90],
  );
  assert.equal(b.pending?.seat, "p1");
  act(b, "p1", "first:aino-1");
  assert.deepEqual(events(b, "order")[0].order, ["aino-1", "hoshino-1", "iron-golem-1"]);
});

test("MGR-12 a mixed tie: the KP decides, or (option) each rolls d100 and the higher goes first", () => {
  const setup = { girls: [{ seat: "p1", girl: "hoshino" }], enemies: [{ enemy: "shade-hound" }] };
  const kp = battle(setup, [10, 10]);
  assert.equal(kp.pending?.seat, "kp");
  assert.deepEqual(options(kp), ["first:hoshino-1", "first:shade-hound-1"]);
  const roll = battle(setup, [10, 10, 30, 80], { initiativeTie: "roll" });
  assert.deepEqual(
    events(roll, "tie-roll").map((e) => [e.card, e.roll]),
    [
      ["hoshino-1", 30],
      ["shade-hound-1", 80],
    ],
  );
  assert.deepEqual(events(roll, "order")[0].order, ["shade-hound-1", "hoshino-1"]);
  // Equal d100s roll again.
  const again = battle(setup, [10, 10, 50, 50, 70, 20], { initiativeTie: "roll" });
  assert.deepEqual(events(again, "order")[0].order, ["hoshino-1", "shade-hound-1"]);
});

test("MGR-13 a wounded character acts last until the wound heals", () => {
  // Tsukiko wins initiative but is lightly wounded: the wolf acts first.
  const b = battle(
    {
      girls: [{ seat: "p1", girl: "tsukiko", wound: "light" }],
      enemies: [{ enemy: "gloom-wolf" }],
    },
    [10, 50],
  );
  assert.deepEqual(events(b, "order")[0].order, ["tsukiko-1", "gloom-wolf-1"]);
  assert.ok(isTurnOf(b, "gloom-wolf-1"));
  act(b, "kp", "end");
  assert.ok(isTurnOf(b, "tsukiko-1"));
});

test("MGR-13 wounded during the round: moved behind everyone who has not acted yet", () => {
  // Order: wolf, hoshino, hound. The wolf wounds Hikari (hard hit, 4+1d4=8 pierce > 14/2).
  const b = battle(
    {
      girls: [{ seat: "p1", girl: "hoshino" }],
      enemies: [{ enemy: "gloom-wolf" }, { enemy: "shade-hound" }],
    },
    [30, 10, 45, 20, 4],
  );
  assert.deepEqual(events(b, "order")[0].order, ["gloom-wolf-1", "hoshino-1", "shade-hound-1"]);
  act(b, "kp", "attack:gloom-fang@hoshino-1");
  act(b, "p1", "defend:none");
  assert.equal(fighter(b, "hoshino-1").wound, "light");
  act(b, "kp", "end");
  assert.ok(isTurnOf(b, "shade-hound-1"), "the hound now goes before the wounded girl");
  act(b, "kp", "end");
  assert.ok(isTurnOf(b, "hoshino-1"));
});

test("MGR-20 everyone starts with 8 DP; the surprising side gets 2 more", () => {
  const plain = battle(TSUKIKO_WOLF, [10, 50]);
  assert.deepEqual([fighter(plain, "tsukiko-1").dp, fighter(plain, "gloom-wolf-1").dp], [8, 8]);
  const ambush = battle({ ...TSUKIKO_WOLF, surprise: "enemy" }, [10, 50]);
  assert.deepEqual([fighter(ambush, "tsukiko-1").dp, fighter(ambush, "gloom-wolf-1").dp], [8, 10]);
});

test("MGR-21 each new round: +4 DP for everyone, never above the cap (15, raisable)", () => {
  const b = battle(
    {
      girls: [{ seat: "p1", girl: "tsukiko", dp: 13 }],
      enemies: [
        { enemy: "nightmare-witch", dp: 16 },
        { enemy: "gloom-wolf", dp: 3 },
      ],
    },
    [10, 50, 60],
  );
  act(b, "p1", "end");
  act(b, "kp", "end");
  act(b, "kp", "end");
  assert.equal(events(b, "round").length, 2);
  assert.equal(fighter(b, "tsukiko-1").dp, 15, "13 + 4 capped at 15");
  assert.equal(fighter(b, "nightmare-witch-1").dp, 18, "the witch's cap is 18");
  assert.equal(fighter(b, "gloom-wolf-1").dp, 7);
});

test("MGR-22 unspent DP carries over; option dpReading: clear empties it at round end", () => {
  const carry = battle(TSUKIKO_WOLF, [10, 50]);
  act(carry, "p1", "end");
  act(carry, "kp", "end");
  assert.equal(fighter(carry, "tsukiko-1").dp, 12);
  const clear = battle(TSUKIKO_WOLF, [10, 50], { dpReading: "clear" });
  act(clear, "p1", "end");
  act(clear, "kp", "end");
  assert.equal(events(clear, "dp-clear").length, 1);
  assert.equal(fighter(clear, "tsukiko-1").dp, 4);
});

test("KP tools (option kpTools): before each turn the KP adjusts HP / MP / DP / wounds, logged, in range", () => {
  const b = battle(TSUKIKO_WOLF, [10, 50], { kpTools: "on" });
  assert.equal(b.pending?.seat, "kp");
  assert.ok(!options(b).includes("adjust:tsukiko-1@hp+1"), "HP is already at max");
  act(b, "kp", "adjust:tsukiko-1@hp-1");
  act(b, "kp", "adjust:gloom-wolf-1@dp+1");
  act(b, "kp", "adjust:tsukiko-1@wound+");
  act(b, "kp", "adjust-done");
  assert.deepEqual(
    [fighter(b, "tsukiko-1").hp, fighter(b, "gloom-wolf-1").dp, fighter(b, "tsukiko-1").wound],
    [17, 9, "light"],
  );
  assert.equal(events(b, "kp-adjust").length, 3);
  assert.ok(isTurnOf(b, "gloom-wolf-1"), "the wound given by the KP moves her last (MGR-13)");
});

test("KP tools: the KP (and only the KP) takes back the last decision; the replay keeps it", () => {
  const b = battle(TSUKIKO_WOLF, [10, 50, 90]);
  act(b, "p1", "attack:unarmed@gloom-wolf-1");
  assert.equal(fighter(b, "tsukiko-1").dp, 6);
  assert.throws(() => b.takeBack("p1"));
  b.takeBack("kp");
  assert.equal(fighter(b, "tsukiko-1").dp, 8);
  assert.ok(isTurnOf(b, "tsukiko-1"));
  assert.equal(last(b, "take-back").undone, "attack:unarmed@gloom-wolf-1");
  assert.equal(playReplay(magicalGirl, makeReplay(b)).hash(), b.hash());
});
