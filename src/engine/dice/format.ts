/**
 * Canonical text for dice expressions: upper-case `D`, explicit dice counts, ASCII operators, no
 * spaces, and only the parentheses the tree needs. Parsing the output gives back an equal tree.
 */
import type { CompareOp, DiceExpr, DiceNode, DiceSize, VarExpr } from "./ast.ts";

/** Binding strength: sums < products < unary minus < atoms. */
function precedence(expr: DiceExpr): number {
  switch (expr.kind) {
    case "binary":
      return expr.op === "+" || expr.op === "-" ? 1 : 2;
    case "neg":
      return 3;
    case "num":
      // A hand-built negative literal prints with a minus sign, so it binds like unary minus.
      return expr.value < 0 ? 3 : 4;
    default:
      return 4;
  }
}

/** How a formatter prints leaves; rolling substitutes faces and values here. */
export interface LeafPrinter {
  /** Text for a die term. */
  dice(node: DiceNode): string;
  /** Text for a variable reference. */
  variable(node: VarExpr): string;
}

const PLAIN_IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Words the lexer would read as a die rather than as a variable name. */
const DIE_LIKE = /^(?:[A-Za-z_][A-Za-z0-9_]*)?[dD][0-9]+$/;

/** A variable name as it must be written to parse back as that variable. */
export function formatVarName(name: string): string {
  return PLAIN_IDENT.test(name) && !DIE_LIKE.test(name) ? name : `{${name}}`;
}

function formatSize(size: DiceSize): string {
  return size.kind === "num" ? String(size.value) : size.name;
}

/** Canonical text of one die term, e.g. `2D6`, `XD6`, `1DDEF`, `{X}DY`. */
export function formatDiceNode(node: DiceNode): string {
  const sides = formatSize(node.sides);
  if (node.count.kind === "num") return `${node.count.value}D${sides}`;
  // `XD6` lexes as count X because the text after the last D is all digits; `XDY` would be one
  // variable name, so a variable count before variable sides needs braces.
  const count = node.sides.kind === "num" ? node.count.name : `{${node.count.name}}`;
  return `${count}D${sides}`;
}

const PLAIN: LeafPrinter = {
  dice: formatDiceNode,
  variable: (node) => formatVarName(node.name),
};

/**
 * Formats an expression with custom leaves. Exported for rolling, which prints the same shape
 * with dice faces and variable values filled in.
 */
export function formatWith(expr: DiceExpr, leaves: LeafPrinter): string {
  switch (expr.kind) {
    case "num":
      return String(expr.value);
    case "var":
      return leaves.variable(expr);
    case "dice":
      return leaves.dice(expr);
    case "neg": {
      // Parenthesize anything but an atom so "-(-3)" never prints as the puzzling "--3".
      const inner = formatWith(expr.operand, leaves);
      return precedence(expr.operand) < 4 ? `-(${inner})` : `-${inner}`;
    }
    case "binary": {
      const p = precedence(expr);
      const left = formatWith(expr.left, leaves);
      const right = formatWith(expr.right, leaves);
      // Left-associative: an equal-precedence right operand needs parentheses, a left one does
      // not. A negated right operand gets them too, for readability ("2-(-3)", not "2--3").
      const leftText = precedence(expr.left) < p ? `(${left})` : left;
      const rp = precedence(expr.right);
      const rightText = rp <= p || rp === 3 ? `(${right})` : right;
      return `${leftText}${expr.op}${rightText}`;
    }
  }
}

/** Canonical text of an expression, e.g. `2D6+3` for `2d6 + 3`. */
export function formatDice(expr: DiceExpr): string {
  return formatWith(expr, PLAIN);
}

/** Canonical text of a check, e.g. `2D6+3>=10`. */
export function formatCheck(check: {
  readonly expr: DiceExpr;
  readonly op: CompareOp;
  readonly target: DiceExpr;
}): string {
  return `${formatDice(check.expr)}${check.op}${formatDice(check.target)}`;
}
