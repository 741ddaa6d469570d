/**
 * The ygo-trpg builders' edit operations, one behaviour at a time: seats stay p1…pN when a
 * player leaves (bots move with them), a new character or deck of one's own takes this battle's
 * sheet and decks, copies stay within 0…3, a new monster gets a fresh id and goes to the GM's
 * side (the own encounter when the GM plays one), deleting an own card takes it out of every
 * list, deleting an own character, deck or encounter leaves the places naming it on a fallback,
 * and every returned doc is canonical (no undefined, no empty optional list) so it reads
 * back from its YAML unchanged.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { checkPrep } from "../../../src/build/prepare/prep-check.ts";
import {
  addCard,
  addGmMonster,
  addOwnCard,
  addOwnCharacter,
  addOwnDeck,
  addOwnEncounter,
  addOwnMonster,
  addPlayer,
  type CharacterBase,
  cardsAt,
  freshOwnId,
  gmMonsterPlace,
  ownEntry,
  ownList,
  playerDeck,
  playerOf,
  removeCard,
  removeGmMonster,
  removeOwnEntry,
  removePlayer,
  seatsOf,
  setCharacter,
  setDeckCopies,
  setEncounter,
  setLife,
  setPlayerDeck,
  setSheet,
} from "../../../src/build/prepare/ygo-trpg-ops.ts";
import { YGO_CONTENT } from "../../../src/systems/ygo-trpg/content/index.ts";
import { roundTrips, start } from "./ygo-trpg-helpers.ts";

const akane = YGO_CONTENT.characters.akane as unknown as CharacterBase;

describe("ygo-trpg party operations", () => {
  test("players are added at the next seat, up to four, and removed with the later seats moving up", () => {
    let d = start();
    d = addPlayer(addPlayer(d, "akane"), "shiro");
    assert.deepEqual(seatsOf(d), ["p1", "p2", "p3", "p4"]);
    assert.equal(addPlayer(d, "akane"), d, "a fifth player has no seat");
    d = { ...d, bots: { p2: "greedy", p3: "mcts:10", gm: "random" } };
    d = removePlayer(d, "p2");
    assert.deepEqual(seatsOf(d), ["p1", "p2", "p3"]);
    assert.equal(playerOf(d, "p2").character, "akane", "the old p3 (akane) is p2 now");
    assert.deepEqual(d.bots, { p2: "mcts:10", gm: "random" });
    roundTrips(d);
  });

  test("a new character takes this battle's sheet values and decks; picking another drops them", () => {
    let d = setSheet(start(), "p1", "jobLevel", 5);
    d = setPlayerDeck(d, "p1", "monster", "shiro-monsters");
    d = setLife(d, "p1", 55);
    assert.equal(playerOf(d, "p1").life, 40, "life is never above 40 (YGT-02)");
    d = addOwnCharacter(d, "p1", akane);
    const own = ownEntry(d, "characters", "my-character-1");
    assert.ok(own);
    assert.equal(own.jobLevel, 5);
    assert.equal(own.monsterDeck, "shiro-monsters");
    assert.equal(own.itemDeck, "akane-items");
    assert.deepEqual(playerOf(d, "p1"), { character: "my-character-1", life: 40 });
    roundTrips(d);
    // A deck picked for an own character is written into it.
    d = setPlayerDeck(d, "p1", "item", "shiro-items");
    assert.equal(ownEntry(d, "characters", "my-character-1")?.itemDeck, "shiro-items");
    assert.equal(playerOf(d, "p1").itemDeck, undefined);
    d = setSheet(
      setCharacter(setSheet(d, "p2", "jobBonus", 4), "p2", "akane"),
      "p2",
      "jobLevel",
      undefined,
    );
    assert.deepEqual(playerOf(d, "p2"), { character: "akane" });
    roundTrips(d);
  });

  test("an own deck starts from the seat's deck, is played by it, and keeps 1…3 copies a card", () => {
    let d = addOwnDeck(start(), "p2", "monster", { "dawn-paladin": 2, "moss-beetle": 7 });
    const id = "my-monster-deck-1";
    assert.equal(playerDeck(d, "p2", "monster", undefined), id);
    assert.deepEqual(ownEntry(d, "decks", id)?.cards, { "dawn-paladin": 2, "moss-beetle": 3 });
    d = setDeckCopies(d, id, "dawn-paladin", 9);
    d = setDeckCopies(d, id, "moss-beetle", 0);
    d = setDeckCopies(d, id, "gale-hawk", 1);
    assert.deepEqual(ownEntry(d, "decks", id)?.cards, { "dawn-paladin": 3, "gale-hawk": 1 });
    roundTrips(d);
    d = removeOwnEntry(d, "decks", id);
    assert.equal(
      playerOf(d, "p2").monsterDeck,
      undefined,
      "the seat falls back to its character's deck",
    );
    assert.equal(d.content.decks, undefined, "an empty own list is left out");
  });

  test("hands and fields take cards and give them back; an empty list is left out", () => {
    let d = addCard(start(), { seat: "p1", zone: "monsterHand" }, "flame-drake");
    d = addCard(d, { seat: "p1", zone: "monsterHand" }, "gale-hawk");
    d = addCard(d, { seat: "p1", zone: "field" }, "ember-squire");
    assert.deepEqual(cardsAt(d, { seat: "p1", zone: "monsterHand" }), ["flame-drake", "gale-hawk"]);
    d = removeCard(d, { seat: "p1", zone: "monsterHand" }, 0);
    d = removeCard(d, { seat: "p1", zone: "field" }, 0);
    assert.deepEqual(playerOf(d, "p1"), { character: "akane", monsterHand: ["gale-hawk"] });
    roundTrips(d);
  });
});

describe("ygo-trpg encounter operations", () => {
  test("a new monster gets a fresh my-monster-N id and goes to the GM's field beside a shipped encounter", () => {
    let d = addOwnMonster(start());
    assert.deepEqual(checkPrep(d), [], "a new monster plays as it is made");
    d = addOwnMonster(d);
    assert.deepEqual(
      ownList(d, "cards").map((c) => c.id),
      ["my-monster-1", "my-monster-2"],
    );
    assert.deepEqual(cardsAt(d, { seat: "gm", zone: "field" }), ["my-monster-1", "my-monster-2"]);
    d = removeOwnEntry(d, "cards", "my-monster-1");
    assert.equal(freshOwnId(d, "cards", "monster"), "my-monster-1", "a freed id is taken again");
    assert.deepEqual(cardsAt(d, { seat: "gm", zone: "field" }), ["my-monster-2"]);
    roundTrips(d);
  });

  test("a new spell goes to the GM's hand and a new trap is set, in the own encounter when there is one", () => {
    let d = addOwnCard(addOwnCard(start(), "spell"), "trap");
    assert.deepEqual(cardsAt(d, { seat: "gm", zone: "hand" }), ["my-spell-1"]);
    assert.deepEqual(cardsAt(d, { seat: "gm", zone: "st" }), ["my-trap-1"]);
    d = addOwnEncounter(d, YGO_CONTENT.encounters["goblin-ambush"]);
    d = addOwnCard(addOwnCard(d, "spell"), "trap");
    assert.deepEqual(cardsAt(d, { encounter: "my-encounter-1", zone: "hand" }), ["my-spell-2"]);
    assert.deepEqual(cardsAt(d, { encounter: "my-encounter-1", zone: "traps" }), ["my-trap-2"]);
    assert.deepEqual(checkPrep(d), [], "new cards play as they are made");
    roundTrips(d);
  });

  test("an own encounter copies a shipped one; the GM's monsters are then edited in it", () => {
    let d = addOwnEncounter(start(), YGO_CONTENT.encounters["goblin-ambush"]);
    assert.equal(d.setup.gm && (d.setup.gm as { encounter: string }).encounter, "my-encounter-1");
    assert.deepEqual(gmMonsterPlace(d), { encounter: "my-encounter-1", zone: "monsters" });
    d = removeGmMonster(d, 2);
    d = addOwnMonster(d);
    d = addGmMonster(d, "flame-drake");
    const place = { encounter: "my-encounter-1", zone: "monsters" } as const;
    assert.deepEqual(cardsAt(d, place), [
      "cavern-goblin",
      "cavern-goblin",
      "my-monster-1",
      "flame-drake",
    ]);
    assert.equal(
      (ownEntry(d, "encounters", "my-encounter-1")?.name as { en?: string } | undefined)?.en,
      "Goblin Ambush (changed)",
    );
    roundTrips(d);
    // Deleting the card takes it out of the encounter; deleting the encounter frees the GM.
    d = removeOwnEntry(d, "cards", "my-monster-1");
    assert.deepEqual(cardsAt(d, place), ["cavern-goblin", "cavern-goblin", "flame-drake"]);
    d = removeOwnEntry(d, "encounters", "my-encounter-1");
    assert.deepEqual(d.setup.gm, {});
    d = setEncounter(d, "wyrm-lair");
    assert.deepEqual(d.setup.gm, { encounter: "wyrm-lair" });
    roundTrips(d);
  });
});

describe("ygo-trpg deleting own entries: the places naming them fall back", () => {
  test("an own character: its seats play the fallback with its own sheet and decks", () => {
    let d = setSheet(start(), "p2", "jobLevel", 6);
    d = addOwnCharacter(d, "p2", akane);
    d = setPlayerDeck(d, "p2", "monster", "shiro-monsters");
    d = setCharacter(d, "p1", "my-character-1");
    d = addOwnCharacter(addPlayer(d, "akane"), "p3", akane);
    d = removeOwnEntry(d, "characters", "my-character-1", "shiro");
    assert.deepEqual(playerOf(d, "p1"), { character: "shiro" });
    assert.deepEqual(playerOf(d, "p2"), { character: "shiro" });
    assert.equal(playerOf(d, "p3").character, "my-character-2", "another own character stays");
    assert.deepEqual(
      ownList(d, "characters").map((c) => c.id),
      ["my-character-2"],
    );
    assert.deepEqual(checkPrep(d), []);
    roundTrips(d);
    d = removeOwnEntry(d, "characters", "my-character-2", "akane");
    assert.equal(d.content.characters, undefined);
    assert.deepEqual(checkPrep(d), []);
  });

  test("an own deck: seats that chose it play their character's deck, own characters the fallback", () => {
    let d = addOwnDeck(start(), "p1", "item", { "ember-bolt": 3, "healing-draught": 3 });
    d = setPlayerDeck(d, "p2", "item", "my-item-deck-1");
    d = addOwnCharacter(d, "p2", akane);
    assert.equal(ownEntry(d, "characters", "my-character-1")?.itemDeck, "my-item-deck-1");
    d = removeOwnEntry(d, "decks", "my-item-deck-1", "shiro-items");
    assert.deepEqual(playerOf(d, "p1"), { character: "akane" });
    assert.equal(ownEntry(d, "characters", "my-character-1")?.itemDeck, "shiro-items");
    assert.equal(ownEntry(d, "characters", "my-character-1")?.monsterDeck, "akane-monsters");
    assert.equal(d.content.decks, undefined);
    assert.deepEqual(checkPrep(d), []);
    roundTrips(d);
  });

  test("an own encounter: the GM plays the fallback only when its own field has no monster", () => {
    let d = addOwnEncounter(start(), YGO_CONTENT.encounters["goblin-ambush"]);
    const played = removeOwnEntry(d, "encounters", "my-encounter-1", "wyrm-lair");
    assert.deepEqual(played.setup.gm, { encounter: "wyrm-lair" });
    assert.deepEqual(checkPrep(played), []);
    d = addCard(d, { seat: "gm", zone: "field" }, "shade-bat");
    d = removeOwnEntry(d, "encounters", "my-encounter-1", "wyrm-lair");
    assert.deepEqual(d.setup.gm, { field: ["shade-bat"] }, "its own monster is enough");
    assert.equal(d.content.encounters, undefined);
    assert.deepEqual(checkPrep(d), []);
    roundTrips(d);
    // One the GM does not play goes without touching the GM.
    d = setEncounter(addOwnEncounter(d, YGO_CONTENT.encounters["goblin-ambush"]), "wyrm-lair");
    const gm = d.setup.gm;
    d = removeOwnEntry(d, "encounters", "my-encounter-1", "goblin-ambush");
    assert.equal(d.setup.gm, gm);
  });

  test("an own card deleted from a deck given as a card list; an entry replacing a shipped one leaves the places alone", () => {
    let d = addOwnMonster(start());
    d = {
      ...d,
      setup: {
        ...d.setup,
        players: {
          p1: { character: "akane", monsterDeck: ["my-monster-1", "gale-hawk", "my-monster-1"] },
        },
      },
    };
    d = removeOwnEntry(d, "cards", "my-monster-1");
    assert.deepEqual(playerOf(d, "p1").monsterDeck, ["gale-hawk"]);
    const replaced = {
      ...start(),
      content: { characters: [{ ...YGO_CONTENT.characters.akane, jobLevel: 9, replaces: true }] },
    };
    assert.deepEqual(checkPrep(replaced), []);
    const back = removeOwnEntry(replaced, "characters", "akane", "shiro");
    assert.equal(playerOf(back, "p1").character, "akane", "the shipped Akane plays again");
    assert.deepEqual(back.content, {});
  });
});
