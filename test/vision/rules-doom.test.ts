/**
 * Destruction, 決死 and exile (VIS-30…35), driven through the public API: battles start from a
 * setup, every step is a player's choice, and the assertions read the summary and the event log.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Battle, Json } from "../../src/engine/index.ts";
import { act, card, options, player } from "../shared/battle-helpers.ts";
import { fight, opponent, play } from "./drive.ts";
import { assertEventOrder, eventIndex, events, logged, zone } from "./helpers.ts";
import { cards, duel, equipped, NODES } from "./setup.ts";

/** p2's deck: two Cirnos, drawn from only when a turn ends. */
const TWO = ["cirno", "cirno"];

/** p1 (turn player) holds `hand` with five nodes; p2 has `p2Field`. */
function withHand(hand: string[], p2Field: Json[], p1Field: Json[] = []): Battle {
  return duel(
    {
      node: NODES,
      hand: cards(...hand),
      field: p1Field,
      deck: cards("reisen:top", "cirno:second"),
    },
    { field: p2Field, deck: TWO },
  );
}

describe("VIS-30 決死: its three causes, resolved at once", () => {
  test("VIS-30 damage ≥ toughness: 3 damage on Reimu (3/3) dooms and destroys it", () => {
    const b = withHand(["satori-gensou"], cards("reimu"));
    play(b, "play:satori-gensou@reimu");
    assertEventOrder(b, [
      { t: "damage", card: "reimu", amount: 3, total: 3 },
      { t: "doomed", card: "reimu" },
      { t: "destroyed", card: "reimu", cause: "doom" },
    ]);
    assert.equal(card(b, "reimu").zone, "p2:grave");
  });

  test("VIS-30 control: damage below toughness (2 on 3/3) does not doom", () => {
    const b = withHand(["spell-break"], cards("reimu"));
    play(b, "play:spell-break@reimu");
    assert.equal(card(b, "reimu").zone, "p2:field");
    assert.equal(card(b, "reimu").damage, 2);
    assert.equal(events(b, "doomed").length, 0);
  });

  test("VIS-30 toughness ≤ 0: a −1/−1 talisman on a 1/1 dooms it without any damage", () => {
    const b = withHand(["suzuran-poison"], cards("youkai-rabbit:rabbit"));
    play(b, "play:suzuran-poison@rabbit");
    const attached = eventIndex(b, { t: "attached", card: "suzuran-poison", host: "rabbit" });
    assert.equal(b.state.log[attached].toughness, 0);
    assert.equal(events(b, "damage").length, 0);
    assertEventOrder(b, [
      { t: "attached", card: "suzuran-poison", host: "rabbit", attack: 0, toughness: 0 },
      { t: "doomed", card: "rabbit" },
      { t: "destroyed", card: "rabbit", cause: "doom" },
    ]);
    assert.equal(card(b, "rabbit").zone, "p2:grave");
  });

  test("VIS-30 「決死にする」: 狂気の瞳 dooms an undamaged Reisen (4/4)", () => {
    const b = withHand(["lunatic-eyes"], cards("reisen"));
    assert.equal(card(b, "reisen").damage, 0);
    play(b, "play:lunatic-eyes@reisen");
    assertEventOrder(b, [
      { t: "resolve", seat: "p1" },
      { t: "doomed", card: "reisen" },
      { t: "destroyed", card: "reisen", cause: "doom" },
    ]);
    assert.equal(events(b, "damage").length, 0);
    assert.equal(card(b, "reisen").zone, "p2:grave");
  });

  test("VIS-30 the resolving effect pauses: スペルブレイク's target is in 冥界 before the draw", () => {
    const b = withHand(["spell-break"], cards("cirno"));
    const hand = player(b, "p1").hand as number;
    play(b, "play:spell-break@cirno");
    assertEventOrder(b, [
      { t: "resolve", seat: "p1" },
      { t: "damage", card: "cirno", amount: 2, total: 2 },
      { t: "doomed", card: "cirno" },
      { t: "destroyed", card: "cirno", cause: "doom" },
      { t: "draw", seat: "p1" },
      { t: "drew", seat: "p1", card: "top" },
      { t: "to-grave", card: "spell-break" },
    ]);
    // The effect resumed: the draw happened, after the destruction.
    assert.equal(card(b, "cirno").zone, "p2:grave");
    assert.equal(card(b, "top").zone, "p1:hand");
    assert.equal(player(b, "p1").hand, hand); // −1 played, +1 drawn
  });
});

