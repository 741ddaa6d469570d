/** Texts of the geo-march odds questions in the three log languages. */
import type { Localized } from "../../../analysis/odds-question.ts";

/** A text in ja, zh and en. */
export function t(ja: string, zh: string, en: string): Localized {
  return { ja, zh, en };
}
