/**
 * The vision board's readings of a view, without a browser: what a click on a card does
 * (click.ts), the combat step read from the log (model.ts), keywords and modified stats.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { CardState, SeatView } from "../../src/engine/types.ts";
import { clickCard } from "../../web/src/boards/vision/click.ts";
import { combatStep, keywords, statOf, zoneEntries } from "../../web/src/boards/vision/model.ts";
import type { LogLine } from "../../web/src/net/protocol.ts";

const opts = (...ids: string[]) => ids.map((id) => ({ id, label: id }));

function card(id: string, stats: Record<string, number>, base = stats): CardState {
  return { id, def: id, owner: "p1", zone: "p1:field", attached: [], base, stats, f: {} };
}

function view(cards: CardState[], pending: string | null = null): SeatView {
  return {
    cards: Object.fromEntries(cards.map((c) => [c.id, c])),
    zones: { "p2:hand": ["?", "a", "?"] },
    pending: pending === null ? null : { seat: "p2", prompt: { k: pending }, options: [] },
  } as unknown as SeatView;
}

const line = (event: Record<string, unknown>): LogLine => ({ text: "", event });

describe("vision board: clicks", () => {
  it("an attacker with one option attacks; with two it is picked", () => {
    assert.deepEqual(clickCard(opts("attack:a", "end"), null, "a"), { choose: "attack:a" });
    assert.deepEqual(clickCard(opts("attack:a", "act:a.0", "end"), null, "a"), { focus: "a" });
  });
  it("a hand card is picked, never played by one click; clicked again it is let go", () => {
    assert.deepEqual(clickCard(opts("play:h"), null, "h"), { focus: "h" });
    assert.deepEqual(clickCard(opts("play:h", "node:h"), "h", "h"), { focus: null });
  });
  it("with a card picked, its one option on the clicked target is taken", () => {
    const o = opts("play:h@a", "play:h@b", "attack:a");
    assert.deepEqual(clickCard(o, "h", "b"), { choose: "play:h@b" });
    assert.deepEqual(clickCard(opts("act:c.0@b"), "c", "b"), { choose: "act:c.0@b" });
  });
});

describe("vision board: reading the view", () => {
  it("hidden cards stay null in zone order", () => {
    const v = view([card("a", {})]);
    assert.deepEqual(
      zoneEntries(v, "p2:hand").map((c) => c?.id ?? null),
      [null, "a", null],
    );
  });
  it("keywords after modifiers; a stat's difference from the printed one", () => {
    const c = card("a", { attack: 3, toughness: 2, "kw.pierce": 1, "kw.doll": 0 }, { attack: 1 });
    assert.deepEqual(keywords(c), ["pierce"]);
    assert.deepEqual(statOf(c, "attack"), { now: 3, base: 1, diff: 2 });
  });
  it("the combat step follows the log since the attack, and the pending decision", () => {
    const fs = card("f", { attack: 2, "kw.first-strike": 1 });
    const n = card("n", { attack: 2 });
    const v = view([fs, n]);
    const old = [line({ t: "attack" }), line({ t: "combat-end" })];
    assert.equal(combatStep([...old, line({ t: "attack" })], view([], "prompt.block")), "block");
    assert.equal(
      combatStep([...old, line({ t: "attack" }), line({ t: "no-block" })], v),
      "interfere",
    );
    const started = [line({ t: "attack" }), line({ t: "block" }), line({ t: "combat-start" })];
    assert.equal(combatStep(started, v), "start");
    assert.equal(combatStep([...started, line({ t: "combat-damage", card: "f" })], v), "first");
    assert.equal(combatStep([...started, line({ t: "combat-damage", card: "n" })], v), "normal");
    assert.equal(combatStep(started, view([fs], "prompt.graze")), "graze");
    assert.equal(combatStep([...started, line({ t: "window", name: "combat-end" })], v), "end");
  });
});
