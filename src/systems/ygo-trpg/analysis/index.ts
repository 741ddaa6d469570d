/** ygo-trpg's analysis hooks: position value, event figures, battle length in rounds (the system calls them turns). */
import type { SystemAnalysis } from "../../../analysis/system-analysis.ts";
import type { BattleState } from "../../../engine/index.ts";
import { ygoX } from "../x-state.ts";
import { evaluateYgoTrpg } from "./evaluate.ts";
import { observeYgoTrpg } from "./observe.ts";

/** ygo-trpg's analysis hooks (registered in `src/systems/registry.ts`). */
export const ygoTrpgAnalysis: SystemAnalysis = {
  evaluate: evaluateYgoTrpg,
  observe: observeYgoTrpg,
  turns: (state: BattleState) => ygoX(state).round ?? 0,
  turnUnit: { ja: "ターン", zh: "回合", en: "turns" },
};
