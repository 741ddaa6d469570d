/** The exact questions magical-girl answers (`kassen odds magical-girl <question>`). */
import type { OddsQuestion } from "../../../analysis/odds-question.ts";
import { damageQuestion } from "./damage-question.ts";
import { defenceQuestion } from "./defence-question.ts";
import { hitChanceQuestion } from "./hit-chance-question.ts";

/** Every question, in the order `kassen odds magical-girl --list` shows them. */
export const MAGICAL_GIRL_QUESTIONS: readonly OddsQuestion[] = [
  hitChanceQuestion,
  damageQuestion,
  defenceQuestion,
];
