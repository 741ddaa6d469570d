/**
 * Why a choice is refused (RuleSystem.why) and the numbers a player needs (RuleSystem.facts):
 * a summon over the geo's limit (GEO-03) or without the fast-summon mark (GEO-02), a summon away
 * from the own home base or outposts (GEO-70), an ability used up for this battle, an 【行動】
 * of an action-complete unit (GEO-33) or after the attack's declaration (GEO-41), a timing label
 * that does not fit (GEO-30), a cost-free repeat with no count that would change nothing or is
 * already waiting on the stack (GEO-30, repeat.ts), and melee, where every card has lost its text
 * (GEO-60).
 */
import type { Battle, Msg, Seat } from "../../engine/index.ts";
import { battleOf, battleOrNull, xOf } from "./battle-state.ts";
import { fastGranted } from "./fast-summon.ts";
import { geosOf, roomOn, unitsOn } from "./map.ts";
import { optionRef, type PlayRef, type RefOf } from "./option-ids.ts";
import { fits, type PlayCtx, targetSides } from "./plays.ts";
import { flagsOf } from "./records.ts";
import { freeRepeat, waitingOnStack, wouldChange } from "./repeat.ts";
import type { TargetSpec } from "./schema.ts";
import { cardsOf, formation, isDone, levelOn, opponentOf, partyZone, pileOf } from "./zones.ts";

/** The play context the pending decision is in, or null outside play steps. */
function ctxOf(b: Battle): PlayCtx | null {
  const next = b.state.pending?.next;
  if (next === undefined) return null;
  if (next.k === "g.fs-declare") return "fast";
  if (next.k === "g.normal") return "normal";
  if (next.k !== "$window:answer") return null;
  if (next.w === "speed") return "speed";
  return next.w === "attack" ? "attack" : "counter";
}

/** A card of `seat`'s hand, or undefined (other cards are not the seat's to ask about). */
function inHand(b: Battle, seat: Seat, id: string): string | undefined {
  return (b.state.zones[pileOf(seat, "hand")] ?? []).includes(id) ? id : undefined;
}

/** Whether `target` is one the ability may name (in the formation of a side its spec allows). */
function takes(
  b: Battle,
  seat: Seat,
  spec: TargetSpec | undefined,
  target: string | null,
): boolean {
  if (spec === undefined || target === null) return spec === undefined && target === null;
  return targetSides(seat, spec).some((side) => formation(b.state, side).includes(target));
}

/** Why a summon from hand is refused. */
function whySummon(b: Battle, seat: Seat, summon: RefOf<"summon">): Msg | null {
  const s = b.state;
  const { card: id, geo } = summon;
  if (inHand(b, seat, id) === undefined) return null;
  const def = cardsOf(s)[s.cards[id].def];
  if (def?.type !== "unit") return { k: "why.not-unit", p: { card: id, rule: "GEO-02" } };
  const level = s.cards[id].stats.level ?? def.level;
  const next = s.pending?.next.k;
  if (next === "g.fs-summon") {
    if (geo !== null) return null;
    if (!def.fast && !fastGranted(s, seat))
      return { k: "why.not-fast", p: { card: id, rule: "GEO-02" } };
    const bt = battleOf(s);
    const now = levelOn(s, partyZone(bt.geo, seat));
    if (now + level > bt.limit)
      return {
        k: "why.over-limit",
        p: { geo: bt.geo, level: now + level, limit: bt.limit, rule: "GEO-03" },
      };
    return null;
  }
  if (next !== "gm.summon" || geo === null) return null;
  const g = geosOf(s).find((x) => x.id === geo);
  if (g === undefined) return null;
  if (g.home !== seat && g.outpost !== seat)
    return { k: "why.not-home", p: { geo, rule: "GEO-02" } };
  if (unitsOn(s, geo, opponentOf(seat)).length > 0)
    return { k: "why.enemy-there", p: { geo, rule: "GEO-70" } };
  const room = roomOn(s, geo, seat);
  if (level > room)
    return {
      k: "why.over-limit",
      p: { geo, level: g.limit - room + level, limit: g.limit, rule: "GEO-03" },
    };
  return null;
}

