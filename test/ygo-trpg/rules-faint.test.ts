/**
 * A player who faints part-way through an act does not finish it (YGT-28, seed 001: a fainted
 * player 「特定条件を満たすまで戦闘に参加することができません」), and the GM may bring a fainted
 * player back (the seed names no condition: it is the GM's call, logged as a GM action).
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { act, battle, card, events, lines, options, player, position, skipTo } from "./helpers.ts";

/** p2 stands beside p1 so the battle goes on when p1 faints. */
const SHIRO = {
  p2: { character: "shiro", monsterDeck: [], itemDeck: [], monsterHand: ["gale-hawk"] },
};

describe("YGT-28 a player who faints paying a cost or from a trap does not finish the act", () => {
  test("YGT-28 a synchro summon paid from exactly 10 life: the player faints and the monster never lands", () => {
    const b = battle(
      position(
        "summon",
        { life: 10, monsterHand: ["tempest-lancer"] },
        { field: ["cavern-goblin"], st: ["curse-mark"] },
        SHIRO,
      ),
      [6, 6],
    );
    assert.ok(options(b).includes("special:tempest-lancer-1"), "10 life is enough to pay");
    act(b, "p1", "special:tempest-lancer-1");
    assert.equal(player(b, "p1").life, 0);
    assert.equal(player(b, "p1").fainted, true);
    assert.equal(
      card(b, "tempest-lancer-1").zone,
      "p1:mhand",
      "no monster on a fainted player's field",
    );
    assert.equal(events(b, "summon-check").length, 0, "no summon check");
    // `$seen` is the engine's note of who saw the card (it was still in the hand).
    const { $seen: _, ...stopped } = events(b, "summon-stopped")[0];
    assert.deepEqual(stopped, {
      t: "summon-stopped",
      seat: "p1",
      card: "tempest-lancer-1",
    });
    // The GM was never asked to answer the declaration; the phase goes on with p2.
    assert.ok(!b.state.history.some(([seat]) => seat === "gm"));
    assert.equal(b.pending?.seat, "p2");
    assert.ok(
      lines(b, "ja").includes(
        "プレイヤー1は気絶したため戦闘に参加できない：嵐の槍騎兵の召喚は行われない",
      ),
    );
  });

  test("YGT-28 a GM drain trap answering the declaration: the drained player faints and the summon stops", () => {
    const b = battle(
      position(
        "summon",
        { life: 3, monsterHand: ["moss-beetle"] },
        { field: ["cavern-goblin"], st: ["curse-mark"] },
        SHIRO,
      ),
      [6, 6],
    );
    act(b, "p1", "summon:moss-beetle-1");
    act(b, "gm", "trap:curse-mark-1");
    assert.equal(player(b, "p1").fainted, true);
    assert.equal(events(b, "summon-check").length, 0);
    assert.equal(events(b, "summon-stopped").length, 1);
    assert.equal(card(b, "moss-beetle-1").zone, "p1:mhand");
    assert.deepEqual([b.pending?.seat, b.pending?.prompt.k], ["p2", "prompt.summon"]);
  });

  test("YGT-28 a GM drain trap answering an attack: the attacker's player faints and the attack does not land", () => {
    const b = battle(
      position(
        "battle",
        { life: 3, field: ["dawn-paladin"] },
        { field: ["grave-warden"], st: ["backlash-hex"] },
        SHIRO,
      ),
      [6, 1, 6, 6, 6, 6],
    );
    skipTo(b, (bb) => bb.pending?.prompt.k === "prompt.act" && bb.pending.seat === "p1");
    act(b, "p1", "attack:dawn-paladin-1@grave-warden-1");
    act(b, "gm", "trap:backlash-hex-1");
    assert.equal(player(b, "p1").fainted, true);
    assert.equal(events(b, "attack-roll").length, 0, "no damage roll");
    assert.equal(events(b, "battle-damage").length, 0);
    assert.deepEqual(events(b, "attack-stopped")[0], {
      t: "attack-stopped",
      seat: "p1",
      card: "dawn-paladin-1",
    });
  });
});

describe("YGT-28 the GM brings a fainted player back (the seed's 「特定条件」 is the GM's call)", () => {
  test("YGT-28 GM tool gm-revive: offered only for a fainted player, logged as a GM action, the player takes part again", () => {
    const b = battle(
      position(
        "strategy",
        { life: 0, monsterHand: ["moss-beetle"] },
        { field: ["cavern-goblin"] },
        SHIRO,
      ),
      [6, 6],
      {},
    );
    assert.equal(player(b, "p1").fainted, true);
    act(b, "p2", "ready");
    assert.equal(b.pending?.seat, "gm");
    const opts = options(b);
    assert.ok(opts.includes("gm-revive:p1@10"));
    assert.ok(!opts.some((o) => o.startsWith("gm-revive:p2")), "p2 has not fainted");
    assert.ok(!opts.some((o) => o.startsWith("gm-life:p1")), "no life steps for a fainted player");
    act(b, "gm", "gm-revive:p1@10");
    assert.equal(player(b, "p1").fainted, false);
    assert.equal(player(b, "p1").life, 10);
    const ev = events(b, "gm-revive")[0];
    assert.deepEqual([ev.gm, ev.seat, ev.life], [true, "p1", 10]);
    assert.ok(
      lines(b, "en").includes(
        "GM action: Player 1 comes back from the faint (rejoins with 10 life)",
      ),
    );
    assert.ok(!options(b).some((o) => o.startsWith("gm-revive:")), "nobody left to bring back");
    act(b, "gm", "ready");
    // Back in the battle: p1's seat is not skipped in the summon phase any more.
    skipTo(b, (bb) => bb.pending?.prompt.k === "prompt.summon");
    assert.equal(b.pending?.seat, "p1");
    assert.ok(options(b).includes("summon:moss-beetle-1"));
  });
});
