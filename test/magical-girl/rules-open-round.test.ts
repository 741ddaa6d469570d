/**
 * The open round (seed 002 l.29–31, 48, 99–100: 「但这并不意味着玩家仅能进行这些行动」): objects on
 * the map (one free interaction a turn, more cost an action), magical items needing an action,
 * throwing any object or a character (the KP rules what a thrown character suffers), and any task
 * the KP prices. Map "old-warehouse": loading bay (iron door, supply crate holding a moon tear and
 * a star pebble) — 20 m — floor (heavy crane lever, oil drum 50, steel beam 90) — 15 m — office
 * (office door); loading bay–office 30 m.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Json } from "../../src/engine/index.ts";
import { act, battle, events, fighter, isTurnOf, last, options } from "./helpers.ts";

/** Raimu (p1, STR 75, throwing 50) and maybe Aino (p2) against a gloom wolf in the warehouse. */
function warehouse(girls: Json[], wolfPos: string, dice: number[]) {
  return battle(
    { map: "old-warehouse", girls, enemies: [{ enemy: "gloom-wolf", pos: wolfPos }] },
    dice,
  );
}

const RAIMU = (pos: string, extra: Record<string, Json> = {}): Json => ({
  seat: "p1",
  girl: "raimu",
  pos,
  ...extra,
});

test("MGR-14 objects: the first interaction of a turn is free, each further one a minor action (1 DP)", () => {
  const b = warehouse([RAIMU("loading-bay")], "floor", [10, 90]);
  assert.ok(isTurnOf(b, "raimu-1"));
  assert.ok(options(b).includes("interact:iron-door"));
  assert.ok(options(b).includes("interact:supply-crate"));
  act(b, "p1", "interact:supply-crate");
  assert.equal(fighter(b, "raimu-1").dp, 8, "free: the turn's one free interaction");
  assert.deepEqual(last(b, "object"), {
    t: "object",
    card: "raimu-1",
    object: "supply-crate",
    state: "open",
    term: "obj-open",
  });
  assert.ok(!options(b).includes("interact:supply-crate"), "an opened crate has nothing more");
  assert.ok(options(b).includes("take:moon-tear") && options(b).includes("take:star-pebble"));
  act(b, "p1", "take:moon-tear");
  assert.equal(fighter(b, "raimu-1").dp, 7, "a second interaction costs an action");
  act(b, "p1", "interact:iron-door");
  assert.equal(fighter(b, "raimu-1").dp, 6);
  assert.equal(last(b, "object").state, "open");
  assert.deepEqual(
    events(b, "interact").map((e) => e.dp),
    [0, 1],
  );
});

test("MGR-14 a magical item that needs an action costs its DP (seed l.30), and is used up", () => {
  const b = warehouse(
    [RAIMU("loading-bay", { hp: 10, items: ["moon-tear", "honey-drop"] })],
    "floor",
    [10, 90, 4, 2],
  );
  assert.ok(options(b).includes("item:moon-tear@raimu-1"));
  act(b, "p1", "item:moon-tear@raimu-1");
  assert.deepEqual([fighter(b, "raimu-1").dp, fighter(b, "raimu-1").hp], [6, 14], "2 DP; 1d6 = 4");
  assert.ok(!options(b).some((o) => o.startsWith("item:moon-tear")), "used up");
  // The honey drop needs no action: it is the turn's free interaction.
  act(b, "p1", "item:honey-drop@raimu-1");
  assert.deepEqual([fighter(b, "raimu-1").dp, fighter(b, "raimu-1").hp], [6, 16]);
  assert.deepEqual(
    events(b, "item").map((e) => [e.item, e.dp]),
    [
      ["moon-tear", 2],
      ["honey-drop", 0],
    ],
  );
});

