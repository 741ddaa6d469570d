import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { attackScenario, kassen, tempDir } from "./cli-helpers.ts";

const tmp = tempDir("check");
after(() => tmp.cleanup());

describe("kassen check", () => {
  test("a passing scenario prints ok and exits 0", () => {
    const file = tmp.write("pass.yaml", attackScenario(16));
    const r = kassen(["check", file]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^ok +.*pass\.yaml$/m);
    assert.equal(r.stdout.trimEnd().split("\n").at(-1), "1 passed, 0 failed");
  });

  test("a failing scenario prints FAIL with the difference and exits 1", () => {
    const file = tmp.write("fail.yaml", attackScenario(15));
    const r = kassen(["check", file]);
    assert.equal(r.code, 1);
    assert.match(r.stdout, /^FAIL .*fail\.yaml$/m);
    assert.match(r.stdout, /life\.p2: expected 15, got 16/);
    assert.equal(r.stdout.trimEnd().split("\n").at(-1), "0 passed, 1 failed");
  });

  test("a failing scenario says where the run stopped: the pending seat, prompt and options", () => {
    const file = tmp.write("stopped.yaml", attackScenario(15));
    const r = kassen(["check", file]);
    assert.equal(r.code, 1);
    assert.match(
      r.stdout,
      /life\.p2: expected 15, got 16\n {2}run stopped waiting: p2 to decide \(prompt\.graze\), options: graze:yes, graze:no\n/,
    );
  });

  test("a refused scripted choice names the rule and the numbers, then where the run stopped", () => {
    const file = tmp.write(
      "refused.yaml",
      `name: over the limit
system: geo-march
lang: en
setup:
  geo: { id: ridge, limit: 3 }
  p1: { party: [plain-lancer], hand: [ember-wolf, storm-hawk] }
  p2: { party: [bronze-guard] }
script:
  - p1: summon:ember-wolf-1
`,
    );
    const r = kassen(["check", file]);
    assert.equal(r.code, 1);
    assert.match(
      r.stdout,
      /script\[0\] \(p1: summon:ember-wolf-1\): illegal choice "summon:ember-wolf-1" by p1: ridge would hold level 4, over its limit 3 \(GEO-03\); legal options are: summon:storm-hawk-1, end/,
    );
    assert.match(
      r.stdout,
      /run stopped after a refused choice: p1 to decide \(prompt\.fs-summon\)/,
    );
  });

  test("folders are searched recursively and files run in sorted order", () => {
    const dir = join(tmp.dir, "tree");
    mkdirSync(join(dir, "sub"), { recursive: true });
    tmp.write("tree/b.yaml", attackScenario(16));
    tmp.write("tree/sub/a.yaml", attackScenario(16));
    tmp.write("tree/a.yaml", attackScenario(16));
    tmp.write("tree/notes.txt", "not a scenario");
    const r = kassen(["check", dir]);
    assert.equal(r.code, 0, r.stdout);
    const files = r.stdout.split("\n").filter((l) => l.startsWith("ok"));
    assert.deepEqual(
      files.map((l) => l.slice(l.indexOf("tree") + 5)),
      ["a.yaml", "b.yaml", "sub/a.yaml"],
    );
    assert.match(r.stdout, /3 passed, 0 failed\n$/);
  });

  test("a file that does not load counts as failed and exits 2", () => {
    const good = tmp.write("good.yaml", attackScenario(16));
    const bad = tmp.write("bad.yaml", "name: x\nsystem: vision\nsetup: {p1: {life: [}\n");
    const r = kassen(["check", good, bad]);
    assert.equal(r.code, 2);
    assert.match(r.stdout, /^FAIL .*bad\.yaml$/m);
    assert.match(r.stdout, /1 passed, 1 failed\n$/);
    assert.ok(!r.stdout.includes("    at "));
  });

  test("the shipped example scenarios pass", () => {
    const r = kassen(["check", "scenarios/vision/examples"]);
    assert.equal(r.code, 0, r.stdout);
    assert.match(r.stdout, /\d+ passed, 0 failed\n$/);
  });
});
