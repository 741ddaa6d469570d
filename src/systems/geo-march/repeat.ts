/**
 * Cost-free repeats. The seed lets an ability be used 「条件を満たしていれば何回でも」; a unit's
 * ability with no cost and no per-battle limit in its text may only make units action-complete or
 * defeat them (the content schema refuses anything else without a limit). Such a use is offered
 * only while it would still change something — a unit left to make action-complete or to defeat,
 * and no identical use already waiting on the stack — so a battle stays finite however often
 * players (or bots) repeat it.
 */
import type { BattleState } from "../../engine/index.ts";
import type { Ability } from "./schema.ts";
import { formation, inBattle, isDone, opponentOf } from "./zones.ts";

/** Whether a use is free and unlimited: not 【行動】 and no per-battle count in its text. */
export function freeRepeat(ab: Ability): boolean {
  return !ab.action && ab.perBattle === undefined;
}

/** The units an effect's reference names for a use of `src` by `seat` on `target`. */
function unitsOf(
  s: BattleState,
  seat: string,
  src: string,
  target: string | null,
  to: string,
): string[] {
  switch (to) {
    case "self":
      return inBattle(s, src) ? [src] : [];
    case "target":
      return target !== null && inBattle(s, target) ? [target] : [];
    case "own":
      return formation(s, seat);
    case "enemy":
      return formation(s, opponentOf(seat));
    default:
      return formation(s, opponentOf(seat)).slice(0, 1);
  }
}

/** Whether the identical use (unit `src`, ability `n`, `target`) is already waiting on the stack. */
export function waitingOnStack(
  s: BattleState,
  src: string,
  n: number,
  target: string | null,
): boolean {
  return s.stack.some((item) => {
    const p = item.play as { card?: string; n?: number; target?: string | null };
    return p.card === src && p.n === n && (p.target ?? null) === target;
  });
}

/**
 * Whether a free, unlimited use of ability `n` of `src` (on `target`) would change anything now:
 * some unit it names is still action-incomplete (exhaust) or still in the battle (defeat), and the
 * same use is not already on the stack.
 */
export function wouldChange(
  s: BattleState,
  seat: string,
  src: string,
  n: number,
  ab: Ability,
  target: string | null,
): boolean {
  if (waitingOnStack(s, src, n, target)) return false;
  return ab.effects.some((e) => {
    if (!("to" in e)) return true;
    const units = unitsOf(s, seat, src, target, e.to);
    return e.do === "exhaust" ? units.some((id) => !isDone(s.cards[id])) : units.length > 0;
  });
}
