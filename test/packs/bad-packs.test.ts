/**
 * The bad-pack corpus (test/packs/bad/*.yaml): each file must give exactly the problems listed
 * for it in expected.yaml, every one at its file, line and column, all at once; and the CLI
 * prints them one per line with exit code 2.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { parse } from "yaml";
import { checkPackPath } from "../../src/scenario/pack-check.ts";
import { formatProblem } from "../../src/systems/shared/content-problems.ts";
import { kassen } from "../cli/cli-helpers.ts";

const DIR = "test/packs/bad";
const EXPECTED = parse(readFileSync(`${DIR}/expected.yaml`, "utf8")) as Record<string, string[]>;
const FILES = readdirSync(DIR)
  .filter((n) => n.endsWith(".yaml") && n !== "expected.yaml")
  .sort();

describe("the bad-pack corpus", () => {
  test("has at least 30 packs, each with its expected problems", () => {
    assert.ok(FILES.length >= 30, `${FILES.length} files`);
    assert.deepEqual(Object.keys(EXPECTED).sort(), FILES);
  });

  for (const name of FILES) {
    test(name, () => {
      const file = `${DIR}/${name}`;
      const got = checkPackPath(file).map(formatProblem);
      assert.deepEqual(
        got,
        EXPECTED[name].map((rest) => `${file}${rest}`),
      );
      for (const line of got) assert.match(line, /^test\/packs\/bad\/[\w-]+\.yaml:\d+:\d+: /);
    });
  }

  test("kassen validate prints every problem of a pack, one line each, and exits 2", () => {
    const file = `${DIR}/35-mg-unknown-weapon-and-skill.yaml`;
    const r = kassen(["validate", file]);
    assert.equal(r.code, 2);
    assert.deepEqual(
      r.stderr.trimEnd().split("\n"),
      EXPECTED["35-mg-unknown-weapon-and-skill.yaml"].map((rest) => `kassen: ${file}${rest}`),
    );
  });

  test("a battle command given a bad pack says the first problem and how many more", () => {
    const r = kassen([
      "run",
      "scenarios/magical-girl/mgr-25-ability.yaml",
      "--content",
      `${DIR}/35-mg-unknown-weapon-and-skill.yaml`,
    ]);
    assert.equal(r.code, 2);
    assert.equal(
      r.stderr,
      `kassen: ${DIR}/35-mg-unknown-weapon-and-skill.yaml${EXPECTED["35-mg-unknown-weapon-and-skill.yaml"][0]} (and 1 more: kassen validate lists them all)\n`,
    );
  });
});