test("MGR-23 the KP prices any declared task (seed l.31); a free one is the turn's free interaction", () => {
  const b = warehouse([RAIMU("loading-bay")], "floor", [10, 90]);
  act(b, "p1", "task");
  assert.equal(b.pending?.seat, "kp");
  assert.deepEqual(options(b), ["price:0", "price:1", "price:2", "price:4"]);
  act(b, "kp", "price:0");
  assert.ok(isTurnOf(b, "raimu-1"), "the turn goes on");
  act(b, "p1", "task");
  assert.deepEqual(options(b), ["price:1", "price:2", "price:4"], "the free interaction is used");
  act(b, "kp", "price:2");
  assert.equal(fighter(b, "raimu-1").dp, 6);
  assert.deepEqual(
    events(b, "task").map((e) => e.dp),
    [0, 2],
  );
  // A stuck or heavy object is priced by the KP too, never free.
  act(b, "p1", "move:floor");
  act(b, "p1", "interact:crane-lever");
  assert.equal(b.pending?.prompt.k, "prompt.price-object");
  assert.deepEqual(options(b), ["price:1", "price:2", "price:4"], "never free");
  act(b, "kp", "price:4");
  assert.deepEqual([fighter(b, "raimu-1").dp, last(b, "object").state], [0, "down"]);
  assert.deepEqual(last(b, "task-object"), {
    t: "task-object",
    card: "raimu-1",
    object: "crane-lever",
    dp: 4,
  });
});

test("MGR-70 throwing objects: over 40 halves the range and is a major action; over 70 cannot be thrown", () => {
  // The wolf at the floor with Raimu: the drum (50) is in reach, 4 DP; the beam (90) is not offered.
  const b = warehouse([RAIMU("floor")], "floor", [10, 90, 30, 5]);
  const throws = options(b).filter((o) => o.startsWith("throw:"));
  assert.ok(throws.includes("throw:oil-drum@gloom-wolf-1"));
  assert.ok(!throws.some((o) => o.includes("steel-beam")), "90 > 70");
  act(b, "p1", "throw:oil-drum@gloom-wolf-1");
  assert.equal(fighter(b, "raimu-1").dp, 4, "a major action over 40");
  // A thrown object that hits counts as a ranged attack (MGR-71): no counter is offered.
  assert.ok(!options(b).some((o) => o.startsWith("counter:")));
  act(b, "kp", "defend:none");
  assert.equal(last(b, "damage").type, "blunt");
  assert.equal(last(b, "damage").amount, 5, "1d8 = 5");
});

test("MGR-70 throwing a character: her size is the weight; where she lands is the check's; the KP rules what she suffers", () => {
  const b = warehouse(
    [RAIMU("floor"), { seat: "p2", girl: "aino", pos: "floor" }],
    "loading-bay",
    [10, 20, 90, 30, 2],
  );
  assert.ok(isTurnOf(b, "raimu-1"));
  // Aino (size 35): full range 75 m, a standard action (2 DP).
  assert.ok(options(b).includes("hurl:aino-1@office"));
  act(b, "p1", "hurl:aino-1@office");
  assert.equal(fighter(b, "raimu-1").dp, 6);
  assert.equal(last(b, "hurl").to, "office");
  assert.equal(b.pending?.seat, "kp", "the KP rules what the thrown girl suffers");
  assert.deepEqual(options(b), ["suffer:none", "suffer:1d3", "suffer:1d6", "suffer:2d6"]);
  act(b, "kp", "suffer:1d3");
  assert.equal(fighter(b, "aino-1").hp, (fighter(b, "aino-1").hpMax as number) - 2);
  assert.equal(last(b, "hurl-ruling").ruling, "1d3");
});

