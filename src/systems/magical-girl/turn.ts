/**
 * A fighter's turn (MGR-14, 23…32): the owner's seat picks actions one at a time — attack, use an
 * ability, throw, move, hide, pick up, use a skill — in any order, until it ends the turn, possibly
 * with a focus stance or a ready action. Every option's cost is checked before it is offered.
 */
import type { Battle, CardState, OptionDef, Task } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { abilityOptions, attackOptions, queueAction } from "./actions.ts";
import { attackTask } from "./attack.ts";
import { canPay, pay, payCap } from "./costs.ts";
import { withGrp } from "./group.ts";
import { hurlOptions } from "./hurl.ts";
import { itemOptions } from "./items.ts";
import { fighters, flags, foesOf, isDown, mgx } from "./model.ts";
import { objectAction, objectOptions } from "./objects.ts";
import { actionOption, type OptionRef, optionRef, plainOption, verbOption } from "./option-ids.ts";
import { hideCost, moveOptions, moveTo } from "./positions.ts";
import { taskOptions } from "./price.ts";
import { readyOptions } from "./ready.ts";
import { INTERACT_DP, READY_DP, STANCE_DP } from "./rule-numbers.ts";
import { skillOptions } from "./skills.ts";
import { mgHandlers } from "./tasks.ts";
import { objectThrowOptions, throwOptions } from "./throwing.ts";
import { clearExtras, freeArm, spendExtra, startExtras } from "./traits.ts";
import { gainedWeapon, weaponsOf } from "./weapons.ts";

/** Everything the fighter may do now on its own turn. */
export function turnOptions(b: Battle, c: CardState): OptionDef[] {
  // One list, filled in the order the options are offered; the foes listed once (nothing here
  // changes the state).
  const out: OptionDef[] = [];
  const foes = foesOf(b, c.id);
  const cap = payCap(c);
  const arms = weaponsOf(c);
  const free = freeArm(c);
  attackOptions(b, c, "attack", 1, out, foes, cap, arms, free);
  // What a ready-any could hold (attacks, abilities, items, moves), known without listing it again
  // — except a trait's free extra attack: readying ends the turn and its extras with it, so a
  // readied attack is priced in full (without this, `ready-any` was offered with nothing to pick).
  let readyable =
    free === null ? out.length : attackOptions(b, c, "attack", 1, [], foes, cap, arms).length;
  const afterAttacks = out.length;
  abilityOptions(b, c, "ability", 1, out, foes, cap);
  itemOptions(b, c, "item", 1, out, foes);
  readyable += out.length - afterAttacks;
  throwOptions(b, c, out, foes, cap, arms);
  objectThrowOptions(b, c, out, foes);
  hurlOptions(b, c, out);
  const before = out.length;
  moveOptions(b, c, out);
  readyable += out.length - before;
  pickupOptions(b, c, out);
  objectOptions(b, c, out);
  skillOptions(c, out);
  taskOptions(c, out);
  const hide = hideCost(b, c);
  if (hide !== null && !flags(c).hidden && canPay(c, hide)) out.push(HIDE);
  if (STANCE_DP <= cap) out.push(STANCE_DODGE, STANCE_PARRY);
  readyOptions(b, c, out, foes, cap, arms);
  // `ready-any` when the 1 DP can be paid and there is something to ready. Choosing it commits:
  // there is no way back to the turn, so a cost-free loop of choosing and cancelling cannot arise.
  if (readyable > 0 && READY_DP <= cap) out.push(READY_ANY);
  out.push(END);
  return out;
}

const HIDE = plainOption("hide");
const STANCE_DODGE = plainOption("stance:dodge");
const STANCE_PARRY = plainOption("stance:parry");
const READY_ANY = plainOption("ready-any");
const END = plainOption("end");

/**
 * Picking up a weapon lying at the fighter's position (MGR-14 object interaction): her own
 * (`pickup:<weapon>`), in the order they fell, then another fighter's (`pickup:<weapon>@<owner>`,
 * seed l.99 「手中的物体或者其他物体」: what lies there is anyone's to take), by owner in setup order.
 * Reading: not a weapon she holds one of already (one weapon of an id in hand).
 */
function pickupOptions(b: Battle, c: CardState, out: OptionDef[]): void {
  const here = mgx(b).ground[flags(c).pos];
  if (here === undefined || here.length === 0) return;
  const cost = flags(c).freeUsed ? INTERACT_DP : 0;
  if (!canPay(c, cost)) return;
  const held = weaponsOf(c);
  const holds = (w: string) => held.some((a) => a.id === w);
  for (const e of here)
    if (e.startsWith(`${c.id}:`) && !holds(gainedWeapon(e)))
      out.push(verbOption("pickup", gainedWeapon(e)));
  for (const o of fighters(b)) {
    if (o.id === c.id) continue;
    for (const e of here)
      if (e.startsWith(`${o.id}:`) && !holds(gainedWeapon(e)))
        out.push(actionOption("pickup", gainedWeapon(e), o.id));
  }
}

/** Verbs of the `verb:…` choices after which the turn simply continues. */
const CONTINUING = new Set(["move", "useskill", "pickup", "interact", "take"]);

/** Whether the turn simply continues after `choice` (a move, a skill use, an object, hiding, a task). */
function continuesTurn(choice: OptionRef): boolean {
  return choice.id === choice.verb
    ? choice.id === "hide" || choice.id === "task"
    : CONTINUING.has(choice.verb);
}

