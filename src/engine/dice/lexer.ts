/**
 * Tokenizer for dice expressions.
 *
 * It is pulled one token at a time by the parser rather than run up front, so that the first
 * error reported is the leftmost one and the parser can phrase it as "expected X".
 */
import type { BinaryOp, CompareOp, DiceSize } from "./ast.ts";
import { DiceSyntaxError } from "./errors.ts";

/** One lexical token; `pos` is the 0-based index of its first character in the source. */
export type Token =
  | { readonly type: "num"; readonly value: number; readonly pos: number }
  | { readonly type: "var"; readonly name: string; readonly pos: number }
  | {
      readonly type: "dice";
      readonly count: DiceSize;
      readonly sides: DiceSize;
      readonly pos: number;
    }
  | { readonly type: "op"; readonly op: BinaryOp; readonly pos: number }
  | { readonly type: "cmp"; readonly op: CompareOp; readonly pos: number }
  | { readonly type: "(" | ")" | "end"; readonly pos: number }
  // A character that starts no token; the parser reports what it expected there instead.
  | { readonly type: "other"; readonly pos: number };

/** Characters that equal an ASCII operator or digit, mapped one-to-one so positions survive. */
const LOOKALIKES: Readonly<Record<string, string>> = {
  "\u3000": " ", // ideographic space
  "×": "*",
  "÷": "/",
  "\u2212": "-", // minus sign
  "\u2013": "-", // en dash, which word processors substitute for "-"
};

/**
 * Maps full-width forms (０-９, Ａ-Ｚ, ＋, －, （, ...) and a few look-alike symbols to ASCII.
 * Japanese rulebooks and IME input use these freely. Every replacement is exactly one UTF-16 unit,
 * so an index into the normalized text is also an index into the original.
 */
export function normalizeDiceText(src: string): string {
  return src.replace(/[\uff01-\uff5e\u3000×÷\u2212\u2013]/g, (ch) => {
    const code = ch.charCodeAt(0);
    return code >= 0xff01 ? String.fromCharCode(code - 0xfee0) : LOOKALIKES[ch];
  });
}

const DIGIT = /[0-9]/;
const IDENT_START = /[A-Za-z_]/;
const IDENT_PART = /[A-Za-z0-9_]/;
/** `d100`, `D6`: a single die written without a count. */
const BARE_DIE = /^[dD]([0-9]+)$/;
/**
 * `XD6`: a die whose count is a variable. The prefix is greedy, so the split is at the last `D`
 * followed only by digits. This means a variable literally named like `MOD2` reads as `MO` dice
 * of 2 sides; write `{MOD2}` to mean the variable.
 */
const COUNTED_DIE = /^([A-Za-z_][A-Za-z0-9_]*)[dD]([0-9]+)$/;

const NUMBER_TOO_LARGE = `expected a number no larger than ${Number.MAX_SAFE_INTEGER}`;

/** Pull-based tokenizer over one source string. */
export class Lexer {
  /** The original text, used in error messages. */
  readonly source: string;
  private readonly text: string;
  private index = 0;
  private buffered: Token | undefined;

  /** @param source the expression as the user wrote it */
  constructor(source: string) {
    this.source = source;
    this.text = normalizeDiceText(source);
  }

  /** Returns the next token without consuming it. */
  peek(): Token {
    this.buffered ??= this.scan();
    return this.buffered;
  }

  /** Consumes and returns the next token. */
  next(): Token {
    const token = this.peek();
    this.buffered = undefined;
    return token;
  }

  /** Throws a {@link DiceSyntaxError} saying what was expected at `pos`. */
  fail(expected: string, pos: number): never {
    throw new DiceSyntaxError(expected, pos, this.source);
  }

  private scan(): Token {
    const text = this.text;
    while (this.index < text.length && /\s/.test(text[this.index])) this.index++;
    const pos = this.index;
    if (pos >= text.length) return { type: "end", pos };
    const c = text[pos];

    if (DIGIT.test(c)) {
      const value = this.readInteger();
      if (text[this.index] === "d" || text[this.index] === "D") {
        this.index++;
        return { type: "dice", count: { kind: "num", value }, sides: this.readSides(), pos };
      }
      return { type: "num", value, pos };
    }

    if (IDENT_START.test(c)) {
      const word = this.readWord();
      const bare = BARE_DIE.exec(word);
      if (bare) {
        const sides = this.integerAt(bare[1], pos + 1);
        return { type: "dice", count: { kind: "num", value: 1 }, sides, pos };
      }
      const counted = COUNTED_DIE.exec(word);
      if (counted) {
        const name = counted[1];
        const sides = this.integerAt(counted[2], pos + name.length + 1);
        return { type: "dice", count: { kind: "var", name }, sides, pos };
      }
      return { type: "var", name: word, pos };
    }

    if (c === "{") {
      const name = this.readBracedName();
      if (text[this.index] === "d" || text[this.index] === "D") {
        this.index++;
        return { type: "dice", count: { kind: "var", name }, sides: this.readSides(), pos };
      }
      return { type: "var", name, pos };
    }

    this.index++;
    switch (c) {
      case "+":
      case "-":
      case "*":
      case "/":
        return { type: "op", op: c, pos };
      case "(":
      case ")":
        return { type: c, pos };
      case "≥":
      case "≧":
        return { type: "cmp", op: ">=", pos };
      case "≤":
      case "≦":
        return { type: "cmp", op: "<=", pos };
      case ">":
      case "<":
        if (text[this.index] === "=") {
          this.index++;
          return { type: "cmp", op: c === ">" ? ">=" : "<=", pos };
        }
        return { type: "cmp", op: c, pos };
      case "=":
        // Rulebooks write both "=" and "==" for "exactly"; neither could mean assignment here.
        if (text[this.index] === "=") this.index++;
        return { type: "cmp", op: "==", pos };
    }
    this.index = pos;
    return { type: "other", pos };
  }

  /** Reads what follows a `D`: a number, a variable name, or a `{braced}` variable name. */
  private readSides(): DiceSize {
    const c = this.text[this.index];
    if (c !== undefined && DIGIT.test(c)) return { kind: "num", value: this.readInteger() };
    if (c !== undefined && IDENT_START.test(c)) return { kind: "var", name: this.readWord() };
    if (c === "{") return { kind: "var", name: this.readBracedName() };
    return this.fail(
      'expected the number of sides (a number or a variable name) after "D"',
      this.index,
    );
  }

  private readInteger(): number {
    const start = this.index;
    while (this.index < this.text.length && DIGIT.test(this.text[this.index])) this.index++;
    return this.integerAt(this.text.slice(start, this.index), start).value;
  }

  private integerAt(digits: string, pos: number): { kind: "num"; value: number } {
    const value = Number(digits);
    if (!Number.isSafeInteger(value)) this.fail(NUMBER_TOO_LARGE, pos);
    return { kind: "num", value };
  }

  private readWord(): string {
    const start = this.index;
    while (this.index < this.text.length && IDENT_PART.test(this.text[this.index])) this.index++;
    return this.text.slice(start, this.index);
  }

  /** Reads `{NAME}`, the escape for variable names that would otherwise read as dice. */
  private readBracedName(): string {
    this.index++; // "{"
    const c = this.text[this.index];
    if (c === undefined || !IDENT_START.test(c)) {
      this.fail('expected a variable name after "{"', this.index);
    }
    const name = this.readWord();
    if (this.text[this.index] !== "}") this.fail('expected "}"', this.index);
    this.index++;
    return name;
  }
}
