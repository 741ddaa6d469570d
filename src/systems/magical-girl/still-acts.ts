/**
 * Whether a queued action's actor can still carry it out. Seed 002 l.96: a heavily wounded girl
 * 「无法移动，无法行动」, and a fighter at 0 HP is out (reading). An action is paid and queued when
 * chosen, but other things may resolve first — a readied blade that answers it (MGR-32), a
 * counter (MGR-43) striking back mid-area-attack — so every queued action asks again when its
 * turn comes: a downed actor's action does not happen (what it cost stays paid) and the log says
 * so.
 */
import type { Battle } from "../../engine/index.ts";
import { flags, isDown } from "./model.ts";

/** Whether fighter `id` can still act; when not, logs `action-lost` for its `what` (attack, throw, area, ability, skill). */
export function stillActs(b: Battle, id: string, what: string): boolean {
  const c = b.state.cards[id];
  if (!isDown(c)) return true;
  b.emit({
    t: "action-lost",
    card: id,
    what: `act-${what}`,
    why: flags(c).hp <= 0 ? "zero-hp" : "heavy",
  });
  return false;
}
