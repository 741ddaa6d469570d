/**
 * The interned option ids every system's option-ids.ts keeps (src/systems/shared/option-table.ts):
 * the same string for the same parts, its record beside it, ids not built there parsed once, and
 * a bound after which every table starts again but the fixed ids.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { OptionTable, rowOf } from "../../src/systems/shared/option-table.ts";

type Ref = { kind: string; a?: string; b?: string };

function table(max = 1000) {
  let parsed = 0;
  const t = new OptionTable<Ref>(max, [["end", { kind: "end" }]], (id) => {
    parsed++;
    const [kind, rest = ""] = id.split(":");
    return { kind: `parsed-${kind}`, a: rest };
  });
  return { t, parses: () => parsed };
}

describe("OptionTable", () => {
  it("hands out one string per id, its record frozen beside it", () => {
    const { t, parses } = table();
    const node = t.ones("node", (a) => ({ kind: "node", a }));
    const hit = t.pairs("hit", (a, b) => ({ kind: "hit", a, b }));
    assert.equal(node("c1"), "node:c1");
    assert.equal(hit("c1", "c2"), "hit:c1@c2");
    assert.deepEqual(t.ref("hit:c1@c2"), { kind: "hit", a: "c1", b: "c2" });
    assert.ok(Object.isFrozen(t.ref("node:c1")));
    assert.equal(t.ref("node:c1"), t.ref("node:c1"), "one record, not one per lookup");
    assert.equal(parses(), 0, "built ids are never parsed");
  });

  it("builds numbered ids and a play's targeted ids from its record", () => {
    const { t, parses } = table();
    const act = t.numbered("act", (a, n) => ({ kind: "act", a, b: String(n) }));
    assert.equal(act("c1", 2), "act:c1.2");
    assert.equal(act("c1", 2), act("c1", 2));
    const on = t.targeted((ref, target) => ({ ...ref, b: `${ref.b}>${target}` }));
    const row = on.row("act:c1.2");
    assert.equal(on.row("act:c1.2"), row, "one row per play");
    assert.equal(on.id(row, "act:c1.2", "c9"), "act:c1.2@c9");
    assert.deepEqual(t.ref("act:c1.2@c9"), { kind: "act", a: "c1", b: "2>c9" });
    assert.equal(parses(), 0);
  });

  it("parses an id not built here once, and remembers it", () => {
    const { t, parses } = table();
    const r = t.ref("typed:x");
    assert.deepEqual(r, { kind: "parsed-typed", a: "x" });
    assert.ok(Object.isFrozen(r));
    assert.equal(t.ref("typed:x"), r);
    assert.equal(parses(), 1);
    assert.deepEqual(t.ref("end"), { kind: "end" }, "a fixed id is never parsed");
    assert.equal(parses(), 1);
  });

  it("starts again past its bound: built ids are made afresh, fixed ids stay", () => {
    const { t, parses } = table(4);
    const node = t.ones("node", (a) => ({ kind: "node", a }));
    const rows = t.table<string, Map<string, string>>();
    rowOf(rows, "x").set("k", "v");
    for (const c of ["a", "b", "c"]) node(c);
    assert.equal(rows.size, 1);
    node("d"); // the fifth id (with "end"): the tables start again first
    assert.equal(rows.size, 0, "every table is emptied");
    assert.deepEqual(t.ref("end"), { kind: "end" });
    assert.deepEqual(t.ref("node:d"), { kind: "node", a: "d" });
    assert.equal(parses(), 0);
    // "node:a" was forgotten: built again, not parsed.
    assert.equal(node("a"), "node:a");
    assert.deepEqual(t.ref("node:a"), { kind: "node", a: "a" });
    assert.equal(parses(), 0);
  });
});
