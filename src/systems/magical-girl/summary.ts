/** The plain summary of a magical-girl state, for results and scenario expectations. */
import type { BattleState, Json, Summary } from "../../engine/index.ts";
import { FIELD, type FighterFlags, KP, mgx } from "./model.ts";

/** Per seat: its fighters and the round; per fighter: HP, MP, DP, wound, stance, side. */
export function mgSummary(state: BattleState): Summary {
  const players: Summary["players"] = {};
  const x = mgx(state);
  for (const seat of state.seats) players[seat] = { round: x.round, fighters: [] };
  const cards: Summary["cards"] = {};
  for (const id of state.zones[FIELD] ?? []) {
    const c = state.cards[id];
    const f = c.f as unknown as FighterFlags;
    (players[c.owner].fighters as Json[]).push(id);
    if (c.owner !== KP) {
      players[c.owner].hp = f.hp;
      players[c.owner].dp = f.dp;
    }
    cards[id] = {
      def: c.def,
      owner: c.owner,
      side: f.side,
      hp: f.hp,
      hpMax: c.stats.hpMax,
      mp: f.mp,
      dp: f.dp,
      wound: f.wound,
      stance: f.stance,
      reacted: f.reacted,
      noRecover: f.noRecover,
      order: x.order.indexOf(id),
    };
  }
  return { players, cards };
}
