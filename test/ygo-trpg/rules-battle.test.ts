/**
 * The battle phase (YGT-20…30, YGT-40…43): acting order by stars with both tie rules, the attack
 * sequence, attacker and defender rolls with the attribute bonus, monster life, flat damage for a
 * destroyed monster and a direct attack, fainting, fumbles and criticals, substitutes and passing.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { act, battle, card, events, lines, options, player, position, types } from "./helpers.ts";

/** The check stored on the first event of type `t`. */
function check(b: ReturnType<typeof battle>, t: string, n = 0): Record<string, unknown> {
  return events(b, t)[n].check as Record<string, unknown>;
}

describe("YGT-20 acting order by stars", () => {
  test("YGT-20 most stars first, across both sides (YGT-43: the GM's monsters in the same order)", () => {
    const b = battle(
      position(
        "battle",
        { field: ["moss-beetle", "dawn-paladin"] },
        { field: ["bone-archer", "obsidian-wyrm-lord"] },
      ),
    );
    assert.deepEqual(events(b, "acting-order")[0].cards, [
      "obsidian-wyrm-lord-1",
      "dawn-paladin-1",
      "bone-archer-1",
      "moss-beetle-1",
    ]);
    assert.equal(b.pending?.seat, "gm");
    assert.deepEqual(b.pending?.prompt.p, { card: "obsidian-wyrm-lord-1" });
  });
  test("YGT-20 an ally and an enemy with equal stars: a 1D roll-off decides (GM 5 beats players 2)", () => {
    const b = battle(
      position("battle", { field: ["dawn-paladin"] }, { field: ["grave-warden"] }),
      [2, 5],
    );
    assert.deepEqual(
      events(b, "roll-off").map((e) => [e.players, e.gm]),
      [[2, 5]],
    );
    assert.deepEqual(events(b, "acting-order")[0].cards, ["grave-warden-1", "dawn-paladin-1"]);
  });
  test("YGT-20 a tied roll-off is rolled again", () => {
    const b = battle(
      position("battle", { field: ["dawn-paladin"] }, { field: ["grave-warden"] }),
      [3, 3, 5, 2],
    );
    assert.equal(events(b, "roll-off").length, 2);
    assert.deepEqual(events(b, "acting-order")[0].cards, ["dawn-paladin-1", "grave-warden-1"]);
  });
  test("YGT-20 allies with equal stars: the players choose their order", () => {
    const b = battle(
      position("battle", { field: ["gale-hawk", "dusk-fox"] }, { field: ["cavern-goblin"] }),
    );
    assert.equal(b.pending?.seat, "p1");
    assert.equal(b.pending?.prompt.k, "prompt.order");
    assert.deepEqual(options(b), ["first:gale-hawk-1", "first:dusk-fox-1"]);
    act(b, "p1", "first:dusk-fox-1");
    assert.deepEqual(events(b, "acting-order")[0].cards, [
      "dusk-fox-1",
      "gale-hawk-1",
      "cavern-goblin-1",
    ]);
  });
  test("YGT-20 tied allies of two players: the first player seat orders them", () => {
    const b = battle(
      position(
        "battle",
        { field: ["gale-hawk"] },
        { field: ["cavern-goblin"] },
        { p2: { character: "shiro", monsterDeck: [], itemDeck: [], field: ["lantern-mage"] } },
      ),
    );
    assert.equal(b.pending?.seat, "p1");
    assert.deepEqual(options(b), ["first:gale-hawk-1", "first:lantern-mage-1"]);
  });
});

