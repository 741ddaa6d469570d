/**
 * Combat (VIS-10…16), driven through the public API: an attack is declared, the defender
 * blocks or not, both pass, and the combat's eight steps run. Assertions read the summary and
 * the event log; step order is checked on the whole log of the combat, not on single events.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Battle } from "../../src/engine/index.ts";
import { act, card, options, player } from "../shared/battle-helpers.ts";
import { clash, fight } from "./drive.ts";
import { briefLog, eventIndex, events, logged, zone } from "./helpers.ts";
import { cards, DECK, duel, equipped, nodes } from "./setup.ts";

/** The combat's part of the log, in brief form: from "combat-start" to "combat-end". */
function combatLog(b: Battle): string[] {
  const from = eventIndex(b, { t: "combat-start" });
  assert.ok(from >= 0, "no combat started");
  const all = briefLog(b, from);
  return all.slice(0, all.indexOf("combat-end") + 1);
}

/**
 * The combat log of a trade: attacker `a` and blocker `d` deal `n` to each other in the same
 * step, then both are doomed and destroyed in one ordered batch, the turn player's first.
 */
function tradeLog(a: string, d: string, n: number): string[] {
  return [
    "combat-start",
    `combat-damage ${a}>${d} ${n}`,
    `combat-damage ${d}>${a} ${n}`,
    "doom-order",
    `doomed ${a}`,
    `destroyed ${a}`,
    `doomed ${d}`,
    `destroyed ${d}`,
    "combat-end",
  ];
}

/** A modifier adding `n` toughness, so a fighter survives to show the later steps. */
const toughness = (n: number) => ({ layer: "add", toughness: n });

describe("VIS-10 attacker and blocker deal their attack to each other simultaneously", () => {
  test("VIS-10 both deal damage before either is destroyed: Cirno against Cirno, both destroyed", () => {
    const b = clash("cirno:a", "cirno:b");
    assert.deepEqual(combatLog(b), tradeLog("a", "b", 3));
    assert.equal(card(b, "a").zone, "p1:grave");
    assert.equal(card(b, "b").zone, "p2:grave");
  });

  test("VIS-10 each side deals its current attack, modifiers included (a 4/2 Cirno destroys Reisen 4/4)", () => {
    const b = clash({ card: "cirno", id: "cirno", mods: [{ layer: "add", attack: 1 }] }, "reisen");
    assert.deepEqual(logged(b, "combat-damage", "card", "to", "amount"), [
      ["cirno", "reisen", 4],
      ["reisen", "cirno", 4],
    ]);
    assert.equal(card(b, "reisen").zone, "p2:grave");
    assert.equal(card(b, "cirno").zone, "p1:grave");
  });

  test("VIS-10 the blocker's attack goes to the attacker's toughness, not to the player", () => {
    const b = clash("reisen", "cirno");
    assert.equal(events(b, "combat-damage")[1]?.to, "reisen");
    assert.equal(events(b, "combat-damage")[1]?.amount, 3);
    assert.equal(player(b, "p1").life, 20);
    assert.equal(player(b, "p2").life, 20);
  });
});

describe("VIS-11 a character with damage ≥ toughness is destroyed", () => {
  test("VIS-11 damage below toughness: survives; damage at or above: destroyed into 冥界", () => {
    // Reisen 4/4 attacks, Cirno 3/2 blocks: Reisen takes 3 (< 4), Cirno takes 4 (≥ 2).
    const b = clash("reisen", "cirno");
    assert.equal(card(b, "reisen").zone, "p1:field");
    assert.equal(card(b, "cirno").zone, "p2:grave");
    assert.deepEqual(logged(b, "destroyed", "card", "cause"), [["cirno", "doom"]]);
    assert.ok(eventIndex(b, { t: "doomed", card: "cirno" }) >= 0);
  });

  test("VIS-11 damage exactly equal to toughness destroys (Reisen 4/4 against Reisen)", () => {
    const b = clash("reisen:r1", "reisen:r2");
    assert.equal(card(b, "r1").zone, "p1:grave");
    assert.equal(card(b, "r2").zone, "p2:grave");
  });

  test("VIS-11 effect damage already on a character counts: Reisen with 1 damage dies to Cirno's 3", () => {
    const b = clash("cirno", { card: "reisen", id: "reisen", damage: 1 });
    assert.equal(card(b, "reisen").zone, "p2:grave");
    const undamaged = clash("cirno", "reisen");
    assert.equal(card(undamaged, "reisen").zone, "p2:field");
  });
});

