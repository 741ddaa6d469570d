/**
 * Player life (YGT-02, YGT-26…28): changes are logged with the new value; recovery never goes
 * above 40; a player whose life reaches 0 faints in the state-based checks.
 */
import type { Battle, Seat } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { MAX_LIFE } from "./rule-numbers.ts";
import { ygoX } from "./x-state.ts";

/** Why a player's life changed, for the log. */
export type LifeReason = "destroyed" | "direct" | "synchro" | "effect" | "heal" | "gm";

/** Changes a player's life by `delta` (capped at 40, floored at 0) and logs it. */
export function changeLife(b: Battle, seat: Seat, delta: number, why: LifeReason): void {
  const life = ygoX(b.state).life;
  const before = life[seat];
  const after = Math.max(0, Math.min(MAX_LIFE, before + delta));
  life[seat] = after;
  // The checks read life (a player at 0 faints): see checkOnChange in index.ts.
  b.touch();
  if (!heard(b)) return;
  b.emit({
    t: delta < 0 ? "life-loss" : "life-gain",
    seat,
    amount: Math.abs(after - before),
    life: after,
    why,
  });
}