describe("YGT-21…24 the attack sequence and its rolls", () => {
  test("YGT-21 declare → attacker's roll → defender's roll → damage and death check, in that order", () => {
    const b = battle(
      position("battle", { field: ["dawn-paladin"] }, { field: ["bone-archer", "cavern-goblin"] }),
      [6, 6, 2, 5, 3, 4],
    );
    act(b, "p1", "attack:dawn-paladin-1@bone-archer-1");
    act(b, "gm", "no-substitute");
    const t = types(b).filter((x) =>
      ["attack-declare", "attack-roll", "defense-roll", "battle-damage", "destroyed"].includes(x),
    );
    assert.deepEqual(t, [
      "attack-declare",
      "attack-roll",
      "defense-roll",
      "battle-damage",
      "destroyed",
    ]);
  });
  test("YGT-22 ATK/100 + 2D6, +1D6 crit, +1D6 against the opposing attribute: 18 + [6,6] + 2 (crit) + 5 (attr) = 37", () => {
    const b = battle(
      position("battle", { field: ["dawn-paladin"] }, { field: ["bone-archer", "cavern-goblin"] }),
      [6, 6, 2, 5, 3, 4],
    );
    act(b, "p1", "attack:dawn-paladin-1@bone-archer-1");
    act(b, "gm", "no-substitute");
    const a = check(b, "attack-roll");
    assert.deepEqual(
      [a.base, a.dice, a.extra, a.total, a.critical],
      [18, [6, 6], { crit: 2, attr: 5 }, 37, true],
    );
    assert.ok(lines(b).some((l) => l.includes("18 + [6,6] + 2 (crit) + 5 (attr) = 37")));
  });
  test("YGT-23 DEF/100 + 2D6; YGT-24 the difference comes off the target's life", () => {
    const b = battle(
      position("battle", { field: ["dusk-fox"] }, { field: ["cavern-goblin", "moss-beetle"] }),
      [3, 4, 2, 2],
    );
    act(b, "p1", "attack:dusk-fox-1@cavern-goblin-1");
    act(b, "gm", "no-substitute");
    assert.deepEqual([check(b, "attack-roll").total, check(b, "attack-roll").extra], [20, {}]);
    assert.equal(check(b, "defense-roll").total, 10);
    const d = events(b, "battle-damage")[0];
    assert.deepEqual([d.atk, d.def, d.amount, d.life], [20, 10, 10, 2]);
    assert.equal(card(b, "cavern-goblin-1").life, 2);
    assert.ok(lines(b, "ja").some((l) => l.includes("20 − 10 = 10点のダメージ（残りライフ2）")));
  });
  test("YGT-24 (reading) a negative difference deals 0", () => {
    const b = battle(
      position("battle", { field: ["moss-beetle"] }, { field: ["stone-sentinel"] }),
      [1, 2, 6, 5],
    );
    // Stone Sentinel (4 stars) acts first: let it pass, then the beetle attacks.
    act(b, "gm", "pass");
    act(b, "p1", "attack:moss-beetle-1@stone-sentinel-1");
    assert.deepEqual(
      [events(b, "battle-damage")[0].amount, card(b, "stone-sentinel-1").damage],
      [0, 0],
    );
  });
});

describe("YGT-40 opposing attributes and YGT-22's attribute die", () => {
  const attrDie = (mine: string, theirs: string) => {
    const b = battle(
      position("battle", { field: [mine] }, { field: [theirs, "moss-beetle"] }),
      [3, 3, 4, 3, 3, 3, 3],
    );
    act(b, "p1", `attack:${mine}-1@${theirs}-1`);
    act(b, "gm", "no-substitute");
    return (check(b, "attack-roll").extra as Record<string, number>).attr;
  };
  test("YGT-40 light↔dark, fire↔water, wind↔earth add the die", () => {
    assert.equal(attrDie("dawn-paladin", "shade-bat"), 4);
    assert.equal(attrDie("flame-drake", "tide-sprite"), 4);
    assert.equal(attrDie("gale-hawk", "cavern-goblin"), 4);
  });
  test("YGT-40 the same or an unrelated attribute adds nothing", () => {
    assert.equal(attrDie("dusk-fox", "shade-bat"), undefined);
    assert.equal(attrDie("flame-drake", "cavern-goblin"), undefined);
  });
});

