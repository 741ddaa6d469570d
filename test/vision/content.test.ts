import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { DataFileError } from "../../src/systems/shared/data-file.ts";
import {
  DECK_SIZE,
  loadVisionContent,
  VISION_CONTENT,
} from "../../src/systems/vision/content/index.ts";
import {
  type Effect,
  KEYWORDS,
  type SetCard,
  TRIGGER_WINDOWS,
} from "../../src/systems/vision/schema.ts";

const { cards, decks } = VISION_CONTENT;
const all = Object.values(cards);

/** Every effect on a card: its own, its triggers' and its activated abilities'. */
function effectsOf(id: string): Effect[] {
  const c = cards[id];
  if (c.type === "command") return c.effects;
  const fromTriggers = c.triggers.flatMap((t) => t.effects);
  return c.type === "character"
    ? [...fromTriggers, ...c.activated.flatMap((a) => a.effects)]
    : fromTriggers;
}

describe("the Vision starter set", () => {
  test("loads, with at least 30 cards and a stable hash", () => {
    assert.ok(all.length >= 30, `${all.length} cards`);
    assert.match(VISION_CONTENT.hash, /^[0-9a-f]{16}$/);
    assert.equal(loadVisionContent().hash, VISION_CONTENT.hash);
  });

  test("the rulebook's three cards are exact", () => {
    assert.deepEqual(cards.reisen, {
      id: "reisen",
      no: 32,
      type: "character",
      name: { ja: "鈴仙・優曇華院・イナバ", zh: "铃仙·优昙华院·因幡", en: "Reisen Udongein Inaba" },
      need: 3,
      cost: 2,
      attack: 4,
      toughness: 4,
      graze: 1,
      keywords: [],
      triggers: [],
      activated: [],
    });
    assert.deepEqual(cards.cirno, {
      id: "cirno",
      no: 10,
      type: "character",
      name: { ja: "チルノ", zh: "琪露诺", en: "Cirno" },
      need: 1,
      cost: 1,
      attack: 3,
      toughness: 2,
      graze: 1,
      keywords: [],
      triggers: [],
      activated: [],
    });
    const satori = cards["satori-gensou"];
    assert.equal(satori.type, "command");
    assert.equal(satori.no, 57);
    assert.deepEqual(satori.name, { ja: "悟入幻想", zh: "悟入幻想", en: "Enlightenment Illusion" });
    assert.equal(satori.need, 2);
    assert.equal(satori.cost, 1);
    if (satori.type !== "command") return;
    assert.equal(satori.timing, "any");
    assert.deepEqual(satori.target, { side: "any", state: "any" });
    assert.deepEqual(satori.effects, [{ do: "damage", amount: 3, to: "target" }]);
  });

  test("each deck has exactly 40 cards of known ids, at most 4 of each", () => {
    assert.deepEqual(Object.keys(decks).sort(), ["starter-moon", "starter-scarlet"]);
    for (const deck of Object.values(decks)) {
      let size = 0;
      for (const [id, n] of Object.entries(deck.cards)) {
        assert.ok(id in cards, `${deck.id}: unknown card ${id}`);
        assert.ok(n >= 1 && n <= 4, `${deck.id}: ${n} × ${id}`);
        size += n;
      }
      assert.equal(size, DECK_SIZE, deck.id);
      // Playable: mostly characters, with some cheap ones to start with.
      const chars = Object.entries(deck.cards).filter(([id]) => cards[id].type === "character");
      const cheap = chars.filter(([id]) => cards[id].need <= 2).reduce((s, [, n]) => s + n, 0);
      assert.ok(cheap >= 10, `${deck.id}: ${cheap} cheap characters`);
    }
  });

  test("every keyword, effect, trigger window and modify layer appears", () => {
    const keywords = new Set(all.flatMap((c) => (c.type === "command" ? [] : c.keywords)));
    assert.deepEqual(
      [...KEYWORDS].filter((k) => !keywords.has(k)),
      [],
    );

    const effects = Object.keys(cards).flatMap(effectsOf);
    const dos = new Set(effects.map((e) => e.do));
    const vocabulary = [
      "damage",
      "damage-player",
      "modify",
      "grant",
      "doom",
      "destroy",
      "exile",
      "bounce",
      "sleep",
      "ready",
      "draw",
      "cancel-doom",
    ];
    assert.deepEqual(
      vocabulary.filter((d) => !dos.has(d as Effect["do"])),
      [],
    );

    const layers = new Set(effects.flatMap((e) => (e.do === "modify" ? [e.layer] : [])));
    assert.deepEqual(
      ["change", "swap", "add", "always"].filter((l) => !layers.has(l as "add")),
      [],
    );

    const windows = new Set(
      all.flatMap((c) => (c.type === "command" ? [] : c.triggers.map((t) => t.when))),
    );
    assert.deepEqual(
      [...TRIGGER_WINDOWS].filter((w) => !windows.has(w)),
      [],
    );
  });

  test("the cards rule examples need are there", () => {
    const chars = all.filter((c) => c.type === "character");
    assert.ok(
      chars.some((c) => c.graze === 2),
      "a graze-2 character",
    );
    assert.ok(
      chars.some((c) => c.always !== undefined),
      "a character with 常に",
    );
    assert.ok(
      chars.some((c) => c.keywords.includes("first-strike") && c.keywords.includes("pierce")),
    );
    assert.ok(chars.some((c) => c.keywords.includes("ambush") && c.keywords.includes("haste")));
    const costs = chars.flatMap((c) => c.activated.map((a) => a.cost));
    assert.ok(
      costs.some((c) => c.sleep && c.nodes > 0),
      "activated: sleep and nodes",
    );
    assert.ok(
      costs.some((c) => c.sleep && c.nodes === 0),
      "activated: sleep only",
    );
    assert.ok(
      costs.some((c) => !c.sleep && c.nodes > 0),
      "activated: nodes only",
    );

    const equipment = all.filter((c) => c.type === "equipment");
    const talismans = all.filter((c): c is SetCard => c.type === "talisman");
    assert.ok(equipment.length >= 3 && talismans.length >= 3);
    assert.ok(
      talismans.some((t) => t.modifier.toughness < 0 && t.target.side === "enemy"),
      "a curse for enemies",
    );
    // The 決死 guard: cancel it, then the talisman destroys itself.
    assert.ok(
      talismans.some((t) =>
        t.triggers.some(
          (tr) =>
            tr.when === "would-doom" &&
            tr.effects.some((e) => e.do === "cancel-doom") &&
            tr.effects.some((e) => e.do === "destroy" && e.to === "self"),
        ),
      ),
    );
  });

  test("cancel-doom only appears in would-doom triggers", () => {
    for (const c of all) {
      if (c.type === "command") {
        assert.ok(!c.effects.some((e) => e.do === "cancel-doom"), c.id);
        continue;
      }
      for (const tr of c.triggers) {
        if (tr.when !== "would-doom")
          assert.ok(!tr.effects.some((e) => e.do === "cancel-doom"), c.id);
      }
    }
  });

  test("every card has names (and texts, when present) in ja, zh and en", () => {
    for (const c of all) {
      for (const lang of ["ja", "zh", "en"] as const) {
        assert.ok(c.name[lang].length > 0, `${c.id} name ${lang}`);
        if (c.text) assert.ok(c.text[lang].length > 0, `${c.id} text ${lang}`);
      }
    }
  });

  test("content is frozen", () => {
    assert.throws(() => {
      (cards.cirno as { attack: number }).attack = 9;
    }, TypeError);
  });
});

