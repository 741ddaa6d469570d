/**
 * ygo-trpg's position value for bots. The players win by destroying every GM monster and lose
 * when all of them faint, so the players' side is weighed by its members' life, how much of the
 * GM's monster life (destroyed monsters included) is gone, and the monsters and cards it has;
 * the GM's value is the complement. Cards held back count on both sides — hands and set cards,
 * the GM's too: without the GM's set traps in the score, a bot that looks at the GM's answer
 * sees a summon into Pitfall Snare only as a lost card and stops summoning at all, when
 * drawing out the trap is worth a card. Reads fields directly: MCTS calls it thousands of times.
 */
import type { BattleState, Seat } from "../../../engine/index.ts";
import { MAX_LIFE } from "../rule-numbers.ts";
import { ygoX } from "../x-state.ts";
import { GM, monsterLife, zoneOf } from "../zones.ts";

/** How many score points move the value from 0.5 to about 0.73. */
export const SCALE = 1.5;

/** Logistic squash of a score into (0, 1), kept off the ends. */
export function squash(score: number, scale: number): number {
  const z = Math.max(-30, Math.min(30, score / scale));
  return 1 / (1 + Math.exp(-z));
}

/** Score points per card the GM holds back (hand or set): about a third of a fresh monster. */
export const GM_CARD = 0.1;

/** A seat's zone ids, built once per seat (fresh strings would be hashed on every lookup). */
interface SeatZones {
  field: string;
  mhand: string;
  ihand: string;
  st: string;
  hand: string;
  grave: string;
}
const ZONES: Record<string, SeatZones> = {};

/** The zone ids of `seat`. */
function zonesOf(seat: Seat): SeatZones {
  let z = ZONES[seat];
  if (z === undefined) {
    z = {
      field: zoneOf(seat, "field"),
      mhand: zoneOf(seat, "mhand"),
      ihand: zoneOf(seat, "ihand"),
      st: zoneOf(seat, "st"),
      hand: zoneOf(seat, "hand"),
      grave: zoneOf(seat, "grave"),
    };
    ZONES[seat] = z;
  }
  return z;
}

/** Remaining and total life of the GM's monsters (graveyard monsters count as 0 of their life). */
function gmMonsterLife(state: BattleState): [number, number] {
  let left = 0;
  let total = 0;
  for (const id of state.zones[zonesOf(GM).field] ?? []) {
    const c = state.cards[id];
    left += Math.max(0, monsterLife(c));
    total += c.stats.life ?? 0;
  }
  for (const id of state.zones[zonesOf(GM).grave] ?? []) total += state.cards[id].stats.life ?? 0;
  return [left, total];
}

/** The players' side score: positive when the players are ahead. */
function playersScore(state: BattleState): number {
  const life = ygoX(state).life;
  let lifeSum = 0;
  let players = 0;
  let monsters = 0;
  let cards = 0;
  for (const seat of state.seats) {
    if (seat === GM) continue;
    players++;
    lifeSum += life[seat] ?? 0;
    const z = zonesOf(seat);
    const field = state.zones[z.field] ?? [];
    for (let i = 0; i < field.length; i++) {
      const c = state.cards[field[i]];
      // A monster on the field shields its player from direct attacks and deals damage.
      monsters += 1 + ((c.stats.atk ?? 0) + Math.max(0, monsterLife(c)) * 100) / 3000;
    }
    cards +=
      (state.zones[z.mhand]?.length ?? 0) +
      (state.zones[z.ihand]?.length ?? 0) +
      (state.zones[z.st]?.length ?? 0);
  }
  const [left, total] = gmMonsterLife(state);
  const gm = zonesOf(GM);
  const gmCards = (state.zones[gm.st]?.length ?? 0) + (state.zones[gm.hand]?.length ?? 0);
  const lifeShare = players === 0 ? 0 : lifeSum / (players * MAX_LIFE);
  const gmShare = total === 0 ? 0 : left / total;
  return (
    3 * (lifeShare - 0.5) +
    3 * (0.5 - gmShare) +
    (0.3 * monsters + 0.05 * cards) / Math.max(1, players) -
    // The GM's cards replace the constant −0.3 this score had: the new game's GM starts with
    // three (a set trap, two in hand), so a fresh encounter keeps its value.
    GM_CARD * gmCards
  );
}

/** 1 / 0 / 0.5 for a finished battle; otherwise the logistic of the players' side score. */
export function evaluateYgoTrpg(state: BattleState, seat: Seat): number {
  const r = state.result;
  const gm = seat === GM;
  if (r !== null) {
    if (r.winner === null) return 0.5;
    return (r.winner === GM) === gm ? 1 : 0;
  }
  const v = squash(playersScore(state), SCALE);
  return gm ? 1 - v : v;
}
