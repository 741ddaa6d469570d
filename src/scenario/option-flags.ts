/**
 * `--option NAME=VALUE`: a table option (a house rule, issue 33, or a number such as vision's
 * `startingLife`) set on the command line for `kassen run`, `play`, `sim`, `tune` and `odds`,
 * over the scenario's `options:` or the fresh game's. `--set` stays the setup's: one flag, one
 * place. Each flag is read once the battle's system is known and refused in one line naming the
 * flag and what was expected: an option the system does not have (its options listed), or a
 * value the option does not take (its values listed, or the schema's words for a number).
 */
import { type Json, KassenError } from "../engine/index.ts";
import { echo } from "../shared/limits.ts";
import type { OptionFlag } from "./option-flag-parse.ts";
import { NAMED_OPTIONS, optionIssues, optionNames } from "./system-options.ts";

/** A number or yes / no option's value: `true` / `false`, a whole number, else the text. */
function scalarValue(text: string): Json {
  if (text === "true" || text === "false") return text === "true";
  return /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
}

/**
 * `options` with each flag applied in order (a later flag for the same option wins), checked
 * against `system`'s options.
 *
 * @throws {KassenError} `--option NAME=VALUE: …` for an unknown option or a value it does not take
 */
export function withOptionFlags(
  system: string,
  options: Record<string, Json> | undefined,
  flags: readonly OptionFlag[] | undefined,
): Record<string, Json> {
  const out: Record<string, Json> = { ...(options ?? {}) };
  for (const f of flags ?? []) {
    // The flag as typed, cut to a readable length (a value may be anything).
    const typed = echo(f.text);
    const known = optionNames(system);
    if (!known.includes(f.name)) {
      const list = known.length === 0 ? "it takes none" : `options: ${known.join(", ")}`;
      throw new KassenError(
        `--option ${typed}: ${system} has no option "${echo(f.name)}" (${list})`,
      );
    }
    const named = NAMED_OPTIONS[system]?.[f.name];
    if (named !== undefined) {
      if (!named.includes(f.value))
        throw new KassenError(
          `--option ${typed}: expected one of ${named.join(", ")} (the default first)`,
        );
      out[f.name] = f.value;
      continue;
    }
    const value = scalarValue(f.value);
    const issue = optionIssues(system, { [f.name]: value })[0];
    if (issue !== undefined) throw new KassenError(`--option ${typed}: ${issue.message}`);
    out[f.name] = value;
  }
  return out;
}

/** The flags as typed, for a simulation's source line (`--option a=b --option c=d`). */
export function optionFlagsText(flags: readonly OptionFlag[]): string {
  return flags.map((f) => `--option ${f.text}`).join(" ");
}