describe("YGT-25 monster life", () => {
  test("YGT-25 2X + 8 for X stars; a boss has its printed life", () => {
    const b = battle(
      position(
        "battle",
        { field: ["moss-beetle", "dawn-paladin"] },
        { field: ["obsidian-wyrm-lord"] },
      ),
    );
    assert.equal(card(b, "moss-beetle-1").maxLife, 10);
    assert.equal(card(b, "dawn-paladin-1").maxLife, 16);
    assert.equal(card(b, "obsidian-wyrm-lord-1").maxLife, 40);
  });
});

describe("YGT-26 / YGT-27 flat 10 damage", () => {
  test("YGT-26 a player's monster destroyed: that player takes 10", () => {
    const b = battle(
      position("battle", { field: ["moss-beetle"] }, { field: ["bone-archer"] }),
      [6, 5, 1, 2],
    );
    act(b, "gm", "attack:bone-archer-1@moss-beetle-1");
    assert.equal(card(b, "moss-beetle-1").zone, "p1:grave");
    assert.equal(player(b, "p1").life, 30);
    assert.equal(events(b, "life-loss")[0].why, "destroyed");
  });
  test("YGT-26 a GM monster destroyed costs nobody life", () => {
    const b = battle(
      position("battle", { field: ["dawn-paladin"] }, { field: ["shade-bat", "moss-beetle"] }),
      [5, 5, 5, 1, 1],
    );
    act(b, "p1", "attack:dawn-paladin-1@shade-bat-1");
    act(b, "gm", "no-substitute");
    assert.equal(card(b, "shade-bat-1").zone, "gm:grave");
    assert.equal(events(b, "life-loss").length, 0);
  });
  test("YGT-27 a direct attack on a player with no monster: a flat 10, no rolls", () => {
    const b = battle(position("battle", {}, { field: ["cavern-goblin"] }));
    assert.deepEqual(options(b), ["direct:cavern-goblin-1@p1", "pass"]);
    act(b, "gm", "direct:cavern-goblin-1@p1");
    assert.equal(player(b, "p1").life, 30);
    assert.equal(events(b, "attack-roll").length, 0);
  });
});

describe("YGT-28 fainting at 0 life", () => {
  test("YGT-28 a fainted player takes no part; the others go on; all fainted is a defeat (YGT-42)", () => {
    const b = battle(
      position(
        "battle",
        { life: 10 },
        { field: ["cavern-goblin", "shade-bat"] },
        { p2: { character: "shiro", monsterDeck: [], itemDeck: [], life: 10 } },
      ),
      [4, 1],
    );
    act(b, "gm", "first:cavern-goblin-1");
    act(b, "gm", "direct:cavern-goblin-1@p1");
    assert.equal(player(b, "p1").fainted, true);
    assert.deepEqual(
      options(b),
      ["direct:shade-bat-1@p2", "pass"],
      "a fainted player is no target",
    );
    act(b, "gm", "direct:shade-bat-1@p2");
    assert.deepEqual(b.result, {
      winner: "gm",
      outcome: "defeat",
      reason: { k: "reason.all-fainted" },
    });
  });
  test("YGT-28 the fainted player's monsters do not act and its seat is skipped next round", () => {
    const b = battle(
      position(
        "battle",
        { life: 10, field: ["moss-beetle", "gale-hawk"] },
        { field: ["grave-warden"] },
        { p2: { character: "shiro", monsterDeck: [], itemDeck: [] } },
      ),
      [6, 6, 1, 1, 1],
    );
    act(b, "gm", "attack:grave-warden-1@moss-beetle-1");
    act(b, "p1", "no-substitute");
    assert.equal(player(b, "p1").fainted, true);
    // The hawk would act next (3 stars) but its player has fainted: the round moves on to p2.
    assert.equal(card(b, "gale-hawk-1").acted, false);
    assert.equal(b.pending?.seat, "p2");
    assert.equal(b.pending?.prompt.k, "prompt.strategy");
  });
});

