/**
 * Content packs in battles: each battle plays the content its own options name (two battles in
 * one process with different packs do not see each other's cards), `replaces: true` changes a
 * shipped card for that battle only, replays embed the packs and their hash, simulations report
 * pack cards, and a scenario's inline pack is checked at its place in the scenario file.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, describe, test } from "node:test";
import { parse } from "yaml";
import {
  type Json,
  makeReplay,
  playReplay,
  ReplayMismatchError,
  startBattle,
} from "../../src/engine/index.ts";
import { gatherPacks } from "../../src/scenario/content-packs.ts";
import { loadScenario } from "../../src/scenario/load.ts";
import { vision } from "../../src/systems/vision/index.ts";
import { kassen, tempDir } from "../cli/cli-helpers.ts";

const PACK = parse(readFileSync("test/packs/good/frost-deck.yaml", "utf8")) as Json;
const tmp = tempDir("kassen-packs-");
after(() => tmp.cleanup());

/** A vision battle with Cirno and a Frost Squire on p1's field, with or without the pack. */
function battle(packs: Json[] | null) {
  const setup = {
    start: "main",
    p1: { deck: ["koakuma"], field: [{ card: "cirno", id: "cirno" }] },
    p2: { deck: ["koakuma"] },
  } as Json;
  const options: Record<string, Json> = packs === null ? {} : { content: packs };
  return startBattle(vision, { seed: 1, setup, options });
}

describe("content packs in battles", () => {
  test("each battle plays its own content; replaces: true changes a card for that battle only", () => {
    const plain = battle(null);
    const packed = battle([PACK]);
    const plainAgain = battle(null);
    assert.equal(plain.state.cards.cirno.base.attack, 3);
    assert.equal(packed.state.cards.cirno.base.attack, 9);
    assert.equal(plainAgain.state.cards.cirno.base.attack, 3);
    // The state keeps the merged content's hash, not the packs.
    assert.match(String(packed.state.options.content), /^[0-9a-f]{16}$/);
    assert.equal(plain.state.options.content, undefined);
    // A pack card is unknown to a battle without the pack.
    assert.throws(
      () =>
        startBattle(vision, {
          seed: 1,
          setup: { start: "main", p1: { deck: ["frost-squire"] }, p2: { deck: [] } } as Json,
        }),
      /unknown card "frost-squire"/,
    );
  });

  test("a replay embeds the packs and the merged content's hash, and plays back", () => {
    const b = battle([PACK]);
    const replay = JSON.parse(JSON.stringify(makeReplay(b)));
    assert.notEqual(replay.contentHash, vision.contentHash);
    assert.deepEqual(replay.options.content, [PACK]);
    assert.equal(playReplay(vision, replay).hash(), b.hash());
    // Other content under the same choices is not the recorded battle.
    const tampered = structuredClone(replay);
    tampered.options.content[0].cards[0].attack = 4;
    assert.throws(() => playReplay(vision, tampered), ReplayMismatchError);
  });

  test("kassen sim --content reports per-card impact for pack cards", () => {
    const r = kassen([
      "sim",
      "vision",
      "--content",
      "test/packs/good/frost-deck.yaml",
      "--set",
      "p1.deck=frost-deck",
      "-n",
      "30",
      "--workers",
      "2",
      "--json",
      "--no-progress",
    ]);
    assert.equal(r.code, 0, r.stderr);
    const cards = JSON.parse(r.stdout).cards as { card: string; name: string; seat: string }[];
    const squire = cards.find((c) => c.card === "frost-squire");
    assert.ok(squire, "the pack card has a row");
    assert.equal(squire.seat, "p1");
    assert.equal(squire.name, "霜の従者");
  });

  test("a scenario's inline pack is checked at its place in the scenario", () => {
    const file = tmp.write(
      "inline.yaml",
      [
        "name: inline pack",
        "system: vision",
        "content:",
        "  - cards:",
        "      - id: bad-fairy",
        "        type: character",
        "        name: { ja: a, zh: b, en: c }",
        "        need: 1",
        "        cost: 1",
        "        attack: 1",
        "        toughness: -1x",
        "setup: { start: main, p1: { deck: [] }, p2: { deck: [] } }",
        "",
      ].join("\n"),
    );
    assert.throws(
      () => loadScenario(file),
      (err: Error) =>
        err.message ===
        `${file}:11:9: at content[0].cards[0].toughness: expected a number, got "-1x"`,
    );
  });

  test("a pack of another system is refused", () => {
    assert.throws(
      () => gatherPacks({ system: "vision", paths: ["scenarios/geo-march/packs"] }),
      /a geo-march pack, but the battle is vision/,
    );
  });

  test("--content adds to a scenario's own packs on run", () => {
    const r = kassen([
      "run",
      "scenarios/vision/pack-hoarfrost-graze-3.yaml",
      "--content",
      "test/packs/good/frost-deck.yaml",
      "--lang",
      "en",
    ]);
    assert.equal(r.code, 0, r.stderr);
    // The frost deck's Cirno replaces the shipped one in this battle: her name is the pack's.
    assert.match(r.stdout, /^Strong Cirno takes 4 damage/m);
  });

  test("kassen odds --content answers over the packs' decks and weapons", () => {
    const draw = kassen([
      "odds",
      "vision",
      "draw",
      "deck=frost-deck",
      "card=frost-squire",
      "turn=0",
      "--content",
      "test/packs/good/frost-deck.yaml",
      "--json",
    ]);
    assert.equal(draw.code, 0, draw.stderr);
    // 4 copies in 40 cards, 5 seen: 1 − C(36,5)/C(40,5).
    assert.ok(Math.abs(JSON.parse(draw.stdout).probability - (1 - 376992 / 658008)) < 1e-12);
    const dmg = kassen([
      "odds",
      "magical-girl",
      "damage",
      "weapon=star-spear",
      "--content",
      "scenarios/magical-girl/packs/star-lancer.yaml",
      "--json",
    ]);
    assert.equal(dmg.code, 0, dmg.stderr);
    assert.equal(JSON.parse(dmg.stdout).mean, 7.5, "1d10+2");
    const def = kassen([
      "odds",
      "magical-girl",
      "defence",
      "weapon=star-spear",
      "counter=star-spear",
      "--content",
      "scenarios/magical-girl/packs/star-lancer.yaml",
      "--json",
    ]);
    assert.equal(def.code, 0, def.stderr);
    const without = kassen(["odds", "vision", "draw", "deck=frost-deck"]);
    assert.equal(without.code, 2);
    assert.match(without.stderr, /deck=frost-deck: expected one of starter-scarlet, starter-moon/);
  });
});