/** Moving, hiding and picking up: no reaction window follows (reading). Returns false otherwise. */
function otherAction(b: Battle, c: CardState, choice: OptionRef): boolean {
  const f = flags(c);
  const { id, verb } = choice;
  if (verb === "move" && id !== verb) {
    moveTo(b, c, choice.rest);
    return true;
  }
  if (id === "hide") {
    const cost = hideCost(b, c) ?? 0;
    pay(c, cost);
    f.hidden = true;
    b.emit({ t: "hide", card: c.id, dp: cost });
    return true;
  }
  if (id === "task") {
    // Anything else she declares: the KP prices it (seed l.31).
    b.push({ k: "m.price", card: c.id, what: "task" });
    return true;
  }
  if (objectAction(b, c, choice)) return true;
  if (verb === "useskill" && id !== verb) {
    b.push({ k: "m.skill", card: c.id, skill: choice.rest });
    return true;
  }
  if (verb === "pickup" && id !== verb) {
    const w = choice.thing;
    const owner = choice.target;
    const cost = f.freeUsed ? INTERACT_DP : 0;
    pay(c, cost);
    f.freeUsed = true;
    const ground = mgx(b).ground;
    if (owner === null) {
      f.dropped = f.dropped.filter((x) => x !== w);
      ground[f.pos] = (ground[f.pos] ?? []).filter((e) => e !== `${c.id}:${w}`);
      b.emit({ t: "pickup", card: c.id, arm: w, dp: cost });
      return true;
    }
    // Another's weapon: hers to fight with now, its owner's to take back if it falls again.
    const entry = `${owner}:${w}`;
    const here = ground[f.pos] ?? [];
    here.splice(here.indexOf(entry), 1);
    (f.gained ??= []).push(entry);
    b.emit({ t: "pickup-other", card: c.id, arm: w, from: owner, dp: cost });
    return true;
  }
  return false;
}

/**
 * The task that resumes the turn after a step: the fighter's turn again, or, in a group acting
 * together (option groupTurns), the KP picking who acts next.
 */
function againOf(t: Task, card: string): Task {
  return t.grp === undefined ? { k: "m.turn", card } : { k: "m.group-turn", group: t.grp };
}

/** Task handlers of the turn. */
export const turnHandlers = mgHandlers({
  "m.turn"(b, t) {
    const c = b.state.cards[t.card];
    // Option freeInteraction withMoveOrAction (MGR-14, l.29): a step she took opens the free
    // interaction now that it is done (so a task priced during it could not be the free one).
    if (flags(c).freeWait === 1) {
      flags(c).freeWait = 0;
      flags(c).freeUsed = false;
    }
    // Struck down during her own turn (a counter, a readied blade): the turn ends by itself.
    if (isDown(c)) {
      b.push(withGrp({ k: "m.turn-answer", card: c.id, choice: "end" }, t));
      return;
    }
    b.ask(
      c.owner,
      { k: "prompt.turn", p: { card: c.id, dp: flags(c).dp } },
      turnOptions(b, c),
      withGrp({ k: "m.turn-answer", card: c.id }, t),
    );
  },
  "m.turn-answer"(b, t) {
    const c = b.state.cards[t.card];
    const ref = optionRef(t.choice ?? "");
    const choice = ref.id;
    // Any step of the turn but ending it — a move, an action, a skill use, a paid interaction
    // (itself an action, l.30), a task — is the move or action the free interaction goes with.
    if (
      flags(c).freeWait === 2 &&
      choice !== "end" &&
      ref.verb !== "stance" &&
      ref.verb !== "ready"
    )
      flags(c).freeWait = 1;
    if (choice === "ready-any") {
      // The open ready action: pick the action, then its moment (ready-any.ts).
      b.push(withGrp({ k: "m.ready-pick", card: c.id }, t));
      return;
    }
    if (continuesTurn(ref)) {
      // The turn continues after it (a skill use first asks the KP for its cost).
      b.push(againOf(t, c.id));
      otherAction(b, c, ref);
      return;
    }
    // `stance:…` and `ready:…` end the turn as `end` does.
    const stance = ref.verb === "stance" && choice !== "stance";
    const ready = ref.verb === "ready" && choice !== "ready";
    if (ready) {
      pay(c, READY_DP);
      flags(c).ready = ref.rest;
      if (heard(b)) b.emit({ t: "ready", card: c.id, ready: flags(c).ready });
    }
    if (choice === "end" || stance || ready) {
      if (stance) {
        pay(c, STANCE_DP);
        flags(c).stance = choice === "stance:dodge" ? "dodge" : "parry";
        if (heard(b))
          b.emit({
            t: "stance",
            card: c.id,
            stance: flags(c).stance,
            term: `${flags(c).stance}-stance`,
          });
      }
      clearExtras(c);
      if (heard(b)) b.emit({ t: "turn-end", card: c.id, dp: flags(c).dp });
      const x = mgx(b);
      x.acted.push(c.id);
      x.active = null;
      b.push(t.grp === undefined ? { k: "m.next-turn" } : againOf(t, c.id));
      return;
    }
    // The action, then a reaction window for the others, then this turn resumes (MGR-35).
    b.push(againOf(t, c.id));
    b.push({ k: "m.react-window", after: c.id, i: 0 });
    if (ref.verb === "attack" && ref.thing === freeArm(c)) {
      // A trait's extra attack of the action already paid for (MGR-24, seed l.50): no DP.
      flags(c).hidden = false;
      spendExtra(b, c);
      b.push(attackTask(c.id, ref.target ?? "", ref.thing, false));
      return;
    }
    queueAction(b, c, ref, 1, false);
    if (ref.verb === "attack") startExtras(c, ref.thing);
  },
});
