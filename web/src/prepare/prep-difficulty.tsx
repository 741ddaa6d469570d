/**
 * The difficulty tab: a quick sim of the prepared battle with bots, and "make it X % winnable".
 */
import type { PrepProps } from "./prep-tab.ts";

/** The difficulty tab's body. */
export function PrepDifficulty(_props: PrepProps) {
  return <p class="muted">…</p>;
}
