/**
 * Damage bookkeeping (VIS-20…23), driven through the public API: battles start from a setup,
 * every step is a player's choice, and the assertions read the summary and the event log.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { IllegalChoiceError } from "../../src/engine/index.ts";
import { act, card, options, player } from "../shared/battle-helpers.ts";
import { fight, play } from "./drive.ts";
import { assertEventOrder, eventIndex, events, logged, zone } from "./helpers.ts";
import { asleep, cards, duel, NODES, type Side } from "./setup.ts";

/** Decks of one or two Cirnos: enough for the draws these tests make. */
const ONE = ["cirno"];
const TWO = ["cirno", "cirno"];

/** A battle in p1's main phase; a side that lists no deck gets two Cirnos. */
const main = (p1: Side, p2: Side) => duel(p1, p2, { deck: TWO });

describe("VIS-20 effect damage accumulates and resets at end of turn", () => {
  test("VIS-20 two effects on one character add up (3, then 3+2 = 5 ≥ 5 destroys)", () => {
    const b = main(
      { node: NODES, hand: cards("satori-gensou:sg", "spell-break:sb") },
      { field: cards("remilia"), deck: ONE },
    );
    play(b, "play:sg@remilia");
    assert.equal(card(b, "remilia").zone, "p2:field");
    assert.equal(card(b, "remilia").damage, 3);
    assert.equal(card(b, "remilia").effectDamage, 3);
    act(b, "p1", "play:sb@remilia");
    // 3 + 2 = 5 = toughness: only the accumulated damage reaches it.
    assert.deepEqual(logged(b, "damage", "card", "amount", "total"), [
      ["remilia", 3, 3],
      ["remilia", 2, 5],
    ]);
    assert.equal(card(b, "remilia").zone, "p2:grave");
  });

  test("VIS-20 effect damage on both sides resets in the end phase, not before", () => {
    const b = main(
      { node: NODES, hand: cards("satori-gensou:sg1", "spell-break:sb"), field: cards("reisen") },
      { node: NODES, hand: cards("satori-gensou:sg2"), field: cards("remilia") },
    );
    play(b, "play:sg1@remilia");
    play(b, "play:sb@reisen");
    assert.equal(card(b, "remilia").effectDamage, 3);
    assert.equal(card(b, "reisen").effectDamage, 2);
    act(b, "p1", "end");
    // Now p2's main phase of the next turn.
    assert.equal(b.pending?.seat, "p2");
    assert.equal(b.state.x.turn, 3);
    assert.equal(card(b, "remilia").damage, 0);
    assert.equal(card(b, "reisen").damage, 0);
    // The reset happened in p1's end phase (after the discard phase, before p2's turn).
    const endPhase = eventIndex(b, { t: "phase", phase: "end", seat: "p1" });
    const discard = eventIndex(b, { t: "phase", phase: "discard", seat: "p1" });
    const nextTurn = eventIndex(b, { t: "turn", turn: 3, seat: "p2" });
    for (const id of ["reisen", "remilia"]) {
      const at = eventIndex(b, { t: "damage-reset", card: id, kind: "effect" });
      assert.ok(discard < endPhase && endPhase < at && at < nextTurn, `${id} reset at ${at}`);
    }
    // Were the 3 still there, another 3 would destroy Remilia (5 toughness).
    act(b, "p2", "play:sg2@remilia");
    assert.equal(card(b, "remilia").zone, "p2:field");
    assert.equal(card(b, "remilia").damage, 3);
  });
});

