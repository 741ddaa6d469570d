/**
 * Thrown when a dice expression cannot be parsed.
 *
 * The message names what the parser expected and where, e.g.
 * `expected a number, a die like 2D6, or "(" at position 4 in "2D6+"`, so it can be shown to the
 * person who typed the expression without further decoration.
 */
export class DiceSyntaxError extends Error {
  /** 0-based index into `source` (UTF-16 code units) where parsing failed. */
  readonly position: number;
  /** The text that was being parsed, exactly as given. */
  readonly source: string;
  /** What was expected at `position`, without the location suffix. */
  readonly expected: string;

  /**
   * @param expected what was expected, e.g. `expected ")"`
   * @param position 0-based index into `source`
   * @param source the text being parsed
   */
  constructor(expected: string, position: number, source: string) {
    super(`${expected} at position ${position} in ${JSON.stringify(source)}`);
    this.name = "DiceSyntaxError";
    this.expected = expected;
    this.position = position;
    this.source = source;
  }
}

/**
 * Thrown when a well-formed expression cannot be evaluated: an unknown or non-integer variable,
 * too many dice, a die with fewer than one side, division by zero, a result too large to be exact,
 * or (for exact distributions) a computation that would exceed the size limits.
 */
export class DiceEvalError extends Error {
  /** The variable at fault, when the problem is about one. */
  readonly variable: string | undefined;

  /**
   * @param message full human-readable message
   * @param variable the variable at fault, if any
   */
  constructor(message: string, variable?: string) {
    super(message);
    this.name = "DiceEvalError";
    this.variable = variable;
  }
}
