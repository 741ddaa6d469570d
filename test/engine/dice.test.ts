import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import {
  DiceEvalError,
  type DiceExpr,
  type DiceRoll,
  type DiceSize,
  DiceSyntaxError,
  distribution,
  formatCheck,
  formatDice,
  parseCheck,
  parseDice,
  rollDice,
} from "../../src/engine/dice/index.ts";

const num = (value: number): DiceExpr => ({ kind: "num", value });
const v = (name: string): DiceExpr => ({ kind: "var", name });
const dice = (count: number | string, sides: number | string): DiceExpr => ({
  kind: "dice",
  count: typeof count === "number" ? { kind: "num", value: count } : { kind: "var", name: count },
  sides: typeof sides === "number" ? { kind: "num", value: sides } : { kind: "var", name: sides },
});
const bin = (op: "+" | "-" | "*" | "/", left: DiceExpr, right: DiceExpr): DiceExpr => ({
  kind: "binary",
  op,
  left,
  right,
});
const neg = (operand: DiceExpr): DiceExpr => ({ kind: "neg", operand });

// ---- Generators for small random expressions (property tests) ----

/** Values for every variable the generators use. */
const VARS: Readonly<Record<string, number>> = { A: 3, B: -2, N: 2, S: 3 };

const size = (value: number): DiceSize => ({ kind: "num", value });

const countArb: fc.Arbitrary<DiceSize> = fc.oneof(
  fc.integer({ min: 0, max: 2 }).map(size),
  fc.constant<DiceSize>({ kind: "var", name: "N" }),
);
const sidesArb: fc.Arbitrary<DiceSize> = fc.oneof(
  fc.integer({ min: 1, max: 4 }).map(size),
  fc.constant<DiceSize>({ kind: "var", name: "S" }),
);
const diceArb: fc.Arbitrary<DiceExpr> = fc
  .record({ count: countArb, sides: sidesArb })
  .map(({ count, sides }) => ({ kind: "dice", count, sides }));

/** Divisors that can never be 0: non-zero constants, or at least one die. */
const divisorArb: fc.Arbitrary<DiceExpr> = fc.oneof(
  fc.integer({ min: 1, max: 3 }).map(num),
  fc.integer({ min: 1, max: 3 }).map((value): DiceExpr => ({ kind: "neg", operand: num(value) })),
  fc
    .record({ count: fc.integer({ min: 1, max: 2 }), sides: fc.integer({ min: 1, max: 4 }) })
    .map(
      ({ count, sides }): DiceExpr => ({ kind: "dice", count: size(count), sides: size(sides) }),
    ),
);

const leafArb: fc.Arbitrary<DiceExpr> = fc.oneof(
  fc.integer({ min: 0, max: 5 }).map(num),
  fc.constantFrom("A", "B").map((name): DiceExpr => ({ kind: "var", name })),
  diceArb,
);

/** Small expressions over {@link VARS} whose divisors are never 0. */
const exprArb: fc.Arbitrary<DiceExpr> = fc.letrec<{ expr: DiceExpr }>((tie) => ({
  expr: fc.oneof(
    { maxDepth: 4, depthSize: "small" },
    leafArb,
    tie("expr").map((operand): DiceExpr => ({ kind: "neg", operand })),
    fc
      .record({ op: fc.constantFrom("+", "-", "*"), left: tie("expr"), right: tie("expr") })
      .map(({ op, left, right }): DiceExpr => ({ kind: "binary", op, left, right })),
    fc
      .record({ left: tie("expr"), right: divisorArb })
      .map(({ left, right }): DiceExpr => ({ kind: "binary", op: "/", left, right })),
  ),
})).expr;

/** A rollDie that returns the given faces in order and fails if asked for more. */
function scripted(faces: number[]): { rollDie: (sides: number) => number; asked: number[] } {
  const asked: number[] = [];
  let i = 0;
  return {
    asked,
    rollDie: (sides) => {
      asked.push(sides);
      assert.ok(i < faces.length, "rolled more dice than scripted");
      return faces[i++];
    },
  };
}

function roll(src: string, faces: number[], vars?: Record<string, number>): DiceRoll {
  return rollDice(parseDice(src), scripted(faces).rollDie, vars);
}

function syntaxError(fn: () => unknown): DiceSyntaxError {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof DiceSyntaxError, `expected DiceSyntaxError, got ${String(e)}`);
    return e;
  }
  assert.fail("expected a DiceSyntaxError");
}

