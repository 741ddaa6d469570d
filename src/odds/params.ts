/**
 * `name=value` words from the command line, checked against a question's parameters. Unknown
 * names list the known ones; bad values say what was expected (the range or the choices).
 */
import type { OddsParam, OddsParams, OddsQuestion } from "../analysis/odds-question.ts";
import { OddsError, OddsParamError } from "./errors.ts";

const TRUE_WORDS = new Set(["true", "yes", "on", "1"]);
const FALSE_WORDS = new Set(["false", "no", "off", "0"]);

/** Splits `name=value`; anything else is refused with what was expected. */
export function splitParam(word: string): [string, string] {
  const at = word.indexOf("=");
  if (at <= 0) throw new OddsError(`"${word}": expected name=value, e.g. level=5`);
  return [word.slice(0, at), word.slice(at + 1)];
}

/** What a parameter accepts, in words: `a whole number from 1 to 12`, `one of a, b`. */
export function describeParam(p: OddsParam): string {
  switch (p.type) {
    case "int":
      return `a whole number from ${p.min} to ${p.max}`;
    case "choice":
      return `one of ${p.choices.join(", ")}`;
    case "bool":
      return "true or false";
  }
}

/** Checks one value against its parameter. */
export function parseParamValue(p: OddsParam, value: string): number | string | boolean {
  switch (p.type) {
    case "int": {
      const n = Number(value);
      if (!/^[+-]?\d+$/.test(value) || !Number.isSafeInteger(n) || n < p.min || n > p.max) {
        throw new OddsParamError(p.name, value, describeParam(p));
      }
      return n;
    }
    case "choice":
      if (!p.choices.includes(value)) throw new OddsParamError(p.name, value, describeParam(p));
      return value;
    case "bool": {
      const v = value.toLowerCase();
      if (TRUE_WORDS.has(v)) return true;
      if (FALSE_WORDS.has(v)) return false;
      throw new OddsParamError(p.name, value, describeParam(p));
    }
  }
}

/** The defaults of every parameter of a question. */
export function defaultParams(q: OddsQuestion): OddsParams {
  return Object.fromEntries(q.params.map((p) => [p.name, p.default]));
}

/**
 * Parameters for a question from `name=value` words, defaults filled in.
 *
 * @param where names the question in errors, e.g. `ygo-trpg summon`
 * @throws {OddsError} for a word that is not `name=value`, an unknown or repeated name
 * @throws {OddsParamError} for a value the parameter does not accept
 */
export function parseParams(q: OddsQuestion, words: readonly string[], where: string): OddsParams {
  const out = defaultParams(q);
  const seen = new Set<string>();
  for (const word of words) {
    const [name, value] = splitParam(word);
    const p = q.params.find((x) => x.name === name);
    if (p === undefined) {
      const known = q.params.map((x) => x.name).join(", ") || "none";
      throw new OddsError(`${where} has no parameter "${name}" (known: ${known})`);
    }
    if (seen.has(name)) throw new OddsError(`${name} is given twice`);
    seen.add(name);
    out[name] = parseParamValue(p, value);
  }
  return out;
}
