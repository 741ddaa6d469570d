/** geo-march's analysis hooks: position value, event figures, game length in turns. */
import type { SystemAnalysis } from "../../../analysis/system-analysis.ts";
import type { BattleState } from "../../../engine/index.ts";
import { xOf } from "../battle-state.ts";
import { evaluateGeoMarch } from "./evaluate.ts";
import { observeGeoMarch } from "./observe.ts";

/** geo-march's analysis hooks (registered in `src/systems/registry.ts`). */
export const geoMarchAnalysis: SystemAnalysis = {
  evaluate: evaluateGeoMarch,
  observe: observeGeoMarch,
  // A stand-alone battle is fought within one turn.
  turns: (state: BattleState) => {
    const x = xOf(state);
    return x.mode === "game" ? x.turn : 1;
  },
  turnUnit: { ja: "ターン", zh: "回合", en: "turns" },
};