/**
 * Why an ability (`use:<unit>.<n>`) or a skill card (`skill:<card>`) may not be used now, on
 * the play's target (null: the option names none).
 */
function whyPlay(b: Battle, seat: Seat, play: PlayRef): Msg | null {
  const s = b.state;
  const bt = battleOrNull(s);
  const target = play.target;
  if (play.kind === "skill") {
    const id = inHand(b, seat, play.card);
    if (id === undefined) return null;
    const def = cardsOf(s)[s.cards[id].def];
    if (def?.type !== "skill") return null;
    if (bt?.melee === true) return { k: "why.melee", p: { card: id, rule: "GEO-60" } };
    const ctx = ctxOf(b);
    if (ctx !== null && !fits(def.ability, ctx))
      return {
        k: "why.timing",
        p: { card: id, timing: def.ability.timing.join("/"), rule: "GEO-30" },
      };
    return null;
  }
  const { card: id, n } = play;
  const c = s.cards[id];
  if (c === undefined || c.owner !== seat || bt === null) return null;
  const def = cardsOf(s)[c.def];
  const ab = def?.type === "unit" ? def.abilities[n] : undefined;
  if (ab === undefined) return null;
  if (c.zone !== partyZone(bt.geo, seat))
    return { k: "why.not-in-battle", p: { card: id, rule: "GEO-33" } };
  if (bt.melee) return { k: "why.melee", p: { card: id, rule: "GEO-60" } };
  const used = flagsOf(c).uses?.[n] ?? 0;
  // Only a card that says how often (perBattle) runs out; others repeat while they fit (GEO-33).
  if (ab.perBattle !== undefined && used >= ab.perBattle)
    return { k: "why.used-up", p: { card: id, used, max: ab.perBattle, rule: "GEO-33" } };
  if (ab.action && (isDone(c) || c.f.acting === true))
    return { k: "why.action-done", p: { card: id, rule: "GEO-33" } };
  if (ab.action && bt.attacking === seat)
    return { k: "why.attack-declared", p: { card: id, rule: "GEO-41" } };
  const ctx = ctxOf(b);
  if (ctx !== null && !fits(ab, ctx))
    return { k: "why.timing", p: { card: id, timing: ab.timing.join("/"), rule: "GEO-30" } };
  // A cost-free use with no count repeats only while it changes something (repeat.ts); a target
  // the ability cannot take is left to the legal list.
  if (freeRepeat(ab)) {
    if (waitingOnStack(s, id, n, target))
      return { k: "why.repeat-waiting", p: { card: id, rule: "GEO-30" } };
    if (takes(b, seat, ab.target, target) && !wouldChange(s, seat, id, n, ab, target))
      return { k: "why.repeat-nothing", p: { card: id, rule: "GEO-30" } };
  }
  return null;
}

/** Why `seat` may not choose `optionId` now (see RuleSystem.why). */
export function geoMarchWhy(b: Battle, seat: Seat, optionId: string): Msg | null {
  const ref = optionRef(optionId);
  switch (ref.kind) {
    case "summon":
      return whySummon(b, seat, ref);
    case "use":
    case "skill":
      return whyPlay(b, seat, ref);
  }
  return null;
}

/**
 * The numbers for `seat` (see RuleSystem.facts): in a battle the geo's limit and each party's
 * total level; between battles each geo where `seat` stands or may summon, with its room.
 */
export function geoMarchFacts(b: Battle, seat: Seat): Msg[] {
  const s = b.state;
  const out: Msg[] = [];
  const bt = battleOrNull(s);
  if (bt !== null) {
    for (const side of [seat, opponentOf(seat)])
      out.push({
        k: "fact.party-level",
        p: { seat: side, geo: bt.geo, level: levelOn(s, partyZone(bt.geo, side)), limit: bt.limit },
      });
    return out;
  }
  if (xOf(s).mode !== "game") return out;
  for (const g of geosOf(s)) {
    const mine = unitsOn(s, g.id, seat).length > 0 || g.home === seat || g.outpost === seat;
    if (!mine) continue;
    const level = levelOn(s, partyZone(g.id, seat));
    out.push({ k: "fact.party-level", p: { seat, geo: g.id, level, limit: g.limit } });
  }
  return out;
}