describe("VIS-12 unblocked: the defending player loses life equal to the attacker's attack", () => {
  test("VIS-12 Reimu (3) unblocked: p2 20 → 17, p1 unchanged", () => {
    const b = clash("reimu", "none");
    assert.deepEqual(logged(b, "life", "seat", "amount", "life", "cause"), [
      ["p2", 3, 17, "combat"],
    ]);
    assert.equal(player(b, "p2").life, 17);
    assert.equal(player(b, "p1").life, 20);
  });

  test("VIS-12 the attack at the time of combat counts: Scarlet Fervor (+2/+1) makes it 5", () => {
    const b = duel({ node: nodes(1), hand: cards("scarlet-fervor:fervor"), field: cards("reimu") });
    fight(b, "reimu", "none");
    act(b, "p1", "play:fervor@reimu");
    assert.equal(player(b, "p2").life, 15);
  });

  test("VIS-12 a blocked attack costs no life", () => {
    const b = clash("reimu", "reisen");
    assert.equal(events(b, "life").length, 0);
    assert.equal(player(b, "p2").life, 20);
  });
});

describe("VIS-13 graze: after an unblocked attack, exactly G cards from the deck top into nodes, or none", () => {
  const topFirst = ["d1", "d2", "d3"].map((id) => ({ card: "koakuma", id }));

  test("VIS-13 graze yes: exactly G = 2 (Reimu) top cards go to the node area, sleeping and face down", () => {
    const b = clash("reimu", "none", { deck: topFirst });
    assert.equal(b.pending?.seat, "p2", "the player hit decides");
    assert.deepEqual(options(b), ["graze:yes", "graze:no"]);
    act(b, "p2", "graze:yes");
    assert.deepEqual(zone(b, "p2:node"), ["d1", "d2"]);
    assert.deepEqual(zone(b, "p2:deck"), ["d3"]);
    for (const id of ["d1", "d2"]) {
      assert.equal(card(b, id).sleep, true, `${id} sleeps`);
      assert.equal(b.state.cards[id].f.faceDown, true, `${id} is face down`);
    }
    assert.deepEqual(logged(b, "graze", "seat", "n"), [["p2", 2]]);
  });

  test("VIS-13 graze no: nothing moves — all or nothing, there is no way to take fewer than G", () => {
    const b = clash("reimu", "none", { deck: topFirst });
    assert.deepEqual(options(b), ["graze:yes", "graze:no"]);
    act(b, "p2", "graze:no");
    assert.deepEqual(zone(b, "p2:deck"), ["d3", "d2", "d1"]);
    assert.deepEqual(zone(b, "p2:node"), []);
    assert.equal(events(b, "graze-declined").length, 1);
  });

  test("VIS-13 G is the attacker's graze value: Cirno (graze 1) moves exactly one card", () => {
    const b = clash("cirno", "none", { deck: topFirst });
    act(b, "p2", "graze:yes");
    assert.deepEqual(zone(b, "p2:node"), ["d1"]);
    assert.deepEqual(zone(b, "p2:deck"), ["d3", "d2"]);
  });

  test("VIS-13 reading: with fewer than G cards in the deck no graze is offered", () => {
    const b = clash("reimu", "none", { deck: cards("koakuma:d1") });
    assert.equal(b.pending?.seat, "p1", "straight back to p1's main phase");
    assert.equal(b.pending?.prompt.k, "prompt.main");
    assert.deepEqual(logged(b, "graze-impossible", "seat", "graze"), [["p2", 2]]);
    assert.deepEqual(zone(b, "p2:deck"), ["d1"]);
    assert.deepEqual(zone(b, "p2:node"), []);
  });

  test("VIS-13 exactly G cards in the deck: the graze is allowed and may empty the deck", () => {
    const b = clash("reimu", "none", { deck: topFirst.slice(0, 2) });
    act(b, "p2", "graze:yes");
    assert.deepEqual(zone(b, "p2:deck"), []);
    assert.deepEqual(zone(b, "p2:node"), ["d1", "d2"]);
    assert.equal(b.result, null);
  });

  test("VIS-13 no graze after a blocked attack, nor from an attacker with graze 0", () => {
    const blocked = clash("reimu", "reisen");
    assert.equal(blocked.pending?.prompt.k, "prompt.main");
    assert.equal(blocked.pending?.seat, "p1");
    // Meiling has no graze value: unblocked, she costs life but offers no graze.
    const noGraze = clash("meiling", "none");
    assert.equal(player(noGraze, "p2").life, 18);
    assert.equal(noGraze.pending?.prompt.k, "prompt.main");
    for (const b of [blocked, noGraze]) {
      assert.equal(events(b, "graze").length + events(b, "graze-declined").length, 0);
      assert.equal(zone(b, "p2:deck").length, DECK.length);
    }
  });
});

