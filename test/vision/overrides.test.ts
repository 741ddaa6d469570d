/**
 * Setup overrides: a designer sets a character's printed values by hand — attack, toughness,
 * graze and keywords — and the battle plays with them; each change is an `override` event.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { type Json, renderEvent, SetupError, startBattle } from "../../src/engine/index.ts";
import { act, battle, card, events, options, player, vision } from "./helpers.ts";

const deck = ["koakuma", "koakuma", "koakuma", "koakuma"];

describe("vision setup overrides", () => {
  test("a graze-3 character: the defender is asked to graze 3, and takes its new attack", () => {
    const b = battle({
      start: "main",
      p1: { deck, field: [{ card: "cirno", attack: 6, graze: 3 }] },
      p2: { deck, field: [{ card: "daiyousei", sleep: true }] },
    });
    assert.deepEqual(
      events(b, "override").map((e) => [e.card, e.stat, e.from, e.to]),
      [
        ["cirno-1", "attack", 3, 6],
        ["cirno-1", "graze", 1, 3],
      ],
    );
    assert.deepEqual([card(b, "cirno-1").attack, card(b, "cirno-1").graze], [6, 3]);
    act(b, "p1", "attack:cirno-1");
    act(b, "p2", "block:none");
    assert.equal(player(b, "p2").life, 14);
    assert.deepEqual(b.pending?.prompt.p, { n: 3 });
    act(b, "p2", "graze:yes");
    assert.equal(player(b, "p2").node, 3);
  });

  test("keywords replace the printed ones: a doll may not attack, pierce deals the excess", () => {
    const b = battle({
      start: "main",
      p1: {
        deck,
        field: [
          { card: "reisen", keywords: ["doll"] },
          { card: "cirno", id: "piercer", attack: 5, keywords: ["pierce"] },
        ],
      },
      p2: { deck, field: ["youkai-rabbit"] },
    });
    assert.ok(!options(b).includes("attack:reisen-1"));
    assert.equal(card(b, "reisen-1")["kw.doll"], 1);
    act(b, "p1", "attack:piercer");
    act(b, "p2", "block:youkai-rabbit-1");
    while (b.pending !== null && options(b).includes("pass")) b.choose(b.pending.seat, "pass");
    // Youkai Rabbit's toughness 1: 4 of the 5 pierce through (VIS-16).
    assert.equal(player(b, "p2").life, 16);
    const kw = events(b, "override").find((e) => e.stat === "keywords" && e.card === "reisen-1");
    assert.deepEqual([kw?.from, kw?.to], ["none", "doll"]);
    assert.equal(
      renderEvent(vision, kw!, "en", b.state),
      "Set up by hand: Reisen Udongein Inaba's keywords none → doll",
    );
    assert.match(
      renderEvent(vision, kw!, "ja", b.state),
      /^セットアップでの変更：.+のキーワードをnoneからdollに$/,
    );
  });

  test("values equal to the printed ones log nothing; no overrides, no extra step", () => {
    const b = battle({
      start: "main",
      p1: { deck, field: [{ card: "cirno", attack: 3 }] },
      p2: { deck },
    });
    assert.equal(events(b, "override").length, 0);
  });

  test("the setup schema refuses bad values, naming the place", () => {
    const start = (field: Json) => () =>
      startBattle(vision, {
        seed: 1,
        setup: { start: "main", p1: { deck, field: [field] }, p2: { deck } },
      });
    assert.throws(start({ card: "cirno", graze: -1 }), (e: unknown) => {
      assert.ok(e instanceof SetupError);
      assert.match(e.message, /^at p1\.field\[0\]\.graze: /);
      return true;
    });
    assert.throws(
      start({ card: "cirno", keywords: ["flying"] }),
      /at p1\.field\[0\]\.keywords\[0\]: /,
    );
    assert.throws(start({ card: "cirno", attack: 1.5 }), /at p1\.field\[0\]\.attack: /);
  });
});
