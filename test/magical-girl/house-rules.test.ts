/**
 * Issue 33: where seed 002 contradicts itself, table options choose — DP at round end
 * (`dpReading`, ll.39/42), parry with 0 DP (`parryWithoutDp`, ll.74–75), a skill use's cost
 * (`skillCost`, ll.46/60), same-level opposed dodges and counters (`opposedTie`, ll.9, 76–77),
 * a thrown character's weight (`throwSize`, l.100) and when the free interaction comes
 * (`freeInteraction`, l.29).
 * The `mgr-*-house-*.yaml` scenarios play both readings of each; these tests cover the reasons
 * naming the option, the options schema, replays, the lowered runtime's refusals and the tie rule
 * agreeing with MGR-03's `opposed` under the default reading.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { makeReplay, playReplay } from "../../src/engine/index.ts";
import { optionIssues } from "../../src/scenario/system-options.ts";
import {
  type CheckResult,
  defenderWins,
  LEVELS,
  opposed,
} from "../../src/systems/magical-girl/checks.ts";
import { MAGICAL_GIRL_NEW_GAME, MG_OPTIONS } from "../../src/systems/magical-girl/index.ts";
import { prepareMagicalGirl } from "../../src/systems/magical-girl/runtime/index.ts";
import { assertRefused, refused } from "../shared/refusals.ts";
import { act, battle, events, magicalGirl } from "./helpers.ts";

const SETUP = { girls: [{ seat: "p1", girl: "hoshino" }], enemies: [{ enemy: "iron-golem" }] };

test("MGR-28 skillCost: seed — a typed cost of 2 is refused, naming the option; kp takes it", () => {
  const seed = battle(SETUP, [10, 90, 40], { skillCost: "seed" });
  act(seed, "p1", "useskill:singing");
  assertRefused(
    seed,
    "kp",
    "cost:2",
    "a skill use costs 0 or 1 DP, not 2 (MGR-28, skillCost=seed)",
  );
  assertRefused(seed, "kp", "cost:4", "not 4 (MGR-28, skillCost=seed)");
  act(seed, "kp", "cost:1");
  const kp = battle(SETUP, [10, 90, 40], { skillCost: "kp" });
  act(kp, "p1", "useskill:singing");
  act(kp, "kp", "cost:4");
  assert.equal(events(kp, "skill-use")[0].dp, 4);
});

/** Raimu and Aino (carrying a load of `carry`) on the warehouse floor. */
const hurlSetup = (carry: number) => ({
  map: "old-warehouse",
  girls: [
    { seat: "p1", girl: "raimu", pos: "floor", carry: 0 },
    { seat: "p2", girl: "aino", pos: "floor", carry },
  ],
  enemies: [{ enemy: "gloom-wolf", pos: "loading-bay" }],
});
const HURL = hurlSetup(30);

test("MGR-70 throwSize: withCarried weighs what she carries, the refusal names it; body her size", () => {
  // Aino: size 35, bow and whip 8, load 30 — 73 with what she carries, over 70 (seed l.100).
  const carried = battle(HURL, [10, 20, 90], { throwSize: "withCarried" });
  assertRefused(carried, "p1", "hurl:aino-1@office", "MGR-70, throwSize=withCarried");
  for (const options of [{ throwSize: "body" }, {}] as Record<string, string>[]) {
    const body = battle(HURL, [10, 20, 90, 30], options);
    act(body, "p1", "hurl:aino-1@office");
    assert.equal(body.state.cards["raimu-1"].f.dp, 6, "size 35: a standard action, 2 DP");
  }
  // Without the load she weighs 43: over 40, a major action (4 DP) at half range.
  const half = battle(hurlSetup(0), [10, 20, 90, 30], { throwSize: "withCarried" });
  act(half, "p1", "hurl:aino-1@office");
  assert.equal(half.state.cards["raimu-1"].f.dp, 4);
});

const CRATE = {
  map: "old-warehouse",
  girls: [{ seat: "p1", girl: "raimu", pos: "floor" }],
  enemies: [{ enemy: "gloom-wolf", pos: "office" }],
};

test("MGR-14 freeInteraction: withMoveOrAction — free once she has moved; a task is not free first", () => {
  const b = battle(CRATE, [10, 90], { freeInteraction: "withMoveOrAction" });
  act(b, "p1", "task");
  assertRefused(b, "kp", "price:0", "(MGR-14, freeInteraction=withMoveOrAction)");
  act(b, "kp", "price:1");
  // The priced task was an action: the free interaction is open now.
  act(b, "p1", "move:loading-bay");
  act(b, "p1", "interact:supply-crate");
  assert.equal(events(b, "interact")[0].dp, 0);
  act(b, "p1", "take:moon-tear");
  assert.equal(events(b, "take")[0].dp, 1, "one free interaction a turn still");
  // A move first, under the same reading: the crate opens for free.
  const moved = battle(CRATE, [10, 90], { freeInteraction: "withMoveOrAction" });
  act(moved, "p1", "move:loading-bay");
  act(moved, "p1", "interact:supply-crate");
  assert.equal(events(moved, "interact")[0].dp, 0);
  // The default: a task may be priced 0 first thing, and the state gains no freeWait flag.
  const any = battle(CRATE, [10, 90], { freeInteraction: "any" });
  act(any, "p1", "task");
  act(any, "kp", "price:0");
  assert.equal(any.state.cards["raimu-1"].f.freeWait, undefined);
});

