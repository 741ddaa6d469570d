/**
 * Seat views: what one seat may see. Hidden zones keep their size but not their contents; the
 * generator state, other seats' options and private events are removed, so a bot reading a view
 * cannot peek at the deck order or predict dice.
 */
import type { Battle } from "./battle.ts";
import { cloneState } from "./state.ts";
import type { BattleState, Seat } from "./types.ts";

/** Placeholder for a card the seat cannot see. */
export const HIDDEN = "?";

/** A redacted copy of the battle for `seat`. */
export function viewFor(b: Battle, seat: Seat): BattleState {
  const v = cloneState(b.state);
  const sys = b.system;
  for (const [zone, ids] of Object.entries(v.zones)) {
    const vis = sys.zoneVisibility(zone);
    if (vis === "public") continue;
    const owner = zone.split(":")[0];
    if (vis === "owner" && owner === seat) continue;
    for (const id of ids) delete v.cards[id];
    v.zones[zone] = ids.map(() => HIDDEN);
  }
  v.rng = [];
  v.pinned = [];
  v.history = [];
  if (v.pending !== null && v.pending.seat !== seat) v.pending = { ...v.pending, options: [] };
  v.log = v.log.filter((e) => e.to === undefined || e.to === seat);
  return v;
}
