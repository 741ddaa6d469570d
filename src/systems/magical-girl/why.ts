/**
 * Why a choice is refused (RuleSystem.why) and the numbers a player needs (RuleSystem.facts):
 * DP short of an action's cost (MGR-23…31, doubled for a reaction MGR-35, dodge MGR-42,
 * counter MGR-43), MP short of an ability's (MGR-25), a light wound barring actions of 4 DP or
 * more (MGR-61), a heavy wound or 0 HP (MGR-62), a load over 3 × STR (MGR-27), a melee weapon
 * out of reach or a hidden target (MGR-24, MGR-29), a focus stance allowing only its own
 * passive action (MGR-30, MGR-31) and a counter against a ranged attack (MGR-43).
 */
import type { Battle, CardState, Msg, Seat } from "../../engine/index.ts";
import { mgContent } from "./content/index.ts";
import { counterDp } from "./defence.ts";
import { charDef, contentOfFighter, flags, isOut } from "./model.ts";
import { optionCost } from "./option-cost.ts";
import { type OptionRef, optionRef } from "./option-ids.ts";
import { type MgOption, opt } from "./options.ts";
import {
  closedDoor,
  distance,
  heavyLoad,
  hideCost,
  mapOf,
  moveCost,
  samePos,
} from "./positions.ts";
import {
  DEFAULT_DP_CAP,
  DODGE_DP,
  HEAVY_LOAD_STR,
  LIGHT_WOUND_LIMIT,
  REACTION_DP_MULT,
  STANCE_DP,
} from "./rule-numbers.ts";
import { freeArm } from "./traits.ts";
import { armOf, carriedWeight, weaponsOf } from "./weapons.ts";
import { whyCost } from "./why-cost.ts";
import { whyKp } from "./why-kp.ts";
import { whyDoor, whyHurl, whyItem, whyObject, whyTake, whyTask, whyThrow } from "./why-open.ts";
import { whyMoment, whyReady, whyReadyAny } from "./why-ready.ts";

/** The fighter the pending decision is about, when `seat` controls it. */
function fighterOf(b: Battle, seat: Seat): CardState | undefined {
  const id = b.state.pending?.prompt.p?.card;
  const c = typeof id === "string" ? b.state.cards[id] : undefined;
  return c !== undefined && c.owner === seat ? c : undefined;
}

/** The task the pending decision answers, or undefined. */
function next(b: Battle): string | undefined {
  return b.state.pending?.next.k;
}

/** Why an attack or ability `verb:thing@target` (a turn's action or a reaction) is refused. */
function whyAction(b: Battle, c: CardState, option: OptionRef): Msg | null {
  const { verb, thing, target } = option;
  const react = verb === "react";
  const mult = react ? REACTION_DP_MULT : 1;
  const foe = target === null ? undefined : b.state.cards[target];
  const ability = charDef(c).abilities.includes(thing)
    ? contentOfFighter(c).abilities[thing]
    : undefined;
  if ((verb === "ability" || react) && ability !== undefined) {
    const cost = whyCost(c, ability.dp * mult, react ? "MGR-35" : "MGR-25");
    if (cost !== null) return cost;
    if (flags(c).mp < ability.mp)
      return { k: "why.mp", p: { card: c.id, cost: ability.mp, mp: flags(c).mp, rule: "MGR-25" } };
    return null;
  }
  const arm = weaponsOf(c).find((w) => w.id === thing);
  if (arm === undefined || (verb !== "attack" && !react)) return null;
  // A trait's extra attack (MGR-24, l.50) costs nothing: only a wound or a load can bar it.
  const free = verb === "attack" && thing === freeArm(c) && next(b) === "m.turn-answer";
  const cost = whyCost(c, free ? 0 : arm.dp * mult, react ? "MGR-35" : "MGR-24");
  if (cost !== null) return cost;
  if (foe === undefined) return null;
  if (isOut(foe)) return { k: "why.target-out", p: { card: foe.id, rule: "MGR-62" } };
  if (arm.ranged && flags(foe).hidden)
    return { k: "why.hidden", p: { card: foe.id, rule: "MGR-29" } };
  if (!arm.ranged && !samePos(c, foe))
    return { k: "why.reach", p: { card: foe.id, arm: arm.id, rule: "MGR-24" } };
  return null;
}