describe("VIS-14 combat resolves in eight steps, also when unblocked", () => {
  test("VIS-14 blocked: start → first strike → normal → result → other → (no graze) → reset → end", () => {
    // Flandre 5/4 + Homing Amulet (+1/+0; combat start, attacking: 1 damage to the foe), +0/+4
    // to survive; Nitori 2/3 + Silver Knives (+1/+0, first strike), +0/+6 to survive.
    // Nitori: combat result → ready herself; during combat (other) → draw; combat end → 1 damage
    // to her opponent. Flandre: during combat, if blocked → 1 damage to the foe.
    const b = duel(
      { field: [{ ...equipped("flandre", "homing-amulet:amulet"), mods: [toughness(4)] }] },
      { field: [{ ...equipped("nitori", "silver-knives:knives"), mods: [toughness(6)] }] },
    );
    assert.equal(card(b, "flandre").attack, 6);
    assert.equal(card(b, "nitori").attack, 3);
    const hand = player(b, "p2").hand as number;
    fight(b, "flandre", "nitori");
    assert.deepEqual(combatLog(b), [
      "combat-start",
      // 1 戦闘開始時
      "trigger amulet combat-start",
      "damage nitori 1",
      // 2 先制 damage
      "combat-damage nitori>flandre 3",
      // 3 normal damage
      "combat-damage flandre>nitori 6",
      // 4 戦闘の結果
      "trigger nitori combat-result",
      "ready nitori",
      // 5 other combat effects (attacker's first, then the blocker's)
      "trigger flandre combat-other",
      "trigger nitori combat-other",
      "damage nitori 1",
      "draw p2",
      // 6 graze: none, the attack was blocked
      // 7 combat damage resets (effect damage stays)
      "damage-reset flandre combat",
      "damage-reset nitori combat",
      // 8 戦闘終了時
      "trigger nitori combat-end",
      "life p1 -1",
      "combat-end",
    ]);
    assert.equal(card(b, "flandre").damage, 0);
    assert.equal(card(b, "nitori").damage, 2, "the 2 effect damage stays after step 7");
    assert.equal(card(b, "nitori").sleep, false, "readied in step 4");
    assert.equal(player(b, "p2").hand, hand + 1);
    assert.equal(player(b, "p1").life, 19);
  });

  test("VIS-14 unblocked: the same order, with the graze (step 6) after steps 4–5 and before step 8", () => {
    const b = clash(equipped("nitori", "homing-amulet:amulet"), "none");
    // The graze decision is pending: steps 1–5 are done, 7–8 are not.
    assert.deepEqual(options(b), ["graze:yes", "graze:no"]);
    assert.deepEqual(briefLog(b, eventIndex(b, { t: "combat-start" })), [
      "combat-start",
      "trigger amulet combat-start",
      "combat-hit nitori>p2 3",
      "life p2 -3",
      "trigger nitori combat-result",
      "ready nitori",
      "trigger nitori combat-other",
      "draw p1",
    ]);
    act(b, "p2", "graze:yes");
    assert.deepEqual(combatLog(b).slice(8), [
      "graze p2",
      "trigger nitori combat-end",
      "life p2 -1",
      "combat-end",
    ]);
    assert.equal(player(b, "p2").life, 16);
    assert.equal(player(b, "p2").node, 1);
  });

  test("VIS-14 with first strike the damage moves to step 2, still after the combat-start effects", () => {
    // Mokou (4/3, combat end if attacking: 1 damage to you) + Silver Knives (first strike) +
    // Mini-Hakkero (combat result if unblocked: 1 damage to the opponent) + Homing Amulet.
    const b = clash(
      equipped("mokou", "homing-amulet:amulet", "silver-knives:knives", "mini-hakkero:hakkero"),
      "none",
    );
    act(b, "p2", "graze:no");
    assert.deepEqual(combatLog(b), [
      "combat-start",
      "trigger amulet combat-start",
      "combat-hit mokou>p2 7",
      "life p2 -7",
      "trigger hakkero combat-result",
      "life p2 -1",
      "graze-declined p2",
      "trigger mokou combat-end",
      "life p1 -1",
      "combat-end",
    ]);
  });

  test("VIS-14 a combat-start modifier counts in the damage steps and is gone after the combat (Marisa +1/+0)", () => {
    const b = clash("marisa", "reisen");
    // 3 + 1 = 4 ≥ Reisen's 4 toughness: destroyed; Marisa (2) dies to Reisen's 4 as well.
    assert.deepEqual(logged(b, "combat-damage", "card", "amount"), [
      ["marisa", 4],
      ["reisen", 4],
    ]);
    assert.equal(card(b, "reisen").zone, "p2:grave");
    const survivor = clash({ card: "marisa", id: "marisa", mods: [toughness(9)] }, "eirin");
    assert.equal(card(survivor, "marisa").attack, 3, "the +1/+0 ended with the combat");
  });

  test("VIS-14 the graze (step 6) comes before the step-7 cleanup: Marisa's combat bonus is still on while p2 decides", () => {
    const b = clash("marisa", "none");
    assert.deepEqual(options(b), ["graze:yes", "graze:no"]);
    assert.equal(player(b, "p2").life, 16);
    assert.equal(card(b, "marisa").attack, 4, "step 7 has not run yet");
    assert.equal(events(b, "combat-end").length, 0);
    act(b, "p2", "graze:yes");
    assert.equal(card(b, "marisa").attack, 3);
    assert.ok(eventIndex(b, { t: "graze" }) < eventIndex(b, { t: "combat-end" }));
  });
});

