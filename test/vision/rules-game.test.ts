/**
 * The game around the battle (VIS-50…54): the turn's phases, nodes and costs, one character
 * per main phase, losing, and the keywords 速攻 / 奇襲 / 隠密 / 人形 — all through the public API.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Battle, Json } from "../../src/engine/index.ts";
import { act, card, options, player } from "../shared/battle-helpers.ts";
import { assertIllegal, endTurn, fight, offered, passAll } from "./drive.ts";
import { battle, briefLog, eventIndex, events, logged, zone } from "./helpers.ts";
import { asleep, type CardSpec, cards, duel, equipped, nodes, plain, type Side } from "./setup.ts";

/** Phases, turns and draws only: the skeleton of the turn. */
const TURN_EVENTS = ["turn", "phase", "skip-draw", "draw", "deck-out", "main-end"];
function turnLog(b: Battle, from = 0): string[] {
  return briefLog(b, from).filter((l) => TURN_EVENTS.includes(l.split(" ")[0]));
}

/** A new game (opening hands, turn 1) of ten plain cards a deck, `first` taking the first turn. */
const newGame = (first: string) =>
  battle({ start: "game", first, p1: { deck: plain(10) }, p2: { deck: plain(10) } });

describe("VIS-50 a turn: active → maintenance → draw (first player skips the first) → main → discard → end", () => {
  test("VIS-50 the phases run in order; the first player skips the first draw, the second player does not", () => {
    const b = newGame("p1");
    const from = eventIndex(b, { t: "turn" });
    assert.equal(player(b, "p1").hand, 5, "opening hand, no draw in turn 1");
    endTurn(b, "p2");
    assert.equal(player(b, "p2").hand, 6);
    endTurn(b, "p1");
    assert.equal(player(b, "p1").hand, 6);
    assert.deepEqual(turnLog(b, from), [
      "turn 1 p1",
      "phase active p1",
      "phase maintenance p1",
      "phase draw p1",
      "skip-draw p1",
      "phase main p1",
      "main-end p1",
      "phase discard p1",
      "phase end p1",
      "turn 2 p2",
      "phase active p2",
      "phase maintenance p2",
      "phase draw p2",
      "draw p2",
      "phase main p2",
      "main-end p2",
      "phase discard p2",
      "phase end p2",
      "turn 3 p1",
      "phase active p1",
      "phase maintenance p1",
      "phase draw p1",
      "draw p1",
      "phase main p1",
    ]);
  });

  test("VIS-50 when p2 goes first, p2 skips the first draw and p1 draws in turn 2", () => {
    const b = newGame("p2");
    assert.equal(b.pending?.seat, "p2");
    assert.deepEqual(logged(b, "skip-draw", "seat"), ["p2"]);
    assert.equal(player(b, "p2").hand, 5);
    endTurn(b, "p1");
    assert.equal(player(b, "p1").hand, 6);
    assert.equal(events(b, "skip-draw").length, 1);
  });

  test("VIS-50 the active phase readies the turn player's sleeping characters, not the opponent's", () => {
    const b = duel(
      { field: cards("cirno:attacker", asleep("reisen:p1-asleep")) },
      { field: [asleep("cirno:p2-asleep")] },
    );
    fight(b, "attacker", "none");
    act(b, "p2", "graze:no");
    endTurn(b, "p2");
    // p2's turn: p2's character is ready, p1's stay asleep.
    assert.equal(card(b, "p2-asleep").sleep, false);
    assert.equal(card(b, "attacker").sleep, true);
    assert.equal(card(b, "p1-asleep").sleep, true);
    const p2Active = eventIndex(b, { t: "phase", phase: "active", seat: "p2" });
    assert.ok(eventIndex(b, { t: "ready", card: "p2-asleep" }) > p2Active);
    endTurn(b, "p1");
    assert.equal(card(b, "attacker").sleep, false);
    assert.equal(card(b, "p1-asleep").sleep, false);
  });

  test("VIS-50 the end phase resets effect damage, ends until-end-of-turn effects, runs end-of-turn triggers", () => {
    const b = duel(
      {
        node: nodes(4),
        hand: cards("satori-gensou:sg", "scarlet-fervor:fervor"),
        field: cards("cirno", asleep("kaguya")),
      },
      { field: cards("reisen") },
    );
    act(b, "p1", "play:sg@reisen");
    act(b, "p1", "play:fervor@cirno");
    assert.equal(card(b, "reisen").damage, 3);
    assert.equal(card(b, "cirno").attack, 5);
    act(b, "p1", "end");
    // Still in p1's turn until the end phase: the order inside the end phase.
    const endPhase = eventIndex(b, { t: "phase", phase: "end", seat: "p1" });
    assert.ok(endPhase > eventIndex(b, { t: "phase", phase: "discard", seat: "p1" }));
    assert.ok(eventIndex(b, { t: "damage-reset", card: "reisen", kind: "effect" }) > endPhase);
    assert.ok(eventIndex(b, { t: "trigger", card: "kaguya", when: "turn-end" }) > endPhase);
    assert.ok(
      eventIndex(b, { t: "ready", card: "kaguya" }) < eventIndex(b, { t: "turn", turn: 3 }),
    );
    assert.equal(b.pending?.seat, "p2");
    assert.equal(card(b, "reisen").damage, 0);
    assert.equal(card(b, "cirno").attack, 3);
    assert.equal(card(b, "cirno").toughness, 2);
    // Kaguya readied herself at the end of p1's turn, so she is active in p2's turn.
    assert.equal(card(b, "kaguya").sleep, false);
  });

  test("VIS-50 discard phase (reading: hand limit 7): the turn player discards down to 7, then the end phase", () => {
    const hand = Array.from({ length: 9 }, (_, i) => ({ card: "koakuma", id: `h${i}` }));
    const b = duel({ hand });
    act(b, "p1", "end");
    assert.equal(b.pending?.seat, "p1");
    assert.deepEqual(
      options(b),
      hand.map((h) => `discard:${h.id}`),
    );
    act(b, "p1", "discard:h3");
    assert.equal(b.pending?.seat, "p1", "still 8: discard again");
    act(b, "p1", "discard:h5");
    assert.equal(player(b, "p1").hand, 7);
    assert.deepEqual(zone(b, "p1:grave"), ["h3", "h5"]);
    assert.ok(
      eventIndex(b, { t: "discard", card: "h5" }) <
        eventIndex(b, { t: "phase", phase: "end", seat: "p1" }),
    );
    assert.equal(b.pending?.seat, "p2");
  });
});

