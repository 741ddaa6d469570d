/**
 * Formation damage (GEO-11, GEO-42, GEO-43): the attack's total flows through the enemy party
 * from the front. A unit whose defence ≤ the remaining damage is defeated and the damage drops by
 * its defence; the first unit whose defence exceeds what remains survives and the damage stops.
 * Reading: nothing stays on the survivor, and spent damage (0) defeats nobody.
 */
import type { Battle } from "../../engine/index.ts";
import { defeat } from "./units.ts";
import { battleGeo, partyZone } from "./zones.ts";

/** Deals `amount` attack damage to `seat`'s formation; returns the units defeated, front first. */
export function formationDamage(b: Battle, seat: string, amount: number): string[] {
  const s = b.state;
  const hit: string[] = [];
  let rest = amount;
  const geo = battleGeo(s);
  const party = (geo === null ? undefined : s.zones[partyZone(geo, seat)]) ?? [];
  // The formation is the party front first: the zone's top first.
  for (let k = party.length - 1; k >= 0; k--) {
    const id = party[k];
    if (rest <= 0) break;
    const def = s.cards[id].stats.defence;
    if (def > rest) {
      b.emit({ t: "damage-stops", card: id, rest, defence: def });
      break;
    }
    rest -= def;
    hit.push(id);
  }
  for (const id of hit) defeat(b, id, "attack");
  return hit;
}
