/**
 * A fighter's turn (MGR-14, 23…25, 30/31): the owner's seat picks actions one at a time — attack
 * with a weapon or bare hands, use an ability (DP + MP), or end the turn, possibly with a focus
 * stance — until it ends the turn. Every option's cost is checked before it is offered.
 */
import type { Battle, CardState, OptionDef, TaskHandler } from "../../engine/index.ts";
import { abilityTask } from "./abilities.ts";
import { attackTask } from "./attack.ts";
import { MG_CONTENT } from "./content/index.ts";
import { canPay, pay } from "./costs.ts";
import { alliesOf, charDef, flags, foesOf, mgx } from "./model.ts";
import { weaponsOf } from "./weapons.ts";

/** DP of a focus stance (MGR-30/31). */
export const STANCE_DP = 2;

/** Attack options with every weapon (and bare hands) at every foe, DP × `mult` (reactions: 2). */
export function attackOptions(b: Battle, c: CardState, verb: string, mult = 1): OptionDef[] {
  const out: OptionDef[] = [];
  const foes = foesOf(b, c.id);
  for (const w of weaponsOf(c)) {
    if (!canPay(c, w.dp * mult)) continue;
    for (const foe of foes) out.push({ id: `${verb}:${w.id}@${foe.id}` });
  }
  return out;
}

/** Ability options the fighter can pay for (DP × `mult` and MP), at each legal target. */
export function abilityOptions(b: Battle, c: CardState, verb: string, mult = 1): OptionDef[] {
  const out: OptionDef[] = [];
  for (const id of charDef(c).abilities) {
    const a = MG_CONTENT.abilities[id];
    if (!canPay(c, a.dp * mult) || flags(c).mp < a.mp) continue;
    const targets = a.target === "enemy" ? foesOf(b, c.id) : alliesOf(b, c.id);
    for (const t of targets) out.push({ id: `${verb}:${id}@${t.id}` });
  }
  return out;
}

/** Everything the fighter may do now on its own turn. */
export function turnOptions(b: Battle, c: CardState): OptionDef[] {
  const out = [...attackOptions(b, c, "attack"), ...abilityOptions(b, c, "ability")];
  if (canPay(c, STANCE_DP)) out.push({ id: "stance:dodge" }, { id: "stance:parry" });
  out.push({ id: "end" });
  return out;
}

/** Splits `verb:thing@target`. */
export function parseOption(id: string): { verb: string; thing: string; target: string } {
  const colon = id.indexOf(":");
  const at = id.indexOf("@");
  return { verb: id.slice(0, colon), thing: id.slice(colon + 1, at), target: id.slice(at + 1) };
}

/**
 * Pays for and queues the action `choice` of fighter `c` (an attack or an ability), DP × `mult`.
 * Returns false when the choice is not such an action.
 */
export function queueAction(
  b: Battle,
  c: CardState,
  choice: string,
  mult: number,
  reaction: boolean,
): boolean {
  const { verb, thing, target } = parseOption(choice);
  if (verb === "attack" || verb === "react") {
    const w = weaponsOf(c).find((x) => x.id === thing);
    if (w !== undefined) {
      pay(c, w.dp * mult);
      b.push(attackTask(c.id, target, w.id, reaction));
      return true;
    }
    // `react:` may name an ability too.
  }
  const a = MG_CONTENT.abilities[thing];
  if (a === undefined) return false;
  pay(c, a.dp * mult);
  flags(c).mp -= a.mp;
  b.emit({ t: "ability", card: c.id, ability: thing, target, dp: a.dp * mult, mp: a.mp });
  b.push(abilityTask(c.id, target, thing, reaction));
  return true;
}

/** Task handlers of the turn. */
export const turnHandlers: Record<string, TaskHandler> = {
  "m.turn"(b, t) {
    const c = b.state.cards[t.card as string];
    b.ask(c.owner, { k: "prompt.turn", p: { card: c.id, dp: flags(c).dp } }, turnOptions(b, c), {
      k: "m.turn-answer",
      card: c.id,
    });
  },
  "m.turn-answer"(b, t) {
    const c = b.state.cards[t.card as string];
    const choice = t.choice as string;
    if (choice === "end" || choice.startsWith("stance:")) {
      if (choice.startsWith("stance:")) {
        pay(c, STANCE_DP);
        flags(c).stance = choice === "stance:dodge" ? "dodge" : "parry";
        b.emit({ t: "stance", card: c.id, stance: flags(c).stance, term: `${flags(c).stance}-stance` });
      }
      b.emit({ t: "turn-end", card: c.id, dp: flags(c).dp });
      const x = mgx(b);
      x.acted.push(c.id);
      x.active = null;
      b.push({ k: "m.next-turn" });
      return;
    }
    // The action, then a reaction window for the others, then this turn resumes (MGR-35).
    b.push({ k: "m.turn", card: c.id });
    b.push({ k: "m.react-window", after: c.id, i: 0 });
    queueAction(b, c, choice, 1, false);
  },
};
