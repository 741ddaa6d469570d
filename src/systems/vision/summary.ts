/** The plain summary of a Vision state, for `--json` results and scenario expectations. */
import type { BattleState, Json, Summary } from "../../engine/index.ts";
import { xOf } from "./tasks.ts";
import { damageOn, effectDamage, SEATS, zoneOf } from "./zones.ts";

/** Per player: life and zone sizes; per card: zone, damage, stats, sleeping, attachments. */
export function visionSummary(state: BattleState): Summary {
  const life = xOf(state).life;
  const players: Summary["players"] = {};
  for (const seat of SEATS) {
    const n = (z: "deck" | "hand" | "node" | "field" | "grave" | "exile") =>
      state.zones[zoneOf(seat, z)]?.length ?? 0;
    players[seat] = {
      life: life[seat],
      deck: n("deck"),
      hand: n("hand"),
      node: n("node"),
      field: n("field"),
      grave: n("grave"),
      exile: n("exile"),
    };
  }
  const cards: Summary["cards"] = {};
  for (const c of Object.values(state.cards)) {
    const entry: Record<string, Json> = { zone: c.zone, def: c.def, owner: c.owner };
    if (c.zone.endsWith(":field")) {
      entry.damage = damageOn(c);
      entry.effectDamage = effectDamage(c);
      entry.sleep = c.f.sleep === true;
      entry.attached = [...c.attached];
      for (const [k, v] of Object.entries(c.stats)) entry[k] = v;
    }
    if (c.zone.endsWith(":node")) entry.sleep = c.f.sleep === true;
    cards[c.id] = entry;
  }
  return { players, cards };
}
