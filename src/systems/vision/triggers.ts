/**
 * Triggered abilities (誘発効果) and the timing windows they wait for. Order is fixed and logged:
 * the turn player's cards before the opponent's, each in field order, a character before the
 * cards set on it (VIS-35's ordering, applied to triggers too).
 */
import type { Battle, Json, Task } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { abilityTask, triggersOf } from "./abilities.ts";
import { sideOf } from "./lowered.ts";
import type { Trigger } from "./schema.ts";
import { xOf } from "./tasks.ts";
import { onField, zoneOf } from "./zones.ts";

/** The current combat, if any. */
export interface Combat {
  attacker: string;
  defender: string;
  blocker: string | null;
  blocked: boolean;
  /** Graze value of the attacker when it dealt its damage (VIS-13). */
  graze: number;
  /** Whether the attacker dealt damage to the player. */
  hit: boolean;
  /** The attacker left the field (VIS-06): if it comes back it is a new card, not the attacker. */
  attackerLeft?: boolean;
}

/** Whether a trigger's `if` holds for character `me` in the current combat. */
function conditionHolds(tr: Trigger, me: string, combat: Combat | null): boolean {
  switch (tr.if) {
    case "any":
      return true;
    case "attacking":
      return combat?.attacker === me;
    case "blocking":
      return combat?.blocker === me;
    case "unblocked":
      return combat?.attacker === me && !combat.blocked;
    case "blocked":
      return combat?.attacker === me && combat.blocked;
  }
}

/** The tasks for window `w`, in order. */
export function visionWindowTriggers(b: Battle, w: string, data: Record<string, Json>): Task[] {
  // Most windows wait for no card at all: skip them before allocating anything.
  const waiting = sideOf(b.state).waiting[w];
  if (waiting === undefined) return NONE;
  const s = b.state;
  const x = xOf(s);
  const combat = x.combat;
  const tasks: Task[] = [];
  if (w === "enter") {
    const card = data.card;
    if (typeof card === "string") collect(b, waiting, w, card, combat, tasks);
  } else if (w.startsWith("combat-")) {
    if (combat) {
      collect(b, waiting, w, combat.attacker, combat, tasks);
      if (combat.blocker) collect(b, waiting, w, combat.blocker, combat, tasks);
    }
  } else {
    // Turn player's field first, each in field order (fieldInTurnOrder, without the copy).
    const tp = x.active;
    for (const seat of tp === "p1" ? P1_FIRST : P2_FIRST) {
      const field = s.zones[zoneOf(seat, "field")];
      for (let i = 0; i < field.length; i++) collect(b, waiting, w, field[i], combat, tasks);
    }
  }
  return tasks;
}

/** No task (frozen: shared by every window nobody waits for). */
const NONE: Task[] = Object.freeze([]) as unknown as Task[];
const P1_FIRST = ["p1", "p2"] as const;
const P2_FIRST = ["p2", "p1"] as const;

/** The triggers of character `ch` and the cards set on it for window `w`, logged as they queue. */
function collect(
  b: Battle,
  waiting: Set<string>,
  w: string,
  ch: string,
  combat: Combat | null,
  tasks: Task[],
): void {
  const s = b.state;
  if (!onField(s, ch)) return;
  const attached = s.cards[ch].attached;
  for (let k = -1; k < attached.length; k++) {
    const id = k < 0 ? ch : attached[k];
    if (!waiting.has(s.cards[id].def)) continue;
    const trs = triggersOf(s, s.cards[id].def);
    for (let n = 0; n < trs.length; n++) {
      const tr = trs[n];
      if (tr.when !== w || !conditionHolds(tr, ch, combat)) continue;
      if (heard(b)) b.emit({ t: "trigger", card: id, when: w });
      tasks.push(
        abilityTask(
          { src: id, ctrl: s.cards[id].owner, target: null },
          { def: s.cards[id].def, ab: "trigger", n },
        ),
      );
    }
  }
}