describe("VIS-51 nodes: one per main phase; need counts all nodes, cost sleeps active ones", () => {
  test("VIS-51 one node per main phase, from the hand; the next main phase may set another", () => {
    const b = duel({ hand: cards("koakuma:a", "koakuma:b") });
    assert.deepEqual(offered(b, "node:"), ["node:a", "node:b"]);
    act(b, "p1", "node:a");
    assert.deepEqual(zone(b, "p1:node"), ["a"]);
    // Reading: a node set from the hand is active.
    assert.equal(card(b, "a").sleep, false);
    assert.deepEqual(offered(b, "node:"), []);
    assertIllegal(b, "p1", "node:b");
    endTurn(b, "p2");
    endTurn(b, "p1");
    assert.ok(options(b).includes("node:b"));
  });

  test("VIS-51 a card is playable with nodes ≥ its need (sleeping ones count) and enough active nodes for its cost", () => {
    // Reisen: need 3, cost 2.
    const setup = (node: Json[]) => duel({ node, hand: cards("reisen") });
    const sleeping = { card: "youkai-rabbit", sleep: true };
    const ok = setup(["youkai-rabbit", "youkai-rabbit", sleeping]);
    assert.ok(options(ok).includes("play:reisen"), "3 nodes (1 asleep), 2 active");
    act(ok, "p1", "play:reisen");
    assert.deepEqual(logged(ok, "pay", "seat", "nodes"), [["p1", 2]]);
    assert.deepEqual(
      zone(ok, "p1:node").map((id) => card(ok, id).sleep),
      [true, true, true],
    );
    assert.equal(card(ok, "reisen").zone, "p1:field");

    const tooFewActive = setup(["youkai-rabbit", sleeping, sleeping]);
    assert.ok(!options(tooFewActive).includes("play:reisen"), "need met, cost not");
    assertIllegal(tooFewActive, "p1", "play:reisen");

    const tooFewNodes = setup(["youkai-rabbit", "youkai-rabbit"]);
    assert.ok(!options(tooFewNodes).includes("play:reisen"), "cost met, need not");
    assertIllegal(tooFewNodes, "p1", "play:reisen");
  });

  test("VIS-51 a cost of 0 pays nothing but the need still counts (Koakuma: need 1, cost 0)", () => {
    const one = duel({ node: [{ card: "youkai-rabbit", sleep: true }], hand: cards("koakuma:k") });
    act(one, "p1", "play:k");
    assert.equal(events(one, "pay").length, 0);
    assert.equal(card(one, "k").zone, "p1:field");
    const none = duel({ hand: cards("koakuma:k") });
    assert.ok(!options(none).includes("play:k"));
  });

  test("VIS-51 reading: nodes ready in their owner's active phase, not in the opponent's", () => {
    const b = duel(
      { node: nodes(3), hand: cards("reisen") },
      { node: [asleep("youkai-rabbit:p2-node")] },
    );
    act(b, "p1", "play:reisen");
    endTurn(b, "p2");
    assert.equal(card(b, "p2-node").sleep, false, "p2's node readied in p2's active phase");
    assert.equal(
      zone(b, "p1:node").filter((id) => card(b, id).sleep === true).length,
      2,
      "p1's paid nodes still sleep during p2's turn",
    );
    endTurn(b, "p1");
    assert.equal(zone(b, "p1:node").filter((id) => card(b, id).sleep === true).length, 0);
  });
});

