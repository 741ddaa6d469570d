/**
 * Preparation (YGT-01…03): the encounter's charge from two decks into two hands without a
 * mulligan, life 40 with its cap and carry-over, and separate monster and item hands.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { type Json, SetupError, startBattle } from "../../src/engine/index.ts";
import { carrySetup, YGO_TRPG_NEW_GAME } from "../../src/systems/ygo-trpg/index.ts";
import { act, battle, card, events, options, player, position, ygoTrpg } from "./helpers.ts";

describe("YGT-01 the encounter: 4 items and 5 monsters, no mulligan", () => {
  test("YGT-01 each player charges 4 from the item deck and 5 from the monster deck", () => {
    const b = battle(YGO_TRPG_NEW_GAME);
    for (const seat of ["p1", "p2"]) {
      const p = player(b, seat);
      assert.equal(p.itemHand, 4);
      assert.equal(p.monsterHand, 5);
      assert.equal(p.monsterDeck, 12 - 5, "the 12-card monster deck");
      assert.equal(p.itemDeck, 10 - 4, "the 10-card item deck");
    }
    assert.deepEqual(
      events(b, "encounter-hand").map((e) => [e.seat, e.monsters, e.items]),
      [
        ["p1", 5, 4],
        ["p2", 5, 4],
      ],
    );
  });
  test("YGT-01 no mulligan: the first decision is the strategy phase, with no redraw option", () => {
    const b = battle(YGO_TRPG_NEW_GAME);
    assert.equal(b.pending?.prompt.k, "prompt.strategy");
    assert.ok(!options(b).some((o) => /mulligan|redraw/.test(o)));
  });
  test("YGT-01 listed decks are charged from the top in order", () => {
    const b = battle({
      start: "encounter",
      players: {
        p1: {
          character: "akane",
          monsterDeck: [
            "moss-beetle",
            "gale-hawk",
            "dusk-fox",
            "tide-sprite",
            "ember-squire",
            "flame-drake",
          ],
          itemDeck: ["ember-bolt", "swift-wind", "supply-run", "mirror-ward", "spike-volley"],
        },
      },
      gm: { encounter: "goblin-ambush" },
    });
    assert.deepEqual(b.state.zones["p1:mdeck"], ["flame-drake-1"]);
    assert.deepEqual(b.state.zones["p1:ideck"], ["spike-volley-1"]);
  });
});

describe("YGT-02 life 40, never above, carried over", () => {
  test("YGT-02 a new encounter starts at 40 unless the setup carries a value", () => {
    const b = battle({
      ...YGO_TRPG_NEW_GAME,
      players: { p1: { character: "akane", life: 23 }, p2: { character: "shiro" } },
    });
    assert.equal(player(b, "p1").life, 23);
    assert.equal(player(b, "p2").life, 40);
  });
  test("YGT-02 a setup above 40 is refused", () => {
    assert.throws(
      () =>
        startBattle(ygoTrpg, {
          seed: 1,
          setup: { ...YGO_TRPG_NEW_GAME, players: { p1: { character: "akane", life: 41 } } },
        }),
      SetupError,
    );
  });
  test("YGT-02 recovery stops at 40: 38 + 5 → 40", () => {
    const b = battle(
      position(
        "spell-trap",
        { life: 38, itemHand: ["healing-draught"] },
        { field: ["cavern-goblin"] },
      ),
    );
    act(b, "p1", "activate:healing-draught-1");
    assert.equal(player(b, "p1").life, 40);
    assert.equal(events(b, "life-gain")[0].amount, 2);
  });
  test("YGT-02 the next encounter carries the life over (no recovery after a battle)", () => {
    const b = battle(
      position("battle", { life: 30, field: ["dawn-paladin"] }, { field: ["moss-beetle"] }),
      [6, 6, 1, 1, 1, 2],
    );
    act(b, "p1", "attack:dawn-paladin-1@moss-beetle-1");
    assert.equal(b.result?.winner, "players");
    const next = carrySetup(b.state, { encounter: "goblin-ambush" });
    const b2 = battle(next);
    assert.equal(player(b2, "p1").life, 30);
  });
});

describe("YGT-03 monsters and items are separate hands", () => {
  test("YGT-03 monster cards go to the monster hand only, items to the item hand only", () => {
    const b = battle(YGO_TRPG_NEW_GAME);
    for (const seat of ["p1", "p2"]) {
      for (const id of b.state.zones[`${seat}:mhand`])
        assert.equal(card(b, id).zone, `${seat}:mhand`);
      for (const id of b.state.zones[`${seat}:mhand`])
        assert.ok(b.state.cards[id].base.life !== undefined, `${id} is a monster`);
      for (const id of b.state.zones[`${seat}:ihand`])
        assert.equal(b.state.cards[id].base.life, undefined, `${id} is an item`);
    }
  });
  test("YGT-03 charging monsters leaves the item hand alone", () => {
    const b = battle(
      position(
        "charge",
        {
          monsterHand: ["moss-beetle"],
          itemHand: ["ember-bolt", "swift-wind"],
          monsterDeck: ["gale-hawk", "dusk-fox"],
          itemDeck: ["supply-run"],
        },
        { field: ["cavern-goblin"] },
      ),
    );
    act(b, "p1", "charge:monster");
    assert.equal(player(b, "p1").monsterHand, 3);
    assert.equal(player(b, "p1").itemHand, 2);
  });
  test("YGT-03 a setup putting a card where the other kind goes is refused at its place", () => {
    const gm = { field: ["cavern-goblin"] };
    const item = (c: string, is = "monster") => `"${c}" is not a spell or trap (it is a ${is})`;
    const monster = (c: string, is: string) => `"${c}" is not a monster (it is a ${is})`;
    const cases: [Record<string, Json>, Record<string, Json>, string, string][] = [
      [{ itemHand: ["moss-beetle"] }, gm, "players.p1.itemHand[0]", item("moss-beetle")],
      [
        { monsterHand: ["moss-beetle", "pitfall-snare"] },
        gm,
        "players.p1.monsterHand[1]",
        monster("pitfall-snare", "trap"),
      ],
      [{ field: ["swift-wind"] }, gm, "players.p1.field[0]", monster("swift-wind", "spell")],
      [{ st: ["gale-hawk"] }, gm, "players.p1.st[0]", item("gale-hawk")],
      [
        { monsterDeck: ["dusk-fox", "supply-run"] },
        gm,
        "players.p1.monsterDeck[1]",
        monster("supply-run", "spell"),
      ],
      [{ itemDeck: ["gale-hawk"] }, gm, "players.p1.itemDeck[0]", item("gale-hawk")],
      [
        {},
        { field: ["cavern-goblin", "curse-mark"] },
        "gm.field[1]",
        monster("curse-mark", "trap"),
      ],
      [{}, { ...gm, st: [{ card: "moss-beetle", faceUp: true }] }, "gm.st[0]", item("moss-beetle")],
      [{}, { ...gm, hand: ["mirror-ward", "cavern-goblin"] }, "gm.hand[1]", item("cavern-goblin")],
    ];
    for (const [p1, g, path, expected] of cases)
      assert.throws(
        () => battle(position("summon", p1, g)),
        (err) => err instanceof SetupError && err.message === `at ${path}: ${expected}`,
        `${path}: ${expected}`,
      );
  });
});
