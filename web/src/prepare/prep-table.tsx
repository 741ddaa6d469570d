/**
 * The table tab: who sits at each seat, and making the table from the prepared battle.
 */
import type { PrepProps } from "./prep-tab.ts";

/** The table tab's body. */
export function PrepTable(_props: PrepProps) {
  return <p class="muted">…</p>;
}
