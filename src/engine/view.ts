/**
 * Seat views: what one seat may see. Hidden zones keep their size but not their contents; the
 * generator state, other seats' options, pending continuations and private events (`only:
 * <seat>`) are removed, and log events name hidden cards as "?", so a bot reading a view cannot
 * peek at the deck order, an opponent's face-down node or the next die.
 */
import type { Battle } from "./battle.ts";
import { cloneState } from "./state.ts";
import type { RuleSystem } from "./system.ts";
import type { BattleState, LogEvent, Seat } from "./types.ts";

/** Placeholder for a card the seat cannot see. */
export const HIDDEN = "?";

/** Whether `seat` sees the contents of `zone` (public, or its own `owner` zone). */
export function seesZone(system: RuleSystem, zone: string, seat: Seat): boolean {
  const vis = system.zoneVisibility(zone);
  return vis === "public" || (vis === "owner" && zone.split(":")[0] === seat);
}

/** A redacted copy of the battle for `seat`. */
export function viewFor(b: Battle, seat: Seat): BattleState {
  const v = cloneState(b.state);
  const sys = b.system;
  const hidden = new Set<string>();
  for (const [zone, ids] of Object.entries(v.zones)) {
    if (seesZone(sys, zone, seat)) continue;
    for (const id of ids) {
      delete v.cards[id];
      hidden.add(id);
    }
    v.zones[zone] = ids.map(() => HIDDEN);
  }
  v.rng = [];
  v.pinned = [];
  v.history = [];
  // Continuations can name hidden cards; a view is for looking, not for resuming.
  v.tasks = [];
  v.triggers = [];
  if (v.pending !== null) {
    v.pending = {
      ...v.pending,
      next: { k: "hidden" },
      options: v.pending.seat === seat ? v.pending.options : [],
    };
  }
  v.log = v.log
    .filter((e) => e.only === undefined || e.only === seat)
    .map((e) => maskEvent(e, hidden));
  return v;
}

/** An event with every id of a card the seat cannot see replaced by {@link HIDDEN}. */
function maskEvent(e: LogEvent, hidden: Set<string>): LogEvent {
  if (hidden.size === 0) return e;
  let out: LogEvent | null = null;
  for (const [k, val] of Object.entries(e)) {
    if (typeof val === "string" && hidden.has(val)) (out ??= { ...e })[k] = HIDDEN;
    else if (Array.isArray(val) && val.some((x) => typeof x === "string" && hidden.has(x))) {
      (out ??= { ...e })[k] = val.map((x) => (typeof x === "string" && hidden.has(x) ? HIDDEN : x));
    }
  }
  return out ?? e;
}
