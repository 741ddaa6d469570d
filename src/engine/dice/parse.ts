/**
 * Recursive-descent parser for dice expressions and checks.
 *
 * Grammar (lowest precedence first; binary operators are left-associative):
 *
 *     check   = expr compare expr
 *     expr    = term (("+" | "-") term)*
 *     term    = unary (("*" | "/") unary)*
 *     unary   = "-" unary | primary
 *     primary = integer | die | variable | "(" expr ")"
 *
 * See lexer.ts for how dice and variable names are told apart.
 */
import type { CompareOp, DiceExpr } from "./ast.ts";
import { Lexer } from "./lexer.ts";

const EXPECTED_OPERAND = 'expected a number, a die like 2D6, or "("';
const EXPECTED_OPERATOR = "expected an operator (+, -, *, /) or end of input";
const EXPECTED_COMPARISON = "expected a comparison (>=, <=, >, <, ==)";

/**
 * Parses a dice expression such as `2D6+3`, `(1D6)/2`, `1dDEF` or `XD6-STR`.
 *
 * @throws {DiceSyntaxError} with the position and what was expected there.
 */
export function parseDice(src: string): DiceExpr {
  const lexer = new Lexer(src);
  const expr = parseSum(lexer);
  expectEnd(lexer, EXPECTED_OPERATOR);
  return expr;
}

/**
 * Parses a success check such as `2D6+3>=10` or `1d100<=45`. Both sides are full expressions,
 * so opposed checks like `1D20+STR>1D20+DEF` work too.
 *
 * @throws {DiceSyntaxError} when either side is malformed or there is no comparison.
 */
export function parseCheck(src: string): { expr: DiceExpr; op: CompareOp; target: DiceExpr } {
  const lexer = new Lexer(src);
  const expr = parseSum(lexer);
  const cmp = lexer.next();
  if (cmp.type !== "cmp") {
    // At the end of input the comparison is what is missing; elsewhere the left side could also
    // have continued with an operator, so say both.
    const expected =
      cmp.type === "end"
        ? EXPECTED_COMPARISON
        : "expected an operator (+, -, *, /) or a comparison (>=, <=, >, <, ==)";
    return lexer.fail(expected, cmp.pos);
  }
  const target = parseSum(lexer);
  expectEnd(lexer, EXPECTED_OPERATOR);
  return { expr, op: cmp.op, target };
}

function expectEnd(lexer: Lexer, expected: string): void {
  const token = lexer.peek();
  if (token.type !== "end") lexer.fail(expected, token.pos);
}

function parseSum(lexer: Lexer): DiceExpr {
  let left = parseProduct(lexer);
  for (;;) {
    const token = lexer.peek();
    if (token.type !== "op" || (token.op !== "+" && token.op !== "-")) return left;
    lexer.next();
    left = { kind: "binary", op: token.op, left, right: parseProduct(lexer) };
  }
}

function parseProduct(lexer: Lexer): DiceExpr {
  let left = parseUnary(lexer);
  for (;;) {
    const token = lexer.peek();
    if (token.type !== "op" || (token.op !== "*" && token.op !== "/")) return left;
    lexer.next();
    left = { kind: "binary", op: token.op, left, right: parseUnary(lexer) };
  }
}

function parseUnary(lexer: Lexer): DiceExpr {
  const token = lexer.peek();
  if (token.type === "op" && token.op === "-") {
    lexer.next();
    return { kind: "neg", operand: parseUnary(lexer) };
  }
  return parsePrimary(lexer);
}

function parsePrimary(lexer: Lexer): DiceExpr {
  const token = lexer.next();
  switch (token.type) {
    case "num":
      return { kind: "num", value: token.value };
    case "var":
      return { kind: "var", name: token.name };
    case "dice":
      return { kind: "dice", count: token.count, sides: token.sides };
    case "(": {
      const inner = parseSum(lexer);
      const close = lexer.next();
      if (close.type !== ")") lexer.fail('expected an operator (+, -, *, /) or ")"', close.pos);
      return inner;
    }
    default:
      return lexer.fail(EXPECTED_OPERAND, token.pos);
  }
}
