/**
 * Actions that cost DP and can be taken on a turn or as a reaction: attacks with a weapon or bare
 * hands, abilities and throws. Options are offered only when their DP (× 2 for a reaction), MP and
 * reach allow (MGR-23…25, 35, 61); choosing one pays and queues it.
 */

import type { Battle, CardState, OptionDef } from "../../engine/index.ts";
import { abilityTask } from "./abilities.ts";
import { attackTask } from "./attack.ts";
import { mgContent } from "./content/index.ts";
import { pay, payCap } from "./costs.ts";
import { hurlWeight } from "./hurl.ts";
import { useItem } from "./items.ts";
import { alliesOf, charDef, flags, foesOf } from "./model.ts";
import { actionRow, type OptionRef, optionAt } from "./option-ids.ts";
import { readyTriggers } from "./ready.ts";
import { type Arm, armOf, mapObject, throwDp, weaponsOf } from "./weapons.ts";

/**
 * Attack options with every weapon (and bare hands) at every foe, DP × `mult` (reactions: 2),
 * added to `out`; `foes`, `cap` ({@link payCap}) and `arms` when the caller has them already.
 * `free`: the arm whose attack costs nothing now (a trait's extra attack, traits.ts).
 */
export function attackOptions(
  b: Battle,
  c: CardState,
  verb: string,
  mult = 1,
  out: OptionDef[] = [],
  foes: readonly CardState[] = foesOf(b, c.id),
  cap: number = payCap(c),
  arms: readonly Arm[] = weaponsOf(c),
  free: string | null = null,
): OptionDef[] {
  const pos = flags(c).pos;
  for (let i = 0; i < arms.length; i++) {
    const w = arms[i];
    if ((w.id === free ? 0 : w.dp * mult) > cap) continue;
    const row = actionRow(verb, w.id);
    // Reading: melee needs the same position; ranged reaches anyone but the hidden (MGR-29).
    for (let j = 0; j < foes.length; j++) {
      const foe = foes[j];
      if (w.ranged ? !flags(foe).hidden : flags(foe).pos === pos)
        out.push(optionAt(row, verb, w.id, foe.id));
    }
  }
  return out;
}

/**
 * Ability options the fighter can pay for (DP × `mult` and MP), at each legal target, added to
 * `out`; `foes` when the caller has listed them already.
 */
export function abilityOptions(
  b: Battle,
  c: CardState,
  verb: string,
  mult = 1,
  out: OptionDef[] = [],
  foes?: readonly CardState[],
  cap: number = payCap(c),
): OptionDef[] {
  const ids = charDef(c).abilities;
  if (ids.length === 0) return out;
  const table = mgContent(b.state).abilities;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    const a = table[id];
    if (a.dp * mult > cap || flags(c).mp < a.mp) continue;
    const targets = a.target === "enemy" ? (foes ?? foesOf(b, c.id)) : alliesOf(b, c.id);
    const row = actionRow(verb, id);
    for (let j = 0; j < targets.length; j++) out.push(optionAt(row, verb, id, targets[j].id));
  }
  return out;
}

/**
 * Pays for and queues the action `choice` of fighter `c` (an attack or an ability, always
 * `verb:thing@target`), DP × `mult`. Returns false when the choice is not such an action.
 */
export function queueAction(
  b: Battle,
  c: CardState,
  choice: OptionRef,
  mult: number,
  reaction: boolean,
): boolean {
  const { verb, thing } = choice;
  const target = choice.target ?? "";
  // Acting gives away a hiding place (reading of MGR-29).
  flags(c).hidden = false;
  if (verb === "item" || (verb === "react" && Object.hasOwn(mgContent(b.state).items, thing))) {
    useItem(b, c, thing, target, mult, reaction);
    if (!reaction) b.push(...readyTriggers(b, c.id));
    return true;
  }
  if (verb === "hurl") {
    pay(c, throwDp(hurlWeight(b, b.state.cards[thing])) * mult);
    b.push({ k: "m.hurl", card: c.id, who: thing, to: target });
    if (!reaction) b.push(...readyTriggers(b, c.id));
    return true;
  }
  if (verb === "throw") {
    // A weapon in hand, or an object lying here (seed l.99).
    const w =
      weaponsOf(c).find((x) => x.id === thing) ??
      (mapObject(thing, mgContent(b.state)) ? armOf(thing, mgContent(b.state)) : undefined);
    if (w === undefined) return false;
    pay(c, w.dp * mult);
    b.push(attackTask(c.id, target, w.id, reaction, true));
    if (!reaction) b.push(...readyTriggers(b, c.id));
    return true;
  }
  if (verb === "attack" || verb === "react") {
    const w = weaponsOf(c).find((x) => x.id === thing);
    if (w !== undefined) {
      pay(c, w.dp * mult);
      b.push(attackTask(c.id, target, w.id, reaction));
      if (!reaction) b.push(...readyTriggers(b, c.id));
      return true;
    }
    // `react:` may name an ability (or an item, above) too.
  }
  const table = mgContent(b.state).abilities;
  const a = Object.hasOwn(table, thing) ? table[thing] : undefined;
  if (a === undefined) return false;
  pay(c, a.dp * mult);
  flags(c).mp -= a.mp;
  b.emit({ t: "ability", card: c.id, ability: thing, target, dp: a.dp * mult, mp: a.mp });
  b.push(abilityTask(c.id, target, thing, reaction));
  if (!reaction) b.push(...readyTriggers(b, c.id));
  return true;
}
