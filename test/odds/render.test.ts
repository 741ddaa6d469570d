/** The terminal rendering of an exact answer: headline, table columns, bars, width, colours. */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import pc from "picocolors";
import { answerExpression } from "../../src/odds/expression.ts";
import { columns } from "../../src/odds/format.ts";
import { renderAnswer } from "../../src/odds/render.ts";
import { YGO_TRPG_QUESTIONS } from "../../src/systems/ygo-trpg/odds/questions.ts";

const plain = pc.createColors(false);

describe("renderAnswer", () => {
  test("a check: probability with its exact and reduced fraction, mean, ≥/≤ columns, bars", () => {
    const lines = renderAnswer(answerExpression("2D6+3>=10", {}, "en"), "en", {
      colors: plain,
      width: 80,
    });
    assert.equal(lines[0], "2D6+3>=10");
    assert.equal(lines[1], "probability  58.33%  (21/36 = 7/12)");
    assert.equal(lines[2], "mean         10");
    assert.match(lines[4], /^value\s+ways\/total\s+%\s+≥ %\s+≤ %$/);
    const ten = lines.find((l) => l.trimStart().startsWith("10 "));
    assert.match(ten ?? "", /^\s+10\s+6\/36\s+16\.67\s+58\.33\s+58\.33\s+█+$/);
    // The most likely value has the longest bar, as wide as the 80 columns allow.
    const blocks = (l: string) => l.split("█").length - 1;
    assert.ok(lines.every((l) => columns(l) <= 80));
    assert.equal(columns(ten ?? ""), 80 - 1);
    assert.ok(lines.slice(5).every((l) => blocks(l) <= blocks(ten ?? "")));
    // On a wide terminal bars stop at 40 columns.
    const wide = renderAnswer(answerExpression("2D6+3>=10", {}, "en"), "en", {
      colors: plain,
      width: 200,
    });
    assert.equal(Math.max(...wide.map(blocks)), 40);
    assert.ok(lines.at(-1)?.includes("the table is the distribution of 2D6+3"));
  });
  test("a narrow terminal shrinks the bars; no line is wider than the terminal", () => {
    const lines = renderAnswer(answerExpression("3D6", {}, "en"), "en", {
      colors: plain,
      width: 60,
    });
    assert.ok(
      lines.every((l) => columns(l) <= 60),
      lines.join("\n"),
    );
  });
  test("labelled outcomes (no numbers): no cumulative columns; ja labels are aligned", () => {
    const q = YGO_TRPG_QUESTIONS.find((x) => x.id === "summon");
    assert.ok(q);
    const a = q.answer({ level: 5, attributeBonus: 2, jobBonus: 3 }, "ja");
    const lines = renderAnswer(a, "ja", { colors: plain, width: 80 });
    assert.match(lines[1], /^召喚成功\s+83\.33%\s+\(30\/36 = 5\/6\)$/);
    const head = lines.find((l) => l.startsWith("結果"));
    assert.ok(head !== undefined && !head.includes("以上"));
    const rows = lines.slice(lines.indexOf(head)).filter((l) => l.includes("/36"));
    assert.equal(rows.length, 4);
    assert.equal(new Set(rows.map((r) => columns(r.slice(0, r.indexOf("/36"))))).size, 1);
  });
  test("colours on: the title is bold and bars coloured; off: no escape codes", () => {
    const a = answerExpression("1D6", {}, "en");
    const on = renderAnswer(a, "en", { colors: pc.createColors(true) });
    assert.ok(on[0].includes("\x1b[1m"));
    const off = renderAnswer(a, "en", { colors: plain });
    assert.ok(off.every((l) => !l.includes("\x1b[")));
  });
});
