/**
 * Positions on a map (MGR-26, 27, 29, 36), throwing (MGR-70…72), ready actions (MGR-32) and the
 * free object interaction (MGR-14). Map "night-park": fountain–bench 12 m, fountain–shed 25 m,
 * fountain–pond 18 m (pond: dangerous terrain), bench–shed 15 m; bench has half cover, the shed
 * full cover; the gate is 45…70 m from everything.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Json } from "../../src/engine/index.ts";
import { act, battle, events, fighter, isTurnOf, last, options } from "./helpers.ts";

/** A battle on the night-park map. */
function park(girls: Json[], enemies: Json[], dice: number[], opts: Record<string, Json> = {}) {
  return battle({ map: "night-park", girls, enemies }, dice, opts);
}

const moves = (ids: string[]) => ids.filter((o) => o.startsWith("move:")).sort();

test("MGR-26 moving costs 1 DP per 15 m when AGI > size, else per 10 m", () => {
  // Tsukiko AGI 55 > size 50: bench 12 m → 1 DP, shed 25 m → 2, pond 18 m → 2, gate 50 m → 4.
  const b = park(
    [{ seat: "p1", girl: "tsukiko", pos: "fountain" }],
    [{ enemy: "gloom-wolf", pos: "bench" }],
    [10, 50],
  );
  act(b, "p1", "move:shed");
  assert.equal(fighter(b, "tsukiko-1").dp, 6);
  // Raimu AGI 45 ≤ size 60: 10 m per DP: fountain → pond 18 m costs 2, → shed 25 m costs 3.
  const r = park(
    [{ seat: "p1", girl: "raimu", pos: "fountain" }],
    [{ enemy: "gloom-wolf", pos: "gate" }],
    [10, 90],
  );
  act(r, "p1", "move:shed");
  assert.equal(fighter(r, "raimu-1").dp, 5);
  assert.equal(last(r, "move").to, "shed");
});

test("MGR-26 melee needs the same position (reading); moving there makes the attack possible", () => {
  const b = park(
    [{ seat: "p1", girl: "tsukiko", pos: "fountain" }],
    [{ enemy: "gloom-wolf", pos: "bench" }],
    [10, 50],
  );
  assert.ok(!options(b).includes("attack:moon-blade@gloom-wolf-1"));
  act(b, "p1", "move:bench");
  assert.ok(options(b).includes("attack:moon-blade@gloom-wolf-1"));
});

test("MGR-26/61 a light wound halves the distance per DP; a turn's movement is one action below 4 DP", () => {
  // 7.5 m per DP: pond 18 m → 3 DP; shed 25 m → 4 DP (barred); bench 12 m → 2 DP.
  const b = park(
    [{ seat: "p1", girl: "tsukiko", pos: "fountain", wound: "light" }],
    [{ enemy: "despair-toad", pos: "gate" }],
    [10, 90],
  );
  act(b, "kp", "end");
  assert.deepEqual(moves(options(b)), ["move:bench", "move:pond"]);
  act(b, "p1", "move:bench");
  // 2 DP moved: only 1 more DP of movement this turn — 12 m back costs 2: nothing left.
  assert.deepEqual(moves(options(b)), []);
});

test("MGR-27 carrying over 2 × STR: movement costs double and dangerous terrain is barred", () => {
  // Raimu STR 75: hammer 20 + gun 4 + 127 = 151 > 150.
  const b = park(
    [{ seat: "p1", girl: "raimu", pos: "fountain", carry: 127 }],
    [{ enemy: "gloom-wolf", pos: "gate" }],
    [10, 90],
  );
  assert.deepEqual(moves(options(b)), ["move:bench", "move:shed"]);
  act(b, "p1", "move:bench");
  assert.equal(fighter(b, "raimu-1").dp, 4, "12 m: 2 DP doubled");
  const light = park(
    [{ seat: "p1", girl: "raimu", pos: "fountain", carry: 126 }],
    [{ enemy: "gloom-wolf", pos: "gate" }],
    [10, 90],
  );
  assert.ok(moves(options(light)).includes("move:pond"), "exactly 2 × STR is not over");
  // Already in dangerous terrain while overloaded: no movement out of it either.
  const stuck = park(
    [{ seat: "p1", girl: "raimu", pos: "pond", carry: 127 }],
    [{ enemy: "gloom-wolf", pos: "gate" }],
    [10, 90],
  );
  assert.deepEqual(moves(options(stuck)), []);
});