describe("YGT-29 fumble and critical on both sides", () => {
  const fight = (dice: number[]) => {
    // Both 4 stars: the roll-off (6 vs 1) lets the paladin (light) act first; the sentinel is earth.
    const b = battle(
      position("battle", { field: ["dawn-paladin"] }, { field: ["stone-sentinel"] }),
      [6, 1, ...dice],
    );
    act(b, "p1", "attack:dawn-paladin-1@stone-sentinel-1");
    return b;
  };
  test("YGT-29 attacker double 1: the attack fails outright, no reduction roll", () => {
    const b = fight([1, 1]);
    assert.equal(check(b, "attack-roll").fumble, true);
    assert.equal(events(b, "attack-fumble").length, 1);
    assert.equal(events(b, "defense-roll").length, 0);
    assert.equal(card(b, "stone-sentinel-1").damage, 0);
  });
  test("YGT-29 attacker double 6: +1D6 whatever the bonuses", () => {
    const b = fight([6, 6, 4, 2, 2]);
    assert.deepEqual(
      [check(b, "attack-roll").extra, check(b, "attack-roll").total],
      [{ crit: 4 }, 34],
    );
  });
  test("YGT-29 defender double 1: the dice count 0, DEF/100 alone", () => {
    const b = fight([3, 3, 1, 1]);
    assert.deepEqual([check(b, "defense-roll").fumble, check(b, "defense-roll").total], [true, 20]);
    assert.ok(lines(b).some((l) => l.includes("20 + [1,1] (fumble → 0) = 20")));
    assert.equal(card(b, "stone-sentinel-1").damage, 24 - 20);
  });
  test("YGT-29 defender double 6: +1D6", () => {
    const b = fight([3, 3, 6, 6, 5]);
    assert.deepEqual(
      [check(b, "defense-roll").extra, check(b, "defense-roll").total],
      [{ crit: 5 }, 37],
    );
    assert.equal(events(b, "battle-damage")[0].amount, 0);
  });
});

describe("YGT-30 substitutes and passing", () => {
  test("YGT-30 a monster that has not acted may take the attack; that is its action", () => {
    const b = battle(
      position("battle", { field: ["gale-hawk", "moss-beetle"] }, { field: ["grave-warden"] }),
      [3, 3, 3, 3],
    );
    act(b, "gm", "attack:grave-warden-1@gale-hawk-1");
    assert.deepEqual(options(b), ["substitute:moss-beetle-1", "no-substitute"]);
    act(b, "p1", "substitute:moss-beetle-1");
    assert.equal(card(b, "moss-beetle-1").damage, 23 - 15);
    assert.equal(card(b, "gale-hawk-1").damage, 0);
    act(b, "p1", "pass");
    // The beetle has acted by substituting: it is never asked; the hawk passed and gets its second chance.
    assert.deepEqual(b.pending?.prompt, { k: "prompt.act-again", p: { card: "gale-hawk-1" } });
  });
  test("YGT-30 a monster that already acted cannot substitute", () => {
    const b = battle(
      position(
        "battle",
        { field: ["dawn-paladin", "moss-beetle"] },
        { field: ["bone-archer", "shade-bat"] },
      ),
      [2, 2, 2, 2, 3, 3, 3, 3],
    );
    act(b, "p1", "attack:dawn-paladin-1@bone-archer-1");
    act(b, "gm", "no-substitute");
    act(b, "gm", "attack:bone-archer-1@moss-beetle-1");
    assert.equal(
      b.pending?.prompt.k,
      "prompt.act",
      "no substitute decision: the paladin has acted",
    );
    assert.equal(events(b, "substitute").length, 0);
  });
  test("YGT-30 a monster that passed may substitute", () => {
    const b = battle(
      position("battle", { field: ["gale-hawk", "moss-beetle"] }, { field: ["cavern-goblin"] }),
      [3, 3, 3, 3],
    );
    act(b, "p1", "pass");
    act(b, "gm", "attack:cavern-goblin-1@moss-beetle-1");
    act(b, "p1", "substitute:gale-hawk-1");
    assert.equal(events(b, "substitute")[0].card, "gale-hawk-1");
    assert.deepEqual(b.pending?.prompt, { k: "prompt.act", p: { card: "moss-beetle-1" } });
  });
  test("YGT-30 passed and not substituted: after every other monster, attack or not; then the turn changes", () => {
    const b = battle(
      position("battle", { field: ["gale-hawk"] }, { field: ["cavern-goblin"] }),
      [3, 3, 3, 3, 6, 6, 1, 1, 1, 1],
    );
    act(b, "p1", "pass");
    act(b, "gm", "attack:cavern-goblin-1@gale-hawk-1");
    assert.deepEqual(options(b), ["attack:gale-hawk-1@cavern-goblin-1", "end"]);
    act(b, "p1", "attack:gale-hawk-1@cavern-goblin-1");
    assert.equal(b.result?.winner, "players", "YGT-42: the last GM monster is destroyed");
  });
  test("YGT-30 declining the second chance ends the battle phase", () => {
    const b = battle(
      position("battle", { field: ["gale-hawk"] }, { field: ["cavern-goblin"] }),
      [3, 3, 3, 3],
    );
    act(b, "p1", "pass");
    act(b, "gm", "attack:cavern-goblin-1@gale-hawk-1");
    act(b, "p1", "end");
    assert.equal(events(b, "battle-over").length, 1);
    assert.equal(events(b, "phase").at(-1)?.phase, "strategy");
  });
});

