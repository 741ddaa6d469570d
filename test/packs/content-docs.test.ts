/**
 * The content references (docs/content/<system>.md) are generated from the zod schemas: these
 * tests fail when a committed page differs from what the code generates now (run
 * `kassen schema` to refresh), and check the pages name every effect of the vocabulary.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { contentDoc, DOC_SYSTEMS } from "../../src/cli/content-doc.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";

describe("docs/content references", () => {
  test("every system with content has one", () => {
    const withContent = Object.entries(SYSTEM_ENTRIES)
      .filter(([, e]) => e.content !== undefined)
      .map(([id]) => id)
      .sort();
    assert.deepEqual([...DOC_SYSTEMS].sort(), withContent);
  });

  for (const system of DOC_SYSTEMS) {
    test(`${system}: the committed page is what the schemas generate`, () => {
      const committed = readFileSync(`docs/content/${system}.md`, "utf8");
      assert.equal(committed, contentDoc(system), "run `kassen schema` to refresh");
    });

    test(`${system}: every effect has a section, its parameters and an example`, () => {
      const page = contentDoc(system);
      const sections = page
        .split("\n### `")
        .slice(1)
        .filter((s) => /^(do|kind): /.test(s));
      assert.ok(sections.length >= 2, `${sections.length} effects`);
      for (const s of sections) {
        const name = s.slice(0, s.indexOf("`"));
        assert.match(s, /\| field \||No parameters\./, `${name}: parameters`);
        assert.match(s, /Example:\n\n```yaml\n/, `${name}: an example card`);
      }
    });
  }
});