describe("parseDice", () => {
  test("dice in every spelling", () => {
    assert.deepEqual(parseDice("2D6"), dice(2, 6));
    assert.deepEqual(parseDice("2d6"), dice(2, 6));
    assert.deepEqual(parseDice("d100"), dice(1, 100));
    assert.deepEqual(parseDice("D6"), dice(1, 6));
    assert.deepEqual(parseDice("1d100"), dice(1, 100));
    assert.deepEqual(parseDice("10D10"), dice(10, 10));
    assert.deepEqual(parseDice("0D6"), dice(0, 6));
  });

  test("dice sized or counted by variables, and bare variables", () => {
    assert.deepEqual(parseDice("1dDEF"), dice(1, "DEF"));
    assert.deepEqual(parseDice("XD6"), dice("X", 6));
    assert.deepEqual(parseDice("n_2d8"), dice("n_2", 8));
    assert.deepEqual(parseDice("STR"), v("STR"));
    assert.deepEqual(parseDice("DEF"), v("DEF"), "a D followed by letters is a name, not a die");
    assert.deepEqual(parseDice("d6x"), v("d6x"));
    assert.deepEqual(parseDice("_x1"), v("_x1"));
    // Braces escape names that would otherwise read as dice, and allow variable count and sides.
    assert.deepEqual(parseDice("MOD2"), dice("MO", 2));
    assert.deepEqual(parseDice("{MOD2}"), v("MOD2"));
    assert.deepEqual(parseDice("{X}D6"), dice("X", 6));
    assert.deepEqual(parseDice("{X}DY"), dice("X", "Y"));
    assert.deepEqual(parseDice("2D{Y}"), dice(2, "Y"));
  });

  test("operators, precedence and associativity", () => {
    assert.deepEqual(parseDice("2D6+3"), bin("+", dice(2, 6), num(3)));
    assert.deepEqual(parseDice("1+2*3"), bin("+", num(1), bin("*", num(2), num(3))));
    assert.deepEqual(parseDice("8-4-2"), bin("-", bin("-", num(8), num(4)), num(2)));
    assert.deepEqual(parseDice("8/4/2"), bin("/", bin("/", num(8), num(4)), num(2)));
    assert.deepEqual(parseDice("(1D6)/2"), bin("/", dice(1, 6), num(2)));
    assert.deepEqual(parseDice("(1+2)*3"), bin("*", bin("+", num(1), num(2)), num(3)));
    assert.deepEqual(parseDice("-3"), neg(num(3)));
    assert.deepEqual(parseDice("--1D4"), neg(neg(dice(1, 4))));
    assert.deepEqual(parseDice("-2*3"), bin("*", neg(num(2)), num(3)));
    assert.deepEqual(parseDice("2*-3"), bin("*", num(2), neg(num(3))));
    assert.deepEqual(parseDice("2×3"), bin("*", num(2), num(3)));
    assert.deepEqual(parseDice("7÷2"), bin("/", num(7), num(2)));
  });

  test("whitespace and full-width input", () => {
    assert.deepEqual(parseDice("  2d6 +\t3 \n"), parseDice("2d6+3"));
    assert.deepEqual(parseDice("２Ｄ６＋３"), parseDice("2D6+3"));
    assert.deepEqual(parseDice("（１ｄ６）／２"), parseDice("(1d6)/2"));
    assert.deepEqual(parseDice("１０−２　－ＳＴＲ"), parseDice("10-2-STR"));
  });

  test("the tree is plain JSON", () => {
    const expr = parseDice("-(2D6+XD6)*3/1dDEF-STR");
    assert.deepEqual(JSON.parse(JSON.stringify(expr)), expr);
  });

  test("errors say what was expected and where", () => {
    const e = syntaxError(() => parseDice("2D6+"));
    assert.equal(e.message, 'expected a number, a die like 2D6, or "(" at position 4 in "2D6+"');
    assert.equal(e.position, 4);
    assert.equal(e.source, "2D6+");
    assert.equal(e.name, "DiceSyntaxError");
    assert.ok(e instanceof Error);

    const cases: Array<[string, number, RegExp]> = [
      ["", 0, /^expected a number, a die like 2D6, or "\("/],
      ["   ", 3, /^expected a number/],
      ["*3", 0, /^expected a number/],
      ["2D6+$", 4, /^expected a number/],
      ["2++3", 2, /^expected a number/],
      ["()", 1, /^expected a number/],
      ["2d", 2, /^expected the number of sides \(a number or a variable name\) after "D"/],
      ["2d+1", 2, /after "D"/],
      ["2d6x", 3, /^expected an operator \(\+, -, \*, \/\) or end of input/],
      ["2 D6", 2, /^expected an operator/],
      ["1+2)", 3, /^expected an operator .* or end of input/],
      ["(1+2", 4, /^expected an operator \(\+, -, \*, \/\) or "\)"/],
      ["((1)", 4, /or "\)"/],
      ["2D6>=7", 3, /^expected an operator/],
      ["3 4", 2, /^expected an operator/],
      ["{", 1, /^expected a variable name after "\{"/],
      ["{AB", 3, /^expected "\}"/],
      ["99999999999999999999", 0, /^expected a number no larger than 9007199254740991/],
      ["d99999999999999999999", 1, /no larger than/],
      ["１＋＠", 2, /^expected a number/],
    ];
    for (const [src, position, message] of cases) {
      const err = syntaxError(() => parseDice(src));
      assert.equal(err.position, position, `position for ${JSON.stringify(src)}: ${err.message}`);
      assert.match(err.message, message, `message for ${JSON.stringify(src)}`);
      assert.ok(err.message.endsWith(`at position ${position} in ${JSON.stringify(src)}`));
    }
  });
});

