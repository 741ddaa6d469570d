/** Errors the engine raises. Every one carries a plain reason meant for players, not a stack trace. */
import type { Msg } from "./types.ts";

/** Base class: an error Kassen expects and reports cleanly. */
export class KassenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * A choice that is not legal now: wrong seat, unknown option, or no decision pending. When the
 * system can say why an option is refused (`RuleSystem.why`), `why` holds that message (the rule
 * and the numbers) and `whyText` its English rendering, which the message puts before the reason.
 */
export class IllegalChoiceError extends KassenError {
  constructor(
    readonly seat: string,
    readonly optionId: string,
    readonly reason: string,
    readonly why: Msg | null = null,
    whyText = "",
  ) {
    super(
      `illegal choice ${quoted(optionId)} by ${seat}: ${whyText === "" ? "" : `${whyText}; `}${reason}`,
    );
  }
}

/**
 * An id someone typed, sent or saved, as an error quotes it: escaped, and cut to 60 characters
 * (a 100,000-character choice in a replay was echoed whole).
 */
function quoted(id: string): string {
  return JSON.stringify(id.length > 60 ? `${id.slice(0, 60)}…` : id);
}

/** State-based checks or triggers that never settle: names the loop instead of hanging. */
export class SettleLoopError extends KassenError {
  constructor(readonly cycle: string[]) {
    super(
      `state-based checks did not settle after ${cycle.length} rounds; repeating: ${[...new Set(cycle)].join(" → ")}`,
    );
  }
}

/** The engine reached a state its system cannot continue from (a bug in a rule system). */
export class EngineError extends KassenError {}

/** A battle setup (scenario `setup:` block, carry-over file) that a system cannot start from. */
export class SetupError extends KassenError {
  constructor(
    /** Where in the setup, e.g. `p1.field[0].card`. */
    readonly path: string,
    readonly expected: string,
  ) {
    super(path === "" ? expected : `at ${path}: ${expected}`);
  }
}
