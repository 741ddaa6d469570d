/**
 * Setup overrides: a GM puts a monster with the ATK, DEF, level and attribute they want on the
 * table; the battle plays with them, and each change is an `override` event.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { renderEvent } from "../../src/engine/index.ts";
import { act, battle, card, events, position, ygoTrpg } from "./helpers.ts";

/** The check on the first event of type `t`. */
function check(b: ReturnType<typeof battle>, t: string): Record<string, unknown> {
  return events(b, t)[0].check as Record<string, unknown>;
}

describe("ygo-trpg setup overrides", () => {
  test("a GM monster's ATK, DEF, level and attribute; life follows the level (2X+8)", () => {
    const b = battle(
      position(
        "battle",
        { field: ["gale-hawk"] },
        { field: [{ card: "cavern-goblin", atk: 2500, def: 1800, level: 6, attribute: "dark" }] },
      ),
    );
    assert.deepEqual(
      events(b, "override").map((e) => [e.stat, e.from, e.to]),
      [
        ["atk", 1000, 2500],
        ["def", 600, 1800],
        ["level", 2, 6],
        ["life", 12, 20],
        ["attribute", "earth", "dark"],
      ],
    );
    const c = card(b, "cavern-goblin-1");
    assert.deepEqual([c.atk, c.def, c.level, c.maxLife], [2500, 1800, 6, 20]);
    // YGT-20: 6 stars now act before the hawk's 3.
    assert.deepEqual(events(b, "acting-order")[0].cards, ["cavern-goblin-1", "gale-hawk-1"]);
    const en = renderEvent(ygoTrpg, events(b, "override")[4], "en", b.state);
    assert.equal(en, "Set up by hand: Cavern Goblin's attribute earth → dark");
    assert.equal(
      renderEvent(ygoTrpg, events(b, "override")[0], "ja", b.state),
      "セットアップでの変更：洞窟の小鬼の攻撃力を1000から2500に",
    );
  });

  test("YGT-40 the attribute set by hand decides the attribute die", () => {
    const attrDie = (attribute: string | undefined) => {
      const goblin =
        attribute === undefined ? "cavern-goblin" : { card: "cavern-goblin", attribute };
      const b = battle(
        position("battle", { field: ["gale-hawk"] }, { field: [goblin, "moss-beetle"] }),
        [3, 3, 4, 3, 3, 3, 3],
      );
      act(b, "p1", "attack:gale-hawk-1@cavern-goblin-1");
      act(b, "gm", "no-substitute");
      return (check(b, "attack-roll").extra as Record<string, number>).attr;
    };
    assert.equal(attrDie(undefined), 4, "wind against the printed earth");
    assert.equal(attrDie("wind"), undefined, "wind against wind: no die");
  });

  test("YGT-23 DEF set by hand in the defender's roll", () => {
    const b = battle(
      position(
        "battle",
        { field: ["gale-hawk"] },
        { field: [{ card: "cavern-goblin", def: 900 }, "moss-beetle"] },
      ),
      [3, 3, 4, 3, 3, 3, 3],
    );
    act(b, "p1", "attack:gale-hawk-1@cavern-goblin-1");
    act(b, "gm", "no-substitute");
    assert.equal(check(b, "defense-roll").base, 9);
  });

  test("YGT-13 a level set by hand in the monster hand is the summon check's level; only its owner sees it", () => {
    // Akane: bonuses 5. Flame Drake printed level 5 (target 10); set to 3: target 6. 5 + [1,2] = 8.
    const b = battle(
      position(
        "summon",
        { monsterHand: [{ card: "flame-drake", level: 3 }] },
        { field: ["cavern-goblin"] },
      ),
      [1, 2],
    );
    act(b, "p1", "summon:flame-drake-1");
    assert.equal(events(b, "declare")[0].level, 3);
    assert.deepEqual(
      [check(b, "summon-check").target, check(b, "summon-check").success],
      [6, true],
    );
    assert.equal(card(b, "flame-drake-1").zone, "p1:field");
    const o = events(b, "override").find((e) => e.stat === "level");
    assert.deepEqual([o?.from, o?.to, o?.$to], [5, 3, ["p1"]]);
  });

  test("the setup schema refuses bad values, naming the place", () => {
    assert.throws(
      () =>
        battle(position("battle", {}, { field: [{ card: "cavern-goblin", attribute: "plasma" }] })),
      /at gm\.field\[0\]\.attribute: expected one of "light", /,
    );
    assert.throws(
      () => battle(position("battle", {}, { field: [{ card: "cavern-goblin", level: 0 }] })),
      /at gm\.field\[0\]\.level: expected a number >= 1, got 0/,
    );
    assert.throws(
      () =>
        battle(
          position(
            "summon",
            { monsterHand: [{ card: "ember-bolt", atk: 100 }] },
            { field: ["cavern-goblin"] },
          ),
        ),
      /at players\.p1\.monsterHand\[0\]: "ember-bolt" is not a monster/,
    );
  });
});
