/**
 * The difficulty tab: a quick sim of the prepared battle with bots, and "make it X % winnable".
 */
import { PrepSim } from "./prep-sim.tsx";
import type { PrepProps } from "./prep-tab.ts";
import { PrepTune } from "./prep-tune.tsx";

/** The difficulty tab's body. */
export function PrepDifficulty(props: PrepProps) {
  return (
    <div class="prep-two">
      <PrepSim {...props} />
      <PrepTune {...props} />
    </div>
  );
}
