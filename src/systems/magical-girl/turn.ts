/**
 * A fighter's turn (MGR-14, 23…32): the owner's seat picks actions one at a time — attack, use an
 * ability, throw, move, hide, pick up, use a skill — in any order, until it ends the turn, possibly
 * with a focus stance or a ready action. Every option's cost is checked before it is offered.
 */
import type { Battle, CardState, OptionDef, TaskHandler } from "../../engine/index.ts";
import { abilityOptions, attackOptions, queueAction } from "./actions.ts";
import { canPay, pay } from "./costs.ts";
import { grpOf } from "./group.ts";
import { hurlOptions } from "./hurl.ts";
import { itemOptions } from "./items.ts";
import { flags, isDown, mgx } from "./model.ts";
import { INTERACT_DP, objectAction, objectOptions } from "./objects.ts";
import { hideCost, moveOptions, moveTo } from "./positions.ts";
import { taskOptions } from "./price.ts";
import { READY_DP, readyOptions } from "./ready.ts";
import { openReadyOptions } from "./ready-any.ts";
import { skillOptions } from "./skills.ts";
import { objectThrowOptions, throwOptions } from "./throwing.ts";

/** DP of a focus stance (MGR-30/31). */
export const STANCE_DP = 2;

/** Everything the fighter may do now on its own turn. */
export function turnOptions(b: Battle, c: CardState): OptionDef[] {
  const attacks = attackOptions(b, c, "attack");
  const abilities = abilityOptions(b, c, "ability");
  const items = itemOptions(b, c);
  const moves = moveOptions(b, c);
  // What a ready-any could hold, known without listing it again.
  const readyable = attacks.length + abilities.length + items.length + moves.length > 0;
  const out = [
    ...attacks,
    ...abilities,
    ...items,
    ...throwOptions(b, c),
    ...objectThrowOptions(b, c),
    ...hurlOptions(b, c),
    ...moves,
    ...pickupOptions(b, c),
    ...objectOptions(b, c),
    ...skillOptions(c),
    ...taskOptions(c),
  ];
  const hide = hideCost(b, c);
  if (hide !== null && !flags(c).hidden && canPay(c, hide)) out.push({ id: "hide" });
  if (canPay(c, STANCE_DP)) out.push({ id: "stance:dodge" }, { id: "stance:parry" });
  out.push(...readyOptions(b, c), ...openReadyOptions(c, readyable));
  out.push({ id: "end" });
  return out;
}

/** Picking up one's own weapon lying at the fighter's position (MGR-14 object interaction). */
function pickupOptions(b: Battle, c: CardState): OptionDef[] {
  const here = mgx(b).ground[flags(c).pos] ?? [];
  const cost = flags(c).freeUsed ? INTERACT_DP : 0;
  if (!canPay(c, cost)) return [];
  return here
    .filter((e) => e.startsWith(`${c.id}:`))
    .map((e) => ({ id: `pickup:${e.slice(c.id.length + 1)}` }));
}

/** Moving, hiding and picking up: no reaction window follows (reading). Returns false otherwise. */
function otherAction(b: Battle, c: CardState, choice: string): boolean {
  const f = flags(c);
  if (choice.startsWith("move:")) {
    moveTo(b, c, choice.slice("move:".length));
    return true;
  }
  if (choice === "hide") {
    const cost = hideCost(b, c) ?? 0;
    pay(c, cost);
    f.hidden = true;
    b.emit({ t: "hide", card: c.id, dp: cost });
    return true;
  }
  if (choice === "task") {
    // Anything else she declares: the KP prices it (seed l.31).
    b.push({ k: "m.price", card: c.id, what: "task" });
    return true;
  }
  if (objectAction(b, c, choice)) return true;
  if (choice.startsWith("useskill:")) {
    b.push({ k: "m.skill", card: c.id, skill: choice.slice("useskill:".length) });
    return true;
  }
  if (choice.startsWith("pickup:")) {
    const w = choice.slice("pickup:".length);
    const cost = f.freeUsed ? INTERACT_DP : 0;
    pay(c, cost);
    f.freeUsed = true;
    f.dropped = f.dropped.filter((x) => x !== w);
    const ground = mgx(b).ground;
    ground[f.pos] = (ground[f.pos] ?? []).filter((e) => e !== `${c.id}:${w}`);
    b.emit({ t: "pickup", card: c.id, arm: w, dp: cost });
    return true;
  }
  return false;
}

/** Task handlers of the turn. */
export const turnHandlers: Record<string, TaskHandler> = {
  "m.turn"(b, t) {
    const c = b.state.cards[t.card as string];
    // Struck down during her own turn (a counter, a readied blade): the turn ends by itself.
    if (isDown(c)) {
      b.push({ k: "m.turn-answer", card: c.id, choice: "end", ...grpOf(t) });
      return;
    }
    b.ask(c.owner, { k: "prompt.turn", p: { card: c.id, dp: flags(c).dp } }, turnOptions(b, c), {
      k: "m.turn-answer",
      card: c.id,
      ...grpOf(t),
    });
  },
  "m.turn-answer"(b, t) {
    const c = b.state.cards[t.card as string];
    const choice = t.choice as string;
    // In a group acting together (option groupTurns), the KP picks who acts next after each step.
    const again =
      t.grp === undefined ? { k: "m.turn", card: c.id } : { k: "m.group-turn", group: t.grp };
    if (choice === "ready-any") {
      // The open ready action: pick the action, then its moment (ready-any.ts).
      b.push({ k: "m.ready-pick", card: c.id, ...grpOf(t) });
      return;
    }
    if (/^(move|useskill|pickup|interact|take):|^(hide|task)$/.test(choice)) {
      // The turn continues after it (a skill use first asks the KP for its cost).
      b.push(again);
      otherAction(b, c, choice);
      return;
    }
    if (choice.startsWith("ready:")) {
      pay(c, READY_DP);
      flags(c).ready = choice.slice("ready:".length);
      b.emit({ t: "ready", card: c.id, ready: flags(c).ready });
    }
    if (choice === "end" || choice.startsWith("stance:") || choice.startsWith("ready:")) {
      if (choice.startsWith("stance:")) {
        pay(c, STANCE_DP);
        flags(c).stance = choice === "stance:dodge" ? "dodge" : "parry";
        b.emit({
          t: "stance",
          card: c.id,
          stance: flags(c).stance,
          term: `${flags(c).stance}-stance`,
        });
      }
      b.emit({ t: "turn-end", card: c.id, dp: flags(c).dp });
      const x = mgx(b);
      x.acted.push(c.id);
      x.active = null;
      b.push(t.grp === undefined ? { k: "m.next-turn" } : again);
      return;
    }
    // The action, then a reaction window for the others, then this turn resumes (MGR-35).
    b.push(again);
    b.push({ k: "m.react-window", after: c.id, i: 0 });
    queueAction(b, c, choice, 1, false);
  },
};
