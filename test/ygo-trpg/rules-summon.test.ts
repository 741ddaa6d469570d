/**
 * Summoning (YGT-13…17): declaration, the GM's traps on the declaration, the 2D6 check, field size
 * by job level, one normal and one special summon per turn, synchro costs, and the spell/trap
 * phase with traps usable only from a later turn.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { viewFor } from "../../src/engine/index.ts";
import {
  act,
  assertIllegal,
  battle,
  card,
  events,
  lines,
  options,
  player,
  position,
  skipTo,
  types,
} from "./helpers.ts";

const GOBLIN = { field: ["cavern-goblin"] };

describe("YGT-13 declare level and type, then level × 2 ≤ bonuses + 2D6", () => {
  test("YGT-13 the check is typed and logged with its arithmetic; success puts the monster on the field", () => {
    // Akane: attribute bonus 2 + job bonus 3 = 5. Flame Drake level 5 → target 10. 5 + [2,3] = 10.
    const b = battle(position("summon", { monsterHand: ["flame-drake"] }, GOBLIN), [2, 3]);
    act(b, "p1", "summon:flame-drake-1");
    const d = events(b, "declare")[0];
    assert.deepEqual([d.level, d.race, d.how], [5, "dragon", "normal"]);
    const c = events(b, "summon-check")[0].check as Record<string, unknown>;
    assert.deepEqual(
      {
        dice: c.dice,
        total: c.total,
        target: c.target,
        success: c.success,
        fumble: c.fumble,
        critical: c.critical,
      },
      { dice: [2, 3], total: 10, target: 10, success: true, fumble: false, critical: false },
    );
    assert.equal(card(b, "flame-drake-1").zone, "p1:field");
    assert.ok(lines(b, "en").some((l) => l.includes("5 + [2,3] = 10 vs 10 (success)")));
    assert.ok(lines(b, "ja").some((l) => l.includes("レベル5・ドラゴン族")));
  });
  test("YGT-13 one short of the target: the monster returns to hand", () => {
    const b = battle(position("summon", { monsterHand: ["flame-drake"] }, GOBLIN), [2, 2]);
    act(b, "p1", "summon:flame-drake-1");
    assert.equal(events(b, "summon-check")[0].result, "failure");
    assert.equal(card(b, "flame-drake-1").zone, "p1:mhand");
    assert.equal(events(b, "summon-failed").length, 1);
  });
  test("YGT-13 the declaration comes before the roll", () => {
    const b = battle(position("summon", { monsterHand: ["moss-beetle"] }, GOBLIN), [3, 3]);
    act(b, "p1", "summon:moss-beetle-1");
    const t = types(b);
    assert.ok(t.indexOf("declare") < t.indexOf("summon-check"));
  });
  test("YGT-13 the declaration shows the GM the monster's level and type, not the card", () => {
    const b = battle(
      position("summon", { monsterHand: ["moss-beetle"] }, { ...GOBLIN, st: ["pitfall-snare"] }),
      [3, 3],
    );
    act(b, "p1", "summon:moss-beetle-1");
    assert.equal(b.pending?.prompt.k, "prompt.trap-summon", "the GM's trap may answer (YGT-14)");
    const gm = viewFor(b, "gm");
    const json = JSON.stringify(gm);
    assert.equal(json.includes("moss-beetle"), false, "neither the id nor the definition");
    assert.deepEqual(gm.pending?.prompt.p, { level: 1, race: "insect" });
    assert.deepEqual(
      gm.log.filter((e) => e.t === "declare").map((e) => [e.card, e.level, e.race]),
      [["?", 1, "insect"]],
    );
  });
  test("YGT-13 (reading) double 1 fails and double 6 succeeds whatever the sum", () => {
    const low = battle(position("summon", { monsterHand: ["moss-beetle"] }, GOBLIN), [1, 1]);
    act(low, "p1", "summon:moss-beetle-1");
    assert.equal(events(low, "summon-check")[0].flag, "fumble");
    assert.equal(card(low, "moss-beetle-1").zone, "p1:mhand", "5 + 2 = 7 ≥ 2 but a fumble");
    const high = battle(
      position(
        "summon",
        { monsterHand: ["tempest-lancer"], jobBonus: -3, attributeBonus: 0 },
        GOBLIN,
      ),
      [6, 6],
    );
    act(high, "p1", "special:tempest-lancer-1");
    assert.equal(events(high, "summon-check")[0].flag, "critical");
    assert.equal(
      card(high, "tempest-lancer-1").zone,
      "p1:field",
      "-3 + 12 = 9 < 14 but a critical",
    );
  });
});

describe("YGT-14 the GM's traps may trigger on the declaration", () => {
  test("YGT-14 a trap set earlier is offered after the declaration, before the roll; it negates the summon", () => {
    const b = battle(
      position(
        "summon",
        { monsterHand: ["gale-hawk"] },
        { field: ["cavern-goblin"], st: ["pitfall-snare"] },
      ),
      [6, 6],
    );
    act(b, "p1", "summon:gale-hawk-1");
    assert.equal(b.pending?.seat, "gm");
    assert.deepEqual(options(b), ["trap:pitfall-snare-1", "pass"]);
    assert.equal(events(b, "summon-check").length, 0);
    act(b, "gm", "trap:pitfall-snare-1");
    assert.equal(events(b, "summon-negated").length, 1);
    assert.equal(events(b, "summon-check").length, 0);
    assert.equal(card(b, "gale-hawk-1").zone, "p1:mhand");
    assert.equal(card(b, "pitfall-snare-1").zone, "gm:grave");
  });
  test("YGT-14 the GM may let the declaration stand; the roll follows", () => {
    const b = battle(
      position(
        "summon",
        { monsterHand: ["gale-hawk"] },
        { field: ["cavern-goblin"], st: ["curse-mark"] },
      ),
      [3, 3],
    );
    act(b, "p1", "summon:gale-hawk-1");
    act(b, "gm", "trap:curse-mark-1");
    assert.equal(player(b, "p1").life, 37, "Curse Mark: the summoning player loses 3");
    assert.equal(card(b, "gale-hawk-1").zone, "p1:field");
  });
});

describe("YGT-15 field size = job level", () => {
  test("YGT-15 Akane (job level 3) with three monsters out is offered no summon", () => {
    const b = battle(
      position(
        "summon",
        { monsterHand: ["moss-beetle"], field: ["gale-hawk", "dusk-fox", "tide-sprite"] },
        GOBLIN,
      ),
    );
    assert.equal(events(b, "no-summon")[0].seat, "p1");
    assert.notEqual(b.pending?.prompt.k, "prompt.summon");
  });
  test("YGT-15 with job level 1 the second monster does not fit", () => {
    const b = battle(
      position("summon", { jobLevel: 1, monsterHand: ["moss-beetle", "mirror-wisp"] }, GOBLIN),
      [3, 3],
    );
    act(b, "p1", "summon:moss-beetle-1");
    assert.equal(player(b, "p1").field, 1);
    assert.equal(events(b, "no-summon").length, 1);
  });
});

describe("YGT-16 one normal and one special summon per turn; synchro costs 10 life", () => {
  test("YGT-16 after a normal summon only a special summon is offered", () => {
    const b = battle(
      position("summon", { monsterHand: ["moss-beetle", "ember-squire", "mirror-wisp"] }, GOBLIN),
      [3, 3],
    );
    assert.deepEqual(options(b), [
      "summon:moss-beetle-1",
      "summon:ember-squire-1",
      "special:mirror-wisp-1",
      "done",
    ]);
    act(b, "p1", "summon:moss-beetle-1");
    assert.deepEqual(options(b), ["special:mirror-wisp-1", "done"]);
    assertIllegal(b, "p1", "summon:ember-squire-1");
  });
  test("YGT-16 a failed summon still uses the turn's normal summon (reading)", () => {
    const b = battle(
      position("summon", { monsterHand: ["flame-drake", "moss-beetle"] }, GOBLIN),
      [1, 2],
    );
    act(b, "p1", "summon:flame-drake-1");
    assert.equal(player(b, "p1").normalSummons, 1);
    assert.equal(events(b, "no-summon").length, 1);
  });
  test("YGT-16 a synchro summon pays 10 life at the declaration, even if the check then fails", () => {
    const b = battle(position("summon", { monsterHand: ["tempest-lancer"] }, GOBLIN), [2, 2]);
    act(b, "p1", "special:tempest-lancer-1");
    assert.equal(player(b, "p1").life, 30);
    assert.equal(events(b, "life-loss")[0].why, "synchro");
    assert.equal(card(b, "tempest-lancer-1").zone, "p1:mhand");
  });
  test("YGT-16 with less than 10 life a synchro summon is not offered", () => {
    const b = battle(
      position("summon", { life: 9, monsterHand: ["tempest-lancer", "moss-beetle"] }, GOBLIN),
    );
    assert.deepEqual(options(b), ["summon:moss-beetle-1", "done"]);
  });
  test("YGT-16 a face-up continuous spell changes the limits: Rally Banner allows two normal summons", () => {
    const b = battle(
      position(
        "summon",
        {
          monsterHand: ["moss-beetle", "ember-squire"],
          st: [{ card: "rally-banner", faceUp: true }],
        },
        GOBLIN,
      ),
      [3, 3, 3, 3],
    );
    act(b, "p1", "summon:moss-beetle-1");
    act(b, "p1", "summon:ember-squire-1");
    assert.equal(player(b, "p1").field, 2);
  });
});

describe("YGT-17 spell/trap phase: set and activate freely; traps only from a previous turn", () => {
  test("YGT-17 a trap set this turn cannot be activated; set in an earlier turn it can", () => {
    const b = battle(
      position(
        "spell-trap",
        { itemHand: ["spike-volley"], st: [{ card: "spike-volley", id: "old-trap", round: 1 }] },
        GOBLIN,
      ),
    );
    assert.ok(options(b).includes("trap:old-trap@cavern-goblin-1"));
    act(b, "p1", "set:spike-volley-1");
    assert.ok(!options(b).includes("trap:spike-volley-1@cavern-goblin-1"));
    assertIllegal(b, "p1", "trap:spike-volley-1@cavern-goblin-1");
    act(b, "p1", "trap:old-trap@cavern-goblin-1");
    assert.equal(events(b, "effect-damage")[0].amount, 6);
  });
  test("YGT-17 set cards are face down to the other seats; face-up continuous spells are public", () => {
    const b = battle(
      position("spell-trap", { itemHand: ["spike-volley", "rally-banner"] }, GOBLIN),
    );
    act(b, "p1", "set:spike-volley-1");
    act(b, "p1", "activate:rally-banner-1");
    const v = viewFor(b, "gm");
    assert.equal(v.cards["spike-volley-1"], undefined);
    assert.equal(v.zones["p1:st"].length, 1);
    assert.equal(v.cards["rally-banner-1"]?.zone, "p1:up");
  });
  test("YGT-17 any number of spells in one phase", () => {
    const b = battle(
      position(
        "spell-trap",
        { itemHand: ["ember-bolt", "ember-bolt", "ember-bolt"] },
        { field: ["grave-warden"] },
      ),
    );
    act(b, "p1", "activate:ember-bolt-1@grave-warden-1");
    act(b, "p1", "activate:ember-bolt-2@grave-warden-1");
    act(b, "p1", "activate:ember-bolt-3@grave-warden-1");
    assert.equal(card(b, "grave-warden-1").damage, 12);
  });
  test("YGT-17 a trap set in round 2 can be used in round 3", () => {
    const b = battle(
      position("spell-trap", { itemHand: ["spike-volley"] }, { field: ["grave-warden"] }),
      [1, 2, 1, 2],
    );
    act(b, "p1", "set:spike-volley-1");
    // Nothing left to do this phase: the set trap alone is not offered in round 2.
    assert.notEqual(b.pending?.prompt.k, "prompt.spell-trap");
    skipTo(
      b,
      (bb) => bb.pending?.prompt.k === "prompt.spell-trap" && (bb.state.x.round as number) === 3,
    );
    assert.equal(b.state.x.round, 3);
    assert.ok(options(b).includes("trap:spike-volley-1@grave-warden-1"));
  });
});
