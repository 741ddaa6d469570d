/**
 * The difficulty tab: a quick sim of the prepared battle with bots, and "make it X % winnable".
 * A magical-girl aftermath (MGR-63: wound care and rest) has no winner, so nothing is measured:
 * the tab says so instead of showing a sim whose every battle is a draw.
 */
import { Show } from "solid-js";
import { PrepSim } from "./prep-sim.tsx";
import type { PrepProps } from "./prep-tab.ts";
import { PrepTune } from "./prep-tune.tsx";
import { pw } from "./prep-words.ts";

/** Whether the battle has sides that can win (every mode but the aftermath). */
export function hasWinner(doc: PrepProps["doc"]): boolean {
  const d = doc();
  return !(d.system === "magical-girl" && d.setup.mode === "aftermath");
}

/** The difficulty tab's body. */
export function PrepDifficulty(props: PrepProps) {
  return (
    <Show
      when={hasWinner(props.doc)}
      fallback={
        <p class="panel" data-testid="prep-no-contest">
          {pw(props.lang(), "noContest")}
        </p>
      }
    >
      <div class="prep-two">
        <PrepSim {...props} />
        <PrepTune {...props} />
      </div>
    </Show>
  );
}
