/** Vision's analysis hooks: position value, event figures, battle length in turns. */
import type { SystemAnalysis } from "../../../analysis/system-analysis.ts";
import type { BattleState } from "../../../engine/index.ts";
import { evaluateVision } from "./evaluate.ts";
import { observeVision } from "./observe.ts";

/** Vision's analysis hooks (registered in `src/systems/registry.ts`). */
export const visionAnalysis: SystemAnalysis = {
  evaluate: evaluateVision,
  observe: observeVision,
  turns: (state: BattleState) => (state.x.turn as number) ?? 0,
  turnUnit: { ja: "ターン", zh: "回合", en: "turns" },
};
