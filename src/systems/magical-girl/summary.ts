/** The plain summary of a magical-girl state, for results and scenario expectations. */
import type { BattleState, Summary } from "../../engine/index.ts";
import { FIELD, flags, KP, mgx } from "./model.ts";

/** Per seat: its fighters and the round; per fighter: HP, MP, DP, wound, stance, side. */
export function mgSummary(state: BattleState): Summary {
  const players: Summary["players"] = {};
  const x = mgx(state);
  /** Each seat's `fighters` list, filled below. */
  const lists: Record<string, string[]> = {};
  for (const seat of state.seats) {
    const list: string[] = [];
    lists[seat] = list;
    players[seat] = { round: x.round, fighters: list };
  }
  const cards: Summary["cards"] = {};
  for (const id of state.zones[FIELD] ?? []) {
    const c = state.cards[id];
    const f = flags(c);
    lists[c.owner].push(id);
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