describe("VIS-52 one character per main phase", () => {
  test("VIS-52 after one character, no other character may be played this main phase; commands still may", () => {
    const b = duel(
      { node: nodes(5), hand: cards("cirno:c1", "koakuma:k1", "satori-gensou:sg") },
      { field: cards("reisen") },
    );
    assert.ok(offered(b, "play:").includes("play:c1") && offered(b, "play:").includes("play:k1"));
    act(b, "p1", "play:c1");
    // p1 still holds a command, so p1 is asked in the interference window (before and after
    // the resolution): pass it by.
    passAll(b);
    assert.equal(card(b, "c1").zone, "p1:field");
    assert.equal(b.pending?.prompt.k, "prompt.main");
    assert.ok(!offered(b, "play:").includes("play:k1"));
    assertIllegal(b, "p1", "play:k1");
    assert.ok(offered(b, "play:").includes("play:sg@reisen"));
    endTurn(b, "p2");
    endTurn(b, "p1");
    assert.ok(offered(b, "play:").includes("play:k1"), "a new main phase, a new character");
  });

  test("VIS-52 reading: a 奇襲 character is not held to the limit (it may be played whenever p1 has priority)", () => {
    const b = duel({ node: nodes(5), hand: cards("cirno:c1", "rumia") });
    act(b, "p1", "play:c1");
    assert.ok(offered(b, "play:").includes("play:rumia"));
    act(b, "p1", "play:rumia");
    assert.equal(card(b, "rumia").zone, "p1:field");
  });

  test("VIS-52 reading: a 奇襲 character does not use up the main phase's one character", () => {
    const b = duel(
      {
        node: ["cirno", "cirno", "cirno", "cirno"],
        hand: cards("rumia", "cirno:cirno-a", "reimu:reimu-a"),
      },
      {},
      { deck: plain(2) },
    );
    act(b, "p1", "play:rumia");
    assert.ok(
      options(b).includes("play:cirno-a"),
      "after an ambush character a normal one may still be played",
    );
    act(b, "p1", "play:cirno-a");
    assert.ok(!options(b).includes("play:reimu-a"), "the normal character used up the allowance");
  });
});

describe("VIS-53 a player loses at 0 life or less, or when drawing from an empty deck", () => {
  /** Reimu (3) hits p2, who starts at `life`, unblocked. */
  function reimuHits(life: number): Battle {
    const b = duel({ field: cards("reimu") }, { life });
    fight(b, "reimu", "none");
    return b;
  }

  test("VIS-53 life exactly 0 loses at once — the combat stops there (no graze)", () => {
    const b = reimuHits(3);
    assert.deepEqual(b.result, {
      winner: "p1",
      outcome: "win",
      reason: { k: "reason.life", p: { seat: "p2" } },
    });
    assert.equal(b.pending, null);
    assert.equal(player(b, "p2").life, 0);
    assert.equal(events(b, "graze").length + events(b, "graze-declined").length, 0);
    assert.equal(events(b).at(-1)?.t, "end");
    assertIllegal(b, "p2", "graze:yes");
  });

  test("VIS-53 life below 0 loses; 1 life left does not", () => {
    const below = reimuHits(2);
    assert.equal(player(below, "p2").life, -1);
    assert.equal(below.result?.winner, "p1");
    const one = reimuHits(4);
    assert.equal(player(one, "p2").life, 1);
    assert.equal(one.result, null);
    assert.deepEqual(options(one), ["graze:yes", "graze:no"]);
  });

  test("VIS-53 life lost to an effect counts the same (Stardust Shower: 2 damage to a player at 2)", () => {
    const b = duel({ node: nodes(2), hand: cards("stardust-shower:ss") }, { life: 2 });
    act(b, "p1", "play:ss");
    assert.equal(b.result?.winner, "p1");
    assert.equal(b.result?.reason?.k, "reason.life");
  });

  test("VIS-53 a player who must draw from an empty deck loses (p2's draw phase)", () => {
    const b = duel({}, { deck: [] });
    assert.equal(b.result, null, "an empty deck alone is no loss");
    act(b, "p1", "end");
    assert.deepEqual(b.result, {
      winner: "p1",
      outcome: "win",
      reason: { k: "reason.deck-out", p: { seat: "p2" } },
    });
    assert.ok(
      eventIndex(b, { t: "deck-out", seat: "p2" }) >
        eventIndex(b, { t: "phase", phase: "draw", seat: "p2" }),
    );
    assert.equal(b.pending, null);
  });

  test("VIS-53 a draw by an effect from an empty deck loses at once (Daiyousei's enter draw)", () => {
    const b = duel({ node: nodes(1), hand: cards("daiyousei:dai"), deck: [] });
    act(b, "p1", "play:dai");
    assert.equal(b.result?.winner, "p2");
    assert.equal(b.result?.reason?.k, "reason.deck-out");
  });
});