describe("VIS-21 combat damage resets at step 7 of the combat", () => {
  /** p1's Kaguya (4/5) attacks, p2's Eirin (3/5) blocks: both survive with combat damage. */
  function kaguyaVsEirin(kaguyaEffectDamage = 0) {
    const b = main(
      {
        node: NODES,
        hand: cards("satori-gensou:sg"),
        field: [{ card: "kaguya", id: "kaguya", damage: kaguyaEffectDamage }],
      },
      { field: cards("eirin") },
    );
    fight(b, "kaguya", "eirin");
    // p1 may interfere with 悟入幻想; it passes, p2 has nothing to play.
    act(b, "p1", "pass");
    return b;
  }

  test("VIS-21 both fighters' combat damage is gone when the combat ends, in the same main phase", () => {
    const b = kaguyaVsEirin();
    assert.deepEqual(logged(b, "combat-damage", "to", "amount", "total"), [
      ["eirin", 4, 4],
      ["kaguya", 3, 3],
    ]);
    // Back in p1's main phase of the same turn: no end of turn has happened.
    assert.equal(b.pending?.seat, "p1");
    assert.ok(options(b).includes("end"));
    assert.equal(b.state.x.turn, 2);
    assert.equal(events(b, "phase").filter((e) => e.phase === "end").length, 0);
    assert.equal(card(b, "kaguya").damage, 0);
    assert.equal(card(b, "eirin").damage, 0);
    assertEventOrder(b, [
      { t: "combat-damage", to: "kaguya" },
      { t: "damage-reset", card: "kaguya", kind: "combat" },
      { t: "combat-end", attacker: "kaguya" },
    ]);
    assertEventOrder(b, [
      { t: "damage-reset", card: "eirin", kind: "combat" },
      { t: "combat-end", attacker: "kaguya" },
    ]);
    // Had the 4 combat damage stayed, 3 more would destroy Eirin (5 toughness).
    act(b, "p1", "play:sg@eirin");
    assert.equal(card(b, "eirin").zone, "p2:field");
    assert.equal(card(b, "eirin").damage, 3);
  });

  test("VIS-21 effect damage on a fighter survives the step-7 reset", () => {
    const b = kaguyaVsEirin(1);
    // 1 effect + 3 combat = 4 < 5 during the combat; afterwards only the effect damage is left.
    assert.equal(events(b, "combat-damage").find((e) => e.to === "kaguya")?.total, 4);
    assert.equal(card(b, "kaguya").zone, "p1:field");
    assert.equal(card(b, "kaguya").damage, 1);
    assert.equal(card(b, "kaguya").effectDamage, 1);
  });

  test("VIS-21 the reset (step 7) comes before the 戦闘終了時 triggers (step 8)", () => {
    // Mokou (4/3): "combat end, if attacking: 1 damage to you". Patchouli (1/3) blocks and dies.
    const b = duel({ field: cards("mokou") }, { field: cards("patchouli") }, { deck: ONE });
    fight(b, "mokou", "patchouli");
    assertEventOrder(b, [
      { t: "combat-damage", card: "patchouli", to: "mokou", amount: 1 },
      { t: "damage-reset", card: "mokou", kind: "combat" },
      { t: "trigger", card: "mokou", when: "combat-end" },
      { t: "life", seat: "p1", amount: 1, life: 19 },
      { t: "combat-end", attacker: "mokou" },
    ]);
    assert.equal(card(b, "patchouli").zone, "p2:grave");
    assert.equal(card(b, "mokou").damage, 0);
  });
});

describe("VIS-22 the seed's example: Reisen (4/4) and Cirno (3/2) with 悟入幻想 (3 damage)", () => {
  /** p1: Cirno and 悟入幻想 (and Stardust Shower); p2: Reisen. */
  function cirnoVsReisen() {
    return main(
      {
        node: NODES,
        hand: cards("satori-gensou:sg", "stardust-shower:shower"),
        field: cards("cirno"),
      },
      { node: NODES, hand: [], field: cards("reisen"), deck: ONE },
    );
  }

  test("VIS-22 combat first, then 悟入幻想: Reisen survives, Cirno is destroyed", () => {
    const b = cirnoVsReisen();
    fight(b, "cirno", "reisen");
    act(b, "p1", "pass");
    assert.equal(card(b, "cirno").zone, "p1:grave");
    assert.equal(card(b, "reisen").damage, 0);
    act(b, "p1", "play:sg@reisen");
    assert.equal(card(b, "reisen").zone, "p2:field");
    assert.equal(card(b, "reisen").damage, 3);
    assert.equal(events(b, "doomed").length, 1);
    assert.equal(events(b, "doomed")[0].card, "cirno");
  });

  test("VIS-22 悟入幻想 first, then combat: Reisen is destroyed, and so is Cirno", () => {
    const b = cirnoVsReisen();
    act(b, "p1", "play:sg@reisen");
    assert.equal(card(b, "reisen").damage, 3);
    fight(b, "cirno", "reisen");
    assert.deepEqual(logged(b, "combat-damage", "to", "amount", "total"), [
      ["reisen", 3, 6],
      ["cirno", 4, 4],
    ]);
    assert.equal(card(b, "reisen").zone, "p2:grave");
    assert.equal(card(b, "cirno").zone, "p1:grave");
  });

  test("VIS-22 with Reisen attacking: the block, then 悟入幻想 during interference → Reisen destroyed", () => {
    const b = duel(
      { field: cards("reisen") },
      { node: NODES, hand: cards("satori-gensou:sg"), field: cards("cirno") },
      { deck: ONE },
    );
    fight(b, "reisen", "cirno");
    // p1 has nothing to play; p2 answers with 悟入幻想 before the combat.
    act(b, "p2", "play:sg@reisen");
    assertEventOrder(b, [
      { t: "damage", card: "reisen", amount: 3, total: 3 },
      { t: "combat-start", attacker: "reisen" },
      { t: "combat-damage", to: "reisen", amount: 3, total: 6 },
    ]);
    assert.equal(card(b, "reisen").zone, "p1:grave");
    assert.equal(card(b, "cirno").zone, "p2:grave");
  });

  test("VIS-22 with Reisen attacking: the combat, then 悟入幻想 in a later window → Reisen survives", () => {
    const b = duel(
      { node: NODES, hand: cards("stardust-shower:shower"), field: cards("reisen") },
      { node: NODES, hand: cards("satori-gensou:sg"), field: cards("cirno") },
      { deck: ONE },
    );
    fight(b, "reisen", "cirno");
    act(b, "p2", "pass");
    assert.equal(card(b, "cirno").zone, "p2:grave");
    // p1's next play gives p2 a window: 悟入幻想 on Reisen after the combat is over.
    act(b, "p1", "play:shower");
    act(b, "p2", "play:sg@reisen");
    assert.equal(card(b, "reisen").zone, "p1:field");
    assert.equal(card(b, "reisen").damage, 3);
    assert.equal(player(b, "p2").life, 18);
  });
});

