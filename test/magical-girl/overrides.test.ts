/**
 * Setup overrides: a KP gives a girl or an enemy the attributes and skills the encounter needs;
 * the battle plays with them, and each change is an `override` event.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { renderEvent } from "../../src/engine/index.ts";
import { act, battle, events, fighter, magicalGirl, options } from "./helpers.ts";

describe("magical-girl setup overrides", () => {
  test("AGI set by hand is the initiative check's target (MGR-11)", () => {
    const b = battle(
      {
        girls: [{ seat: "p1", girl: "tsukiko", attributes: { agi: 90 } }],
        enemies: [{ enemy: "gloom-wolf", attributes: { agi: 20 } }],
      },
      [80, 15],
    );
    assert.deepEqual(
      events(b, "override").map((e) => [e.card, e.stat, e.from, e.to]),
      [
        ["tsukiko-1", "agi", 55, 90],
        ["gloom-wolf-1", "agi", 55, 20],
      ],
    );
    const checks = events(b, "check").map((e) => [e.card, e.what, e.target]);
    assert.deepEqual(checks, [
      ["tsukiko-1", "agi", 90],
      ["gloom-wolf-1", "agi", 20],
    ]);
  });

  test("max HP, MP and the DP cap set by hand; current values start full", () => {
    const b = battle(
      {
        girls: [{ seat: "p1", girl: "tsukiko", attributes: { hp: 30, mp: 2, dpCap: 9 }, dp: 12 }],
        enemies: [{ enemy: "gloom-wolf" }],
      },
      [10, 50],
    );
    const f = fighter(b, "tsukiko-1");
    assert.deepEqual([f.hp, f.hpMax, f.mp, f.dp], [30, 30, 2, 9]);
    // MP 2: Frost Needle (2 MP) is still offered.
    assert.ok(options(b).includes("ability:frost-needle@gloom-wolf-1"));
  });

  test("skills set by hand: a new skill is learnt, a value changes the check (MGR-01)", () => {
    const b = battle(
      {
        girls: [{ seat: "p1", girl: "tsukiko", skills: { melee: 95, singing: 40 } }],
        enemies: [{ enemy: "gloom-wolf" }],
      },
      [10, 50, 90],
    );
    assert.ok(options(b).includes("useskill:singing"));
    const sk = events(b, "override").filter((e) => String(e.stat).startsWith("sk."));
    assert.deepEqual(
      sk.map((e) => [e.stat, e.from, e.to]),
      [
        ["sk.melee", 70, 95],
        ["sk.singing", 0, 40],
      ],
    );
    assert.match(
      renderEvent(magicalGirl, sk[0], "zh", b.state),
      /^设定修改：月岛月子的.+由70改为95$/,
    );
    act(b, "p1", "attack:moon-blade@gloom-wolf-1");
    assert.equal(events(b, "check").at(-1)?.target, 95);
  });

  test("STR set by hand is the load bound (MGR-27)", () => {
    // Tsukiko carries 8 (her blade) + 100: over 3 × 30 = 90, so she cannot act.
    const b = battle(
      {
        girls: [{ seat: "p1", girl: "tsukiko", carry: 100, attributes: { str: 30 } }],
        enemies: [{ enemy: "gloom-wolf" }],
      },
      [10, 50],
    );
    assert.deepEqual(options(b), ["end"]);
  });

  test("the setup schema and the skill list refuse bad values, naming the place", () => {
    const start = (girl: Record<string, unknown>) => () =>
      battle({
        girls: [{ seat: "p1", girl: "tsukiko", ...girl }],
        enemies: [{ enemy: "gloom-wolf" }],
      });
    assert.throws(
      start({ attributes: { agi: 0 } }),
      /at girls\[0\]\.attributes\.agi: expected a number >= 1, got 0/,
    );
    assert.throws(
      start({ attributes: { luck: 3 } }),
      /at girls\[0\]\.attributes\.luck: unexpected key "luck"/,
    );
    assert.throws(
      start({ skills: { flying: 50 } }),
      /at girls\[0\]\.skills\.flying: unknown skill "flying" \(known: /,
    );
    assert.throws(
      start({ skills: { melee: 101 } }),
      /at girls\[0\]\.skills\.melee: expected a number <= 100, got 101/,
    );
  });
});
