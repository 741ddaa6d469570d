/**
 * ygo-trpg's position value (analysis/evaluate.ts) on a runtime state, bit for bit: the same
 * terms summed in the same order with the same float operations, read from the integers (a
 * monster's current ATK, its life minus damage; hand, set-card and graveyard counts).
 */
import { GM_CARD, SCALE, squash } from "../analysis/evaluate.ts";
import { MAX_LIFE } from "../rule-numbers.ts";
import { C_ATK, C_DMG, CW, WIN_PLAYERS, type YgoState } from "./state.ts";
import { Z_FIELD, Z_GRAVE, Z_HAND, Z_IHAND, Z_MHAND, Z_ST, ZK } from "./template.ts";

/** The players' side score (analysis/evaluate.ts playersScore). */
function playersScore(s: YgoState): number {
  const gm = s.gm;
  const c = s.c;
  const z = s.zones;
  const cardLife = s.t.life;
  let lifeSum = 0;
  let monsters = 0;
  let cards = 0;
  // Seats are the players then the GM: the evaluator's walk over the seats minus the GM.
  for (let p = 0; p < gm; p++) {
    lifeSum += s.life[p];
    const field = z[p * ZK + Z_FIELD];
    for (let i = 0; i < field.length; i++) {
      const id = field[i];
      const left = cardLife[id] - c[id * CW + C_DMG];
      monsters += 1 + (c[id * CW + C_ATK] + Math.max(0, left) * 100) / 3000;
    }
    cards += z[p * ZK + Z_MHAND].length + z[p * ZK + Z_IHAND].length + z[p * ZK + Z_ST].length;
  }
  const players = gm;
  let left = 0;
  let total = 0;
  const gmField = z[gm * ZK + Z_FIELD];
  for (let i = 0; i < gmField.length; i++) {
    const id = gmField[i];
    left += Math.max(0, cardLife[id] - c[id * CW + C_DMG]);
    total += cardLife[id];
  }
  const grave = z[gm * ZK + Z_GRAVE];
  for (let i = 0; i < grave.length; i++) total += cardLife[grave[i]];
  const gmCards = z[gm * ZK + Z_ST].length + z[gm * ZK + Z_HAND].length;
  const lifeShare = players === 0 ? 0 : lifeSum / (players * MAX_LIFE);
  const gmShare = total === 0 ? 0 : left / total;
  return (
    3 * (lifeShare - 0.5) +
    3 * (0.5 - gmShare) +
    (0.3 * monsters + 0.05 * cards) / Math.max(1, players) -
    GM_CARD * gmCards
  );
}

/** The evaluator's value of `s` for seat number `seat`: 1 / 0 when over, else the logistic. */
export function stateValue(s: YgoState, seat: number): number {
  const gm = seat === s.gm;
  if (s.over) return (s.winner === WIN_PLAYERS) === !gm ? 1 : 0;
  const v = squash(playersScore(s), SCALE);
  return gm ? 1 - v : v;
}
