/**
 * Triggered abilities (誘発効果) and the timing windows they wait for. Order is fixed and logged:
 * the turn player's cards before the opponent's, each in field order, a character before the
 * cards set on it (VIS-35's ordering, applied to triggers too).
 */
import type { Battle, Json, Task } from "../../engine/index.ts";
import { abilityTask, triggersOf } from "./abilities.ts";
import type { Trigger } from "./schema.ts";
import { CARDS, fieldInTurnOrder, onField } from "./zones.ts";

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

/** A character and the cards set on it: each may carry triggers. */
function withAttachments(b: Battle, id: string): string[] {
  return [id, ...b.state.cards[id].attached];
}

/** Definitions with at least one trigger for each window, built once from the content. */
const WAITING: Record<string, Set<string>> = {};
for (const def of Object.values(CARDS)) {
  for (const tr of triggersOf(def.id)) (WAITING[tr.when] ??= new Set()).add(def.id);
}

/** The tasks for window `w`, in order. */
export function visionWindowTriggers(b: Battle, w: string, data: Record<string, Json>): Task[] {
  // Most windows wait for no card at all: skip them before allocating anything.
  const waiting = WAITING[w];
  if (waiting === undefined) return [];
  const s = b.state;
  const combat = s.x.combat as Combat | null;
  let chars: string[];
  if (w === "enter") chars = [data.card as string];
  else if (w.startsWith("combat-")) {
    chars = combat ? [combat.attacker, ...(combat.blocker ? [combat.blocker] : [])] : [];
  } else chars = fieldInTurnOrder(s);
  const tasks: Task[] = [];
  for (const ch of chars) {
    if (!onField(s, ch)) continue;
    for (const id of withAttachments(b, ch)) {
      if (!waiting.has(s.cards[id].def)) continue;
      const trs = triggersOf(s.cards[id].def);
      for (let n = 0; n < trs.length; n++) {
        const tr = trs[n];
        if (tr.when !== w || !conditionHolds(tr, ch, combat)) continue;
        b.emit({ t: "trigger", card: id, when: w });
        tasks.push(
          abilityTask(
            { src: id, ctrl: s.cards[id].owner, target: null },
            { def: s.cards[id].def, ab: "trigger", n },
          ),
        );
      }
    }
  }
  return tasks;
}
