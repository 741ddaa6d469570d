/** The content: every file validates, cross-references hold, and bad files name the place. */
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { loadYgoContent, YGO_CONTENT } from "../../src/systems/ygo-trpg/content/index.ts";

test("content: monsters, spells, traps, two characters, a boss encounter", () => {
  const cards = Object.values(YGO_CONTENT.cards);
  assert.ok(cards.length >= 40, `${cards.length} cards`);
  assert.ok(cards.filter((c) => c.type === "monster").length >= 15);
  assert.ok(cards.some((c) => c.type === "spell" && c.kind === "quick"));
  assert.ok(cards.some((c) => c.type === "spell" && c.limits !== undefined));
  assert.ok(cards.some((c) => c.type === "trap" && c.when === "summon"));
  assert.ok(Object.keys(YGO_CONTENT.characters).length >= 3);
  const lair = YGO_CONTENT.encounters["wyrm-lair"];
  assert.ok(
    lair.monsters.some((m) => {
      const c = YGO_CONTENT.cards[m];
      return c.type === "monster" && c.life !== undefined;
    }),
  );
});

test("content: a deck naming an unknown card is reported with file and path", () => {
  const dir = mkdtempSync(join(tmpdir(), "ygo-content-"));
  writeFileSync(
    join(dir, "a.yaml"),
    "decks:\n  - id: d\n    name: { ja: a, zh: a, en: a }\n    kind: item\n    cards: { nothing-here: 1 }\n",
  );
  assert.throws(
    () => loadYgoContent(dir),
    /a\.yaml: at decks\[0\]\.cards\.nothing-here: unknown card/,
  );
});

test("content: a monster in an item deck is refused", () => {
  const dir = mkdtempSync(join(tmpdir(), "ygo-content-"));
  writeFileSync(
    join(dir, "a.yaml"),
    "cards:\n  - { id: m, type: monster, name: { ja: a, zh: a, en: a }, level: 1, attribute: fire, race: x, atk: 1, def: 1 }\ndecks:\n  - id: d\n    name: { ja: a, zh: a, en: a }\n    kind: item\n    cards: { m: 1 }\n",
  );
  assert.throws(() => loadYgoContent(dir), /not an item card/);
});
