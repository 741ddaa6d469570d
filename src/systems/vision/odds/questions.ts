/** The exact questions vision answers (`kassen odds vision <question>`). */
import type { OddsQuestion } from "../../../analysis/odds-question.ts";
import { drawQuestion } from "./draw-question.ts";

/** Every question, in the order `kassen odds vision --list` shows them. */
export const VISION_QUESTIONS: readonly OddsQuestion[] = [drawQuestion];
