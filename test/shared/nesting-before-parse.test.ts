/**
 * Issue 26: a data file's nesting is measured before its values are built — YAML on yaml's
 * syntax tree, JSON on its text — and a second YAML document is named by its line. Brackets
 * inside strings, quoted keys and comments are not nesting: what the checks refuse is exactly
 * what the check on parsed data refused before (33 levels, not 32), only earlier.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { z } from "zod";
import { MAX_DEPTH } from "../../src/shared/limits.ts";
import { cutQuoted, escapeControls, safeErrorLine } from "../../src/shared/safe-text.ts";
import { DataFileError, parseDataText, parseJsonText } from "../../src/systems/shared/data-file.ts";
import { jsonTooDeep } from "../../src/systems/shared/json-depth.ts";
import { parseYamlText } from "../../src/systems/shared/yaml-text.ts";

const nestedJson = (n: number) => `{"x": ${"[".repeat(n - 1)}1${"]".repeat(n - 1)}}`;

/** The error `fn` throws. */
function thrown(fn: () => unknown): DataFileError {
  try {
    fn();
  } catch (e) {
    if (e instanceof DataFileError) return e;
    throw e;
  }
  assert.fail("expected a DataFileError");
}

describe("JSON's nesting, measured on the text", () => {
  test("the limit is the parsed check's: 32 levels pass, 33 do not", () => {
    assert.equal(jsonTooDeep(nestedJson(MAX_DEPTH)), undefined);
    assert.doesNotThrow(() => parseJsonText(nestedJson(MAX_DEPTH), "x.json", z.unknown()));
    const deep = jsonTooDeep(nestedJson(MAX_DEPTH + 1));
    assert.deepEqual(deep?.path, ["x", ...Array(MAX_DEPTH - 1).fill(0)]);
    assert.equal(deep?.line, 1);
    assert.equal(deep?.column, 6 + MAX_DEPTH);
  });

  test("brackets in strings and keys are text, and keys are named unescaped", () => {
    const text = `{"[[[[": "${"[{".repeat(100)}", "a\\"b": [0, {"k\\\\": ${"[".repeat(40)}${"]".repeat(40)}}]}`;
    const deep = jsonTooDeep(text);
    assert.deepEqual(deep?.path.slice(0, 3), ['a"b', 1, "k\\"]);
    assert.equal(jsonTooDeep(`["${"[".repeat(1000)}"]`), undefined);
  });

  test("a refusal names the file, the path and the line", () => {
    const err = thrown(() => parseJsonText(`\n${nestedJson(50)}`, "r.json", z.unknown()));
    assert.match(
      err.message,
      /^r\.json: at x(\[0\])+: nested too deep: .* \(line 2, column \d+\)$/,
    );
  });
});

describe("YAML's nesting and documents, measured on the syntax tree", () => {
  test("the limit is the parsed check's, in flow and block style", () => {
    const flow = (n: number) => `x: ${"[".repeat(n - 1)}1${"]".repeat(n - 1)}\n`;
    assert.doesNotThrow(() => parseYamlText(flow(MAX_DEPTH), "x.yaml"));
    assert.match(
      thrown(() => parseYamlText(flow(MAX_DEPTH + 1), "x.yaml")).message,
      /nested too deep/,
    );
    const block = (n: number) =>
      `${Array.from({ length: n }, (_, i) => `${" ".repeat(i)}a:\n`).join("")}${" ".repeat(n)}1\n`;
    assert.doesNotThrow(() => parseDataText(block(MAX_DEPTH), "x.yaml", z.unknown()));
    assert.match(
      thrown(() => parseDataText(block(MAX_DEPTH + 1), "x.yaml", z.unknown())).message,
      /^x\.yaml: at a(\.a)+: nested too deep: .*\(line 33, column 33\)$/,
    );
  });

  test("brackets in quoted and plain scalars and comments are text", () => {
    const text = `a: "${"[".repeat(100)}"\nb: x${"[".repeat(100)}\n# ${"{".repeat(100)}\nc: '${"{".repeat(100)}'\n`;
    assert.deepEqual(Object.keys(parseYamlText(text, "x.yaml") as object), ["a", "b", "c"]);
  });

  test("a second document is named by its line, with what to do", () => {
    const err = thrown(() => parseYamlText("a: 1\n---\nb: 2\n", "x.yaml"));
    assert.equal(
      err.message,
      'x.yaml: a second YAML document starts at line 2: expected one document per file (move it to a file of its own, or remove the "---" that starts it)',
    );
    assert.equal(err.line, 2);
    assert.doesNotThrow(() => parseYamlText("---\na: 1\n", "x.yaml"));
  });

  test("a top list over a limit is refused before any value is built", () => {
    const text = `cards:\n${"  - {id: a}\n".repeat(5)}`;
    const top = { max: 4, say: (n: number) => `too many: ${n}` };
    const err = thrown(() => parseYamlText(text, "p.yaml", top));
    assert.equal(err.message, "p.yaml: at cards: too many: 5 (line 2, column 3)");
    assert.doesNotThrow(() => parseYamlText(text, "p.yaml", { ...top, max: 5 }));
  });
});

describe("what an error quotes", () => {
  test("control characters are escaped, quoted runs and the line cut", () => {
    assert.equal(escapeControls("a\u001b[2Jb\u202ec\n"), "a\\u001b[2Jb\\u202ec\\u000a");
    assert.equal(
      cutQuoted(`x "${"a".repeat(70)}" y "short"`, 60),
      `x "${"a".repeat(60)}…" y "short"`,
    );
    const line = safeErrorLine(`first ${"b".repeat(500)}\nsecond`);
    assert.equal(line.length, 301);
    assert.ok(line.startsWith("first ") && line.endsWith("…"));
  });
});