describe("VIS-23 graze is all or nothing", () => {
  /** p1's Reimu (graze 2) attacks; p2 has no active character to block with. */
  function reimuUnblocked(p2Deck: string[], attacker = "reimu") {
    const b = duel(
      { field: cards(`${attacker}:att`), deck: ONE },
      {
        field: [asleep("cirno:sleeper")],
        deck: p2Deck.map((c, i) => ({ card: c, id: `d${i + 1}` })),
      },
    );
    act(b, "p1", "attack:att");
    assert.deepEqual(options(b), ["block:none"]);
    act(b, "p2", "block:none");
    return b;
  }

  test("VIS-23 a graze-2 hit offers exactly yes / no — never one card", () => {
    const b = reimuUnblocked(["cirno", "reisen", "reimu"]);
    assert.equal(player(b, "p2").life, 17);
    assert.equal(b.pending?.seat, "p2");
    assert.deepEqual(options(b), ["graze:yes", "graze:no"]);
    assert.throws(() => b.choose("p2", "graze:1"), IllegalChoiceError);
  });

  test("VIS-23 yes: exactly the top 2 deck cards become sleeping nodes", () => {
    const b = reimuUnblocked(["cirno", "reisen", "reimu"]);
    act(b, "p2", "graze:yes");
    assert.deepEqual(zone(b, "p2:node"), ["d1", "d2"]);
    assert.equal(card(b, "d1").sleep, true);
    assert.equal(card(b, "d2").sleep, true);
    assert.deepEqual(zone(b, "p2:deck"), ["d3"]);
    assert.equal(player(b, "p2").node, 2);
    assert.deepEqual(logged(b, "graze", "seat", "n"), [["p2", 2]]);
  });

  test("VIS-23 no: not a single card moves", () => {
    const b = reimuUnblocked(["cirno", "reisen", "reimu"]);
    act(b, "p2", "graze:no");
    assert.deepEqual(zone(b, "p2:node"), []);
    assert.deepEqual(zone(b, "p2:deck"), ["d3", "d2", "d1"]);
    assert.equal(events(b, "graze").length, 0);
    assert.equal(events(b, "graze-declined").length, 1);
  });

  test("VIS-23 exactly 2 cards in the deck still allow graze 2", () => {
    const b = reimuUnblocked(["cirno", "reisen"]);
    assert.deepEqual(options(b), ["graze:yes", "graze:no"]);
    act(b, "p2", "graze:yes");
    assert.deepEqual(zone(b, "p2:deck"), []);
    assert.equal(player(b, "p2").node, 2);
  });

  test("VIS-23 fewer than 2 cards in the deck: no graze is offered, nothing moves", () => {
    const b = reimuUnblocked(["cirno"]);
    assert.equal(player(b, "p2").life, 17);
    // Straight back to p1's main phase: p2 was never asked.
    assert.equal(b.pending?.seat, "p1");
    assert.ok(options(b).includes("end"));
    assert.equal(
      b.state.history.some(([, o]) => o.startsWith("graze:")),
      false,
    );
    assert.deepEqual(zone(b, "p2:deck"), ["d1"]);
    assert.equal(player(b, "p2").node, 0);
    assert.deepEqual(logged(b, "graze-impossible", "seat", "graze"), [["p2", 2]]);
  });

  test("VIS-23 control: the same single card is enough for a graze-1 attacker", () => {
    const b = reimuUnblocked(["cirno"], "cirno");
    assert.deepEqual(options(b), ["graze:yes", "graze:no"]);
    act(b, "p2", "graze:yes");
    assert.deepEqual(zone(b, "p2:node"), ["d1"]);
  });
});