describe("VIS-15 first strike (先制): damage in step 2; destroyed there, no damage in step 3", () => {
  test("VIS-15 first strike: a character destroyed in step 2 deals no damage in step 3", () => {
    // Lunar Rabbit (2/2, first strike) blocks Cirno (3/2): Cirno dies before striking back.
    const b = clash("cirno", "lunar-rabbit:rabbit");
    assert.deepEqual(combatLog(b), [
      "combat-start",
      "combat-damage rabbit>cirno 2",
      "doomed cirno",
      "destroyed cirno",
      "combat-end",
    ]);
    assert.equal(card(b, "rabbit").zone, "p2:field");
    assert.equal(card(b, "rabbit").damage, 0);
  });

  test("VIS-15 without first strike the same fight trades (control: Rumia 2/2 blocks Cirno)", () => {
    const b = clash("cirno", "rumia");
    assert.equal(card(b, "cirno").zone, "p1:grave");
    assert.equal(card(b, "rumia").zone, "p2:grave");
  });

  test("VIS-15 an attacker given first strike (Silver Knives) destroys Reisen in step 2 and takes nothing", () => {
    const b = clash(equipped("cirno", "silver-knives:knives"), "reisen");
    assert.deepEqual(combatLog(b), [
      "combat-start",
      "combat-damage cirno>reisen 4",
      "doomed reisen",
      "destroyed reisen",
      "combat-end",
    ]);
    assert.equal(card(b, "cirno").zone, "p1:field");
  });

  test("VIS-15 a first striker that does not destroy its foe is hit back in step 3", () => {
    // Sakuya (3/3, first strike, pierce) against Reisen (4/4): 3 in step 2, then 4 back in step 3.
    const b = clash("sakuya", "reisen");
    assert.deepEqual(combatLog(b), [
      "combat-start",
      "combat-damage sakuya>reisen 3",
      "combat-damage reisen>sakuya 4",
      "doomed sakuya",
      "destroyed sakuya",
      "damage-reset reisen combat",
      "combat-end",
    ]);
  });

  test("VIS-15 both with first strike: simultaneous in step 2 (Lunar Rabbit against Lunar Rabbit, both destroyed)", () => {
    const b = clash("lunar-rabbit:r1", "lunar-rabbit:r2");
    assert.deepEqual(combatLog(b), tradeLog("r1", "r2", 2));
  });

  test("VIS-15 both with first strike: Yorihime (5/5) and Sakuya (3/3) strike together in step 2", () => {
    const b = clash("sakuya", "yorihime");
    assert.deepEqual(logged(b, "combat-damage", "card", "amount"), [
      ["sakuya", 3],
      ["yorihime", 5],
    ]);
    assert.ok(
      eventIndex(b, { t: "combat-damage", card: "yorihime" }) <
        eventIndex(b, { t: "doomed", card: "sakuya" }),
      "Yorihime struck in the same step, before Sakuya was destroyed",
    );
    assert.equal(card(b, "sakuya").zone, "p1:grave");
    assert.equal(card(b, "yorihime").zone, "p2:field");
  });
});