describe("YGT-41 summon bonuses are character-sheet numbers", () => {
  test("YGT-41 Shiro adds 3 + 2; a setup may override them", () => {
    const mk = (over: Record<string, number>) =>
      battle(
        {
          start: "phase",
          phase: "summon",
          players: {
            p1: {
              character: "shiro",
              monsterDeck: [],
              itemDeck: [],
              monsterHand: ["moss-beetle"],
              ...over,
            },
          },
          gm: { field: ["cavern-goblin"] },
        },
        [2, 3],
      );
    const b = mk({});
    act(b, "p1", "summon:moss-beetle-1");
    assert.equal(check(b, "summon-check").base, 5);
    const c = mk({ jobBonus: 7 });
    act(c, "p1", "summon:moss-beetle-1");
    assert.equal(check(c, "summon-check").base, 10);
  });
});

describe("YGT-42 victory and defeat", () => {
  test("YGT-42 the players win when the last GM monster is destroyed, not before", () => {
    const b = battle(
      position(
        "spell-trap",
        { itemHand: ["shatter-light", "shatter-light"] },
        { field: ["cavern-goblin", "shade-bat"] },
      ),
    );
    act(b, "p1", "activate:shatter-light-1@cavern-goblin-1");
    assert.equal(b.result, null);
    act(b, "p1", "activate:shatter-light-2@shade-bat-1");
    assert.deepEqual(b.result, {
      winner: "players",
      outcome: "victory",
      reason: { k: "reason.gm-wiped" },
    });
    assert.ok(
      lines(b, "ja").some((l) =>
        l.includes("戦闘終了：プレイヤー側の勝利（GMのモンスターが全滅）"),
      ),
    );
  });
});

describe("YGT-43 the GM's own monsters", () => {
  test("YGT-43 the GM's monsters take their turns in star order and the GM decides for them", () => {
    const b = battle(
      position("battle", { field: ["moss-beetle"] }, { field: ["cavern-goblin", "grave-warden"] }),
      [1, 2, 1, 2, 1, 2, 1, 2],
    );
    assert.deepEqual(b.pending?.prompt, { k: "prompt.act", p: { card: "grave-warden-1" } });
    act(b, "gm", "attack:grave-warden-1@moss-beetle-1");
    assert.deepEqual(b.pending?.prompt, { k: "prompt.act", p: { card: "cavern-goblin-1" } });
    assert.equal(b.pending?.seat, "gm");
  });
});
