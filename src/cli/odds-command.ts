/**
 * `kassen odds`: exact probabilities, by enumeration.
 *
 *     kassen odds "2D6+3>=10"                  a check: probability + the left side's distribution
 *     kassen odds "3D6"                        an expression: distribution + mean
 *     kassen odds "1D20+STR>=15" STR=3         variables as name=value words
 *     kassen odds ygo-trpg --list              a system's questions, parameters, defaults
 *     kassen odds ygo-trpg summon level=6      one question (defaults for the rest)
 *
 * `--json` prints the same answer as data; `--lang` picks the labels (expressions: en; questions:
 * the system's language).
 */
import { type Command, Option } from "commander";
import { LANGS, type Lang } from "../engine/index.ts";
import { OddsError } from "../odds/errors.ts";
import { answerExpression } from "../odds/expression.ts";
import { listJson, listLines } from "../odds/list.ts";
import { renderAnswer } from "../odds/render.ts";
import type { OptionFlag } from "../scenario/option-flag-parse.ts";
import { SYSTEM_IDS } from "../systems/ids.ts";
import { tableOptionFlag } from "./option-flag.ts";
import { rendered, rendererColors, say, sayJson } from "./output.ts";

interface OddsFlags {
  list?: boolean;
  json?: boolean;
  lang?: Lang;
  /** `--content` pack paths (system questions only). */
  content?: string[];
  /** `--option` table options (system questions only), checked once the system is loaded. */
  option?: OptionFlag[];
}

/** A variable for the expression: `STR=3`. */
const VAR_WORD = /^([A-Za-z_][A-Za-z0-9_]*)=([+-]?\d+)$/;
/** A bare word with no digit or operator cannot be dice: most likely a misspelt system. */
const WORD = /^[A-Za-z][A-Za-z-]*$/;

function systemsKnown(): string {
  return SYSTEM_IDS.join(", ");
}

/** Splits the words after an expression into more expression text and `NAME=n` variables. */
function expressionInput(
  what: string,
  rest: string[],
): { text: string; vars: Record<string, number> } {
  const vars: Record<string, number> = {};
  const more: string[] = [];
  for (const w of rest) {
    const m = VAR_WORD.exec(w);
    if (m === null) more.push(w);
    else if (!Number.isSafeInteger(Number(m[2])))
      throw new OddsError(`${w}: expected a whole number`);
    // `X=1 X=2` silently took the last: say which value is meant instead, as questions do.
    else if (Object.hasOwn(vars, m[1]))
      throw new OddsError(
        `${w}: ${m[1]} is given twice (${m[1]}=${vars[m[1]]} before): give it once`,
      );
    else vars[m[1]] = Number(m[2]);
  }
  // `kassen odds 2D6 + 3` arrives as three words; the dice syntax ignores spaces anyway.
  return { text: [what, ...more].join(" "), vars };
}

function print(data: unknown, lines: () => string[], json: boolean | undefined): void {
  if (json) sayJson(data);
  else for (const l of lines()) say(rendered(l));
}

/** What `kassen odds <what> [rest…]` does (exported for in-process tests). */
export async function runOdds(what: string, rest: string[], flags: OddsFlags): Promise<void> {
  const width = process.stdout.columns ?? 80;
  if (SYSTEM_IDS.includes(what)) {
    // Systems load only when one is asked about: a dice expression answers without them.
    const {
      ask,
      optionWords,
      findQuestion,
      questionsOf,
      questionsUnder,
      questionsWith,
      systemLang,
    } = await import("./odds-ask.ts");
    const lang = flags.lang ?? systemLang(what);
    let qs = questionsOf(what);
    if (flags.content !== undefined) {
      // Questions that read content (decks, weapons) answer from the packs merged in.
      const { gatherPacks } = await import("../scenario/content-packs.ts");
      qs = questionsWith(what, { content: gatherPacks({ system: what, paths: flags.content }) });
    }
    if (flags.option !== undefined) {
      // House rules the answers read (ygo-trpg's summonDoubles), checked against the system's.
      const { withOptionFlags } = await import("../scenario/option-flags.ts");
      qs = questionsUnder(qs, withOptionFlags(what, {}, flags.option));
    }
    if (flags.list) {
      print(listJson(qs, lang), () => listLines(what, qs, lang, rendererColors), flags.json);
      return;
    }
    if (rest.length === 0) {
      const known = qs.map((q) => q.id).join(", ") || "none yet";
      throw new OddsError(`name a question of ${what} (known: ${known}) or use --list`);
    }
    const extra = optionWords(what, findQuestion(what, rest[0], qs), flags.option ?? []);
    const answer = ask(what, rest[0], [...rest.slice(1), ...extra], lang, qs);
    print(answer, () => renderAnswer(answer, lang, { colors: rendererColors, width }), flags.json);
    return;
  }
  if (flags.list) throw new OddsError(`--list needs a system (known: ${systemsKnown()})`);
  if (flags.content !== undefined)
    throw new OddsError(`--content needs a system (known: ${systemsKnown()})`);
  if (flags.option !== undefined)
    throw new OddsError(`--option needs a system (known: ${systemsKnown()})`);
  if (WORD.test(what)) {
    throw new OddsError(
      `"${what}" is neither a system (known: ${systemsKnown()}) nor a dice expression like 2D6+3>=10`,
    );
  }
  const lang = flags.lang ?? "en";
  const { text, vars } = expressionInput(what, rest);
  const answer = answerExpression(text, vars, lang);
  print(answer, () => renderAnswer(answer, lang, { colors: rendererColors, width }), flags.json);
}

/** Registers the command. */
export function registerOdds(program: Command): void {
  program
    .command("odds")
    .description("exact odds of a dice expression or check, or of a system's question")
    .argument("<what>", 'a dice expression or check ("2D6+3>=10"), or a system id')
    .argument("[rest...]", "a question id and name=value parameters, or NAME=n dice variables")
    .option("--list", "list the system's questions with their parameters")
    .option("--json", "print the answer as JSON")
    .addOption(new Option("--lang <lang>", "language of the labels").choices(LANGS))
    // Defined here, not taken from flags.ts: that module loads every system through the bots,
    // and a dice expression answers without any.
    .addOption(
      new Option("--content <path>", "a content pack for the system's questions (repeatable)")
        .argParser((value: string, previous: string[] = []) => [...previous, value])
        .default(undefined),
    )
    .addOption(tableOptionFlag("the system's questions"))
    .action((what: string, rest: string[], flags: OddsFlags) => runOdds(what, rest, flags));
}
