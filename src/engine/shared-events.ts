/**
 * Logged events shared between battles. A battle paused at its first decision has logged its
 * setup (opening draws, the first turn and phase), and most of those lines are the same in every
 * battle of a system's new game: `{t: "phase", phase: "main", seat: "p1"}` in each of a server's
 * thousand open tables. {@link shareEvents} replaces such lines by one frozen copy per system,
 * equal to the line in every way JSON and the engine read (same keys, same order, same values),
 * so the log, its JSON, views and hashes are what they were. Nothing writes a logged event in
 * place: rules code hands each event to `emit` as a fresh literal and keeps no hold on it, views
 * copy the log before they mask it, forks share frozen values (state.ts's forkState).
 */
import { SEEN } from "./seen.ts";
import type { RuleSystem } from "./system.ts";
import type { BattleState, LogEvent } from "./types.ts";

/** Per system, its shared lines by their JSON text. */
const SHARED = new WeakMap<RuleSystem, Map<string, LogEvent>>();
/**
 * Lines kept per system before the table starts over. Lines that name a battle's own cards
 * (opaque ids) are never met again and fill it; a new table costs a few battles their sharing.
 */
const MAX_LINES = 2048;

/**
 * Replaces, in `log` from index `from` on, every line already met in another battle of `system`
 * by the shared frozen copy, and remembers the others (a frozen copy, for later battles). In a
 * battle with `opaque` ids a line that names a card names ids no other battle has: it is passed
 * over, neither looked up nor remembered (it would only fill the table), and so is never walked
 * here (a walk over its `$seen` note would give the note's shape, which is the battle's own, a
 * cache of its keys: memory again). Lines that JSON would not give back exactly (an undefined
 * field, -0, a non-finite number, a hole) are left as they are.
 */
export function shareEvents(
  system: RuleSystem,
  state: Pick<BattleState, "cards" | "log">,
  opaque: boolean,
  from = 0,
): void {
  const log = state.log;
  let lines = SHARED.get(system);
  if (lines === undefined) {
    lines = new Map();
    SHARED.set(system, lines);
  }
  for (let i = from; i < log.length; i++) {
    const e = log[i];
    if (opaque && (Object.hasOwn(e, SEEN) || namesCard(state.cards, e))) continue;
    if (!plainJson(e)) continue;
    const text = JSON.stringify(e);
    const shared = lines.get(text);
    if (shared !== undefined) {
      log[i] = shared;
      continue;
    }
    if (lines.size >= MAX_LINES) lines.clear();
    // A copy for the next battles: this one's line is its own (an observer may hold it).
    lines.set(text, frozenCopy(e) as LogEvent);
  }
}

/** Whether plain JSON `v` names a card of `cards`: as a string or as an object's key. */
function namesCard(cards: BattleState["cards"], v: unknown): boolean {
  if (typeof v === "string") return Object.hasOwn(cards, v);
  if (typeof v !== "object" || v === null) return false;
  if (Array.isArray(v)) return v.some((x) => namesCard(cards, x));
  const o = v as Record<string, unknown>;
  for (const k in o) if (Object.hasOwn(cards, k) || namesCard(cards, o[k])) return true;
  return false;
}

/** Whether `v` is JSON that `JSON.parse(JSON.stringify(v))` gives back equal, field for field. */
function plainJson(v: unknown): boolean {
  switch (typeof v) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(v) && !Object.is(v, -0);
    case "object": {
      if (v === null) return true;
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) if (!(i in v) || !plainJson(v[i])) return false;
        return true;
      }
      if (Object.getPrototypeOf(v) !== Object.prototype) return false;
      const o = v as Record<string, unknown>;
      for (const k in o) if (!Object.hasOwn(o, k) || !plainJson(o[k])) return false;
      return true;
    }
    default:
      return false;
  }
}

/**
 * A deep copy of plain JSON, frozen throughout (keys keep their order). A frozen list of plain
 * values (a shared list of seats, seat-lists.ts) is frozen throughout already: shared, not copied.
 */
function frozenCopy(v: unknown): unknown {
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) {
    if (Object.isFrozen(v) && v.every((x) => typeof x !== "object" || x === null)) return v;
    return Object.freeze(v.map(frozenCopy));
  }
  const out: Record<string, unknown> = {};
  const o = v as Record<string, unknown>;
  for (const k in o) out[k] = frozenCopy(o[k]);
  return Object.freeze(out);
}
