/**
 * "May anyone answer this window?" without listing plays: most windows have no answer, and the
 * masks (timing-mask.ts) and the hand counts (hand-index.ts) say so without walking abilities.
 */
import type { BattleState } from "../../engine/index.ts";
import { handHasSkill } from "./hand-index.ts";
import { BIT, masksOf, type PlayCtx } from "./timing-mask.ts";
import { battleGeo, cardsOf, partyZone } from "./zones.ts";

/**
 * Whether `seat` has a unit in the battle or a skill in hand with text for `ctx` at all. False
 * means no legal play (every play needs a fitting label); true means the full rules must say.
 * Units only count in the formation (the party on the battle geo); skills only in hand.
 */
export function mayHavePlay(s: BattleState, seat: string, ctx: PlayCtx): boolean {
  const bit = BIT[ctx];
  const defs = cardsOf(s);
  const masks = masksOf(s);
  const geo = battleGeo(s);
  if (geo !== null) {
    const party = s.zones[partyZone(geo, seat)];
    if (party !== undefined)
      for (let i = 0; i < party.length; i++) {
        const d = s.cards[party[i]].def;
        if ((masks[d].card & bit) !== 0 && defs[d].type === "unit") return true;
      }
  }
  return handHasSkill(s, seat, bit);
}
