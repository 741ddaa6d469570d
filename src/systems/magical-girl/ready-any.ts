/**
 * The open ready action (预备行动, MGR-32, seed l.70: 「玩家可以声明预备行动，此时魔法少女会专注于
 * 等待这个时机来进行预先声明的行动」): at the end of her turn a fighter readies any action she could
 * take — an attack, an ability, an item, a move — for 1 DP, and picks its moment from a list: a
 * named foe starts an action, an ally (or she herself) is attacked, a foe enters a position. When
 * the moment comes she pays the action's DP; too little DP, or the action no longer possible (the
 * target down or out of reach, the item gone), and it fails (l.71). It lasts until her next turn.
 * Option ids: `ready-any`, then the action's own id, then `when-acts:<foe>`,
 * `when-attacked:<ally>` or `when-enters:<position>`.
 */
import type { Battle, CardState, OptionDef } from "../../engine/index.ts";
import { abilityOptions, attackOptions, queueAction } from "./actions.ts";
import { mgContent } from "./content/index.ts";
import { barred, pay } from "./costs.ts";
import { grpOf } from "./group.ts";
import { itemCost, itemOptions } from "./items.ts";
import { alliesOf, flags, foesOf, isOut } from "./model.ts";
import { type OptionRef, optionRef, verbOption } from "./option-ids.ts";
import { distance, mapOf, moveCost, moveOptions, moveTo, samePos } from "./positions.ts";
import { READY_DP } from "./rule-numbers.ts";
import { stillActs } from "./still-acts.ts";
import { mgHandlers } from "./tasks.ts";
import { weaponsOf } from "./weapons.ts";

/** The actions `c` could ready now: any attack, ability, item or move she could take. */
function readyable(b: Battle, c: CardState): OptionDef[] {
  return [
    ...attackOptions(b, c, "attack"),
    ...abilityOptions(b, c, "ability"),
    ...itemOptions(b, c),
    ...moveOptions(b, c),
  ];
}

/** The moment a `when-<kind>:<whom>` option names, by its verb (as `readyWhen` writes it). */
const MOMENTS: Readonly<Record<string, string>> = {
  "when-acts": "acts",
  "when-attacked": "attacked",
  "when-enters": "enters",
};

/** Why the readied `action` of `c` cannot be taken now, or null (then `dp` is its cost). */
function blocked(b: Battle, c: CardState, action: OptionRef): { why: string | null; dp: number } {
  const { verb, thing } = action;
  if (verb === "move") {
    const dp = moveCost(c, distance(b, flags(c).pos, action.rest));
    if (!Number.isFinite(dp)) return { why: "out-of-reach", dp: 0 };
    return { why: barred(c, dp), dp };
  }
  const t = b.state.cards[action.target ?? ""];
  if (verb === "item") {
    if (!flags(c).items.includes(thing)) return { why: "no-item", dp: 0 };
    const dp = itemCost(c, thing);
    const foe = mgContent(b.state).items[thing].target === "enemy";
    return { why: foe && isOut(t) ? "no-target" : barred(c, dp), dp };
  }
  if (verb === "ability") {
    const a = mgContent(b.state).abilities[thing];
    if (a.target === "enemy" && isOut(t)) return { why: "no-target", dp: a.dp };
    if (flags(c).mp < a.mp) return { why: "mp", dp: a.dp };
    return { why: barred(c, a.dp), dp: a.dp };
  }
  const w = weaponsOf(c).find((x) => x.id === thing);
  if (w === undefined) return { why: "no-weapon", dp: 0 };
  if (isOut(t)) return { why: "no-target", dp: w.dp };
  if (w.ranged ? flags(t).hidden : !samePos(c, t)) return { why: "out-of-reach", dp: w.dp };
  return { why: barred(c, w.dp), dp: w.dp };
}

/** Task handlers of the open ready action. */
export const readyAnyHandlers = mgHandlers({
  /** Which action to ready: any she could take now (its DP is paid when the moment comes). */
  "m.ready-pick"(b, t) {
    const c = b.state.cards[t.card];
    b.ask(c.owner, { k: "prompt.ready-action", p: { card: c.id } }, readyable(b, c), {
      k: "m.ready-when",
      card: c.id,
      ...grpOf(t),
    });
  },
  /** Which moment sets it off. */
  "m.ready-when"(b, t) {
    const c = b.state.cards[t.card];
    const opts: OptionDef[] = [
      ...foesOf(b, c.id).map((f) => verbOption("when-acts", f.id)),
      ...alliesOf(b, c.id)
        .filter((a) => !isOut(a))
        .map((a) => verbOption("when-attacked", a.id)),
      ...(mapOf(b)?.positions ?? []).map((p) => verbOption("when-enters", p.id)),
    ];
    b.ask(c.owner, { k: "prompt.ready-when", p: { card: c.id } }, opts, {
      k: "m.ready-set",
      card: c.id,
      action: t.choice ?? "",
      ...grpOf(t),
    });
  },
  /** Declared: 1 DP, and the turn ends (a declaration at the turn's end, seed l.64). */
  "m.ready-set"(b, t) {
    const c = b.state.cards[t.card];
    const f = flags(c);
    const when = optionRef(t.choice ?? "");
    pay(c, READY_DP);
    f.ready = t.action;
    f.readyWhen = `${MOMENTS[when.verb]}@${when.rest}`;
    b.emit({ t: "ready", card: c.id, ready: f.ready, when: f.readyWhen });
    b.push({ k: "m.turn-answer", card: c.id, choice: "end", ...grpOf(t) });
  },
  /** The moment has come: pay the action's DP now, or fail (l.71). */
  "m.ready-go"(b, t) {
    const c = b.state.cards[t.card];
    if (!stillActs(b, c.id, "ready")) return;
    const action = t.action;
    const ref = optionRef(action);
    const { why, dp } = blocked(b, c, ref);
    if (why !== null) {
      b.emit({ t: "ready-fail", card: c.id, why });
      return;
    }
    const [moment, whom] = t.when.split("@");
    b.emit({ t: "ready-act", card: c.id, action, moment: `moment-${moment}`, whom, dp });
    if (ref.verb === "move") moveTo(b, c, ref.rest);
    else queueAction(b, c, ref, 1, false);
  },
});