describe("VIS-54 keywords: 速攻 haste, 奇襲 ambush, 隠密 stealth, 人形 doll", () => {
  /** p1 with two nodes has played the character `name` (id = name) from the hand. */
  function played(name: string): Battle {
    const b = duel({ node: nodes(2), hand: cards(name) });
    act(b, "p1", `play:${name}`);
    return b;
  }

  /** p1 (Reisen on the field) has cast Stardust Shower; p2 holds `p2` with nodes to pay. */
  function showerAgainst(p2: Side): Battle {
    const b = duel(
      { node: nodes(3), hand: cards("stardust-shower:ss"), field: cards("reisen") },
      p2,
    );
    act(b, "p1", "play:ss");
    return b;
  }

  test("VIS-54 速攻: a haste character enters active and may attack at once; others enter asleep", () => {
    const haste = played("marisa");
    assert.deepEqual(logged(haste, "enter", "card", "sleep"), [["marisa", false]]);
    assert.ok(options(haste).includes("attack:marisa"));
    const plainChar = played("cirno");
    assert.equal(card(plainChar, "cirno").sleep, true);
    assert.ok(!options(plainChar).includes("attack:cirno"));
  });

  test("VIS-54 奇襲: playable in the opponent's interference window and at the block decision; others are not", () => {
    const b = showerAgainst({ node: nodes(3), hand: cards("rumia", "cirno") });
    assert.equal(b.pending?.seat, "p2");
    assert.deepEqual(offered(b, "play:"), ["play:rumia"]);
    // After the Stardust Shower resolves the window reopens; p2 may play Rumia again: pass.
    passAll(b);
    act(b, "p1", "attack:reisen");
    assert.deepEqual(offered(b, "play:"), ["play:rumia"]);
    assertIllegal(b, "p2", "play:cirno");
  });

  test("VIS-54 奇襲+速攻 played in an earlier interference window can block; 奇襲 alone enters asleep and cannot", () => {
    const b = showerAgainst({ node: nodes(2), hand: cards("tewi", "rumia") });
    act(b, "p2", "play:tewi");
    act(b, "p2", "play:rumia");
    // Everything resolved; back in p1's main phase.
    assert.equal(b.pending?.prompt.k, "prompt.main");
    assert.equal(card(b, "tewi").sleep, false);
    assert.equal(card(b, "rumia").sleep, true);
    act(b, "p1", "attack:reisen");
    assert.deepEqual(offered(b, "block:"), ["block:tewi", "block:none"]);
    assertIllegal(b, "p2", "block:rumia");
    act(b, "p2", "block:tewi");
    assert.equal(card(b, "tewi").zone, "p2:grave");
    assert.equal(player(b, "p2").life, 18, "only the Stardust Shower's 2");
  });

  test("VIS-54 隠密: a stealth attacker cannot be blocked (Koakuma; Wriggle; Lunar Robe's stealth)", () => {
    const attackers: CardSpec[] = [
      "koakuma:sneak",
      "wriggle:sneak",
      equipped("cirno:sneak", "lunar-robe:robe"),
    ];
    for (const attacker of attackers) {
      const b = duel({ field: cards(attacker) }, { field: cards("reisen:guard") });
      act(b, "p1", "attack:sneak");
      assert.deepEqual(options(b), ["block:none"], JSON.stringify(attacker));
      assertIllegal(b, "p2", "block:guard");
    }
  });

  test("VIS-54 隠密 reading: a stealth character may still block", () => {
    const b = duel({ field: cards("cirno") }, { field: cards("koakuma") });
    act(b, "p1", "attack:cirno");
    assert.ok(options(b).includes("block:koakuma"));
  });

  test("VIS-54 人形: a doll cannot attack (Shanghai Doll; Binding Ofuda gives it) but can block", () => {
    const b = duel(
      {
        field: cards(
          "shanghai-doll:doll",
          equipped("cirno:bound", "binding-ofuda:ofuda"),
          "cirno:free",
        ),
      },
      { field: cards("shanghai-doll:p2-doll") },
    );
    assert.deepEqual(offered(b, "attack:"), ["attack:free"]);
    assertIllegal(b, "p1", "attack:doll");
    assertIllegal(b, "p1", "attack:bound");
    act(b, "p1", "attack:free");
    assert.ok(options(b).includes("block:p2-doll"));
    act(b, "p2", "block:p2-doll");
    assert.equal(events(b, "block")[0]?.card, "p2-doll");
  });
});
