/**
 * A downed actor's queued action does not happen (MGR-62, seed 002 l.96: a heavy wound means
 * 「无法移动，无法行动」; at 0 HP a fighter is out), and a spar that would be over before any blow
 * is refused with its reason (MGR-05).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { type Json, renderEvent, SetupError, startBattle } from "../../src/engine/index.ts";
import { act, battle, events, fighter, isTurnOf, magicalGirl } from "./helpers.ts";

test("MGR-62 a readied blade downs the attacker first: its attack does not land and nobody is asked to defend", () => {
  // Initiative: Tsukiko 10, wolf 1 50, wolf 2 60. The blade's hit is a critical (1): 13 + 1d6 (2)
  // = 15 slash against 14 HP → 0 HP and a heavy wound before the wolf's fang moves.
  const b = battle(
    {
      girls: [{ seat: "p1", girl: "tsukiko" }],
      enemies: [{ enemy: "gloom-wolf" }, { enemy: "gloom-wolf" }],
    },
    [10, 50, 60, 1, 2],
  );
  act(b, "p1", "ready:moon-blade@gloom-wolf-1");
  assert.ok(isTurnOf(b, "gloom-wolf-1"));
  act(b, "kp", "attack:gloom-fang@tsukiko-1");
  act(b, "kp", "defend:none");
  assert.deepEqual([fighter(b, "gloom-wolf-1").hp, fighter(b, "gloom-wolf-1").wound], [0, "heavy"]);
  assert.equal(
    events(b, "check").filter((e) => e.card === "gloom-wolf-1").length,
    1,
    "only its initiative check: no hit check for the fang",
  );
  assert.deepEqual(events(b, "action-lost"), [
    { t: "action-lost", card: "gloom-wolf-1", what: "act-attack", why: "zero-hp" },
  ]);
  assert.ok(
    !b.state.history.some(([seat, o]) => seat === "p1" && o.startsWith("defend:")),
    "Tsukiko is never asked to defend",
  );
  assert.ok(isTurnOf(b, "gloom-wolf-2"), "the downed wolf's turn ends by itself");
  const e = events(b, "action-lost")[0];
  assert.equal(renderEvent(magicalGirl, e, "zh", b.state), "忧郁之狼HP归0，无法行动：攻击落空");
});

test("MGR-05 a spar that would start with a fighter at a third of max HP or less is refused with the reason", () => {
  const spar = (hp: number): Json => ({
    mode: "spar",
    girls: [
      { seat: "p1", girl: "tsukiko", side: "a" },
      { seat: "p2", girl: "raimu", side: "b", hp },
    ],
  });
  // Raimu: 20 max HP. At 6 (6 × 3 ≤ 20) the spar would end before any blow.
  assert.throws(
    () => startBattle(magicalGirl, { seed: 1, setup: spar(6) }),
    (e: Error) =>
      e instanceof SetupError &&
      /girls\[1\]\.hp/.test(e.message) &&
      /third of her max HP/.test(e.message) &&
      /6\/20/.test(e.message),
  );
  const b = startBattle(magicalGirl, { seed: 1, setup: spar(7), options: { reactions: "off" } });
  assert.equal(b.result, null, "at 7 (above a third) the spar starts and goes on");
  assert.equal(events(b, "spar-end").length, 0);
});
