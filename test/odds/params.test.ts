/** `name=value` parameters: defaults, typed values, and errors that say what was expected. */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { OddsQuestion } from "../../src/analysis/odds-question.ts";
import { KassenError } from "../../src/engine/index.ts";
import { OddsError, OddsParamError } from "../../src/odds/errors.ts";
import { parseParams } from "../../src/odds/params.ts";

const help = { ja: "", zh: "", en: "" };
const Q: OddsQuestion = {
  id: "q",
  title: help,
  params: [
    { name: "level", type: "int", default: 4, min: 1, max: 12, help },
    { name: "side", type: "choice", default: "left", choices: ["left", "right"], help },
    { name: "opposing", type: "bool", default: false, help },
  ],
  answer: () => ({ title: "", params: {}, table: [] }),
};

describe("parseParams", () => {
  test("defaults fill in what is not given; values are typed", () => {
    assert.deepEqual(parseParams(Q, [], "sys q"), { level: 4, side: "left", opposing: false });
    assert.deepEqual(parseParams(Q, ["level=12", "side=right", "opposing=yes"], "sys q"), {
      level: 12,
      side: "right",
      opposing: true,
    });
    assert.equal(parseParams(Q, ["level=+7"], "sys q").level, 7);
    assert.equal(parseParams(Q, ["opposing=0"], "sys q").opposing, false);
  });
  test("an unknown parameter lists the known ones", () => {
    assert.throws(
      () => parseParams(Q, ["lvl=3"], "sys q"),
      (e: unknown) =>
        e instanceof OddsError &&
        e instanceof KassenError &&
        e.message === 'sys q has no parameter "lvl" (known: level, side, opposing)',
    );
  });
  test("a bad value says what was expected: the range, the choices, true/false", () => {
    const cases: [string, string][] = [
      ["level=13", "level=13: expected a whole number from 1 to 12"],
      ["level=0", "level=0: expected a whole number from 1 to 12"],
      ["level=4.5", "level=4.5: expected a whole number from 1 to 12"],
      ["level=", "level=: expected a whole number from 1 to 12"],
      ["side=up", "side=up: expected one of left, right"],
      ["opposing=maybe", "opposing=maybe: expected true or false"],
    ];
    for (const [word, message] of cases) {
      assert.throws(
        () => parseParams(Q, [word], "sys q"),
        (e: unknown) => e instanceof OddsParamError && e.message === message,
        word,
      );
    }
  });
  test("a word without = and a repeated name are refused", () => {
    assert.throws(() => parseParams(Q, ["level"], "sys q"), /"level": expected name=value/);
    assert.throws(() => parseParams(Q, ["level=2", "level=3"], "sys q"), /level is given twice/);
  });
});
