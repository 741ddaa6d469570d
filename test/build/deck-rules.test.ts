/**
 * The deck builder's rules on real shipped cards: vision decks are exactly 40 with at most 4
 * copies (VIS-50), geo-march decks our documented default (20–40 cards, at most 4 copies, a unit
 * at least); adding never passes a limit; the shipped starter decks have no problem; curve and
 * totals count what the deck holds.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { type DeckCard, deckCardOf, nameMatches } from "../../src/build/deck/deck-card.ts";
import {
  addCard,
  type DeckCounts,
  deckProblems,
  deckSize,
  removeCard,
} from "../../src/build/deck/deck-rules.ts";
import { deckCurve, deckTotals } from "../../src/build/deck/deck-stats.ts";
import { GEO_MARCH_CONTENT } from "../../src/systems/geo-march/content/index.ts";
import { VISION_CONTENT } from "../../src/systems/vision/content/index.ts";

function cardsOf(system: string, content: Record<string, unknown>): Map<string, DeckCard> {
  const out = new Map<string, DeckCard>();
  for (const c of Object.values(content)) {
    const card = deckCardOf(system, c as Record<string, unknown>, false);
    if (card !== null) out.set(card.id, card);
  }
  return out;
}

const VISION = cardsOf("vision", VISION_CONTENT.cards);
const GEO = cardsOf("geo-march", GEO_MARCH_CONTENT.cards);

describe("deck rules", () => {
  it("finds no problem in the shipped decks", () => {
    for (const d of Object.values(VISION_CONTENT.decks))
      assert.deepEqual(deckProblems("vision", d.cards, VISION), [], d.id);
    for (const d of Object.values(GEO_MARCH_CONTENT.decks))
      assert.deepEqual(deckProblems("geo-march", d.cards, GEO), [], d.id);
  });

  it("vision: exactly 40, at most 4 copies, known cards only", () => {
    const full = { ...VISION_CONTENT.decks["starter-scarlet"].cards };
    assert.equal(deckSize(full), 40);
    const less = removeCard(full, "cirno");
    assert.deepEqual(deckProblems("vision", less, VISION), [
      { k: "size", n: 39, min: 40, max: 40 },
    ]);
    // A full deck takes no 41st card, and no card a fifth time.
    assert.equal(addCard("vision", full, "reimu"), full);
    assert.equal(addCard("vision", { cirno: 4 }, "cirno").cirno, 4, "no fifth cirno");
    assert.equal(addCard("vision", less, "cirno").cirno, 4, "a copy back in");
  });

  it("geo-march: 20 to 40 cards, a unit at least, a card at most 4 times", () => {
    const skills = [...GEO.values()].filter((c) => c.type === "skill").map((c) => c.id);
    let counts: DeckCounts = {};
    for (const s of skills) for (let i = 0; i < 4; i++) counts = addCard("geo-march", counts, s);
    assert.ok(
      skills.every((s) => counts[s] === 4),
      "four copies each",
    );
    for (const s of skills) assert.equal(addCard("geo-march", counts, s)[s], 4, "never a fifth");
    const problems = deckProblems("geo-march", counts, GEO);
    assert.ok(problems.some((p) => p.k === "type" && p.type === "unit" && p.min === 1));
    assert.deepEqual(
      deckProblems("geo-march", { "plain-lancer": 5, ghost: 1 }, GEO).map((p) => p.k),
      ["size", "copies", "unknown"],
    );
  });

  it("counts the curve by cost (a geo-march unit's level) and the totals by type", () => {
    const deck = VISION_CONTENT.decks["starter-scarlet"].cards;
    const curve = deckCurve(deck, VISION);
    assert.equal(
      curve.bars.reduce((n, b) => n + b.n, 0) + curve.none,
      40,
      "every card on the curve",
    );
    assert.deepEqual(
      curve.bars.map((b) => b.cost),
      curve.bars.map((_, i) => i),
      "every cost from 0 up, none skipped",
    );
    const totals = deckTotals(deck, VISION, ["character", "command", "equipment", "talisman"]);
    assert.equal(totals.find((t) => t.type === "character")?.n, 26, "26 characters (decks.yaml)");
    const geo = deckCurve(GEO_MARCH_CONTENT.decks["vanguard-deck"].cards, GEO);
    assert.ok(geo.none > 0, "equipment and skills have no level");
  });

  it("reads own pack entries and leaves out half-written ones; search names in any language", () => {
    const own = deckCardOf(
      "vision",
      {
        id: "frost",
        type: "character",
        name: { ja: "霜の巫女", zh: "霜之巫女", en: "Hoarfrost Maiden" },
        cost: 2,
      },
      true,
    );
    assert.ok(own !== null && own.cost === 2 && own.own && own.text === null);
    assert.equal(
      deckCardOf("vision", { id: "x", type: "character", name: { ja: "x" } }, true),
      null,
    );
    assert.ok(nameMatches(own, "霜の"));
    assert.ok(nameMatches(own, "ＨＯＡＲ"), "full-width letters fold");
    assert.ok(nameMatches(own, "霜之"));
    assert.ok(!nameMatches(own, "cirno"));
  });
});
