/**
 * Declaring an attack and the block decision (VIS-01…04). The attacker goes to sleep; the
 * defender answers at once: block with an active character, not block, or play something —
 * which gives up the block (VIS-03). Then interference runs until both pass, and combat begins.
 */
import {
  type Battle,
  type OptionDef,
  ownCard,
  ownFlags,
  type TaskHandler,
} from "../../engine/index.ts";
import { pushLegalPlays } from "./legal-plays.ts";
import { declarePlay } from "./plays.ts";
import type { Combat } from "./triggers.ts";
import { hasKeyword, isSleeping, opponentOf, zoneOf } from "./zones.ts";

/** Characters that may block this attacker (active; 隠密 attackers cannot be blocked). */
export function blockers(b: Battle, defender: string, attacker: string): string[] {
  if (hasKeyword(b.state.cards[attacker], "stealth")) return [];
  return (b.state.zones[zoneOf(defender, "field")] ?? []).filter(
    (id) => !isSleeping(b.state.cards[id]),
  );
}

/** Task handlers for attacks. */
export const attackHandlers: Record<string, TaskHandler> = {
  "v.attack"(b, t) {
    const s = b.state;
    const attacker = t.card as string;
    const seat = s.cards[attacker].owner;
    const defender = opponentOf(seat);
    ownFlags(ownCard(s, attacker)).sleep = true;
    const combat: Combat = {
      attacker,
      defender,
      blocker: null,
      blocked: false,
      graze: 0,
      hit: false,
    };
    s.x.combat = combat as unknown as typeof s.x.combat;
    b.emit({ t: "attack", seat, card: attacker, defender });
    const options: OptionDef[] = [];
    for (const id of blockers(b, defender, attacker)) options.push({ id: `block:${id}` });
    options.push({ id: "block:none" });
    pushLegalPlays(options, b, defender, "window");
    b.ask(defender, { k: "prompt.block", p: { attacker } }, options, { k: "v.block-answer" });
  },
  "v.block-answer"(b, t) {
    const s = b.state;
    const combat = s.x.combat as unknown as Combat;
    const choice = t.choice as string;
    const attackerSeat = opponentOf(combat.defender);
    b.push({ k: "v.combat" });
    if (choice === "block:none") {
      b.emit({ t: "no-block", seat: combat.defender });
      b.openResponses("interference", attackerSeat);
    } else if (choice.startsWith("block:")) {
      const id = choice.slice(6);
      ownFlags(ownCard(s, id)).sleep = true;
      combat.blocker = id;
      combat.blocked = true;
      b.emit({ t: "block", seat: combat.defender, card: id, attacker: combat.attacker });
      b.openResponses("interference", attackerSeat);
    } else {
      // Playing first gives up the block; the play passes priority to the attacker (VIS-03/04).
      b.emit({ t: "no-block", seat: combat.defender });
      declarePlay(b, combat.defender, choice);
      b.openResponses("interference", attackerSeat);
    }
  },
};
