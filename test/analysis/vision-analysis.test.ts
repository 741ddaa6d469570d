/**
 * Vision's analysis hooks, driven through whole games and set positions: evaluate is the result
 * at the end and strictly inside (0, 1) before; the tallied damage is the life each player lost;
 * played cards are real content ids of cards the seat owns; the heuristic prefers the stronger side.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Json } from "../../src/engine/index.ts";
import { visionAnalysis } from "../../src/systems/vision/analysis/index.ts";
import { VISION_CONTENT } from "../../src/systems/vision/content/index.ts";
import { assertInside, damageTo, observedPosition, playTallied } from "./play-tallied.ts";

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

describe("vision analysis over whole random games", () => {
  for (const seed of SEEDS) {
    test(`seed ${seed}: result value, damage = life lost, played ids are the seat's cards`, () => {
      const g = playTallied("vision", seed);
      const r = g.b.result;
      assert.ok(r !== null, "the game ends");
      const life = g.b.state.x.life as Record<string, number>;
      for (const seat of ["p1", "p2"]) {
        const expected: number = r.winner === null ? 0.5 : r.winner === seat ? 1 : 0;
        assert.equal(visionAnalysis.evaluate(g.b.state, seat), expected);
        assert.equal(damageTo(g.damage, seat), 20 - life[seat], `${seat}: 20 → ${life[seat]}`);
      }
      assertInside(g.values);
      for (const v of g.values) assert.ok(Math.abs(v.p1 + v.p2 - 1) < 1e-9, "symmetric");
      for (const d of g.damage) assert.ok(d.amount > 0 && (d.from === "p1" || d.from === "p2"));
      const owned = new Set(Object.values(g.b.state.cards).map((c) => `${c.owner}/${c.def}`));
      for (const [seat, def] of g.played) {
        assert.ok(Object.hasOwn(VISION_CONTENT.cards, def), `${def} is a content id`);
        assert.ok(owned.has(`${seat}/${def}`), `${seat} owns a ${def}`);
      }
      assert.ok(g.played.length > 0, "cards were played");
      assert.equal(visionAnalysis.turns?.(g.b.state), g.b.state.x.turn);
    });
  }
});

/** Starts a set position with the analysis observing from the first event. */
const observed = (setup: Json) => observedPosition("vision", setup);

const DECK = ["cirno", "cirno", "cirno", "cirno", "cirno"];

describe("vision analysis in set positions", () => {
  test("Mokou's own end-of-combat damage is its controller's, the hit is the opponent's", () => {
    const { b, tally } = observed({
      start: "main",
      p1: { deck: DECK, field: [{ card: "mokou", id: "mokou" }] },
      p2: { deck: DECK },
    });
    b.choose("p1", "attack:mokou");
    b.choose("p2", "block:none");
    while (b.pending?.seat === "p2" && b.pending.options.some((o) => o.id === "graze:no"))
      b.choose("p2", "graze:no");
    assert.deepEqual(tally.damage_, [
      { from: "p1", to: "p2", amount: 4 },
      { from: "p1", to: "p1", amount: 1 },
    ]);
  });

  test("more life and a bigger board are worth more, symmetrically", () => {
    const even = observed({ start: "main", p1: { deck: DECK }, p2: { deck: DECK } }).b;
    assert.ok(Math.abs(visionAnalysis.evaluate(even.state, "p1") - 0.5) < 1e-9);
    const ahead = observed({
      start: "main",
      p1: { deck: DECK, life: 20, field: ["remilia", "cirno"] },
      p2: { deck: DECK, life: 8 },
    }).b;
    const v = visionAnalysis.evaluate(ahead.state, "p1");
    assert.ok(v > 0.9, `p1 far ahead: ${v}`);
    assert.ok(Math.abs(v + visionAnalysis.evaluate(ahead.state, "p2") - 1) < 1e-9);
    const board = observed({
      start: "main",
      p1: { deck: DECK, field: ["remilia"] },
      p2: { deck: DECK },
    }).b;
    const w = visionAnalysis.evaluate(board.state, "p1");
    assert.ok(w > 0.5 && w < v, `a character alone helps, less than life + board: ${w}`);
  });
});