describe("VIS-16 pierce (貫通): only when attacking, the excess over remaining toughness hits the player", () => {
  test("VIS-16 Sakuya (3, pierce) blocked by Cirno (toughness 2): 1 goes through to p2", () => {
    const b = clash("sakuya", "cirno");
    assert.deepEqual(combatLog(b), [
      "combat-start",
      "combat-damage sakuya>cirno 3",
      "pierce sakuya>p2 1",
      "life p2 -1",
      "doomed cirno",
      "destroyed cirno",
      "combat-end",
    ]);
    assert.equal(player(b, "p2").life, 19);
    // Pierce is combat damage to the player, but the attack was blocked: no graze.
    assert.equal(b.pending?.prompt.k, "prompt.main");
  });

  test("VIS-16 no excess, no pierce: Sakuya (3) against Reisen (toughness 4)", () => {
    const b = clash("sakuya", "reisen");
    assert.equal(events(b, "pierce").length, 0);
    assert.equal(player(b, "p2").life, 20);
  });

  test("VIS-16 remaining toughness = toughness − damage already on it: Reisen with 2 damage lets 1 through", () => {
    const b = clash("sakuya", { card: "reisen", id: "reisen", damage: 2 });
    assert.deepEqual(logged(b, "pierce", "amount"), [1]);
    assert.equal(player(b, "p2").life, 19);
  });

  test("VIS-16 damage dealt at combat start lowers the remaining toughness too (pierce from equipment, step 3)", () => {
    // Cirno + Crimson Spear (+2/+0, pierce) + Homing Amulet (+1/+0; 1 to the foe at combat
    // start) = 6/2 against Reisen 4/4: Reisen has 4 − 1 = 3 left, so 6 − 3 = 3 goes through.
    const b = clash(equipped("cirno", "crimson-spear:spear", "homing-amulet:amulet"), "reisen");
    assert.deepEqual(combatLog(b).slice(0, 7), [
      "combat-start",
      "trigger amulet combat-start",
      "damage reisen 1",
      "combat-damage cirno>reisen 6",
      "pierce cirno>p2 3",
      "life p2 -3",
      "combat-damage reisen>cirno 4",
    ]);
    assert.equal(player(b, "p2").life, 17);
  });

  test("VIS-16 only when attacking: a blocking Sakuya's excess does not reach the attacking player", () => {
    const b = clash("cirno", "sakuya");
    assert.equal(card(b, "cirno").zone, "p1:grave");
    assert.equal(events(b, "pierce").length, 0);
    assert.equal(player(b, "p1").life, 20);
    assert.equal(player(b, "p2").life, 20);
  });
});