test("MGR-29 hiding: 2 DP behind half cover, free behind full cover, not offered without cover", () => {
  const b = park(
    [
      { seat: "p1", girl: "aino", pos: "bench" },
      { seat: "p2", girl: "hoshino", pos: "shed" },
      { seat: "p3", girl: "tsukiko", pos: "fountain" },
    ],
    [{ enemy: "despair-toad", pos: "pond" }],
    [10, 20, 30, 90],
  );
  act(b, "p1", "hide");
  assert.equal(fighter(b, "aino-1").dp, 6);
  act(b, "p1", "end");
  act(b, "p2", "hide");
  assert.equal(fighter(b, "hoshino-1").dp, 8);
  act(b, "p2", "end");
  assert.ok(!options(b).includes("hide"), "no cover at the fountain");
  act(b, "p3", "end");
  // Reading: the hidden cannot be targeted by ranged attacks.
  assert.deepEqual(
    options(b).filter((o) => o.startsWith("attack:despair-spit")),
    ["attack:despair-spit@tsukiko-1"],
  );
});

test("MGR-32 ready action: 1 DP to declare; fires when the foe acts, paying the action's DP then", () => {
  const b = park([{ seat: "p1", girl: "tsukiko" }], [{ enemy: "gloom-wolf" }], [10, 50, 50, 5, 90]);
  act(b, "p1", "ready:moon-blade@gloom-wolf-1");
  assert.equal(fighter(b, "tsukiko-1").dp, 7);
  assert.ok(isTurnOf(b, "gloom-wolf-1"));
  act(b, "kp", "attack:gloom-fang@tsukiko-1");
  // The readied blade strikes first: hit 50, the wolf takes it, 5 × 1.5 + 1 = 8.
  assert.equal(last(b, "ready-fire").card, "tsukiko-1");
  act(b, "kp", "defend:none");
  assert.equal(fighter(b, "gloom-wolf-1").hp, 6);
  assert.equal(fighter(b, "tsukiko-1").dp, 3);
  const kinds = events(b).map((e) => e.t);
  assert.ok(
    kinds.lastIndexOf("ready-fire") < kinds.lastIndexOf("miss"),
    "the wolf's attack resolves after",
  );
});

test("MGR-32 a ready action with too little DP when triggered fails", () => {
  const b = park([{ seat: "p1", girl: "tsukiko", dp: 4 }], [{ enemy: "gloom-wolf" }], [10, 50, 90]);
  act(b, "p1", "ready:moon-blade@gloom-wolf-1");
  act(b, "kp", "attack:gloom-fang@tsukiko-1");
  assert.deepEqual([last(b, "ready-fail").why, fighter(b, "tsukiko-1").dp], ["dp", 3]);
});

test("MGR-36 protect an ally: a girl at the same position steps in (a reaction) and defends herself", () => {
  const b = park(
    [
      { seat: "p1", girl: "hoshino" },
      { seat: "p2", girl: "tsukiko" },
    ],
    [{ enemy: "gloom-wolf" }],
    [50, 60, 10, 40],
    { reactions: "on", reactionApproval: "auto" },
  );
  act(b, "kp", "attack:gloom-fang@hoshino-1");
  assert.deepEqual(options(b), ["protect", "pass"]);
  act(b, "p2", "protect");
  assert.equal(last(b, "protect").target, "hoshino-1");
  assert.deepEqual([fighter(b, "tsukiko-1").dp, fighter(b, "tsukiko-1").reacted], [6, true]);
  assert.equal(b.pending?.seat, "p2", "the protector answers the attack");
  assert.ok(options(b).includes("defend:parry"));
});

test("MGR-36 no protection from another position", () => {
  const b = park(
    [
      { seat: "p1", girl: "hoshino", pos: "fountain" },
      { seat: "p2", girl: "tsukiko", pos: "bench" },
    ],
    [{ enemy: "gloom-wolf", pos: "fountain" }],
    [50, 60, 10, 40],
    { reactions: "on", reactionApproval: "auto" },
  );
  act(b, "kp", "attack:gloom-fang@hoshino-1");
  assert.equal(b.pending?.seat, "p1");
  assert.ok(!options(b).includes("protect"));
});

test("MGR-70 throwing range = STR metres, halved over weight 40; over 70 no throw", () => {
  // The golem (STR 80) at the pond: Iron Maul (30) reaches 80 m, the Boulder Club (45) only 40 m.
  const b = park(
    [
      { seat: "p1", girl: "tsukiko", pos: "gate" },
      { seat: "p2", girl: "aino", pos: "shed" },
    ],
    [
      { enemy: "iron-golem", pos: "pond" },
      { enemy: "nightmare-witch", pos: "gate" },
    ],
    [90, 91, 10, 20],
  );
  const throws = options(b).filter((o) => o.startsWith("throw:"));
  assert.deepEqual(throws.sort(), [
    "throw:boulder-club@aino-1",
    "throw:iron-maul@aino-1",
    "throw:iron-maul@tsukiko-1",
  ]);
  act(b, "kp", "end");
  assert.ok(!options(b).some((o) => o.startsWith("throw:giant-anchor")), "the 75-weight anchor");
});

