/**
 * Stat modification (VIS-40…42), driven through the public API: battles start from a setup,
 * every step is a player's choice, and the assertions read the summary and the event log.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Battle, Json } from "../../src/engine/index.ts";
import { act, card, options, player } from "../shared/battle-helpers.ts";
import { fight, play } from "./drive.ts";
import { events, logged } from "./helpers.ts";
import { cards, duel, equipped, NODES } from "./setup.ts";

/**
 * p1 (turn player) with five nodes and `hand` (ids = "<card>", or "<card>-<n>" for repeats, as
 * {@link cards} gives them); decks of two Cirnos.
 */
function game(hand: string[], p1Field: Json[], p2Field: Json[] = []): Battle {
  return duel(
    { node: NODES, hand: cards(...hand), field: p1Field },
    { field: p2Field },
    { deck: ["cirno", "cirno"] },
  );
}

/** A card's attack / toughness now. */
function at(b: Battle, id: string): [Json, Json] {
  const c = card(b, id);
  return [c.attack, c.toughness];
}

/** One play (or ability use) and, when given, `id`'s attack / toughness once it has resolved. */
type Step = [option: string, stats?: [number, number]];

/** Makes p1 play each step in turn, asserting `id`'s stats after the steps that give them. */
function playSteps(b: Battle, id: string, steps: Step[]): void {
  for (const [option, stats] of steps) {
    play(b, option);
    if (stats !== undefined) assert.deepEqual(at(b, id), stats, `after ${option}`);
  }
}

describe("VIS-40 戦闘修正 ±X/±Y: from set cards and from effects, no bounds", () => {
  test("VIS-40 equipment +2/+0 and a talisman −1/−1 change the host's stats", () => {
    const b = game(
      ["crimson-spear", "suzuran-poison"],
      cards("reisen:mine"),
      cards("reisen:theirs"),
    );
    play(b, "play:crimson-spear@mine");
    assert.deepEqual(at(b, "mine"), [6, 4]);
    assert.deepEqual(card(b, "mine").attached, ["crimson-spear"]);
    play(b, "play:suzuran-poison@theirs");
    assert.deepEqual(at(b, "theirs"), [3, 3]);
  });

  test("VIS-40 effects: 紅の昂揚 +2/+1 and メディスン's −1/−0", () => {
    const b = game(["scarlet-fervor"], cards("cirno", "medicine"), cards("reisen"));
    play(b, "play:scarlet-fervor@cirno");
    assert.deepEqual(at(b, "cirno"), [5, 3]);
    play(b, "act:medicine.0@reisen");
    assert.deepEqual(at(b, "reisen"), [3, 4]);
    assert.deepEqual(logged(b, "modified", "card", "layer", "attack", "toughness"), [
      ["cirno", "add", 5, 3],
      ["reisen", "add", 3, 4],
    ]);
  });

  test("VIS-40 no lower bound: attack goes to −2 and stays negative in the stats", () => {
    const b = game(["binding-ofuda", "suzuran-poison"], cards("medicine"), cards("daiyousei:dai"));
    playSteps(b, "dai", [
      ["play:binding-ofuda@dai", [0, 2]],
      ["play:suzuran-poison@dai", [-1, 1]],
      ["act:medicine.0@dai", [-2, 1]],
    ]);
    assert.equal(card(b, "dai").zone, "p2:field");
  });

  test("VIS-40 reading: a negative attack deals no combat damage (not negative damage)", () => {
    const b = game(
      [],
      [{ card: "reisen", id: "reisen", damage: 1 }],
      [{ card: "daiyousei", id: "dai", mods: [{ layer: "add", attack: -3, toughness: 3 }] }],
    );
    assert.deepEqual(at(b, "dai"), [-2, 5]);
    fight(b, "reisen", "dai");
    assert.equal(card(b, "reisen").damage, 1);
    assert.equal(events(b, "combat-damage").find((e) => e.to === "reisen")?.amount, 0);
  });

  test("VIS-40 no upper bound: +2, +2, +2 on Reisen make a 10/6 that hits for 10", () => {
    const b = game(["crimson-spear", "scarlet-fervor", "scarlet-fervor"], cards("reisen"));
    playSteps(b, "reisen", [
      ["play:crimson-spear@reisen"],
      ["play:scarlet-fervor@reisen"],
      ["play:scarlet-fervor-2@reisen", [10, 6]],
    ]);
    fight(b, "reisen", "none");
    assert.equal(player(b, "p2").life, 10);
  });
});

