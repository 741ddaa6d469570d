/** The exact questions ygo-trpg answers (`kassen odds ygo-trpg <question>`). */
import type { OddsQuestion } from "../../../analysis/odds-question.ts";

/** Every question, in the order `kassen odds ygo-trpg --list` shows them. */
export const YGO_TRPG_QUESTIONS: readonly OddsQuestion[] = [];
