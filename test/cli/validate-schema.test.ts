import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";
import { attackScenario, kassen, oneErrorLine, tempDir } from "./cli-helpers.ts";

const tmp = tempDir("validate");
after(() => tmp.cleanup());

describe("kassen validate", () => {
  test("scenario files and the system's content files", () => {
    const file = tmp.write("ok.yaml", attackScenario());
    const r = kassen(["validate", file, "src/systems/vision/content/decks.yaml"]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^ok .*ok\.yaml$/m);
    assert.match(r.stdout, /^ok src\/systems\/vision\/content\/decks\.yaml$/m);
  });

  test("a broken content file, by --system", () => {
    const file = tmp.write("cards.yaml", "cards:\n  - id: x\n    type: character\n");
    const r = kassen(["validate", "--system", "vision", file]);
    assert.equal(r.code, 2);
    assert.match(oneErrorLine(r), /cards\.yaml: at cards\[0\]\./);
  });

  test("a file that is neither asks for --system", () => {
    const file = tmp.write("what.yaml", "hello: world\n");
    const r = kassen(["validate", file]);
    assert.equal(r.code, 2);
    assert.match(oneErrorLine(r), /pass --system/);
  });
});

describe("kassen schema", () => {
  test("writes the scenario, content, setup and table-server schemas", () => {
    const out = join(tmp.dir, "schemas");
    const r = kassen(["schema", "--out", out, "--docs", join(tmp.dir, "docs")]);
    assert.equal(r.code, 0, r.stderr);
    // The scenario schema, the server protocol, and content and setup schemas per system.
    const expected = [
      "scenario.schema.json",
      "server-client-message.schema.json",
      "server-create-table.schema.json",
      "server-message.schema.json",
    ];
    for (const id of Object.keys(SYSTEM_ENTRIES))
      expected.push(
        `${id}-content.schema.json`,
        `${id}-pack.schema.json`,
        `${id}-setup.schema.json`,
      );
    assert.deepEqual(readdirSync(out).sort(), expected.sort());
    const scenario = JSON.parse(readFileSync(join(out, "scenario.schema.json"), "utf8"));
    assert.match(scenario.$schema, /json-schema\.org/);
    assert.ok(scenario.properties.expect.properties.zones);
    assert.deepEqual(scenario.required.sort(), ["name", "setup", "system"]);
  });

  test("the committed schemas are up to date", () => {
    const out = join(tmp.dir, "fresh");
    kassen(["schema", "--out", out, "--docs", join(tmp.dir, "fresh-docs")]);
    for (const name of readdirSync(out)) {
      assert.equal(
        readFileSync(join("schemas", name), "utf8"),
        readFileSync(join(out, name), "utf8"),
        name,
      );
    }
  });
});
