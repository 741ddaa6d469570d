/**
 * What every player sees of the node areas at a real table: each node card turned sideways
 * (スリープ) or upright (アクティブ), even when its face is hidden from them. A seat's view hides
 * the opponent's node cards entirely (they are not its to see), so the orientation of each —
 * needed to judge whether the opponent can pay to interfere (VIS-51) — is added to every view as
 * `x.nodeSleep`: per seat, one flag per node in zone order. It names no card.
 */
import type { Battle, SeatView } from "../../engine/index.ts";
import { zoneOf } from "./zones.ts";

/** Adds `x.nodeSleep` to a view (RuleSystem.redact; the view is the caller's own copy). */
export function addNodeOrientation(view: SeatView, _seat: string | null, b: Battle): void {
  const nodeSleep: Record<string, boolean[]> = {};
  for (const seat of b.state.seats) {
    const ids = b.state.zones[zoneOf(seat, "node")] ?? [];
    nodeSleep[seat] = ids.map((id) => b.state.cards[id].f.sleep === true);
  }
  view.x = { ...view.x, nodeSleep };
}
