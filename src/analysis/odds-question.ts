/**
 * Exact questions a rule system answers by enumeration, not sampling ("how often does a level-5
 * summon succeed?", "parry or dodge?"). The CLI (`kassen odds <system> <question> k=v …`) and
 * later the browser table ask them through this interface alone.
 */
import type { Json, Lang } from "../engine/index.ts";

/** Text in every log language. */
export type Localized = Record<Lang, string>;

/** One parameter of a question (given on the command line as `name=value`). */
export type OddsParam =
  | { name: string; type: "int"; default: number; min: number; max: number; help: Localized }
  | { name: string; type: "choice"; default: string; choices: readonly string[]; help: Localized }
  | { name: string; type: "bool"; default: boolean; help: Localized };

/** Parameter values after checking against the question's `params` (defaults filled in). */
export type OddsParams = Record<string, number | string | boolean>;

/** One line of an exact distribution. */
export interface OddsRow {
  /** What this line is, in the asked language ("7", "critical", "0 damage"). */
  label: string;
  /** The numeric value, when the outcome is a number (damage, total). */
  value?: number;
  /** Exact probability as a float. */
  p: number;
  /** The same as the exact fraction `ways/total` when it is known (decimal strings of BigInts). */
  ways?: string;
  total?: string;
}

/** A named figure: an expectation or a probability worth comparing (parry vs dodge vs counter). */
export interface OddsFigure {
  label: string;
  value: number;
  /** "p" (a probability, shown as a percentage) or a unit such as "damage". */
  unit: string;
}

/** An exact answer. */
export interface OddsAnswer {
  /** The question's title in the asked language, with the parameters filled in. */
  title: string;
  /** The parameters used (defaults filled in). */
  params: OddsParams;
  /** The headline probability, when the question asks "how likely". */
  probability?: number;
  /** What the headline probability is the chance of ("destroys", "marcher first"); else "probability". */
  probabilityLabel?: string;
  /** The mean of the distribution, when its outcomes are numbers. */
  mean?: number;
  /** The full distribution (sums to 1). May be empty when the answer is only figures. */
  table: OddsRow[];
  /** Comparisons and expectations. */
  figures?: OddsFigure[];
  /** Readings the answer depends on (which rule, which option), in the asked language. */
  notes?: string[];
  /** Anything else a caller may want as data. */
  extra?: Record<string, Json>;
}

/** A question one system can answer exactly. */
export interface OddsQuestion {
  /** Stable id, kebab-case: `summon`, `attack-damage`, `defence-choice`. */
  id: string;
  title: Localized;
  params: readonly OddsParam[];
  /**
   * The same question over the content a battle with these options plays with (its packs,
   * `options.content`): choices and answers from the merged content. Absent: the question does
   * not read content.
   */
  withContent?(options: Record<string, Json>): OddsQuestion;
  /**
   * The table options (house rules) whose readings change the answer (`kassen odds … --option
   * NAME=VALUE`), each with its values, the default first; absent: none does.
   */
  readsOptions?: Readonly<Record<string, readonly string[]>>;
  /** The same question under a table's options (only those in {@link readsOptions} matter). */
  withOptions?(options: Record<string, Json>): OddsQuestion;
  /** Answers for checked parameters. Throws a KassenError for a combination the rules forbid. */
  answer(params: OddsParams, lang: Lang): OddsAnswer;
}
