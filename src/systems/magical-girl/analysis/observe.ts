/**
 * What magical-girl's events mean for the simulation's figures. Damage is HP actually lost by a
 * fighter (not below 0: overkill does not count), reported against the seat that controls it
 * (the KP's seat for enemies) and dealt by the seat of the fighter whose damage roll it was
 * (every hit is rolled, `damage-roll`, right before it lands, `damage`); a lost spar's 1d2 is
 * the rule's (no seat), and so is what a thrown character suffers (the KP's ruling). Played: an
 * ability used (`ability`), a weapon attacked or thrown with (`attack` / `throw` naming a weapon),
 * a magical item used (`item`) and a skill used (`skill-use`), by content id.
 */
import type { BattleTally } from "../../../analysis/system-analysis.ts";
import type { BattleState, LogEvent } from "../../../engine/index.ts";
import { mgContent } from "../content/index.ts";
import { FIELD, flags } from "../model.ts";

/** What observing one battle remembers between events: HP per fighter, the last roller. */
interface Memory {
  hp: Record<string, number>;
  roller: string | null;
}

/** One memory per tally (one tally per battle); dropped with the tally. */
const MEMORY = new WeakMap<BattleTally, Memory>();

/** The memory of this battle, HP read from the state the first time. */
function memoryOf(tally: BattleTally, state: BattleState, e: LogEvent): Memory {
  let m = MEMORY.get(tally);
  if (m === undefined) {
    m = { hp: {}, roller: null };
    for (const id of state.zones[FIELD] ?? []) m.hp[id] = flags(state.cards[id]).hp;
    // Observed from a damage event on: its fighter had the HP before the hit (at most its max).
    if (e.t === "damage") {
      const c = state.cards[e.card as string];
      m.hp[c.id] = Math.min(c.stats.hpMax, (e.hp as number) + (e.amount as number));
    }
    MEMORY.set(tally, m);
  }
  return m;
}

/** The seat owning the card with this id, or null. */
function ownerOf(state: BattleState, id: string | null): string | null {
  return id === null ? null : (state.cards[id]?.owner ?? null);
}

/** Reports HP lost and plays to the tally. */
export function observeMagicalGirl(e: LogEvent, state: BattleState, tally: BattleTally): void {
  switch (e.t) {
    case "damage-roll":
      memoryOf(tally, state, e).roller = e.card as string;
      return;
    case "damage":
    case "spar-loss": {
      const m = memoryOf(tally, state, e);
      const id = e.card as string;
      const hp = e.hp as number;
      const lost = (m.hp[id] ?? hp) - hp;
      m.hp[id] = hp;
      const from = e.t === "damage" ? ownerOf(state, m.roller) : null;
      if (e.t === "damage") m.roller = null;
      if (lost > 0) tally.damage(from, state.cards[id].owner, lost);
      return;
    }
    case "heal":
    case "hp-restore":
    case "kp-adjust":
      memoryOf(tally, state, e).hp[e.card as string] = e.hp as number;
      return;
    case "ability":
      tally.played(state.cards[e.card as string].owner, e.ability as string);
      return;
    case "attack":
    case "throw":
      if (Object.hasOwn(mgContent(state).weapons, e.arm as string))
        tally.played(state.cards[e.card as string].owner, e.arm as string);
      return;
    case "skill-use":
      tally.played(state.cards[e.card as string].owner, e.skill as string);
      return;
    case "item":
      tally.played(state.cards[e.card as string].owner, e.item as string);
      return;
  }
}
