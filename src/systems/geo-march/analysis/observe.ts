/**
 * What geo-march's events mean for the simulation's figures. Units carry no hit points — damage
 * either defeats a unit or leaves nothing — so the "damage" measure is the level of every unit
 * defeated (`defeated`, by attack or effect), reported against its owner and dealt by the
 * owner's opponent: attacks hit the enemy formation and every damage / defeat effect in the
 * content targets enemy units. Units discarded over a geo's limit after a failed march are the
 * rule's, not damage. Played: units summoned (`summon`, `fast-summon`), equipment equipped
 * (`equip`), skill cards used (`skill`) and unit abilities used (`use`, the unit's content id).
 */
import type { BattleTally } from "../../../analysis/system-analysis.ts";
import type { BattleState, LogEvent } from "../../../engine/index.ts";
import { opponentOf } from "../zones.ts";

/** Reports defeated levels and plays to the tally. */
export function observeGeoMarch(e: LogEvent, state: BattleState, tally: BattleTally): void {
  switch (e.t) {
    case "defeated": {
      const c = state.cards[e.card as string];
      const level = c.base.level ?? 0;
      if (level > 0) tally.damage(opponentOf(c.owner), c.owner, level);
      return;
    }
    case "summon":
    case "fast-summon":
    case "equip":
    case "skill":
    case "use":
      tally.played(e.seat as string, state.cards[e.card as string].def);
      return;
  }
}
