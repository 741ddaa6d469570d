/**
 * The dice-expression syntax tree.
 *
 * Every node is a plain object with a `kind` tag and no methods, so an expression can be stored in
 * scenario files, sent over the wire, or compared with deep equality exactly like any other data.
 */

/** An integer literal. The parser never produces negative values; `-3` becomes a {@link NegExpr}. */
export interface NumExpr {
  readonly kind: "num";
  readonly value: number;
}

/** A reference to a named variable (a character stat such as `STR`), resolved when evaluated. */
export interface VarExpr {
  readonly kind: "var";
  readonly name: string;
}

/**
 * Where a die's count or number of sides comes from: a literal (`2D6`) or a variable (`XD6`,
 * `1dDEF`). Arbitrary sub-expressions are deliberately not allowed here, because rulebooks only
 * ever write plain numbers or named stats in those places and it keeps the grammar unambiguous.
 */
export type DiceSize = NumExpr | VarExpr;

/** `count` dice with `sides` faces each, summed: `2D6`, `d100`, `XD6`, `1dDEF`. */
export interface DiceNode {
  readonly kind: "dice";
  readonly count: DiceSize;
  readonly sides: DiceSize;
}

/** Unary minus. */
export interface NegExpr {
  readonly kind: "neg";
  readonly operand: DiceExpr;
}

/** A binary arithmetic operator. `/` is integer division rounding down (floor), as in `(1D6)/2`. */
export type BinaryOp = "+" | "-" | "*" | "/";

/** A binary operation on two sub-expressions. */
export interface BinaryExpr {
  readonly kind: "binary";
  readonly op: BinaryOp;
  readonly left: DiceExpr;
  readonly right: DiceExpr;
}

/** Any dice expression. Parentheses leave no node behind; the tree shape records the grouping. */
export type DiceExpr = NumExpr | VarExpr | DiceNode | NegExpr | BinaryExpr;

/** A comparison operator in a check. `≥`, `≤` and a single `=` are read as `>=`, `<=` and `==`. */
export type CompareOp = ">=" | "<=" | ">" | "<" | "==";

/** A success check such as `2D6+3>=10`: it succeeds when `expr op target` holds. */
export interface DiceCheck {
  readonly expr: DiceExpr;
  readonly op: CompareOp;
  readonly target: DiceExpr;
}