describe("parseCheck", () => {
  test("every comparison spelling", () => {
    const ops: Array<[string, string]> = [
      [">=", ">="],
      ["<=", "<="],
      [">", ">"],
      ["<", "<"],
      ["==", "=="],
      ["=", "=="],
      ["≥", ">="],
      ["≤", "<="],
      ["≧", ">="],
      ["≦", "<="],
      ["＞＝", ">="],
    ];
    for (const [written, op] of ops) {
      const check = parseCheck(`2D6+3${written}10`);
      assert.deepEqual(check, { expr: bin("+", dice(2, 6), num(3)), op, target: num(10) });
    }
  });

  test("examples from the rules", () => {
    assert.deepEqual(parseCheck("1d100<=45"), { expr: dice(1, 100), op: "<=", target: num(45) });
    assert.deepEqual(parseCheck(" 1D20 + STR > 1D20 + DEF "), {
      expr: bin("+", dice(1, 20), v("STR")),
      op: ">",
      target: bin("+", dice(1, 20), v("DEF")),
    });
    assert.equal(formatCheck(parseCheck("2d6 + 3 ≥ 10")), "2D6+3>=10");
  });

  test("errors", () => {
    let e = syntaxError(() => parseCheck("2D6+3"));
    assert.equal(e.position, 5);
    assert.match(e.message, /^expected a comparison \(>=, <=, >, <, ==\) at position 5/);
    e = syntaxError(() => parseCheck("2D6 x"));
    assert.equal(e.position, 4);
    assert.match(e.message, /operator .* or a comparison/);
    e = syntaxError(() => parseCheck("1<2<3"));
    assert.equal(e.position, 3);
    e = syntaxError(() => parseCheck("2D6>="));
    assert.equal(e.position, 5);
    assert.match(e.message, /^expected a number/);
    e = syntaxError(() => parseCheck(">=3"));
    assert.equal(e.position, 0);
  });
});

describe("formatDice", () => {
  test("canonical text", () => {
    const cases: Array<[string, string]> = [
      ["2d6 + 3", "2D6+3"],
      ["d100", "1D100"],
      ["(1D6)/2", "1D6/2"],
      ["1dDEF", "1DDEF"],
      ["xd6", "xD6"],
      ["{X}dY", "{X}DY"],
      ["{MOD2}", "{MOD2}"],
      ["{STR}", "STR"],
      ["(1+2)+3", "1+2+3"],
      ["1+(2+3)", "1+(2+3)"],
      ["1-(2-3)", "1-(2-3)"],
      ["(1*2)+3", "1*2+3"],
      ["(1+2)*3", "(1+2)*3"],
      ["6/(3*2)", "6/(3*2)"],
      ["2×(-3)", "2*(-3)"],
      ["2--3", "2-(-3)"],
      ["--3", "-(-3)"],
      ["-(1D6+1)", "-(1D6+1)"],
      ["-1D6/2", "-1D6/2"],
    ];
    for (const [src, text] of cases) assert.equal(formatDice(parseDice(src)), text, src);
  });

  test("hand-built trees print so that they parse back", () => {
    assert.equal(formatDice(v("D6")), "{D6}");
    assert.equal(formatDice(dice("X", "Y")), "{X}DY");
    assert.equal(formatDice(bin("-", num(1), num(-2))), "1-(-2)");
  });

  test("property: parsing the canonical text gives back the same tree", () => {
    fc.assert(
      fc.property(exprArb, (expr) => {
        const text = formatDice(expr);
        assert.deepEqual(parseDice(text), expr, text);
        assert.equal(formatDice(parseDice(text)), text);
      }),
      { numRuns: 300 },
    );
  });
});

