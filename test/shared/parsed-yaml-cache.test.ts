/**
 * The parsed-YAML cache the launcher's bundle step writes: a text found in it is taken from it
 * (still validated), a text not in it — edited since — is parsed as usual.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { z } from "zod";
import { DataFileError, parseDataText } from "../../src/systems/shared/data-file.ts";
import { yamlCacheKey } from "../../src/systems/shared/parsed-yaml-cache.ts";

test("cached texts come from the cache and are still validated; other texts are parsed", () => {
  const dir = mkdtempSync(join(tmpdir(), "kassen-yaml-cache-"));
  try {
    const cached = "name: alpha\npower: 3\n";
    const invalid = "name: beta\npower: 1\n";
    const file = join(dir, "yaml-cache.json");
    // Values that differ from what the texts say, so the test can tell where a value came from.
    writeFileSync(
      file,
      JSON.stringify({
        [yamlCacheKey(cached)]: JSON.stringify({ name: "from-cache", power: 9 }),
        [yamlCacheKey(invalid)]: JSON.stringify({ name: "from-cache", power: "nine" }),
      }),
    );
    process.env.KASSEN_YAML_CACHE = file;
    const schema = z.object({ name: z.string(), power: z.number() });
    assert.deepEqual(parseDataText(cached, "a.yaml", schema), { name: "from-cache", power: 9 });
    const first = parseDataText(cached, "a.yaml", schema);
    first.power = 100;
    assert.equal(parseDataText(cached, "a.yaml", schema).power, 9, "each hit is a fresh copy");
    assert.deepEqual(parseDataText("name: gamma\npower: 2\n", "c.yaml", schema), {
      name: "gamma",
      power: 2,
    });
    assert.throws(
      () => parseDataText(invalid, "b.yaml", schema),
      (e: unknown) => e instanceof DataFileError && e.path === "power",
    );
  } finally {
    delete process.env.KASSEN_YAML_CACHE;
    rmSync(dir, { recursive: true, force: true });
  }
});