describe("VIS-41 layers: change → swap → add → always, whatever the arrival order", () => {
  test("VIS-41 add, then change: the change is applied first (Reisen → 3/2, not 1/1)", () => {
    const b = game(["scarlet-fervor", "frog-curse"], cards("reisen"));
    playSteps(b, "reisen", [
      ["play:scarlet-fervor@reisen", [6, 5]],
      ["play:frog-curse@reisen", [3, 2]],
    ]);
  });

  test("VIS-41 add and swap in either arrival order: swap first (Cirno 3/2 → 4/4)", () => {
    for (const order of [
      ["scarlet-fervor", "upside-down"],
      ["upside-down", "scarlet-fervor"],
    ]) {
      const b = game(order, cards("cirno"));
      for (const c of order) play(b, `play:${c}@cirno`);
      // Arrival order would give 5/3 → 3/5 for the first list.
      assert.deepEqual(at(b, "cirno"), [4, 4], order.join(" then "));
    }
  });

  test("VIS-41 always, then swap: 「常に」 comes last (Cirno → 2/4, not 3/3)", () => {
    const b = game(["full-moon-blessing", "upside-down"], cards("cirno"));
    playSteps(b, "cirno", [
      ["play:full-moon-blessing", [3, 3]],
      ["play:upside-down@cirno", [2, 4]],
    ]);
  });

  test("VIS-41 always, then change: 「常に」 still applies on top (Reisen → 1/2, not 1/1)", () => {
    const b = game(["full-moon-blessing", "frog-curse"], cards("reisen"));
    playSteps(b, "reisen", [["play:full-moon-blessing"], ["play:frog-curse@reisen", [1, 2]]]);
  });

  test("VIS-41 swap, then change (attack := 5): change first (Cirno → 2/5, not 5/3)", () => {
    const b = game(
      [],
      [
        {
          card: "cirno",
          id: "cirno",
          mods: [{ layer: "swap" }, { layer: "change", attack: 5 }],
        },
      ],
    );
    assert.deepEqual(at(b, "cirno"), [2, 5]);
  });

  test("VIS-41 all four layers arriving in reverse order (Cirno → 3/3, not 1/1)", () => {
    const b = game(
      ["full-moon-blessing", "scarlet-fervor", "upside-down", "frog-curse"],
      cards("cirno"),
    );
    playSteps(b, "cirno", [
      ["play:full-moon-blessing", [3, 3]],
      ["play:scarlet-fervor@cirno", [5, 4]],
      ["play:upside-down@cirno", [4, 5]],
      // change 1/1 → swap 1/1 → add 3/2 → always 3/3
      ["play:frog-curse@cirno", [3, 3]],
    ]);
  });

  test("VIS-41 a 「常に」 character from the setup has its variation (Keine 1/2 → 2/3)", () => {
    const b = game(["keine", "frog-curse"], cards("keine:setup-keine"));
    assert.deepEqual(at(b, "setup-keine"), [2, 3]);
    play(b, "play:keine");
    assert.deepEqual(at(b, "keine"), [2, 3]);
    // change 1/1, then her always +1/+1 → 2/2 (arrival order would give 1/1).
    play(b, "play:frog-curse@setup-keine");
    assert.deepEqual(at(b, "setup-keine"), [2, 2]);
  });

  test("VIS-41 recomputed from base when modifiers end at end of turn", () => {
    const b = game(
      ["frog-curse", "full-moon-blessing"],
      [equipped("reisen", "crimson-spear:spear")],
    );
    assert.deepEqual(at(b, "reisen"), [6, 4]);
    play(b, "play:frog-curse@reisen");
    play(b, "play:full-moon-blessing");
    // change 1/1 → add +2/+0 → always +0/+1
    assert.deepEqual(at(b, "reisen"), [3, 2]);
    act(b, "p1", "end");
    assert.equal(b.pending?.seat, "p2");
    // Only the equipment is left: 4/4 + 2/0.
    assert.deepEqual(at(b, "reisen"), [6, 4]);
  });

  test("VIS-41 recomputed when a set card leaves (the amulet's +0/+1 goes, the +2/+1 stays)", () => {
    const b = game(
      ["scarlet-fervor", "lunatic-eyes"],
      [equipped("cirno", "scapegoat-amulet:amulet")],
    );
    assert.deepEqual(at(b, "cirno"), [3, 3]);
    play(b, "play:scarlet-fervor@cirno");
    assert.deepEqual(at(b, "cirno"), [5, 4]);
    play(b, "play:lunatic-eyes@cirno");
    assert.equal(card(b, "amulet").zone, "p1:grave");
    assert.equal(card(b, "cirno").zone, "p1:field");
    assert.deepEqual(at(b, "cirno"), [5, 3]);
  });
});

describe("VIS-42 only the final toughness can doom", () => {
  /** Reisen (4/4) whose attack was changed to 0: a swap takes her toughness to 0. */
  const ATTACK_ZERO_REISEN = {
    card: "reisen",
    id: "reisen",
    mods: [{ layer: "change", attack: 0 }],
  };

  test("VIS-42 two −1/−1 talismans on Keine: 0 before 「常に」, 1 after → not doomed; a third → doomed", () => {
    const b = game(["suzuran-poison", "suzuran-poison", "suzuran-poison"], [], cards("keine"));
    playSteps(b, "keine", [
      ["play:suzuran-poison@keine", [1, 2]],
      // base 1/2 → add −2/−2 = −1/0 (intermediate toughness 0) → always +1/+1 = 0/1
      ["play:suzuran-poison-2@keine", [0, 1]],
    ]);
    assert.equal(card(b, "keine").zone, "p2:field");
    assert.equal(events(b, "doomed").length, 0);
    // −3/−3 → −2/−1 → always → −1/0: the final toughness is 0 → 決死 (VIS-30).
    play(b, "play:suzuran-poison-3@keine");
    assert.deepEqual(logged(b, "doomed", "card"), ["keine"]);
    assert.equal(card(b, "keine").zone, "p2:grave");
  });

  test("VIS-42 a swap that passes through toughness 0 does not doom (0/4 → 4/0 → +2/+1 = 6/1)", () => {
    const b = game(["scarlet-fervor", "upside-down"], [ATTACK_ZERO_REISEN]);
    assert.deepEqual(at(b, "reisen"), [0, 4]);
    playSteps(b, "reisen", [
      ["play:scarlet-fervor@reisen", [2, 5]],
      ["play:upside-down@reisen", [6, 1]],
    ]);
    assert.equal(card(b, "reisen").zone, "p1:field");
    assert.equal(events(b, "doomed").length, 0);
    assert.ok(options(b).includes("end"));
  });

  test("VIS-42 control: the same swap without the +1 ends at toughness 0 and dooms", () => {
    const b = game(["upside-down"], [ATTACK_ZERO_REISEN]);
    play(b, "play:upside-down@reisen");
    assert.deepEqual(logged(b, "doomed", "card"), ["reisen"]);
    assert.equal(card(b, "reisen").zone, "p1:grave");
  });
});