/**
 * A reason's rule naming the house rule in force when the table set it (issue 33):
 * "MGR-40, parryWithoutDp=no"; the rule id alone when the option is unset.
 */
function ruleWith(b: Battle, rule: string, option: MgOption): string {
  if (b.state.options[option] === undefined) return rule;
  return `${rule}, ${option}=${opt(b, option)}`;
}

/** Why a passive action against an attack is refused (MGR-40…43, MGR-30, MGR-31). */
function whyDefence(b: Battle, c: CardState, option: OptionRef): Msg | null {
  const optionId = option.id;
  const f = flags(c);
  const next = b.state.pending?.next;
  if (next?.k !== "m.defend") return null;
  if (optionId === "defend:dodge") {
    if (f.stance === "parry")
      return { k: "why.stance", p: { card: c.id, stance: "parry", rule: "MGR-31" } };
    return whyCost(c, DODGE_DP, "MGR-42");
  }
  if (optionId === "defend:parry") {
    if (f.stance === "dodge")
      return { k: "why.stance", p: { card: c.id, stance: "dodge", rule: "MGR-30" } };
    return (
      whyCost(c, 0, "MGR-40") ??
      (f.dp <= 0 && opt(b, "parryWithoutDp") === "no"
        ? { k: "why.exhausted", p: { card: c.id, rule: ruleWith(b, "MGR-40", "parryWithoutDp") } }
        : null)
    );
  }
  if (option.verb === "counter" && optionId !== option.verb) {
    const arm = weaponsOf(c).find((w) => w.id === option.rest);
    if (arm === undefined) return null;
    if (f.stance !== "none")
      return { k: "why.stance", p: { card: c.id, stance: f.stance, rule: "MGR-31" } };
    const attacking =
      typeof next.arm === "string" ? armOf(next.arm, mgContent(b.state)) : undefined;
    if (arm.ranged || attacking?.ranged === true || next.thrown === true)
      return { k: "why.counter-ranged", p: { card: c.id, rule: "MGR-43" } };
    return whyCost(c, counterDp(arm), "MGR-43");
  }
  return null;
}

/** Why a move to position `to` is refused: its DP (MGR-26), a light wound (MGR-61), a load (MGR-27). */
function whyMove(b: Battle, c: CardState, to: string): Msg | null {
  const map = mapOf(b);
  const here = map?.positions.find((q) => q.id === flags(c).pos);
  const there = map?.positions.find((q) => q.id === to);
  if (here === undefined || there === undefined || to === here.id) return null;
  const door = closedDoor(b, here.id, to);
  if (door !== null) return whyDoor(door, here.id, to);
  if (heavyLoad(c) && (here.danger || there.danger))
    return {
      k: "why.heavy-danger",
      p: {
        card: c.id,
        weight: carriedWeight(c),
        max: HEAVY_LOAD_STR * c.stats.str,
        rule: "MGR-27",
      },
    };
  const cost = moveCost(c, distance(b, here.id, to));
  if (!Number.isFinite(cost)) return null;
  const f = flags(c);
  if (f.wound === "light" && f.moved + cost > LIGHT_WOUND_LIMIT)
    return { k: "why.light-wound", p: { card: c.id, cost: f.moved + cost, rule: "MGR-61" } };
  return whyCost(c, cost, "MGR-26");
}

/** Why an action she could take now or ready for later (attack, ability, item, move) is refused. */
function whyTaking(b: Battle, c: CardState, option: OptionRef): Msg | null {
  const { verb } = option;
  if (verb === "attack" || verb === "ability") return whyAction(b, c, option);
  if (verb === "item") return whyItem(b, c, option.thing, option.target, false);
  if (verb === "move") return whyMove(b, c, option.rest);
  return null;
}

