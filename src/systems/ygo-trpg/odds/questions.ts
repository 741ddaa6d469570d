/** The exact questions ygo-trpg answers (`kassen odds ygo-trpg <question>`). */
import type { OddsQuestion } from "../../../analysis/odds-question.ts";
import { ATTACK_DAMAGE_QUESTION } from "./attack-damage-question.ts";
import { SUMMON_QUESTION } from "./summon-question.ts";

/** Every question, in the order `kassen odds ygo-trpg --list` shows them. */
export const YGO_TRPG_QUESTIONS: readonly OddsQuestion[] = [
  SUMMON_QUESTION,
  ATTACK_DAMAGE_QUESTION,
];
