/**
 * Protect an ally (保护同伴, MGR-36): when a magical girl is attacked, another magical girl at the
 * same position may ask to react and become the target instead; she then answers the attack with
 * a passive action as usual. It is a reaction (KP approval, double DP, one until her next turn, no
 * recovery next round). Reading: taking the blow is a minor action, 1 DP, so 2 DP as a reaction.
 */
import type { Battle, CardState } from "../../engine/index.ts";
import { canPay, pay } from "./costs.ts";
import { fighters, flags, isDown, KP } from "./model.ts";
import { plainOption } from "./option-ids.ts";
import { opt } from "./options.ts";
import { samePos } from "./positions.ts";
import { PROTECT_DP, REACTION_DP_MULT } from "./rule-numbers.ts";
import { mgHandlers } from "./tasks.ts";

const PROTECT = plainOption("protect");
const PASS = plainOption("pass");
const APPROVE = plainOption("approve");
const REFUSE = plainOption("refuse");

/** Girls who could step in for `target` now. */
export function protectors(b: Battle, target: CardState): CardState[] {
  if (flags(target).kind !== "girl" || opt(b, "reactions") === "off") return [];
  const fs = fighters(b);
  const out: CardState[] = [];
  for (let i = 0; i < fs.length; i++) {
    const c = fs[i];
    const f = flags(c);
    if (
      c.id !== target.id &&
      f.kind === "girl" &&
      f.side === flags(target).side &&
      !f.reacted &&
      !isDown(c) &&
      samePos(c, target) &&
      canPay(c, PROTECT_DP * REACTION_DP_MULT)
    )
      out.push(c);
  }
  return out;
}

/** Pays for stepping in as a reaction and logs it. */
export function stepIn(b: Battle, c: CardState, target: string): void {
  const f = flags(c);
  pay(c, PROTECT_DP * REACTION_DP_MULT);
  f.reacted = true;
  f.noRecover = true;
  b.emit({ t: "protect", card: c.id, target, dp: PROTECT_DP * REACTION_DP_MULT });
}

/** Task handlers of protecting an ally. */
export const protectHandlers = mgHandlers({
  "m.protect"(b, t) {
    const atk = t.atk;
    const target = b.state.cards[atk.target];
    const cands = protectors(b, target).filter((c) => !t.asked.includes(c.id));
    if (cands.length === 0) {
      b.push(atk);
      return;
    }
    const c = cands[0];
    b.ask(
      c.owner,
      {
        k: "prompt.protect",
        p: { card: c.id, target: target.id, attacker: atk.attacker },
      },
      [PROTECT, PASS],
      {
        k: "m.protect-answer",
        atk,
        asked: [...t.asked, c.id],
        card: c.id,
      },
    );
  },
  "m.protect-answer"(b, t) {
    const again = { k: "m.protect", atk: t.atk, asked: t.asked };
    if (t.choice === "pass") {
      b.push(again);
      return;
    }
    const go = { ...t, k: "m.protect-go" };
    if (opt(b, "reactionApproval") === "auto") {
      b.push({ ...go, choice: "approve" });
      return;
    }
    b.ask(KP, { k: "prompt.approve", p: { card: t.card } }, [APPROVE, REFUSE], go);
  },
  "m.protect-go"(b, t) {
    const c = b.state.cards[t.card];
    const atk = t.atk;
    if (t.choice === "refuse") {
      b.emit({ t: "reaction-refused", card: c.id });
      b.push({ k: "m.protect", atk, asked: t.asked });
      return;
    }
    const f = flags(c);
    pay(c, PROTECT_DP * REACTION_DP_MULT);
    f.reacted = true;
    f.noRecover = true;
    b.emit({
      t: "protect",
      card: c.id,
      target: atk.target,
      dp: PROTECT_DP * REACTION_DP_MULT,
    });
    b.push({ ...atk, target: c.id });
  },
});
