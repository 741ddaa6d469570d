/**
 * Why a choice is refused (RuleSystem.why) and the numbers a player needs (RuleSystem.facts): a
 * full field (YGT-15), the turn's normal or special summon used (YGT-16), a synchro summon
 * without the 10 life it costs (YGT-16), a spell that is not quick-play in the strategy phase
 * (YGT-11), and a trap set this round (YGT-17).
 */
import type { Battle, Msg, Seat } from "../../engine/index.ts";
import { flagsOf } from "./flags.ts";
import { optionRef } from "./option-ids.ts";
import { type YgoOption, ygoOpt } from "./options.ts";
import { itemHand, trapReady } from "./plays.ts";
import { SYNCHRO_COST } from "./rule-numbers.ts";
import { fieldSize, summonLimits } from "./summon.ts";
import { type Used, ygoX } from "./x-state.ts";
import { defOf, zoneOf } from "./zones.ts";

/**
 * A reason's rule, naming the house rule in force when the table set it (issue 33):
 * "YGT-17, trapTiming=previous"; the rule id alone when the option is left at its default unset.
 */
function ruleWith(b: Battle, rule: string, option: YgoOption): string {
  if (b.state.options[option] === undefined) return rule;
  return `${rule}, ${option}=${ygoOpt(b, option)}`;
}

/** Why a summon from the monster hand may not be declared now (YGT-15, YGT-16). */
function whySummon(b: Battle, seat: Seat, verb: "summon" | "special", id: string): Msg | null {
  const s = b.state;
  if (s.pending?.next.k !== "y.summon-answer") return null;
  if (!(s.zones[zoneOf(seat, "mhand")] ?? []).includes(id)) return null;
  const d = defOf(s, id);
  if (d.type !== "monster" || (verb === "summon") !== (d.summon === "normal")) return null;
  const field = s.zones[zoneOf(seat, "field")].length;
  const size = fieldSize(b, seat);
  if (field >= size) return { k: "why.field-full", p: { field, size, rule: "YGT-15" } };
  const x = ygoX(s);
  const used = x.used[seat];
  const lim = summonLimits(b, seat);
  const kind = verb === "summon" ? "normal" : "special";
  if (used[kind] >= lim[kind])
    return { k: `why.${kind}-used`, p: { used: used[kind], max: lim[kind], rule: "YGT-16" } };
  const life = x.life[seat];
  if (d.summon === "synchro" && life < SYNCHRO_COST)
    return {
      k: "why.synchro-life",
      p: { card: id, cost: SYNCHRO_COST, life, rule: ruleWith(b, "YGT-16", "synchroCost") },
    };
  return null;
}

/** Why `seat` may not choose `optionId` now (see RuleSystem.why). */
export function ygoTrpgWhy(b: Battle, seat: Seat, optionId: string): Msg | null {
  const s = b.state;
  const ref = optionRef(optionId);
  if (ref.kind === "summon" || ref.kind === "special")
    return whySummon(b, seat, ref.kind, ref.card);
  if (ref.kind !== "activate" && ref.kind !== "trap") return null;
  const id = ref.card;
  const c = s.cards[id];
  if (c === undefined || c.owner !== seat) return null;
  if (ref.kind === "activate" && s.pending?.next.k === "y.strategy-answer") {
    const d = defOf(s, id);
    const mine = c.zone === itemHand(seat) || c.zone === zoneOf(seat, "st");
    if (mine && d.type === "spell" && d.kind !== "quick")
      return { k: "why.quick-only", p: { card: id, rule: "YGT-11" } };
    return null;
  }
  if (ref.kind === "trap" && c.zone === zoneOf(seat, "st") && defOf(s, id).type === "trap") {
    const set = flagsOf(c).setRound;
    const rule = ruleWith(b, "YGT-17", "trapTiming");
    if (set !== undefined && set >= ygoX(s).round)
      return { k: "why.trap-this-round", p: { card: id, round: set, rule } };
    // Option trapTiming "previous" (seed l.22): only a trap set in the round just before.
    if (!trapReady(s, set))
      return { k: "why.trap-too-old", p: { card: id, round: set ?? 0, rule } };
  }
  return null;
}

/** The numbers for `seat` (see RuleSystem.facts): field size and summons left this turn. */
export function ygoTrpgFacts(b: Battle, seat: Seat): Msg[] {
  const s = b.state;
  // A state without the field (none setup.ts builds) has no facts.
  const used: Used | undefined = ygoX(s).used?.[seat];
  if (used === undefined) return [];
  const lim = summonLimits(b, seat);
  return [
    {
      k: "fact.summons",
      p: {
        field: s.zones[zoneOf(seat, "field")].length,
        size: fieldSize(b, seat),
        normal: used.normal,
        maxNormal: lim.normal,
        special: used.special,
        maxSpecial: lim.special,
      },
    },
  ];
}