/** Why an option of the fighter's own turn is refused. */
function whyTurn(b: Battle, c: CardState, option: OptionRef): Msg | null {
  const { verb, rest } = option;
  if (verb === "stance") return whyCost(c, STANCE_DP, rest === "parry" ? "MGR-31" : "MGR-30");
  if (verb === "throw") return whyThrow(b, c, option);
  if (verb === "hurl") return whyHurl(b, c, option);
  if (verb === "interact") return whyObject(b, c, rest);
  if (verb === "take" || verb === "pickup") return whyTake(b, c, verb, option.thing, option.target);
  if (verb === "task") return whyTask(c);
  if (verb === "ready-any") return whyReadyAny(b, c);
  if (verb === "ready") return whyReady(b, c, option);
  if (verb === "hide") {
    const cost = hideCost(b, c);
    return cost === null
      ? { k: "why.no-cover", p: { card: c.id, rule: "MGR-29" } }
      : whyCost(c, cost, "MGR-29");
  }
  return whyTaking(b, c, option);
}

/** Why `seat` may not choose `optionId` now (see RuleSystem.why). */
export function magicalGirlWhy(b: Battle, seat: Seat, optionId: string): Msg | null {
  const why = whyOption(b, seat, optionId);
  // Issue 33: the DP a fighter has follows the table's DP reading (MGR-22), named when it set one.
  if (why?.k === "why.dp" && typeof why.p?.rule === "string")
    return { ...why, p: { ...why.p, rule: ruleWith(b, why.p.rule, "dpReading") } };
  return why;
}

/** {@link magicalGirlWhy} before the DP reading is named. */
function whyOption(b: Battle, seat: Seat, optionId: string): Msg | null {
  const kp = whyKp(b, seat, optionId);
  if (kp !== null) return kp;
  const c = fighterOf(b, seat);
  if (c === undefined) return null;
  const option = optionRef(optionId);
  const { verb, thing } = option;
  const next = b.state.pending?.next.k;
  if (verb === "defend" || verb === "counter") return whyDefence(b, c, option);
  // A throw as a reaction (MGR-35, MGR-70): the throw's reasons at double DP.
  if (next === "m.react-answer" && verb === "throw")
    return whyThrow(b, c, option, REACTION_DP_MULT);
  if (next === "m.react-answer" && verb === "hurl") return whyHurl(b, c, option, REACTION_DP_MULT);
  if (verb === "react" && next === "m.react-answer")
    return Object.hasOwn(mgContent(b.state).items, thing)
      ? whyItem(b, c, thing, option.target, true)
      : whyAction(b, c, option);
  // The open ready action: which action (the reasons of taking it now), then which moment.
  if (next === "m.ready-when") return whyTaking(b, c, option);
  if (next === "m.ready-set") return whyMoment(b, c, option);
  return next === "m.turn-answer" ? whyTurn(b, c, option) : null;
}

/** The numbers for `seat` (see RuleSystem.facts): each of its fighters' DP, MP and wound. */
export function magicalGirlFacts(b: Battle, seat: Seat): Msg[] {
  const out: Msg[] = [];
  for (const id of b.state.zones.field ?? []) {
    const c = b.state.cards[id];
    if (c.owner !== seat) continue;
    const f = flags(c);
    out.push({
      k: "fact.fighter",
      p: {
        card: id,
        dp: f.dp,
        cap: c.stats.dpCap ?? DEFAULT_DP_CAP,
        mp: f.mp,
        wound: f.wound,
        weight: carriedWeight(c),
        str: c.stats.str,
      },
    });
  }
  // On the seat's own turn: what each option costs, and a trait's extra attacks left (MGR-24).
  const p = b.state.pending;
  const c = fighterOf(b, seat);
  if (p?.next.k === "m.turn-answer" && c !== undefined) {
    const arm = freeArm(c);
    if (arm !== null)
      out.push({
        k: "fact.extra",
        p: { card: c.id, trait: charDef(c).traits[0] ?? "", arm, left: flags(c).extra ?? 0 },
      });
    const costs = p.options.flatMap((o) => {
      const cost = optionCost(b, c, o.id);
      if (cost === null) return [];
      return [`${o.id} ${cost.dp} DP${cost.mp > 0 ? ` ${cost.mp} MP` : ""}`];
    });
    if (costs.length > 0) out.push({ k: "fact.costs", p: { list: costs.join(", ") } });
  }
  return out;
}
