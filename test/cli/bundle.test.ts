/**
 * The launcher's bundle (scripts/bundle.mjs): rebuilt whenever a source changes, and the same
 * CLI as the sources — the other CLI tests run through it (cli-helpers spawns bin/kassen.mjs).
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { parse } from "yaml";
// @ts-expect-error: a plain .mjs script without type declarations
import { freshBundle, sourceStamp } from "../../scripts/bundle.mjs";
import { yamlCacheKey } from "../../src/systems/shared/parsed-yaml-cache.ts";
import { kassen, ROOT, tempDir } from "./cli-helpers.ts";

test("the stamp changes when a source file is added, edited or touched", () => {
  const tmp = tempDir("stamp");
  try {
    const src = join(tmp.dir, "src");
    tmp.write("README.md", "not a source");
    spawnSync("mkdir", ["-p", join(src, "a")]);
    writeFileSync(join(src, "a", "one.ts"), "export const one = 1;\n");
    const first: string = sourceStamp(tmp.dir);
    assert.equal(sourceStamp(tmp.dir), first, "nothing changed: same stamp");
    writeFileSync(join(src, "a", "notes.yaml"), "x: 1\n");
    assert.equal(sourceStamp(tmp.dir), first, "only .ts files count");
    writeFileSync(join(src, "two.ts"), "export const two = 2;\n");
    const second: string = sourceStamp(tmp.dir);
    assert.notEqual(second, first, "a new file");
    writeFileSync(join(src, "two.ts"), "export const two = 22;\n");
    const third: string = sourceStamp(tmp.dir);
    assert.notEqual(third, second, "an edit");
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(src, "two.ts"), later, later);
    assert.notEqual(sourceStamp(tmp.dir), third, "a touch (same size)");
  } finally {
    tmp.cleanup();
  }
});

test("a run leaves a bundle stamped with the current sources, built once", async () => {
  assert.equal(kassen(["odds", "1d6"]).code, 0);
  const stamp = JSON.parse(readFileSync(join(ROOT, "dist", "stamp.json"), "utf8")).stamp;
  assert.equal(stamp, sourceStamp(ROOT));
  assert.equal(await freshBundle(ROOT), join(ROOT, "dist", "kassen.mjs"));
  const again = JSON.parse(readFileSync(join(ROOT, "dist", "stamp.json"), "utf8")).stamp;
  assert.equal(again, stamp);
  // Every shipped content file is in the parsed-YAML cache built with it.
  const cache = JSON.parse(readFileSync(join(ROOT, "dist", "yaml-cache.json"), "utf8"));
  const content = readdirSync(join(ROOT, "src", "systems"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".yaml"))
    .map((f) => join(ROOT, "src", "systems", f));
  assert.ok(content.length >= 8, `content files found: ${content.length}`);
  for (const file of content) {
    const text = readFileSync(file, "utf8");
    assert.deepEqual(JSON.parse(cache[yamlCacheKey(text)]), parse(text), file);
  }
});

test("bundle and sources print the same: a scenario run, odds, and a simulation on workers", () => {
  const scenario = "scenarios/vision/vis-01-negative-attack.yaml";
  const cases = [
    ["run", scenario, "--lang", "en"],
    ["odds", "2D6+3>=10"],
    ["sim", "geo-march", "-n", "6", "--seed", "3", "--workers", "2", "--json", "--no-progress"],
  ];
  for (const args of cases) {
    const bundled = kassen(args);
    const plain = spawnSync(process.execPath, ["bin/kassen.mjs", ...args], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1", KASSEN_NO_BUNDLE: "1" },
    });
    assert.equal(bundled.code, plain.status, args.join(" "));
    if (args.includes("--json")) {
      // Timings differ from run to run; everything else must not.
      const a = JSON.parse(bundled.stdout);
      const b = JSON.parse(plain.stdout);
      delete a.timing;
      delete b.timing;
      assert.deepEqual(a, b, args.join(" "));
    } else assert.equal(bundled.stdout, plain.stdout, args.join(" "));
  }
});
