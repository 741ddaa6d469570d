/** Refusals say why (RuleSystem.why): ygo-trpg's main refusals name the rule and the numbers. */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { assertRefused, reasons } from "../shared/refusals.ts";
import { act, battle, position } from "./helpers.ts";

const GOBLIN = { field: ["cavern-goblin"] };

describe("ygo-trpg: why a choice is refused", () => {
  test("YGT-16 the turn's normal summon is used: used and allowed counts", () => {
    const b = battle(
      position("summon", { monsterHand: ["moss-beetle", "ember-squire", "mirror-wisp"] }, GOBLIN),
      [3, 3],
    );
    act(b, "p1", "summon:moss-beetle-1");
    assertRefused(
      b,
      "p1",
      "summon:ember-squire-1",
      "normal summons this turn: 1 of 1 used (YGT-16)",
    );
    const r = reasons(b, "p1", "summon:ember-squire-1");
    assert.equal(r.ja, "このターンの通常召喚は1回済み（上限1回）（YGT-16）");
    assert.equal(r.zh, "本回合已通常召唤1次（上限1次）（YGT-16）");
  });

  test("YGT-16 a synchro summon without the 10 life it costs", () => {
    const b = battle(
      position("summon", { life: 9, monsterHand: ["tempest-lancer", "moss-beetle"] }, GOBLIN),
    );
    assertRefused(b, "p1", "special:tempest-lancer-1", "costs 10 life, you have 9 (YGT-16)");
  });

  test("YGT-11 only quick-play spells in the strategy phase", () => {
    const b = battle(
      position(
        "strategy",
        { itemHand: ["swift-wind", "ember-bolt"], field: ["gale-hawk"] },
        { field: ["cavern-goblin"] },
      ),
    );
    assertRefused(
      b,
      "p1",
      "activate:ember-bolt-1@cavern-goblin-1",
      "only quick-play spells may be used in the strategy phase",
      "(YGT-11)",
    );
  });

  test("YGT-17 a trap set this round names the round it was set in", () => {
    const b = battle(
      position(
        "spell-trap",
        { itemHand: ["spike-volley"], st: [{ card: "spike-volley", id: "old-trap", round: 1 }] },
        GOBLIN,
      ),
    );
    act(b, "p1", "set:spike-volley-1");
    assertRefused(
      b,
      "p1",
      "trap:spike-volley-1@cavern-goblin-1",
      "was set in round 2: a trap can be activated from the next round on (YGT-17)",
    );
  });

  test("state's numbers: field size and summons used against the limits", () => {
    const b = battle(
      position(
        "summon",
        { jobLevel: 3, monsterHand: ["moss-beetle"], field: ["gale-hawk"] },
        GOBLIN,
      ),
    );
    assert.deepEqual(b.system.facts?.(b, "p1")[0].p, {
      field: 1,
      size: 3,
      normal: 0,
      maxNormal: 1,
      special: 0,
      maxSpecial: 1,
    });
  });
});
