/**
 * Declaring an attack and the block decision (VIS-01…04). The attacker goes to sleep; the
 * defender answers at once: block with an active character, not block, or play something —
 * which gives up the block (VIS-03). Then interference runs until both pass, and combat begins.
 */
import { type Battle, EngineError, type OptionDef, ownCard, ownFlags } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { pushLegalPlays } from "./legal-plays.ts";
import { cardId, optionRef } from "./option-ids.ts";
import { declarePlay } from "./plays.ts";
import { type TaskOf, visionHandlers, xOf } from "./tasks.ts";
import { hasKeyword, isSleeping, opponentOf, zoneOf } from "./zones.ts";

/** v.attack: the attacker goes to sleep and the defender is asked to block (VIS-01, VIS-02, VIS-03). */
export function attackHandler(b: Battle, t: TaskOf<"v.attack">): void {
  const s = b.state;
  const attacker = t.card;
  const seat = s.cards[attacker].owner;
  const defender = opponentOf(seat);
  ownFlags(ownCard(s, attacker)).sleep = true;
  xOf(s).combat = { attacker, defender, blocker: null, blocked: false, graze: 0, hit: false };
  if (heard(b)) b.emit({ t: "attack", seat, card: attacker, defender });
  const options: OptionDef[] = [];
  // The blockers: the defender's active characters; a 隠密 attacker cannot be blocked (VIS-54).
  if (!hasKeyword(s.cards[attacker], "stealth")) {
    const field = s.zones[zoneOf(defender, "field")] ?? [];
    for (let i = 0; i < field.length; i++)
      if (!isSleeping(s.cards[field[i]])) options.push({ id: cardId("block", field[i]) });
  }
  options.push({ id: "block:none" });
  pushLegalPlays(options, b, defender, "window");
  b.ask(defender, { k: "prompt.block", p: { attacker } }, options, { k: "v.block-answer" });
}

/** Task handlers for attacks. */
export const attackHandlers = visionHandlers({
  "v.attack": attackHandler,
  "v.block-answer"(b, t: TaskOf<"v.block-answer">) {
    const s = b.state;
    const combat = xOf(s).combat;
    if (combat === null) throw new EngineError("a block answer outside combat");
    const ref = optionRef(t.choice ?? "");
    const attackerSeat = opponentOf(combat.defender);
    s.tasks.push({ k: "v.combat" });
    if (ref.kind === "no-block") {
      if (heard(b)) b.emit({ t: "no-block", seat: combat.defender });
    } else if (ref.kind === "block") {
      ownFlags(ownCard(s, ref.card)).sleep = true;
      combat.blocker = ref.card;
      combat.blocked = true;
      if (heard(b))
        b.emit({ t: "block", seat: combat.defender, card: ref.card, attacker: combat.attacker });
    } else {
      // Playing first gives up the block; the play passes priority to the attacker (VIS-03, VIS-04).
      if (heard(b)) b.emit({ t: "no-block", seat: combat.defender });
      declarePlay(b, combat.defender, ref);
    }
    b.openResponses("interference", attackerSeat);
  },
});
