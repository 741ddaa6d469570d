/**
 * 先攻側攻撃／後攻側攻撃 (GEO-40, GEO-41, GEO-44): the attack in four steps.
 * (1) declare: every action-incomplete unit takes part; the side's 【行動】 close.
 * (2) [反撃] / [反撃：攻撃限定] window, the attacker's opponent first.
 * (3) after counters resolved: units now action-complete, defeated or gone drop out.
 * (4) all participants become action-complete; their total attack hits the enemy formation.
 */

import { heard } from "../shared/heard.ts";
import { battleOf } from "./battle-state.ts";
import { formationDamage } from "./damage.ts";
import { geoHandlers } from "./tasks.ts";
import { exhaust } from "./units.ts";
import { formation, inBattle, isDone, opponentOf } from "./zones.ts";

/** Task handlers of the attack. */
export const attackHandlers = geoHandlers({
  "g.attack"(b, t) {
    const seat = t.seat;
    const s = b.state;
    const bt = battleOf(s);
    bt.phase = "attack";
    bt.participants = formation(s, seat).filter((id) => !isDone(s.cards[id]));
    bt.attacking = seat;
    bt.cause = seat;
    bt.resolved = false;
    if (heard(b)) b.emit({ t: "attack", seat, units: [...bt.participants] });
    b.push({ k: "g.attack-strike", seat });
    b.openResponses("attack", opponentOf(seat));
  },
  "g.attack-strike"(b, t) {
    const seat = t.seat;
    const s = b.state;
    const bt = battleOf(s);
    if (bt.resolved) {
      const keep: string[] = [];
      for (const id of bt.participants) {
        if (inBattle(s, id) && !isDone(s.cards[id])) keep.push(id);
        else b.emit({ t: "attack-drop", card: id });
      }
      bt.participants = keep;
    }
    let total = 0;
    for (const id of bt.participants) total += s.cards[id].stats.attack;
    for (const id of bt.participants) exhaust(b, id);
    if (heard(b)) b.emit({ t: "attack-damage", seat, units: [...bt.participants], total });
    formationDamage(b, opponentOf(seat), total);
    bt.attacking = null;
    bt.participants = [];
  },
});