describe("VIS-31 破棄する: straight to 冥界 without 決死", () => {
  test("VIS-31 封魔陣 sends Cirno to 冥界 with no 決死 event", () => {
    const b = withHand(["sealing-circle"], cards("cirno"));
    play(b, "play:sealing-circle@cirno");
    assert.equal(card(b, "cirno").zone, "p2:grave");
    assert.deepEqual(logged(b, "destroyed", "card", "cause"), [["cirno", "effect"]]);
    assert.equal(events(b, "doomed").length, 0);
  });

  test("VIS-31 a would-doom protection does not apply: the amulet cannot save its host", () => {
    const b = withHand(["sealing-circle"], [equipped("cirno", "scapegoat-amulet:amulet")]);
    play(b, "play:sealing-circle@cirno");
    assert.equal(card(b, "cirno").zone, "p2:grave");
    assert.equal(card(b, "amulet").zone, "p2:grave");
    assert.equal(events(b, "doomed").length, 0);
    assert.equal(events(b, "doom-cancelled").length, 0);
    assert.equal(events(b, "trigger").length, 0);
  });
});

describe("VIS-32 a cancelled 決死: the character stays and its damage resets", () => {
  /** p2's Cirno (3/2) with 身代わりの護符 (+0/+1; would-doom: cancel, destroy itself) = 3/3. */
  const amuletCirno = (damage = 0) => [{ ...equipped("cirno", "scapegoat-amulet:amulet"), damage }];

  test("VIS-32 3 damage on an amulet-wearing Cirno (3/3): cancelled, stays, damage 0", () => {
    const b = withHand(["satori-gensou"], amuletCirno());
    assert.equal(card(b, "cirno").toughness, 3);
    play(b, "play:satori-gensou@cirno");
    assertEventOrder(b, [
      { t: "damage", card: "cirno", amount: 3, total: 3 },
      { t: "doomed", card: "cirno" },
      { t: "trigger", card: "amulet", when: "would-doom" },
      { t: "doom-cancelled", card: "cirno", by: "amulet" },
      { t: "destroyed", card: "amulet" },
    ]);
    assert.equal(card(b, "cirno").zone, "p2:field");
    assert.equal(card(b, "cirno").damage, 0);
    assert.equal(card(b, "cirno").effectDamage, 0);
    assert.equal(card(b, "amulet").zone, "p2:grave");
    assert.deepEqual(card(b, "cirno").attached, []);
    assert.equal(card(b, "cirno").toughness, 2);
    assert.equal(eventIndex(b, { t: "destroyed", card: "cirno" }), -1);
  });

  test("VIS-32 all damage resets, also the effect damage taken earlier (1 + 2)", () => {
    const b = withHand(["spell-break"], amuletCirno(1));
    assert.equal(card(b, "cirno").damage, 1);
    play(b, "play:spell-break@cirno");
    assert.ok(eventIndex(b, { t: "doom-cancelled", card: "cirno" }) >= 0);
    assert.equal(card(b, "cirno").zone, "p2:field");
    assert.equal(card(b, "cirno").damage, 0);
  });

  test("VIS-32 「決死にする」 cancelled: the character stays and is not doomed again", () => {
    const b = withHand(["lunatic-eyes"], amuletCirno());
    play(b, "play:lunatic-eyes@cirno");
    assert.equal(events(b, "doomed").length, 1);
    assert.equal(card(b, "cirno").zone, "p2:field");
    assert.equal(card(b, "amulet").zone, "p2:grave");
    // Still p1's main phase, nothing else happened to Cirno.
    assert.ok(options(b).includes("end"));
    act(b, "p1", "end");
    assert.equal(card(b, "cirno").zone, "p2:field");
  });

  test("VIS-32 combat damage cancelled: the blocker stays with no damage", () => {
    const b = withHand([], amuletCirno(), cards("reisen"));
    fight(b, "reisen", "cirno");
    assertEventOrder(b, [
      { t: "combat-damage", to: "cirno", amount: 4, total: 4 },
      { t: "doomed", card: "cirno" },
      { t: "doom-cancelled", card: "cirno" },
    ]);
    assert.equal(card(b, "cirno").zone, "p2:field");
    assert.equal(card(b, "cirno").damage, 0);
    assert.equal(card(b, "reisen").zone, "p1:field");
  });
});

describe("VIS-33 cards set on a destroyed card go to 冥界 with it", () => {
  test("VIS-33 a doomed host takes its equipment and the opponent's talisman to 冥界", () => {
    const b = withHand(
      ["suzuran-poison", "satori-gensou"],
      [equipped("cirno", "crimson-spear:spear")],
    );
    play(b, "play:suzuran-poison@cirno");
    assert.deepEqual(card(b, "cirno").attached, ["spear", "suzuran-poison"]);
    assert.equal(card(b, "suzuran-poison").zone, "@cirno");
    play(b, "play:satori-gensou@cirno");
    assert.equal(card(b, "cirno").zone, "p2:grave");
    assert.equal(card(b, "spear").zone, "p2:grave");
    // Reading: each set card goes to its owner's 冥界.
    assert.equal(card(b, "suzuran-poison").zone, "p1:grave");
    assertEventOrder(b, [
      { t: "doomed", card: "cirno" },
      { t: "destroyed", card: "cirno", cause: "doom" },
    ]);
  });

  test("VIS-33 破棄する also takes the set cards along", () => {
    const b = withHand(["sealing-circle"], [equipped("reisen", "crimson-spear:spear")]);
    play(b, "play:sealing-circle@reisen");
    assert.equal(card(b, "reisen").zone, "p2:grave");
    assert.equal(card(b, "spear").zone, "p2:grave");
    assert.deepEqual(zone(b, "p2:grave").sort(), ["reisen", "spear"]);
  });

  test("VIS-33 destroyed in combat: the blocker's equipment goes with it", () => {
    const b = withHand([], [equipped("cirno", "lunar-robe:robe")], cards("reisen"));
    assert.equal(card(b, "cirno").toughness, 4);
    fight(b, "reisen", "cirno");
    assert.equal(card(b, "cirno").zone, "p2:grave");
    assert.equal(card(b, "robe").zone, "p2:grave");
  });
});

