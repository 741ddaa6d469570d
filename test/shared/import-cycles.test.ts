/**
 * No import cycles at run time (DEVELOPERS.md: "No import cycles"): a cycle makes module
 * initialisation order matter, and a value read before its module ran is undefined. Type-only
 * imports do not count. The test fails naming every cycle's files.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { cycles, folderGraph, importGraph } from "./import-graph.ts";

test("the sources have no runtime import cycle", () => {
  const graph = importGraph("src");
  assert.ok(graph.size > 100, `read ${graph.size} source files`);
  assert.deepEqual(cycles(graph), []);
});

test("no two source folders depend on each other (src/<folder>, src/systems/<id>)", () => {
  assert.deepEqual(cycles(folderGraph(importGraph("src"))), []);
});

test("the cycle finder finds a cycle (the check above is not vacuous)", () => {
  const g = new Map([
    ["a", ["b"]],
    ["b", ["c"]],
    ["c", ["a"]],
    ["d", ["a"]],
  ]);
  assert.deepEqual(cycles(g), [["a", "b", "c"]]);
});
