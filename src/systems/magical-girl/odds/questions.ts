/** The exact questions magical-girl answers (`kassen odds magical-girl <question>`). */
import type { OddsQuestion } from "../../../analysis/odds-question.ts";

/** Every question, in the order `kassen odds magical-girl --list` shows them. */
export const MAGICAL_GIRL_QUESTIONS: readonly OddsQuestion[] = [];
