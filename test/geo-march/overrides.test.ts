/**
 * Setup overrides: a unit's level, attack, defence and speed set by hand, in the party and in
 * hand; the battle plays with them, and each change is an `override` event.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { viewFor } from "../../src/engine/index.ts";
import { assertRefused } from "../shared/refusals.ts";
import { battle, events, idle, options } from "./helpers.ts";

describe("geo-march setup overrides", () => {
  test("attack and defence set by hand decide the attack damage (GEO-42)", () => {
    const b = battle(
      {
        p1: { party: [{ card: "plain-lancer", attack: 9 }] },
        p2: { party: [{ card: "hill-giant", defence: 8 }, "clay-soldier"] },
      },
      [6, 1],
    );
    assert.deepEqual(
      events(b, "override").map((e) => [e.card, e.stat, e.from, e.to]),
      [
        ["plain-lancer-1", "attack", 4, 9],
        ["hill-giant-1", "defence", 6, 8],
      ],
    );
    idle(b);
    assert.equal(events(b, "attack-damage")[0].total, 9);
    // 9 against the giant's 8: defeated, 1 left, which the soldier's defence stops.
    assert.deepEqual(
      events(b, "defeated").map((e) => e.card),
      ["hill-giant-1"],
    );
  });

  test("a level set by hand in hand counts against the geo's limit (GEO-03); only its owner sees the change", () => {
    const b = battle({
      geo: { id: "ridge", limit: 6 },
      p1: { party: ["plain-lancer"], hand: [{ card: "ember-wolf", level: 5 }, "storm-hawk"] },
      p2: { party: ["bronze-guard"] },
    });
    assert.deepEqual(options(b), ["summon:storm-hawk-1", "end"]);
    assertRefused(
      b,
      "p1",
      "summon:ember-wolf-1",
      "ridge would hold level 7, over its limit 6 (GEO-03)",
    );
    const seen = (seat: string) => viewFor(b, seat).log.filter((e) => e.t === "override").length;
    assert.deepEqual([seen("p1"), seen("p2")], [1, 0]);
  });

  test("speed set by hand is added to the speed roll (GEO-20)", () => {
    const b = battle(
      { p1: { party: [{ card: "plain-lancer", speed: 3 }] }, p2: { party: ["bronze-guard"] } },
      [1, 2],
    );
    idle(b, (x) => events(x, "speed-roll").length > 1);
    const rolls = events(b, "speed-roll").map((e) => [e.seat, e.die, e.total]);
    assert.deepEqual(rolls, [
      ["p1", 1, 4],
      ["p2", 2, 2],
    ]);
  });

  test("the setup schema refuses bad values; stats only on units", () => {
    assert.throws(
      () => battle({ p1: { party: [{ card: "plain-lancer", level: -1 }] }, p2: {} }),
      /at p1\.party\[0\]\.level: expected a number >= 0, got -1/,
    );
    assert.throws(
      () =>
        battle({
          p1: { party: ["plain-lancer"], hand: [{ card: "long-spear", attack: 2 }] },
          p2: {},
        }),
      /at p1\.hand\[0\]: "long-spear" is not a unit: only units have stats/,
    );
    // Only equipment is set on a unit: a skill or a unit under `equip` is refused where it stands.
    assert.throws(
      () =>
        battle({
          p1: { party: [{ card: "plain-lancer", equip: ["long-spear", "quick-step"] }] },
          p2: {},
        }),
      /at p1\.party\[0\]\.equip\[1\]: "quick-step" is not equipment/,
    );
    assert.throws(
      () =>
        battle({
          p1: { party: ["plain-lancer"] },
          p2: { party: [{ card: "bronze-guard", equip: ["ember-wolf"] }] },
        }),
      /at p2\.party\[0\]\.equip\[0\]: "ember-wolf" is not equipment/,
    );
  });
});