describe("broken content", () => {
  const root = mkdtempSync(join(tmpdir(), "kassen-vision-content-"));
  after(() => rmSync(root, { recursive: true, force: true }));

  /** A fresh content folder holding `files`. */
  function folder(files: Record<string, string>): string {
    const dir = mkdtempSync(join(root, "c-"));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  }

  /** The DataFileError that loading `dir` throws. */
  function failure(dir: string): DataFileError {
    try {
      loadVisionContent(dir);
    } catch (err) {
      assert.ok(err instanceof DataFileError, String(err));
      return err;
    }
    assert.fail("expected a DataFileError");
  }

  const card = (id: string) =>
    `  - {id: ${id}, type: character, name: {ja: a, zh: a, en: a}, need: 1, cost: 0, attack: 1, toughness: 1}\n`;

  test("a schema error names the file and path", () => {
    const dir = folder({
      "a.yaml": `cards:\n${card("one")}  - {id: two, type: character, name: {ja: a, zh: a, en: a}, need: 1, cost: 0, attack: big, toughness: 1}\n`,
    });
    const err = failure(dir);
    assert.equal(err.file, join(dir, "a.yaml"));
    assert.equal(err.path, "cards[1].attack");
    assert.equal(err.expected, 'expected a number, got "big"');
  });

  test("a duplicate card id across files", () => {
    const dir = folder({
      "a.yaml": `cards:\n${card("one")}`,
      "b.yaml": `cards:\n${card("two")}${card("one")}`,
    });
    const err = failure(dir);
    assert.equal(err.file, join(dir, "b.yaml"));
    assert.equal(err.path, "cards[1].id");
    assert.match(
      err.message,
      /b\.yaml: at cards\[1\]\.id: duplicate card id "one" \(already defined in .*a\.yaml at cards\[0\]\.id\)$/,
    );
  });

  test("a deck of the wrong size", () => {
    const dir = folder({
      "a.yaml": `cards:\n${card("one")}`,
      "b.yaml": "decks:\n  - {id: d, name: {ja: d, zh: d, en: d}, cards: {one: 4}}\n",
    });
    const err = failure(dir);
    assert.equal(err.file, join(dir, "b.yaml"));
    assert.equal(err.path, "decks[0].cards");
    assert.equal(err.expected, 'expected 40 cards in deck "d", got 4');
  });

  test("a deck naming an unknown card (reported before its size)", () => {
    const dir = folder({
      "a.yaml": `cards:\n${card("one")}`,
      "b.yaml": "decks:\n  - {id: d, name: {ja: d, zh: d, en: d}, cards: {one: 4, nope: 1}}\n",
    });
    const err = failure(dir);
    assert.equal(err.path, "decks[0].cards.nope");
    assert.equal(
      err.message,
      `${join(dir, "b.yaml")}: at decks[0].cards.nope: unknown card id "nope"`,
    );
  });

  test("a YAML syntax error names the line", () => {
    const dir = folder({ "a.yaml": "cards:\n  - {id: one\n" });
    const err = failure(dir);
    assert.equal(err.file, join(dir, "a.yaml"));
    assert.equal(err.path, "");
    assert.match(err.message, /YAML syntax error at line \d+, column \d+/);
  });

  test("a folder without content files", () => {
    const dir = folder({ "readme.txt": "nothing" });
    assert.equal(failure(dir).message, `${dir}: no *.yaml content files in this folder`);
  });
});
