/** magical-girl's analysis hooks: position value, event figures, battle length in rounds. */
import type { SystemAnalysis } from "../../../analysis/system-analysis.ts";
import type { BattleState } from "../../../engine/index.ts";
import { mgx } from "../model.ts";
import { evaluateMagicalGirl } from "./evaluate.ts";
import { observeMagicalGirl } from "./observe.ts";

/** magical-girl's analysis hooks (registered in `src/systems/registry.ts`). */
export const magicalGirlAnalysis: SystemAnalysis = {
  evaluate: evaluateMagicalGirl,
  observe: observeMagicalGirl,
  turns: (state: BattleState) => mgx(state).round ?? 0,
  turnUnit: { ja: "ラウンド", zh: "战斗轮", en: "rounds" },
};