test("MGR-71 a thrown weapon that hits is a ranged attack (no counter); it leaves the hand", () => {
  // Raimu throws the Comet Hammer (throwing 50): 30 hits; the wolf may not counter.
  const b = park([{ seat: "p1", girl: "raimu" }], [{ enemy: "gloom-wolf" }], [10, 90, 30, 3, 4]);
  act(b, "p1", "throw:comet-hammer@gloom-wolf-1");
  assert.ok(!options(b).some((o) => o.startsWith("counter:")));
  act(b, "kp", "defend:none");
  assert.equal(last(b, "damage").amount, 9);
  assert.ok(
    !options(b).some((o) => o.includes("comet-hammer@")),
    "the hammer is gone from her hands",
  );
});

test("MGR-72 a failed throw scatters by 1d6 (1: at the thrower's feet); MGR-14 picking it up is the free interaction, then 1 DP", () => {
  const b = park(
    [{ seat: "p1", girl: "raimu", pos: "fountain", dp: 15 }],
    [{ enemy: "gloom-wolf", pos: "bench" }],
    [10, 90, 80, 1, 80, 1],
  );
  act(b, "p1", "throw:comet-hammer@gloom-wolf-1");
  assert.deepEqual([last(b, "scatter").face, last(b, "scatter").where], [1, "feet"]);
  act(b, "p1", "pickup:comet-hammer");
  assert.equal(last(b, "pickup").dp, 0, "the turn's free object interaction");
  act(b, "p1", "throw:comet-hammer@gloom-wolf-1");
  act(b, "p1", "pickup:comet-hammer");
  assert.equal(last(b, "pickup").dp, 1, "a second interaction costs an action");
  assert.equal(fighter(b, "raimu-1").dp, 15 - 6 - 6 - 1);
});

test("MGR-72 a 6 on the scatter die lands on the target point, or re-rolls (option scatter6)", () => {
  const on = park([{ seat: "p1", girl: "raimu" }], [{ enemy: "gloom-wolf" }], [10, 90, 80, 6]);
  act(on, "p1", "throw:comet-hammer@gloom-wolf-1");
  assert.equal(last(on, "scatter").where, "on-target");
  const re = park([{ seat: "p1", girl: "raimu" }], [{ enemy: "gloom-wolf" }], [10, 90, 80, 6, 3], {
    scatter6: "reroll",
  });
  act(re, "p1", "throw:comet-hammer@gloom-wolf-1");
  assert.deepEqual([last(re, "scatter").face, last(re, "scatter").where], [3, "short"]);
});

test("MGR-36 an area attack hits every foe at the target's position, each with its own hit check", () => {
  const b = battle(
    {
      girls: [{ seat: "p1", girl: "hoshino" }],
      enemies: [{ enemy: "shade-hound" }, { enemy: "shade-hound" }],
    },
    [10, 90, 91, 30, 4, 30, 3],
  );
  act(b, "p1", "ability:star-shower@shade-hound-1");
  assert.deepEqual(last(b, "area").targets, ["shade-hound-1", "shade-hound-2"]);
  assert.deepEqual(
    events(b, "attack").map((e) => e.target),
    ["shade-hound-1"],
    "one attack (and hit check) at a time",
  );
  act(b, "kp", "defend:none");
  act(b, "kp", "defend:none");
  assert.deepEqual([fighter(b, "shade-hound-1").hp, fighter(b, "shade-hound-2").hp], [6, 7]);
  assert.deepEqual([fighter(b, "hoshino-1").dp, fighter(b, "hoshino-1").mp], [4, 6]);
});

test("MGR-36 protecting against an area attack: the ally is spared, the protector takes 1.5 × damage (down)", () => {
  const b = battle(
    {
      girls: [
        { seat: "p1", girl: "hoshino" },
        { seat: "p2", girl: "tsukiko" },
      ],
      enemies: [{ enemy: "nightmare-witch" }],
    },
    [50, 60, 10, 40, 5],
    { reactions: "on", reactionApproval: "auto" },
  );
  act(b, "kp", "ability:nightmare-wave@hoshino-1");
  act(b, "p2", "protect");
  act(b, "p2", "defend:none");
  assert.equal(last(b, "damage").amount, 7, "floor(5 × 1.5)");
  assert.deepEqual([fighter(b, "tsukiko-1").hp, fighter(b, "hoshino-1").hp], [11, 14]);
  assert.deepEqual(
    events(b, "attack").map((e) => e.target),
    ["tsukiko-1"],
    "the covered girl is not attacked",
  );
});
