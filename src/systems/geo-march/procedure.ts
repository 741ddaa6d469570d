/**
 * The battle procedure in the seed's strict order: fast-summon timing (marcher's three steps,
 * then the defender's), formation change (marcher, then defender), speed, then first / second
 * normal timing and attack, or melee, and the end of battle.
 */

import { heard } from "../shared/heard.ts";
import { battleOf } from "./battle-state.ts";
import { equip } from "./fast-summon.ts";
import { geoHandlers } from "./tasks.ts";

/** Task handlers that start the battle. */
export const procedureHandlers = geoHandlers({
  "g.battle"(b, t) {
    // Equipment a setup lists is on its unit from the start (it needs the battle's modifiers).
    for (const pair of t.equips ?? []) equip(b, pair[0], pair[1]);
    const bt = battleOf(b.state);
    b.emit({ t: "battle-start", geo: bt.geo, marcher: bt.marcher, defender: bt.defender });
    const m = bt.marcher;
    const d = bt.defender;
    b.push(
      { k: "g.phase", phase: "fast-summon" },
      { k: "g.fs-summon", seat: m },
      { k: "g.fs-equip", seat: m },
      { k: "g.fs-declare", seat: m },
      { k: "g.fs-summon", seat: d },
      { k: "g.fs-equip", seat: d },
      { k: "g.fs-declare", seat: d },
      { k: "g.phase", phase: "formation" },
      { k: "g.formation", seat: m },
      { k: "g.formation", seat: d },
      { k: "g.speed" },
    );
  },
  "g.phase"(b, t) {
    battleOf(b.state).phase = t.phase;
    if (heard(b)) b.emit({ t: "timing", phase: t.phase });
  },
});
