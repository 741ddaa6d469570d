import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { z } from "zod";
import {
  DataFileError,
  loadDataFile,
  parseDataText,
  renderPath,
} from "../../src/systems/shared/data-file.ts";

const Schema = z
  .object({
    cards: z.array(
      z
        .object({
          id: z.string().regex(/^[a-z]+$/, "a lower-case id"),
          attack: z.number().int(),
          kind: z.enum(["a", "b"]).default("a"),
        })
        .strict(),
    ),
  })
  .strict();

const dir = mkdtempSync(join(tmpdir(), "kassen-data-file-"));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `text` to a temp file and returns its path. */
function write(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

/** Runs `fn`, asserts it throws a DataFileError and returns it. */
function failure(fn: () => unknown): DataFileError {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof DataFileError, `expected a DataFileError, got ${String(err)}`);
    return err;
  }
  assert.fail("expected a DataFileError, nothing was thrown");
}

describe("loadDataFile", () => {
  test("a good YAML file is parsed, validated and defaulted", () => {
    const file = write(
      "good.yaml",
      "cards:\n  - id: one\n    attack: 3\n  - {id: two, attack: 1, kind: b}\n",
    );
    assert.deepEqual(loadDataFile(file, Schema), {
      cards: [
        { id: "one", attack: 3, kind: "a" },
        { id: "two", attack: 1, kind: "b" },
      ],
    });
  });

  test("JSON is read as YAML", () => {
    const file = write("good.json", '{"cards": [{"id": "x", "attack": 0}]}');
    assert.deepEqual(loadDataFile(file, Schema).cards[0], { id: "x", attack: 0, kind: "a" });
  });

  test("a YAML syntax error names the line and column", () => {
    const file = write("broken.yaml", "cards:\n  - id: one\n    attack: [1, 2\n");
    const err = failure(() => loadDataFile(file, Schema));
    assert.equal(err.file, file);
    assert.equal(err.path, "");
    assert.ok(err.line !== undefined && err.line >= 3, `line ${err.line}`);
    assert.ok(err.column !== undefined && err.column >= 1);
    assert.match(err.message, /^.*broken\.yaml: YAML syntax error at line \d+, column \d+: \S/);
    assert.ok(!err.message.includes("\n"), "one line, without yaml's source excerpt");
  });

  test("a duplicate key is a syntax error", () => {
    const err = failure(() => parseDataText("cards: []\ncards: []\n", "dup.yaml", Schema));
    assert.equal(
      err.message,
      "dup.yaml: YAML syntax error at line 2, column 1: Map keys must be unique",
    );
    assert.equal(err.line, 2);
  });

  test("a wrong type names the path, what was expected and what was found", () => {
    const file = write(
      "wrong.yaml",
      "cards:\n  - {id: one, attack: 1}\n  - {id: two, attack: four}\n",
    );
    const err = failure(() => loadDataFile(file, Schema));
    assert.equal(err.file, file);
    assert.equal(err.path, "cards[1].attack");
    assert.equal(err.expected, 'expected a number, got "four"');
    assert.equal(err.message, `${file}: at cards[1].attack: expected a number, got "four"`);
  });

  test("an unknown key is pointed at by name", () => {
    const file = write("extra.yaml", "cards:\n  - {id: one, attack: 1, foo: 2}\n");
    const err = failure(() => loadDataFile(file, Schema));
    assert.equal(err.path, "cards[0].foo");
    assert.equal(err.message, `${file}: at cards[0].foo: unexpected key "foo"`);
  });

  test("a missing file", () => {
    const file = join(dir, "nope.yaml");
    const err = failure(() => loadDataFile(file, Schema));
    assert.equal(err.file, file);
    assert.equal(err.path, "");
    assert.equal(err.message, `${file}: file not found`);
  });
});

describe("parseDataText messages", () => {
  test("every issue is listed, the first one is the error", () => {
    const text = "cards:\n  - {id: One, attack: 1.5, kind: c}\nextra: 1\n";
    const err = failure(() => parseDataText(text, "all.yaml", Schema));
    assert.deepEqual(err.issues, [
      { path: "cards[0].id", message: 'expected a lower-case id, got "One"' },
      { path: "cards[0].attack", message: "expected a whole number, got 1.5" },
      { path: "cards[0].kind", message: 'expected one of "a", "b", got "c"' },
      { path: "extra", message: 'unexpected key "extra"' },
    ]);
    assert.equal(err.path, "cards[0].id");
    assert.equal(err.message, 'all.yaml: at cards[0].id: expected a lower-case id, got "One"');
  });

  test("a missing key and a list where a mapping belongs", () => {
    const missing = failure(() => parseDataText("cards: [{id: a}]", "m.yaml", Schema));
    assert.equal(
      missing.message,
      "m.yaml: at cards[0].attack: expected a number, but the key is missing",
    );
    const list = failure(() => parseDataText("- 1\n", "l.yaml", Schema));
    assert.equal(list.message, "l.yaml: expected a mapping, got a list");
  });

  test("an empty file says so", () => {
    const err = failure(() => parseDataText("# nothing yet\n\n", "e.yaml", Schema));
    assert.equal(err.message, "e.yaml: expected a mapping, but the file is empty");
  });

  test("size limits", () => {
    const S = z.object({ n: z.number().min(1), tags: z.array(z.string()).min(1) });
    const err = failure(() => parseDataText("n: 0\ntags: []\n", "s.yaml", S));
    assert.deepEqual(err.issues, [
      { path: "n", message: "expected a number >= 1, got 0" },
      { path: "tags", message: "expected at least 1 item, got 0" },
    ]);
  });
});

test("renderPath", () => {
  assert.equal(renderPath([]), "");
  assert.equal(renderPath(["cards", 3, "attack"]), "cards[3].attack");
  assert.equal(renderPath(["decks", 0, "cards", "starter-x"]), "decks[0].cards.starter-x");
  assert.equal(renderPath(["names", "a b"]), 'names["a b"]');
});
