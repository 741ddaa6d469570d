/**
 * Copy-on-write card records (src/engine/card-records.ts): battles copied from a setup template
 * share the template's frozen card records until a card is written; ownCard gives it its own,
 * a write that skips it throws, and (tests run in check mode) a reference held across the
 * moment a card is owned throws on its next use instead of reading stale values.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { checkingCards, ownCard, ownFlags, startBattle } from "../../src/engine/index.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";

const vision = SYSTEM_ENTRIES.vision;
const start = (seed: number) =>
  startBattle(vision.system, { seed, setup: vision.newGame ?? null, options: {} });

/** A card of `b` still in a deck at the first decision (never drawn, so never written). */
const deckCard = (b: ReturnType<typeof start>) => b.state.zones["p1:deck"][0];

test("tests run in check mode", () => {
  assert.equal(
    checkingCards(),
    true,
    "node --test sets NODE_TEST_CONTEXT; scripts/run-tests.mjs sets KASSEN_CHECK_CARDS=1",
  );
});

test("cards nobody wrote are shared and frozen; cards moved are the battle's own", () => {
  start(1);
  const a = start(2);
  const id = deckCard(a);
  assert.ok(Object.isFrozen(a.state.cards[id]));
  const hand = a.state.zones["p1:hand"];
  assert.ok(hand.length > 0);
  for (const h of hand) assert.ok(Object.isExtensible(a.state.cards[h]), `${h} was drawn`);
});

test("ownCard copies a shared record once, same JSON; the other battles keep theirs", () => {
  start(1);
  const a = start(2);
  const b = start(3);
  const id = deckCard(a);
  const text = JSON.stringify(a.state.cards[id]);
  const hash = a.hash();
  const own = ownCard(a.state, id);
  assert.ok(Object.isExtensible(own));
  assert.equal(ownCard(a.state, id), own, "copied once");
  assert.equal(JSON.stringify(own), text, "same keys, order and values");
  assert.equal(a.hash(), hash);
  own.zone = "p1:grave";
  ownFlags(own).dmg = 5;
  assert.equal(b.state.cards[id].zone, "p1:deck");
  assert.equal(b.state.cards[id].f.dmg, 0);
  assert.equal(start(4).state.cards[id].zone, "p1:deck", "the template is untouched");
});

test("a write that skips ownCard throws instead of changing other battles", () => {
  start(1);
  const a = start(2);
  const id = deckCard(a);
  const c = a.state.cards[id];
  assert.throws(() => {
    c.zone = "p1:grave";
  }, TypeError);
  assert.throws(() => ownFlags(c), /ownCard/);
  assert.throws(() => {
    c.stats.attack = 9;
  }, TypeError);
  assert.equal(start(3).state.cards[id].zone, "p1:deck");
});

test("a reference held across the card's first write throws on its next use", () => {
  start(1);
  const a = start(2);
  const id = deckCard(a);
  const stale = a.state.cards[id];
  a.move(id, "p1:grave");
  assert.equal(a.state.cards[id].zone, "p1:grave");
  assert.throws(() => stale.zone, TypeError, "a stale read fails loudly");
});

test("forks share what is still shared and copy what the battle owns", () => {
  start(1);
  const a = start(2);
  const [x, y] = [a.state.zones["p1:hand"][0], deckCard(a)];
  const f = a.fork();
  assert.ok(Object.isFrozen(f.state.cards[y]), "shared");
  assert.notEqual(f.state.cards[x], a.state.cards[x], "own copy");
  assert.equal(f.hash(), a.hash());
  // Owning the card in the fork leaves the parent's entry alive (each has its own).
  f.move(y, "p1:grave");
  assert.equal(a.state.cards[y].zone, "p1:deck");
  assert.equal(f.state.cards[y].zone, "p1:grave");
});