test("MGR-22 dpReading: a refusal for want of DP names the DP reading the table set", () => {
  const girl = {
    girls: [{ seat: "p1", girl: "tsukiko", dp: 1 }],
    enemies: [{ enemy: "gloom-wolf" }],
  };
  for (const v of MG_OPTIONS.dpReading) {
    const b = battle(girl, [10, 50], { dpReading: v });
    assertRefused(b, "p1", "attack:moon-blade@gloom-wolf-1", "DP, Tsukiko", `dpReading=${v})`);
  }
  const unset = battle(girl, [10, 50]);
  const r = refused(unset, "p1", "attack:moon-blade@gloom-wolf-1");
  assert.match(r, /DP, Tsukiko/);
  assert.doesNotMatch(r, /dpReading/, "an unset option leaves the reason as it was");
});

test("MGR-42 opposedTie: the option is logged only when the table set it and the levels met", () => {
  const wolf = { girls: [{ seat: "p1", girl: "tsukiko" }], enemies: [{ enemy: "gloom-wolf" }] };
  const unset = battle(wolf, [50, 10, 40, 39]);
  act(unset, "kp", "attack:gloom-fang@tsukiko-1");
  act(unset, "p1", "defend:dodge");
  assert.equal(events(unset, "dodge")[0].ok, true, "MGR-03: the lower roll");
  assert.equal(events(unset, "opposed-tie").length, 0, "an unset option leaves the log as it was");
});

test("MGR-03/42/43 defenderWins under opposedTie: roll is opposed() === 1 on every pair of checks", () => {
  const rolls = [1, 5, 20, 39, 40, 41, 55, 96, 100];
  const checks: CheckResult[] = [];
  for (const level of LEVELS)
    for (const roll of rolls) checks.push({ roll, level } as unknown as CheckResult);
  for (const d of checks)
    for (const a of checks) {
      assert.equal(defenderWins(d, a, "roll"), opposed(d, a) === 1, `${d.level}/${d.roll}`);
      if (d.level === a.level && opposed(d, a) !== 0) {
        assert.equal(defenderWins(d, a, "attacker"), false);
        assert.equal(defenderWins(d, a, "defender"), true);
      }
    }
});

test("the options schema takes each new reading and refuses any other value", () => {
  for (const name of ["skillCost", "opposedTie", "throwSize", "freeInteraction"] as const)
    for (const v of MG_OPTIONS[name])
      assert.deepEqual(optionIssues("magical-girl", { [name]: v }), []);
  assert.equal(optionIssues("magical-girl", { skillCost: "free" })[0].path, "options.skillCost");
});

test("a replay carries the house rules and plays back to the same hash", () => {
  const options = { reactions: "off", skillCost: "seed", opposedTie: "defender" };
  const b = battle(SETUP, [10, 90, 40], options);
  act(b, "p1", "useskill:singing");
  act(b, "kp", "cost:0");
  const replay = makeReplay(b);
  assert.deepEqual(replay.options, options);
  assert.equal(playReplay(magicalGirl, replay).hash(), b.hash());
});

test("the lowered runtime plays the defaults of skillCost / opposedTie and refuses the others", () => {
  const at = (o: Record<string, string>) =>
    prepareMagicalGirl({
      seed: 1,
      setup: MAGICAL_GIRL_NEW_GAME,
      options: { reactionApproval: "auto", ...o },
    }).reason;
  assert.equal(at({ skillCost: "kp", opposedTie: "roll" }), null);
  assert.equal(at({ skillCost: "seed" }), 'option "skillCost"');
  assert.equal(at({ opposedTie: "attacker" }), 'option "opposedTie"');
  assert.equal(at({ opposedTie: "defender" }), 'option "opposedTie"');
  assert.equal(at({ dpReading: "clear" }), 'option "dpReading"');
  assert.equal(at({ parryWithoutDp: "yes" }), 'option "parryWithoutDp"');
  // A character is thrown only on a map, which the runtime refuses: both throwSize readings play.
  assert.equal(at({ throwSize: "withCarried" }), null);
  assert.equal(at({ throwSize: "body" }), null);
  assert.equal(at({ freeInteraction: "any" }), null);
  assert.equal(at({ freeInteraction: "withMoveOrAction" }), 'option "freeInteraction"');
});
