/**
 * Copy-on-write card flags (src/engine/card-flags.ts) and the template's fast tables
 * (src/systems/shared/setup-template.ts): battles copied from a template share one frozen flags
 * object per distinct set of starting flags until a card's flags are written through ownFlags;
 * a write that skips it throws instead of reaching other battles.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { ownCard, ownFlags, startBattle } from "../../src/engine/index.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";

const vision = SYSTEM_ENTRIES.vision;
const start = (seed: number) =>
  startBattle(vision.system, { seed, setup: vision.newGame ?? null, options: {} });

test("copied battles share their cards' starting flags, frozen", () => {
  start(1); // builds the template
  const a = start(2);
  const b = start(3);
  const ids = Object.keys(a.state.cards);
  assert.ok(ids.length > 40);
  for (const id of ids) {
    assert.equal(a.state.cards[id].f, b.state.cards[id].f, `${id}: one object in both battles`);
    assert.ok(Object.isFrozen(a.state.cards[id].f), `${id}: frozen`);
  }
  // Vision's cards all start with the same flags: one object for the lot.
  assert.equal(new Set(ids.map((id) => a.state.cards[id].f)).size, 1);
});

test("ownFlags gives a card its own flags; the other battles keep theirs", () => {
  start(1);
  const a = start(2);
  const b = start(3);
  const id = Object.keys(a.state.cards)[0];
  const before = JSON.stringify(b.state.cards[id].f);
  const text = JSON.stringify(a.state.cards[id]);
  const own = ownFlags(ownCard(a.state, id));
  assert.equal(JSON.stringify(a.state.cards[id]), text, "same keys, order and values");
  assert.ok(!Object.isFrozen(own));
  assert.equal(ownFlags(ownCard(a.state, id)), own, "copied once");
  own.dmg = 3;
  assert.equal(JSON.stringify(b.state.cards[id].f), before);
  assert.equal(JSON.stringify(start(4).state.cards[id].f), before, "the template is untouched");
});

test("a write that skips ownFlags throws instead of changing other battles", () => {
  start(1);
  const a = start(2);
  const c = Object.values(a.state.cards)[0];
  assert.throws(() => {
    c.f.dmg = 1;
  }, TypeError);
  assert.equal(start(3).state.cards[c.id].f.dmg, 0);
});

test("forks share flags still shared, and copy flags a card owns", () => {
  start(1);
  const a = start(2);
  const [x, y] = Object.keys(a.state.cards);
  ownFlags(ownCard(a.state, x)).dmg = 2;
  const f = a.fork().state;
  assert.equal(f.cards[y].f, a.state.cards[y].f, "shared");
  assert.notEqual(f.cards[x].f, a.state.cards[x].f, "own copy");
  assert.equal(JSON.stringify(f), JSON.stringify(a.state));
});
