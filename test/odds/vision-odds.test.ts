/**
 * vision exact draw odds: hand-computed hypergeometric cases, distributions that sum to 1, and
 * agreement with games dealt and played through the engine (both players only end their turns,
 * so every card drawn stays in hand) over many seeds.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { OddsAnswer, OddsParams } from "../../src/analysis/odds-question.ts";
import { type Battle, type Json, startBattle } from "../../src/engine/index.ts";
import { VISION_QUESTIONS } from "../../src/systems/vision/odds/questions.ts";
import { options, vision } from "../vision/helpers.ts";

function ask(params: OddsParams = {}): OddsAnswer {
  const q = VISION_QUESTIONS.find((x) => x.id === "draw");
  assert.ok(q !== undefined);
  return q.answer(params, "en");
}

function sumsToOne(a: OddsAnswer): void {
  const total = a.table.reduce((s, r) => s + BigInt(r.ways ?? "0"), 0n);
  assert.equal(String(total), a.table[0].total);
  assert.ok(Math.abs(a.table.reduce((s, r) => s + r.p, 0) - 1) < 1e-12);
}

test("draw: hand-computed hypergeometric cases", () => {
  // 4 Cirno in 40: none in 5 cards is C(36,5) / C(40,5) = 376992 / 658008.
  const a = ask({ deck: "starter-scarlet", card: "cirno" });
  assert.deepEqual([a.table[0].ways, a.table[0].total], ["376992", "658008"]);
  assert.equal(a.probability, 1 - 376992 / 658008);
  // One copy (Flandre): exactly seen / 40.
  const one = ask({ deck: "starter-scarlet", card: "flandre", turn: 3 });
  assert.equal(one.extra?.seen, 7);
  assert.equal(one.probability, 7 / 40);
  // At least 2 of 2 among 6: C(38,4) / C(40,6) = 73815 / 3838380.
  const two = ask({ deck: "starter-scarlet", card: "marisa", k: 2, turn: 1, first: false });
  assert.equal(two.table[2].ways, "73815");
  assert.equal(two.table[2].total, "3838380");
  // A card the deck does not hold never comes; the whole deck holds all four.
  assert.equal(ask({ deck: "starter-moon", card: "cirno" }).probability, 0);
  assert.equal(ask({ card: "cirno", k: 4, hand: 40 }).probability, 1);
});

test("draw: every distribution sums to 1 and the chance grows turn by turn", () => {
  for (const k of [1, 2, 3, 4])
    for (const turn of [0, 1, 2, 5, 12])
      for (const first of [true, false]) sumsToOne(ask({ card: "cirno", k, turn, first }));
  const curve = ask({ card: "cirno", turn: 6 }).figures?.map((f) => f.value) ?? [];
  assert.equal(curve.length, 7);
  // The first player's turn 1 draws nothing: the same as the opening hand; then it grows.
  assert.equal(curve[0], curve[1]);
  for (let t = 2; t < curve.length; t++) assert.ok(curve[t] > curve[t - 1]);
});

/** A game of the two starter decks; both players just end their turns until `stop` holds. */
function play(seed: number, stopTurn: number, opts: Record<string, Json> = {}): Battle {
  const b = startBattle(vision, {
    seed,
    setup: { p1: { deck: "starter-scarlet" }, p2: { deck: "starter-moon" } },
    options: opts,
  });
  while (
    b.pending !== null &&
    !(b.state.x.turn === stopTurn && b.pending.prompt.k === "prompt.main")
  ) {
    const ids = options(b);
    assert.ok(
      ids.includes("end") || ids.includes("pass"),
      `unexpected prompt ${b.pending.prompt.k}`,
    );
    b.choose(b.pending.seat, ids.includes("end") ? "end" : "pass");
  }
  return b;
}

/** Copies of `card` in `seat`'s hand. */
function copiesInHand(b: Battle, seat: string, card: string): number {
  return (b.state.zones[`${seat}:hand`] ?? []).filter((id) => b.state.cards[id].def === card)
    .length;
}

test("draw: cards seen match the engine's deal and draws, for both seats and the option", () => {
  // Game turn g is p1's turn (g+1)/2 when p1 goes first; p2 has its turn g/2.
  for (const opts of [{ firstPlayerDraws: false }, { firstPlayerDraws: true }])
    for (const g of [1, 2, 3, 4, 5]) {
      const b = play(7, g, opts);
      const seat = g % 2 === 1 ? "p1" : "p2";
      const turn = seat === "p1" ? (g + 1) / 2 : g / 2;
      const a = ask({ turn, first: seat === "p1", ...opts });
      assert.equal(
        b.state.zones[`${seat}:hand`].length,
        a.extra?.seen,
        `${seat} turn ${turn} ${JSON.stringify(opts)}`,
      );
    }
});

/** Asserts an observed frequency agrees with an exact probability (4 standard errors). */
function agrees(what: string, hits: number, n: number, p: number): void {
  const tol = 4 * Math.sqrt((p * (1 - p)) / n) + 1e-9;
  assert.ok(
    Math.abs(hits / n - p) < tol,
    `${what}: observed ${hits / n} vs exact ${p} (n ${n}, ±${tol})`,
  );
}

test("simulation: copies drawn agree with the exact distribution (opening hand and later turns)", () => {
  const cases = [
    { seat: "p1", card: "cirno", turn: 0, game: 0, n: 1500 },
    { seat: "p1", card: "daiyousei", turn: 3, game: 5, n: 500 },
    { seat: "p2", card: "reisen", turn: 2, game: 4, n: 500 },
  ];
  for (const c of cases) {
    const counts = new Map<number, number>();
    for (let seed = 1; seed <= c.n; seed++) {
      const b = c.game === 0 ? play(seed, 1) : play(seed, c.game);
      const j = copiesInHand(b, c.seat, c.card);
      counts.set(j, (counts.get(j) ?? 0) + 1);
    }
    const deck = c.seat === "p1" ? "starter-scarlet" : "starter-moon";
    const a = ask({ deck, card: c.card, turn: c.turn, first: c.seat === "p1" });
    for (const row of a.table)
      agrees(
        `${c.card} ${row.label} by turn ${c.turn}`,
        counts.get(row.value ?? -1) ?? 0,
        c.n,
        row.p,
      );
    const atLeast2 = ask({ deck, card: c.card, turn: c.turn, first: c.seat === "p1", k: 2 });
    const obs = [...counts].filter(([j]) => j >= 2).reduce((s, [, v]) => s + v, 0);
    agrees(`${c.card} at least 2 by turn ${c.turn}`, obs, c.n, atLeast2.probability ?? -1);
  }
});
