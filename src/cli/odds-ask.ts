/**
 * Finding and asking a system's exact questions by id, the way `kassen odds <system> <question>`
 * (and later the browser table) does: unknown ids are refused with the known ones listed.
 */
import type { OddsAnswer, OddsQuestion } from "../analysis/odds-question.ts";
import type { Json, Lang } from "../engine/index.ts";
import { OddsError } from "../odds/errors.ts";
import { parseParams } from "../odds/params.ts";
import { optionNames } from "../scenario/system-options.ts";
import { echo } from "../shared/limits.ts";
import { SYSTEM_ENTRIES } from "../systems/registry.ts";

/** Whether `id` names a registered system. */
export function isSystem(id: string): boolean {
  return Object.hasOwn(SYSTEM_ENTRIES, id);
}

/** The questions of a system. @throws {OddsError} for an unknown system */
export function questionsOf(system: string): readonly OddsQuestion[] {
  if (!isSystem(system)) {
    throw new OddsError(
      `unknown system "${system}" (known: ${Object.keys(SYSTEM_ENTRIES).join(", ")})`,
    );
  }
  return SYSTEM_ENTRIES[system].questions;
}

/** One question of a system. @throws {OddsError} naming the known questions */
export function findQuestion(
  system: string,
  id: string,
  qs: readonly OddsQuestion[] = questionsOf(system),
): OddsQuestion {
  const q = qs.find((x) => x.id === id);
  if (q !== undefined) return q;
  if (qs.length === 0) throw new OddsError(`${system} has no exact questions yet`);
  throw new OddsError(
    `${system} has no question "${id}" (known: ${qs.map((x) => x.id).join(", ")})`,
  );
}

/**
 * The questions of a system over its content merged with packs (`options.content`): questions
 * that read content answer from the merged content, the others as they are.
 */
export function questionsWith(system: string, options: Record<string, Json>): OddsQuestion[] {
  return questionsOf(system).map((q) => q.withContent?.(options) ?? q);
}

/**
 * The questions under a table's options (`--option`, checked by option-flags.ts): each that reads
 * an option answers under its reading, the others as they are.
 */
export function questionsUnder(
  qs: readonly OddsQuestion[],
  options: Record<string, Json>,
): OddsQuestion[] {
  return qs.map((q) => q.withOptions?.(options) ?? q);
}

/**
 * The parameter words the `--option` flags stand for, and a refusal for one the answer does not
 * depend on (it would be silently ignored). An option the question reads through `withOptions`
 * needs no word; one that a question takes as a parameter of the same name (magical-girl's
 * `fumble`, vision's `firstPlayerDraws`) becomes that parameter's `name=value` word, so the
 * flag means the same on every question.
 *
 * @throws {OddsError} naming the flag and the options the question reads
 */
export function optionWords(
  system: string,
  q: OddsQuestion,
  flags: readonly { text: string; name: string; value: string }[],
): string[] {
  const known = optionNames(system);
  const asParam = q.params.map((p) => p.name).filter((p) => known.includes(p));
  const read = [...Object.keys(q.readsOptions ?? {}), ...asParam];
  const words: string[] = [];
  for (const f of flags) {
    if (asParam.includes(f.name)) words.push(`${f.name}=${f.value}`);
    else if (!read.includes(f.name)) {
      const which = read.length === 0 ? "it reads no table option" : `it reads: ${read.join(", ")}`;
      throw new OddsError(
        `--option ${echo(f.text)}: ${system} ${q.id} does not depend on it (${which})`,
      );
    }
  }
  return words;
}

/** The language a system's questions answer in by default. */
export function systemLang(system: string): Lang {
  return SYSTEM_ENTRIES[system].system.lang;
}

/**
 * Asks a question with `name=value` words (defaults for the rest).
 *
 * @throws {OddsError} for an unknown system, question or parameter, or a bad value
 */
export function ask(
  system: string,
  id: string,
  words: readonly string[],
  lang: Lang,
  qs: readonly OddsQuestion[] = questionsOf(system),
): OddsAnswer {
  const q = findQuestion(system, id, qs);
  return q.answer(parseParams(q, words, `${system} ${id}`), lang);
}
