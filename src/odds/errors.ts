/**
 * Errors of `kassen odds`: bad questions, parameters and dice expressions. Each is a KassenError,
 * so the CLI prints it as one `kassen: …` line with exit code 2.
 */
import { KassenError } from "../engine/index.ts";

/** A question or system that does not exist, or a parameter the question does not take. */
export class OddsError extends KassenError {}

/** A `name=value` parameter with a value outside what the question accepts. */
export class OddsParamError extends OddsError {
  constructor(
    /** The parameter's name. */
    readonly param: string,
    /** The value as given. */
    readonly value: string,
    /** What was expected, e.g. `a whole number from 1 to 12`. */
    readonly expected: string,
  ) {
    super(`${param}=${value}: expected ${expected}`);
  }
}

/**
 * A dice expression that does not parse or cannot be computed exactly. The engine's dice errors
 * are plain Errors (the dice module knows nothing of the CLI); this carries their message over.
 */
export class OddsDiceError extends OddsError {
  constructor(
    message: string,
    /** 0-based position of a syntax error in the expression, when there is one. */
    readonly position?: number,
  ) {
    super(message);
  }
}
