/** The plain summary of a ygo-trpg state, for results and scenario expectations. */
import type { BattleState, Json, Summary } from "../../engine/index.ts";
import { flagsOf } from "./flags.ts";
import { ygoX } from "./x-state.ts";
import { GM, monsterLife, playerSeats, zoneOf } from "./zones.ts";

/**
 * Per player: life, fainted, hand and deck sizes per kind, field, spell/trap zone, graveyard and
 * summons used this turn; the GM: field, hand, spell/trap zone, graveyard. Per card: zone, def,
 * owner; on a field also level, atk, def, life (remaining), maxLife, damage, acted, passed.
 */
export function ygoSummary(state: BattleState): Summary {
  const x = ygoX(state);
  const life = x.life;
  const faint = x.fainted;
  const used = x.used;
  const n = (seat: string, z: string) => state.zones[zoneOf(seat, z)]?.length ?? 0;
  const players: Summary["players"] = {};
  for (const seat of playerSeats(state)) {
    players[seat] = {
      life: life[seat],
      fainted: faint[seat] === true,
      monsterHand: n(seat, "mhand"),
      itemHand: n(seat, "ihand"),
      monsterDeck: n(seat, "mdeck"),
      itemDeck: n(seat, "ideck"),
      field: n(seat, "field"),
      st: n(seat, "st"),
      faceUp: n(seat, "up"),
      grave: n(seat, "grave"),
      normalSummons: used[seat]?.normal ?? 0,
      specialSummons: used[seat]?.special ?? 0,
    };
  }
  players[GM] = {
    field: n(GM, "field"),
    hand: n(GM, "hand"),
    st: n(GM, "st"),
    faceUp: n(GM, "up"),
    grave: n(GM, "grave"),
  };
  const cards: Summary["cards"] = {};
  for (const c of Object.values(state.cards)) {
    const entry: Record<string, Json> = { zone: c.zone, def: c.def, owner: c.owner };
    if (c.zone.endsWith(":field")) {
      entry.level = c.stats.level;
      entry.atk = c.stats.atk;
      entry.def = c.stats.def;
      entry.maxLife = c.stats.life;
      entry.life = monsterLife(c);
      entry.damage = flagsOf(c).dmg ?? 0;
      entry.acted = c.f.acted === true;
      entry.passed = c.f.passed === true;
    }
    if (c.zone.endsWith(":st")) entry.setRound = flagsOf(c).setRound ?? 0;
    cards[c.id] = entry;
  }
  return { players, cards };
}
