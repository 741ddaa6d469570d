/**
 * 乱戦タイミング (GEO-60): on equal speed every card loses its text — no plays (see legalPlays),
 * effects used in the speed timing are gone, equipment stops counting, units have their base
 * attack and defence only — and both sides attack at once with their action-incomplete units.
 */
import { battleOf } from "./battle-state.ts";
import { formationDamage } from "./damage.ts";
import { geoHandlers } from "./tasks.ts";
import { exhaust } from "./units.ts";
import { formation, isDone } from "./zones.ts";

/** Task handlers of the melee timing. */
export const meleeHandlers = geoHandlers({
  "g.melee"(b) {
    const s = b.state;
    const bt = battleOf(s);
    bt.phase = "melee";
    bt.melee = true;
    b.emit({ t: "melee" });
    b.removeMods((m) => m.layer === "effect");
    const sides = [bt.marcher, bt.defender];
    for (const seat of sides) {
      for (const id of formation(s, seat)) {
        const base = s.cards[id].base;
        for (const stat of ["attack", "defence", "speed"] as const)
          b.addMod({
            target: id,
            layer: "melee",
            op: "set",
            stat,
            value: base[stat],
            until: "battle",
          });
      }
    }
    // Simultaneous: both totals and both sets of participants are fixed before any damage.
    const parts = sides.map((seat) => formation(s, seat).filter((id) => !isDone(s.cards[id])));
    const totals = parts.map((ids) => ids.reduce((n, id) => n + s.cards[id].stats.attack, 0));
    sides.forEach((seat, i) => {
      for (const id of parts[i]) exhaust(b, id);
      b.emit({ t: "attack-damage", seat, units: parts[i], total: totals[i] });
    });
    sides.forEach((seat, i) => {
      formationDamage(b, seat === bt.marcher ? bt.defender : bt.marcher, totals[i]);
    });
  },
});
