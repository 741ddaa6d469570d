/** The exact questions geo-march answers (`kassen odds geo-march <question>`). */
import type { OddsQuestion } from "../../../analysis/odds-question.ts";
import { ACT_FIRST_QUESTION } from "./act-first-question.ts";

/** Every question, in the order `kassen odds geo-march --list` shows them. */
export const GEO_MARCH_QUESTIONS: readonly OddsQuestion[] = [ACT_FIRST_QUESTION];
