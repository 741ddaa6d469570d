/**
 * Reactions (应急反应, MGR-35): out of turn, with the KP's leave, double DP, no recovery at the
 * next round, one until the reacting girl's next turn; the interrupted turn resumes.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { act, battle, events, fighter, isTurnOf, options } from "./helpers.ts";

/** Tsukiko (p2) acts first, then Hikari (p1), then the wolf; reactions on. */
function party(opts: Record<string, string> = {}, dice: number[] = []) {
  return battle(
    {
      girls: [
        { seat: "p1", girl: "hoshino" },
        { seat: "p2", girl: "tsukiko" },
      ],
      enemies: [{ enemy: "gloom-wolf" }],
    },
    [50, 10, 90, ...dice],
    { reactions: "on", ...opts },
  );
}

test("MGR-35 after an action on another's turn the other girl may ask to react; the KP approves; double DP", () => {
  const b = party({}, [95, 90]);
  act(b, "p2", "attack:unarmed@gloom-wolf-1"); // misses (95)
  assert.equal(b.pending?.seat, "p1");
  assert.ok(options(b).includes("react:unarmed@gloom-wolf-1"));
  assert.ok(options(b).includes("pass"));
  act(b, "p1", "react:unarmed@gloom-wolf-1");
  assert.deepEqual(options(b), ["approve", "refuse"]);
  act(b, "kp", "approve");
  assert.equal(fighter(b, "hoshino-1").dp, 4, "bare hands 2 DP, doubled");
  assert.equal(events(b, "reaction").length, 1);
  assert.ok(isTurnOf(b, "tsukiko-1"), "the interrupted turn resumes");
});

test("MGR-35 only affordable reactions are offered (double cost)", () => {
  const b = battle(
    {
      girls: [
        { seat: "p1", girl: "hoshino", dp: 5 },
        { seat: "p2", girl: "tsukiko" },
      ],
      enemies: [{ enemy: "gloom-wolf" }],
    },
    [50, 10, 90, 95],
    { reactions: "on" },
  );
  act(b, "p2", "attack:unarmed@gloom-wolf-1");
  // Star Wand 3 → 6 > 5: not offered; bare hands 2 → 4: offered; Pink Burst 4 → 8: not offered.
  assert.ok(!options(b).includes("react:star-wand@gloom-wolf-1"));
  assert.ok(options(b).includes("react:unarmed@gloom-wolf-1"));
  assert.ok(!options(b).includes("react:pink-burst@gloom-wolf-1"));
});

test("MGR-35 one reaction until the girl's next turn; no DP recovery in the next round", () => {
  const b = party({ reactionApproval: "auto" }, [95, 90, 95]);
  act(b, "p2", "attack:unarmed@gloom-wolf-1");
  act(b, "p1", "react:unarmed@gloom-wolf-1");
  assert.equal(events(b, "reaction").length, 1, "auto-approved: no KP decision");
  act(b, "p2", "attack:unarmed@gloom-wolf-1");
  assert.ok(isTurnOf(b, "tsukiko-1"), "Hikari is not asked again this turn");
  act(b, "p2", "end");
  assert.ok(isTurnOf(b, "hoshino-1"));
  assert.equal(fighter(b, "hoshino-1").reacted, false, "her own turn restores the reaction");
  act(b, "p1", "end");
  act(b, "kp", "end");
  // Round 2: Tsukiko 4 + 4 = 8; Hikari keeps 4 (no recovery).
  assert.equal(events(b, "no-recover").length, 1);
  assert.equal(fighter(b, "hoshino-1").dp, 4);
  assert.equal(fighter(b, "tsukiko-1").dp, 8);
});

test("MGR-35 the KP may refuse: nothing is paid and the turn goes on", () => {
  const b = party({}, [95]);
  act(b, "p2", "attack:unarmed@gloom-wolf-1");
  act(b, "p1", "react:unarmed@gloom-wolf-1");
  act(b, "kp", "refuse");
  assert.equal(events(b, "reaction-refused").length, 1);
  assert.equal(fighter(b, "hoshino-1").dp, 8);
  assert.equal(fighter(b, "hoshino-1").reacted, false);
  assert.ok(isTurnOf(b, "tsukiko-1"));
});

test("MGR-35 enemies do not react (reading: players ask the KP); option reactions: off", () => {
  const b = party({}, [95]);
  act(b, "p2", "attack:unarmed@gloom-wolf-1");
  act(b, "p1", "pass");
  assert.ok(isTurnOf(b, "tsukiko-1"), "the KP's wolf was not asked");
  const off = party({ reactions: "off" }, [95]);
  act(off, "p2", "attack:unarmed@gloom-wolf-1");
  assert.ok(isTurnOf(off, "tsukiko-1"));
});