test("MGR-32 ready any action for a moment from a list: an attack when an ally is attacked, before the blow", () => {
  // Initiative: Tsukiko 10, Hoshino 20, the wolf 90. Tsukiko's blade: hit 50, 5 × 1.5 + 1 = 8.
  const b = battle(
    {
      girls: [
        { seat: "p1", girl: "tsukiko" },
        { seat: "p2", girl: "hoshino" },
      ],
      enemies: [{ enemy: "gloom-wolf" }],
    },
    [10, 20, 90, 50, 5, 90],
  );
  act(b, "p1", "ready-any");
  assert.ok(options(b).includes("attack:moon-blade@gloom-wolf-1"), "any action she could take");
  act(b, "p1", "attack:moon-blade@gloom-wolf-1");
  assert.deepEqual(options(b), [
    "when-acts:gloom-wolf-1",
    "when-attacked:tsukiko-1",
    "when-attacked:hoshino-1",
  ]);
  act(b, "p1", "when-attacked:hoshino-1");
  assert.equal(fighter(b, "tsukiko-1").dp, 7, "1 DP to declare; the turn ends");
  act(b, "p2", "end");
  // The wolf acts — not the moment; it attacks Hoshino — the moment: the blade goes first.
  act(b, "kp", "attack:gloom-fang@hoshino-1");
  assert.deepEqual(last(b, "ready-act"), {
    t: "ready-act",
    card: "tsukiko-1",
    action: "attack:moon-blade@gloom-wolf-1",
    moment: "moment-attacked",
    whom: "hoshino-1",
    dp: 4,
  });
  act(b, "kp", "defend:none");
  assert.equal(fighter(b, "gloom-wolf-1").hp, 6);
  assert.equal(fighter(b, "tsukiko-1").dp, 3, "the action's DP paid at the moment");
  const kinds = events(b).map((e) => e.t);
  assert.ok(
    kinds.indexOf("ready-act") < kinds.lastIndexOf("miss"),
    "then the wolf's attack (a miss)",
  );
});

test("MGR-32 ready a move for when a foe enters a position: she moves away as it arrives", () => {
  const b = warehouse([{ seat: "p1", girl: "aino", pos: "office" }], "floor", [10, 90]);
  act(b, "p1", "ready-any");
  act(b, "p1", "move:loading-bay");
  act(b, "p1", "when-enters:office");
  act(b, "kp", "move:office");
  assert.equal(last(b, "ready-act").action, "move:loading-bay");
  assert.deepEqual(
    events(b, "move").map((e) => [e.card, e.to]),
    [
      ["gloom-wolf-1", "office"],
      ["aino-1", "loading-bay"],
    ],
  );
  assert.equal(b.pending?.seat, "kp", "the wolf's turn goes on");
});

test("MGR-35 a magical item that needs an action may be used as a reaction, at double DP", () => {
  // Initiative: Tsukiko 50, Hoshino 60, the wolf 10 (first). The fang misses (90); then Hoshino
  // reacts with her star pebble (2 DP × 2): hit 30, 1d6 = 3 fire.
  const b = battle(
    {
      girls: [
        { seat: "p1", girl: "tsukiko" },
        { seat: "p2", girl: "hoshino", items: ["star-pebble", "honey-drop"] },
      ],
      enemies: [{ enemy: "gloom-wolf" }],
    },
    [50, 60, 10, 90, 30, 3],
    { reactions: "on", reactionApproval: "auto" },
  );
  act(b, "kp", "attack:gloom-fang@tsukiko-1");
  act(b, "p2", "pass"); // no protecting Tsukiko
  act(b, "p1", "pass"); // Tsukiko does not react
  assert.equal(b.pending?.prompt.k, "prompt.react");
  assert.ok(options(b).includes("react:star-pebble@gloom-wolf-1"));
  assert.ok(
    !options(b).some((o) => o.startsWith("react:honey-drop")),
    "an interaction item is no reaction",
  );
  act(b, "p2", "react:star-pebble@gloom-wolf-1");
  act(b, "kp", "defend:none");
  assert.deepEqual(last(b, "item"), {
    t: "item",
    card: "hoshino-1",
    item: "star-pebble",
    target: "gloom-wolf-1",
    dp: 4,
  });
  assert.equal(fighter(b, "hoshino-1").dp, 4);
  assert.equal(fighter(b, "gloom-wolf-1").hp, 11);
});