describe("VIS-34 exile: out of the game; set cards go to 冥界", () => {
  test("VIS-34 永夜の帳 removes Cirno from the game, its set cards go to 冥界", () => {
    const b = withHand(
      ["endless-night", "satori-gensou"],
      [equipped("cirno", "crimson-spear:spear", "scapegoat-amulet:amulet")],
    );
    play(b, "play:endless-night@cirno");
    assert.equal(card(b, "cirno").zone, "p2:exile");
    assert.equal(player(b, "p2").exile, 1);
    assert.equal(card(b, "spear").zone, "p2:grave");
    assert.equal(card(b, "amulet").zone, "p2:grave");
    assert.ok(!zone(b, "p2:grave").includes("cirno"));
    assert.deepEqual(logged(b, "exiled", "card"), ["cirno"]);
    // Not destroyed, not 決死 — so the amulet never triggered.
    assert.equal(events(b, "doomed").length, 0);
    assert.equal(eventIndex(b, { t: "destroyed", card: "cirno" }), -1);
    assert.equal(events(b, "trigger").length, 0);
    // Gone for good: it can no longer be targeted.
    assert.ok(!options(b).some((o) => o.endsWith("@cirno")), options(b).join(", "));
  });
});

describe("VIS-35 simultaneous 決死: turn player's first, each in field order, logged", () => {
  /** 1-toughness characters on both sides, with a survivor between them; 弾幕の嵐 hits all. */
  function storm(first: "p1" | "p2") {
    const side = (p: string) => ({
      node: NODES,
      hand: cards(`danmaku-storm:${p}-storm`),
      field: cards(
        `koakuma:${p}-a`,
        `reisen:${p}-survivor`,
        `youkai-rabbit:${p}-b`,
        `wriggle:${p}-c`,
      ),
      deck: TWO,
    });
    const b = duel(side("p1"), side("p2"), { first });
    play(b, `play:${first}-storm`, first);
    return b;
  }

  test("VIS-35 p1's turn: p1's three in field order, then p2's three", () => {
    const b = storm("p1");
    const order = ["p1-a", "p1-b", "p1-c", "p2-a", "p2-b", "p2-c"];
    assert.deepEqual(logged(b, "doom-order", "cards"), [order]);
    assert.deepEqual(logged(b, "doomed", "card"), order);
    assert.deepEqual(logged(b, "destroyed", "card"), order);
    assert.deepEqual(zone(b, "p1:grave"), ["p1-a", "p1-b", "p1-c", "p1-storm"]);
    assert.deepEqual(zone(b, "p2:grave"), ["p2-a", "p2-b", "p2-c"]);
    assert.equal(card(b, "p1-survivor").zone, "p1:field");
    assert.equal(card(b, "p2-survivor").zone, "p2:field");
  });

  test("VIS-35 p2's turn: p2's first, then p1's", () => {
    const b = storm("p2");
    const order = ["p2-a", "p2-b", "p2-c", "p1-a", "p1-b", "p1-c"];
    assert.deepEqual(logged(b, "doom-order", "cards"), [order]);
    assert.deepEqual(logged(b, "destroyed", "card"), order);
  });

  test("VIS-35 each doom resolves completely before the next (doomed → destroyed pairs)", () => {
    const b = storm("p1");
    const seq = b.state.log
      .filter((e) => e.t === "doomed" || e.t === "destroyed")
      .map((e) => `${e.t}:${e.card}`);
    assert.deepEqual(seq.slice(0, 4), [
      "doomed:p1-a",
      "destroyed:p1-a",
      "doomed:p1-b",
      "destroyed:p1-b",
    ]);
  });

  test("VIS-35 mutual destruction in combat: the turn player's attacker first", () => {
    for (const first of ["p1", "p2"] as const) {
      const other = opponent(first);
      const sides = {
        [first]: { field: cards("cirno:attacker") },
        [other]: { field: cards("cirno:blocker") },
      };
      const b = duel(sides.p1, sides.p2, { first, deck: ["cirno"] });
      fight(b, "attacker", "blocker", first);
      assert.deepEqual(
        logged(b, "doom-order", "cards"),
        [["attacker", "blocker"]],
        `${first}'s turn`,
      );
      assert.equal(card(b, "attacker").zone, `${first}:grave`);
      assert.equal(card(b, "blocker").zone, `${other}:grave`);
    }
  });
});