describe("rollDice", () => {
  test("totals and text", () => {
    assert.deepEqual(roll("2D6+3", [3, 5]), {
      total: 11,
      dice: [{ sides: 6, faces: [3, 5] }],
      text: "2D6[3,5]+3 = 11",
    });
    assert.deepEqual(roll("d100", [45]), {
      total: 45,
      dice: [{ sides: 100, faces: [45] }],
      text: "1D100[45] = 45",
    });
    assert.equal(roll("1D6+2*1D4-3", [6, 2]).text, "1D6[6]+2*1D4[2]-3 = 7");
    assert.equal(roll("(2+1)*(1D6-1)", [4]).text, "(2+1)*(1D6[4]-1) = 9");
  });

  test("dice are rolled left to right as written", () => {
    const { rollDie, asked } = scripted([1, 2, 3, 4, 5, 6]);
    const result = rollDice(parseDice("1D4-(2D6*1D8)+1D10"), rollDie);
    assert.deepEqual(asked, [4, 6, 6, 8, 10]);
    assert.deepEqual(
      result.dice.map((d) => d.sides),
      [4, 6, 8, 10],
    );
    assert.equal(result.total, 1 - (2 + 3) * 4 + 5);
    assert.equal(result.text, "1D4[1]-2D6[2,3]*1D8[4]+1D10[5] = -14");
  });

  test("division rounds down, also for negative values", () => {
    for (const [face, half] of [
      [1, 0],
      [2, 1],
      [5, 2],
      [6, 3],
    ]) {
      assert.equal(roll("(1D6)/2", [face]).total, half);
    }
    assert.equal(roll("(1D6)/2", [5]).text, "1D6[5]/2 = 2");
    assert.equal(roll("-1D6/2", [5]).total, -3);
    assert.equal(roll("-(1D6/2)", [5]).total, -2);
    assert.equal(roll("7/-2", []).total, -4);
    assert.equal(roll("-7/-2", []).total, 3);
    assert.equal(roll("0/-2", []).total, 0);
    assert.ok(Object.is(roll("0*-2", []).total, 0), "no negative zero");
  });

  test("variables", () => {
    const def = scripted([3]);
    const r = rollDice(parseDice("1dDEF"), def.rollDie, { DEF: 4 });
    assert.deepEqual(def.asked, [4]);
    assert.deepEqual(r, { total: 3, dice: [{ sides: 4, faces: [3] }], text: "1D4[3] = 3" });
    assert.equal(roll("XD6", [2, 6], { X: 2 }).text, "2D6[2,6] = 8");
    assert.equal(roll("STR+1D6", [4], { STR: 10 }).text, "10+1D6[4] = 14");
    assert.equal(roll("1D6+MOD", [4], { MOD: -2 }).text, "1D6[4]+(-2) = 2");
    assert.equal(roll("{X}DY", [1, 2, 3], { X: 3, Y: 3 }).total, 6);
  });

  test("zero dice roll nothing and total 0", () => {
    const r = roll("0D6", []);
    assert.deepEqual(r, { total: 0, dice: [], text: "0D6[] = 0" });
    assert.equal(roll("XD6+1", [], { X: 0 }).total, 1);
  });

  test("evaluation errors", () => {
    const evalError = (fn: () => unknown, message: RegExp): DiceEvalError => {
      try {
        fn();
      } catch (e) {
        assert.ok(e instanceof DiceEvalError, `expected DiceEvalError, got ${String(e)}`);
        assert.match(e.message, message);
        return e;
      }
      assert.fail("expected a DiceEvalError");
    };
    const never = () => assert.fail("no die should be rolled");
    let e = evalError(() => rollDice(parseDice("1dDEF"), never), /unknown variable "DEF"/);
    assert.equal(e.variable, "DEF");
    e = evalError(() => rollDice(parseDice("STR+1"), never, { DEX: 1 }), /unknown variable "STR"/);
    assert.equal(e.variable, "STR");
    evalError(() => rollDice(parseDice("toString"), never, {}), /unknown variable "toString"/);
    evalError(() => rollDice(parseDice("X"), never, { X: 1.5 }), /"X" must be an integer/);
    evalError(() => rollDice(parseDice("1001D6"), never), /at most 1000, got 1001/);
    evalError(() => rollDice(parseDice("XD6"), never, { X: 5000 }), /at most 1000, got X = 5000/);
    evalError(() => rollDice(parseDice("XD6"), never, { X: -1 }), /0 or more/);
    evalError(() => rollDice(parseDice("2D0"), never), /at least 1 side, got 0/);
    evalError(() => rollDice(parseDice("1dS"), never, { S: -3 }), /at least 1 side, got S = -3/);
    evalError(() => rollDice(parseDice("1D6/0"), () => 1), /division by zero/);
    evalError(() => rollDice(parseDice("1D6"), () => 7), /rollDie\(6\) returned 7/);
    evalError(() => rollDice(parseDice("1D6"), () => 2.5), /returned 2.5/);
    evalError(() => rollDice(parseDice("9007199254740991+1"), never), /too large/);
    // 1000 dice are fine.
    assert.equal(rollDice(parseDice("1000D6"), () => 6).total, 6000);
  });

  test("property: totals match the arithmetic of the faces", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: -50, max: 50 }),
        (faces, bonus) => {
          const src = `${faces.length}D20+${bonus < 0 ? `(${bonus})` : bonus}`;
          const r = rollDice(parseDice(src), scripted(faces).rollDie);
          const sum = faces.reduce((a, b) => a + b, 0);
          assert.equal(r.total, sum + bonus);
          assert.deepEqual(r.dice, [{ sides: 20, faces }]);
          assert.ok(r.text.endsWith(` = ${sum + bonus}`));
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("rollDice agrees with distribution", () => {
  /**
   * Rolls `expr` once for every combination of faces (an odometer over the dice it rolls) and
   * counts the totals. Dice counts and sides never depend on other dice, so the sequence of dice
   * asked for is the same on every roll.
   */
  /** The sides of every die `expr` rolls, in order. */
  function diceSides(expr: DiceExpr, vars: Record<string, number>): number[] {
    const sides: number[] = [];
    rollDice(
      expr,
      (s) => {
        sides.push(s);
        return 1;
      },
      vars,
    );
    return sides;
  }

  function enumerate(expr: DiceExpr, vars: Record<string, number>): Map<number, bigint> {
    const sides = diceSides(expr, vars);
    const faces = sides.map(() => 1);
    const counts = new Map<number, bigint>();
    for (;;) {
      let i = 0;
      const { total } = rollDice(expr, () => faces[i++], vars);
      counts.set(total, (counts.get(total) ?? 0n) + 1n);
      let k = faces.length - 1;
      while (k >= 0 && faces[k] === sides[k]) faces[k--] = 1;
      if (k < 0) return counts;
      faces[k]++;
    }
  }

  const sampleSpace = (expr: DiceExpr): number => diceSides(expr, VARS).reduce((a, b) => a * b, 1);

  test("property: random rolls land in the support, and ways sum to the total", () => {
    fc.assert(
      fc.property(exprArb, fc.array(fc.nat(), { minLength: 1, maxLength: 30 }), (expr, seeds) => {
        const dist = distribution(expr, VARS);
        const support = new Set(dist.outcomes.map((o) => o.value));
        assert.equal(
          dist.outcomes.reduce((sum, o) => sum + o.ways, 0n),
          dist.total,
        );
        for (let k = 0; k < dist.outcomes.length; k++) {
          assert.ok(dist.outcomes[k].ways > 0n);
          if (k > 0) assert.ok(dist.outcomes[k - 1].value < dist.outcomes[k].value);
        }
        let i = 0;
        const rollDie = (sides: number) => 1 + (seeds[i++ % seeds.length] % sides);
        for (let n = 0; n < 5; n++) {
          const { total } = rollDice(expr, rollDie, VARS);
          assert.ok(support.has(total), `${formatDice(expr)} rolled ${total}`);
        }
      }),
      { numRuns: 300 },
    );
  });

  test("property: the distribution counts exactly the rolls of every face combination", () => {
    fc.assert(
      fc.property(exprArb, (expr) => {
        fc.pre(sampleSpace(expr) <= 1296);
        const dist = distribution(expr, VARS);
        const counts = enumerate(expr, VARS);
        assert.deepEqual(
          dist.outcomes,
          [...counts].sort((a, b) => a[0] - b[0]).map(([value, ways]) => ({ value, ways })),
          formatDice(expr),
        );
        assert.equal(dist.total, BigInt(sampleSpace(expr)));
      }),
      { numRuns: 150 },
    );
  });
});
