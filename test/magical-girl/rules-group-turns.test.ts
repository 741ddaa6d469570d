/**
 * A group acting at the same time (MGR-11, seed 002 l.20: 「kp还可以自行判断一群相同的生物是否共用
 * 同一个检定作为其先攻，并让这群生物在同一时间行动」), as option `groupTurns: together`, besides the
 * default consecutive turns.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Json } from "../../src/engine/index.ts";
import { act, battle, events, isTurnOf, options } from "./helpers.ts";

const PACK: Json = {
  girls: [{ seat: "p1", girl: "tsukiko" }],
  enemies: [
    { enemy: "gloom-wolf", group: "pack" },
    { enemy: "gloom-wolf", group: "pack" },
  ],
};

test("MGR-11 groupTurns together: the pack's turns begin at once and the KP interleaves their actions", () => {
  // Initiative: Tsukiko 10, the pack (one roll) 90. The wolves' fangs miss on 90 and 95.
  const b = battle(PACK, [10, 90, 90, 95], { groupTurns: "together" });
  act(b, "p1", "end");
  assert.deepEqual(events(b, "group-turn")[0].cards, ["gloom-wolf-1", "gloom-wolf-2"]);
  assert.equal(b.pending?.prompt.k, "prompt.group");
  assert.deepEqual(options(b), ["as:gloom-wolf-1", "as:gloom-wolf-2", "group-end"]);
  act(b, "kp", "as:gloom-wolf-2");
  act(b, "kp", "attack:gloom-fang@tsukiko-1");
  // After one step the KP picks again: the first wolf may act before the second goes on.
  assert.equal(b.pending?.prompt.k, "prompt.group");
  act(b, "kp", "as:gloom-wolf-1");
  act(b, "kp", "attack:gloom-fang@tsukiko-1");
  act(b, "kp", "as:gloom-wolf-1");
  act(b, "kp", "end");
  assert.deepEqual(options(b), ["as:gloom-wolf-2", "group-end"], "the first wolf's turn is over");
  act(b, "kp", "group-end");
  assert.deepEqual(
    events(b, "attack").map((e) => e.card),
    ["gloom-wolf-2", "gloom-wolf-1"],
  );
  assert.deepEqual(
    events(b, "turn-end").map((e) => e.card),
    ["tsukiko-1", "gloom-wolf-1", "gloom-wolf-2"],
  );
  assert.equal(events(b, "round").length, 2, "a new round once the group's turn ends");
  assert.ok(isTurnOf(b, "tsukiko-1"));
});

test("MGR-11 groupTurns consecutive (default): the pack's members take their turns one after another", () => {
  const b = battle(PACK, [10, 90]);
  act(b, "p1", "end");
  assert.ok(isTurnOf(b, "gloom-wolf-1"));
  assert.equal(events(b, "group-turn").length, 0);
  act(b, "kp", "end");
  assert.ok(isTurnOf(b, "gloom-wolf-2"));
});
