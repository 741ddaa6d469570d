/**
 * The printed words of a system's table options (house rules, issue 33): each option's name, a
 * "why" line (the rule lines its reading rests on) and a name for each of its values, in the
 * three log languages. A system declares them beside its options, typed against them, so an
 * option or value without words fails the typecheck; the server sends them (`GET /api/systems`,
 * the welcome) and the CLI prints them, so no client keeps a copy.
 */
import type { Lang } from "../../engine/index.ts";

/** A text in every log language. */
export type OptionText = Readonly<Record<Lang, string>>;

/** An option's name and the rule lines its reading rests on. */
interface OptionNameWhy {
  name: OptionText;
  why: OptionText;
}

/**
 * An option that takes a number or a yes / no: its name, its why and the value the rules play
 * when a battle leaves it out (the value is printed as it is).
 */
export interface ScalarOptionWords extends OptionNameWhy {
  default: number | boolean;
}

/** A named option: its name, its why and a name for each value `V`. */
export interface OptionWords<V extends string = string> extends OptionNameWhy {
  values: { readonly [K in V]: OptionText };
}

/** Words for every option of a `name → values` declaration, every value named. */
export type OptionWordsOf<T extends Record<string, readonly string[]>> = {
  readonly [K in keyof T]: OptionWords<T[K][number]>;
};

/** A text in the three languages (the order every word file writes them in). */
export function w3(ja: string, zh: string, en: string): OptionText {
  return { ja, zh, en };
}
