/**
 * Cost-free repeats. The seed lets an ability be used 「条件を満たしていれば何回でも」; a unit's
 * ability with no cost and no per-battle limit in its text may only make units action-complete or
 * defeat them (the content schema refuses anything else without a limit). Such a use is offered
 * only while it would still change something — a unit left to make action-complete or to defeat,
 * and no identical use already waiting on the stack — so a battle stays finite however often
 * players (or bots) repeat it.
 */
import type { BattleState } from "../../engine/index.ts";
import { playOf } from "./records.ts";
import type { Ability } from "./schema.ts";
import { battleGeo, inBattle, isDone, opponentOf, partyZone } from "./zones.ts";

/** Whether a use is free and unlimited: not 【行動】 and no per-battle count in its text. */
export function freeRepeat(ab: Ability): boolean {
  return !ab.action && ab.perBattle === undefined;
}

/**
 * Whether the units an effect's reference names for a use of `src` by `seat` on `target` hold
 * one it would change: any unit at all, or with `exhaust` an action-incomplete one. Walks the
 * parties in place (this runs for every target of every free repeat in every listing).
 */
function namesChangeable(
  s: BattleState,
  seat: string,
  src: string,
  target: string | null,
  to: string,
  exhaust: boolean,
): boolean {
  switch (to) {
    case "self":
      return inBattle(s, src) && (!exhaust || !isDone(s.cards[src]));
    case "target":
      return target !== null && inBattle(s, target) && (!exhaust || !isDone(s.cards[target]));
  }
  const geo = battleGeo(s);
  const party =
    geo === null ? undefined : s.zones[partyZone(geo, to === "own" ? seat : opponentOf(seat))];
  if (party === undefined || party.length === 0) return false;
  if (!exhaust) return true;
  // The enemy's front is the top of its party; "own" and "enemy" name every unit.
  if (to !== "own" && to !== "enemy") return !isDone(s.cards[party[party.length - 1]]);
  for (let i = 0; i < party.length; i++) if (!isDone(s.cards[party[i]])) return true;
  return false;
}

/** Whether the identical use (unit `src`, ability `n`, `target`) is already waiting on the stack. */
export function waitingOnStack(
  s: BattleState,
  src: string,
  n: number,
  target: string | null,
): boolean {
  const stack = s.stack;
  for (let i = 0; i < stack.length; i++) {
    const p = playOf(stack[i]);
    if (p.card === src && p.n === n && p.target === target) return true;
  }
  return false;
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
  for (const e of ab.effects) {
    if (!("to" in e)) return true;
    if (namesChangeable(s, seat, src, target, e.to, e.do === "exhaust")) return true;
  }
  return false;
}
