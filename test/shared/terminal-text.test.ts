/**
 * The one function that makes text fit for a terminal (src/shared/terminal-text.ts): every
 * control, bidi and invisible format character becomes a visible escape, everything a person
 * writes (CJK, emoji with their joiners, accents) stays as it is, widths count what is printed,
 * and JSON stays the same JSON.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  isTerminalUnsafe,
  terminalColumns,
  terminalJson,
  terminalText,
} from "../../src/shared/terminal-text.ts";

describe("terminalText", () => {
  it("shows C0, DEL and C1 controls as escapes", () => {
    assert.equal(terminalText("a\u001b]0;pwned\u0007b"), "a\\x1b]0;pwned\\x07b");
    assert.equal(terminalText("x\r\ny\u0000\t"), "x\\r\\ny\\x00\\t");
    assert.equal(terminalText("\u007f\u0080\u009b2J"), "\\x7f\\x80\\x9b2J");
  });

  it("shows bidi overrides, isolates and invisible marks as \\u escapes", () => {
    assert.equal(
      terminalText("\u202aa\u202bb\u202cc\u202dd\u202ee\u2066f\u2067g\u2068h\u2069"),
      "\\u202aa\\u202bb\\u202cc\\u202dd\\u202ee\\u2066f\\u2067g\\u2068h\\u2069",
    );
    assert.equal(
      terminalText("\u200e\u200f\u061c\u200b\ufeff\u2028\u2029\u2060"),
      "\\u200e\\u200f\\u061c\\u200b\\ufeff\\u2028\\u2029\\u2060",
    );
  });

  it("keeps ordinary text, CJK, emoji sequences and accents exactly", () => {
    for (const s of [
      "plain",
      "霊夢の攻撃",
      "魔法少女 ☆",
      "😀👨‍👩‍👧🏳️‍🌈",
      "Café naïve",
      "a\\x1b (typed text)",
    ])
      assert.equal(terminalText(s), s);
  });

  it("escapes a lone surrogate but never half of an emoji", () => {
    assert.equal(terminalText("a\ud800b"), "a\\ud800b");
    assert.equal(terminalText("😀\udc00"), "😀\\udc00");
  });

  it("agrees with isTerminalUnsafe on every BMP code point", () => {
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      assert.equal(terminalText(ch) !== ch, isTerminalUnsafe(c), `U+${c.toString(16)}`);
    }
  });
});

describe("terminalColumns", () => {
  it("counts escapes as printed and wide characters as two", () => {
    assert.equal(terminalColumns("abc"), 3);
    assert.equal(terminalColumns("霊夢"), 4);
    assert.equal(terminalColumns("a\u001bb"), 6);
    assert.equal(terminalColumns("\u202e霊"), 8);
  });
});

describe("terminalJson", () => {
  it("escapes what JSON leaves raw and keeps the value and the layout", () => {
    const value = { name: "a\u202eb\u009b\u007f😀\u001b", n: [1, 2] };
    const json = terminalJson(JSON.stringify(value, null, 2));
    assert.deepEqual(JSON.parse(json), value);
    assert.ok(json.includes("\\u202e") && json.includes("\\u009b") && json.includes("\\u007f"));
    assert.ok(json.includes("\n  "), "indentation stays");
    assert.ok(json.includes("😀"));
  });
});
