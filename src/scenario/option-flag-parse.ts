/**
 * Reading `--option NAME=VALUE` words into {@link OptionFlag}s while the flags are parsed, before
 * any system is loaded (`kassen odds` loads none for a dice expression): the shape only. What
 * the system takes is checked by option-flags.ts once the battle's system is known.
 */
import { KassenError } from "../engine/index.ts";
import { MAX_OPTION_FLAGS } from "../shared/limits.ts";

/** One `--option` as typed: the option's name and its value's text. */
export interface OptionFlag {
  /** As typed, for messages and a simulation's source line. */
  text: string;
  name: string;
  value: string;
}

/**
 * Parses `NAME=VALUE` (the flag's parser names the flag before this message).
 *
 * @throws {KassenError} saying what was expected
 */
export function parseOptionFlag(text: string): OptionFlag {
  const m = /^([A-Za-z][A-Za-z0-9]*)=(.+)$/s.exec(text);
  if (m === null) throw new KassenError("expected NAME=VALUE, e.g. summonDoubles=attack");
  return { text, name: m[1], value: m[2] };
}

/** Adds one flag to those before it; more than {@link MAX_OPTION_FLAGS} are refused. */
export function collectOptionFlag(
  text: string,
  previous: readonly OptionFlag[] = [],
): OptionFlag[] {
  if (previous.length >= MAX_OPTION_FLAGS)
    throw new KassenError(`expected at most ${MAX_OPTION_FLAGS} --option flags`);
  return [...previous, parseOptionFlag(text)];
}
