import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { setupPath } from "../../src/scenario/load.ts";
import { jsonEqual, keyPath, partialMatch, show } from "../../src/scenario/match.ts";

describe("matching JSON", () => {
  test("jsonEqual ignores key order and compares lists exactly", () => {
    assert.ok(jsonEqual({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 }));
    assert.ok(!jsonEqual([1, 2], [2, 1]));
    assert.ok(!jsonEqual({ a: 1 }, { a: 1, b: 2 }));
    assert.ok(!jsonEqual(0, null));
  });

  test("partialMatch checks only the keys given, nested too", () => {
    const e = { t: "damage", card: "cirno-1", amount: 3, at: { zone: "p2:field", n: 1 } };
    assert.ok(partialMatch({ t: "damage" }, e));
    assert.ok(partialMatch({ at: { zone: "p2:field" } }, e));
    assert.ok(!partialMatch({ t: "damage", amount: 4 }, e));
    assert.ok(!partialMatch({ missing: null }, e));
    assert.ok(!partialMatch({ at: "p2:field" }, e));
  });

  test("show and keyPath", () => {
    assert.equal(show("p2:grave"), '"p2:grave"');
    assert.equal(show(undefined), "nothing");
    assert.equal(keyPath("cards", "cirno-1"), "cards.cirno-1");
    assert.equal(keyPath("cards", "a b"), 'cards["a b"]');
  });
});

describe("setupPath", () => {
  test("system paths become setup paths in the file's notation", () => {
    assert.equal(setupPath("p1.field.0"), "setup.p1.field[0]");
    assert.equal(setupPath("setup.p1.field[0].attached[2]"), "setup.p1.field[0].attached[2]");
    assert.equal(setupPath(""), "setup");
    assert.equal(setupPath("setupish"), "setup.setupish");
  });
});
