/**
 * Reactions (应急反应, MGR-35): after each action on someone else's turn, each magical girl who
 * has not reacted since her last turn began may ask to react (the KP approves, or option
 * `reactionApproval: auto`). A reaction costs double DP, uses up the reaction until her next turn
 * and forfeits her next round's DP recovery; then the interrupted turn resumes. Reading: only
 * player characters react ("玩家可以向主持人申请").
 */
import type { Battle, CardState, OptionDef } from "../../engine/index.ts";
import { abilityOptions, attackOptions, queueAction } from "./actions.ts";
import { payCap } from "./costs.ts";
import { hurlOptions } from "./hurl.ts";
import { itemOptions } from "./items.ts";
import { fighters, flags, foesOf, isDown, KP } from "./model.ts";
import { optionRef, plainOption } from "./option-ids.ts";
import { opt } from "./options.ts";
import { REACTION_DP_MULT } from "./rule-numbers.ts";
import { mgHandlers } from "./tasks.ts";
import { objectThrowOptions, throwOptions } from "./throwing.ts";
import { weaponsOf } from "./weapons.ts";

const PASS = plainOption("pass");
const APPROVE = plainOption("approve");
const REFUSE = plainOption("refuse");

/** What `c` could do as a reaction now (empty when it may not react). */
export function reactionOptions(b: Battle, c: CardState, after: string): OptionDef[] {
  const f = flags(c);
  if (c.id === after || f.kind !== "girl" || f.reacted || isDown(c)) return [];
  const out: OptionDef[] = [];
  const foes = foesOf(b, c.id);
  const cap = payCap(c);
  attackOptions(b, c, "react", REACTION_DP_MULT, out, foes, cap);
  abilityOptions(b, c, "react", REACTION_DP_MULT, out, foes, cap);
  itemOptions(b, c, "react", REACTION_DP_MULT, out, foes);
  // Throwing is an action like any (seed l.33: a reaction answers a moment with an action; l.99
  // throwing): a weapon, an object here or a character here, at double DP, with the throw's own
  // ids (`throw:…`, `hurl:…`).
  throwOptions(b, c, out, foes, cap, weaponsOf(c), REACTION_DP_MULT);
  objectThrowOptions(b, c, out, foes, REACTION_DP_MULT);
  hurlOptions(b, c, out, REACTION_DP_MULT);
  return out;
}

/** Task handlers of reactions. */
export const reactionHandlers = mgHandlers({
  "m.react-window"(b, t) {
    if (opt(b, "reactions") === "off") return;
    const all = fighters(b);
    for (let i = t.i; i < all.length; i++) {
      const opts = reactionOptions(b, all[i], t.after);
      if (opts.length === 0) continue;
      b.ask(
        all[i].owner,
        { k: "prompt.react", p: { card: all[i].id, dp: flags(all[i]).dp } },
        [...opts, PASS],
        { k: "m.react-answer", after: t.after, i, card: all[i].id },
      );
      return;
    }
  },
  "m.react-answer"(b, t) {
    const cont = { k: "m.react-window", after: t.after, i: t.i + 1 };
    if (t.choice === "pass") {
      b.push(cont);
      return;
    }
    const go = { k: "m.react-go", after: t.after, i: t.i, card: t.card, want: t.choice };
    if (opt(b, "reactionApproval") === "auto") {
      b.push({ ...go, choice: "approve" });
      return;
    }
    b.ask(
      KP,
      { k: "prompt.approve", p: { card: t.card, want: t.choice ?? "" } },
      [APPROVE, REFUSE],
      go,
    );
  },
  "m.react-go"(b, t) {
    const c = b.state.cards[t.card];
    b.push({ k: "m.react-window", after: t.after, i: t.i + 1 });
    if (t.choice === "refuse") {
      b.emit({ t: "reaction-refused", card: c.id });
      return;
    }
    const f = flags(c);
    f.reacted = true;
    f.noRecover = true;
    b.emit({ t: "reaction", card: c.id, want: t.want });
    queueAction(b, c, optionRef(t.want), REACTION_DP_MULT, true);
  },
});
