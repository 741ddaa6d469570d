/**
 * Why a choice is refused (RuleSystem.why) and the numbers a player needs (RuleSystem.facts): a
 * sleeping attacker (VIS-01) or blocker (VIS-03), a doll that cannot attack or a stealthy
 * attacker that cannot be blocked (VIS-54), a second node (VIS-51) or character (VIS-52) in one
 * main phase, too few nodes or active nodes for a card's need and cost (VIS-51), a sleeping card
 * whose ability costs its sleep, and a card that cannot be played in a response window.
 */
import type { Battle, CardState, Msg, Seat } from "../../engine/index.ts";
import { optionRef } from "./option-ids.ts";
import { xOf } from "./tasks.ts";
import { cardsOf, countActiveNodes, hasKeyword, isSleeping, zoneOf } from "./zones.ts";

/** A card `seat` may ask about in one of its own zones, or undefined. */
function own(b: Battle, seat: Seat, id: string, zone: "hand" | "field"): CardState | undefined {
  const c = b.state.cards[id];
  return c !== undefined && c.zone === zoneOf(seat, zone) ? c : undefined;
}

/** Need and cost (VIS-51): nodes in all, and active nodes to put to sleep. */
function whyNodes(b: Battle, seat: Seat, card: string, need: number, cost: number): Msg | null {
  const nodes = (b.state.zones[zoneOf(seat, "node")] ?? []).length;
  if (nodes < need) return { k: "why.need", p: { card, need, nodes, rule: "VIS-51" } };
  const active = countActiveNodes(b, seat);
  if (active < cost) return { k: "why.cost", p: { card, cost, active, rule: "VIS-51" } };
  return null;
}

/** Why a card from hand (`play:<card>`) may not be played now. */
function whyPlay(b: Battle, seat: Seat, id: string, main: boolean): Msg | null {
  const c = own(b, seat, id, "hand");
  const def = c === undefined ? undefined : cardsOf(b.state)[c.def];
  if (def === undefined) return null;
  const ambush = def.type === "character" && def.keywords.includes("ambush");
  if (main && def.type === "character" && !ambush && xOf(b.state).charPlayed === true)
    return { k: "why.one-character", p: { card: id, rule: "VIS-52" } };
  if (!main && !ambush && !(def.type === "command" && def.timing === "any"))
    return { k: "why.main-only", p: { card: id, rule: "VIS-51" } };
  return whyNodes(b, seat, id, def.need, def.cost);
}

/** Why an activated ability (`act:<card>.<n>`) may not be used now. */
function whyAct(b: Battle, seat: Seat, id: string, n: number, main: boolean): Msg | null {
  const c = own(b, seat, id, "field");
  const def = c === undefined ? undefined : cardsOf(b.state)[c.def];
  if (c === undefined || def?.type !== "character") return null;
  const a = def.activated[n];
  if (a === undefined) return null;
  if (!main && a.timing !== "any") return { k: "why.main-only", p: { card: id, rule: "VIS-51" } };
  if (a.cost.sleep && isSleeping(c))
    return { k: "why.asleep-cost", p: { card: id, rule: "VIS-51" } };
  return whyNodes(b, seat, id, 0, a.cost.nodes);
}

/** Why `seat` may not choose `optionId` now (see RuleSystem.why). */
export function visionWhy(b: Battle, seat: Seat, optionId: string): Msg | null {
  const s = b.state;
  const x = xOf(s);
  const next = s.pending?.next.k;
  const main = next === "v.main-answer";
  const ref = optionRef(optionId);
  switch (ref.kind) {
    case "node":
      if (own(b, seat, ref.card, "hand") === undefined || !main) return null;
      return x.nodeSet === true ? { k: "why.node-set", p: { rule: "VIS-51" } } : null;
    case "attack": {
      const id = ref.card;
      const c = own(b, seat, id, "field");
      if (c === undefined) return null;
      if (!main) return { k: "why.attack-main", p: { card: id, rule: "VIS-01" } };
      if (isSleeping(c)) return { k: "why.asleep-attack", p: { card: id, rule: "VIS-01" } };
      if (hasKeyword(c, "doll")) return { k: "why.doll", p: { card: id, rule: "VIS-54" } };
      return null;
    }
    case "block": {
      const id = ref.card;
      const c = own(b, seat, id, "field");
      if (c === undefined || next !== "v.block-answer") return null;
      const combat = x.combat;
      if (combat !== null && hasKeyword(s.cards[combat.attacker], "stealth"))
        return { k: "why.stealth", p: { card: combat.attacker, rule: "VIS-54" } };
      if (isSleeping(c)) return { k: "why.asleep-block", p: { card: id, rule: "VIS-03" } };
      return null;
    }
    case "play":
      return whyPlay(b, seat, ref.card, main);
    case "act":
      return whyAct(b, seat, ref.card, ref.n, main);
  }
  return null;
}

/** The numbers for `seat` (see RuleSystem.facts): nodes, active nodes, and what is used up. */
export function visionFacts(b: Battle, seat: Seat): Msg[] {
  const s = b.state;
  const nodes = (s.zones[zoneOf(seat, "node")] ?? []).length;
  const out: Msg[] = [{ k: "fact.nodes", p: { nodes, active: countActiveNodes(b, seat) } }];
  // What each offered play costs in active nodes (its need is met, or it would not be offered).
  const p = s.pending;
  if (p !== null && p.seat === seat) {
    const costs: string[] = [];
    for (const o of p.options) {
      const ref = optionRef(o.id);
      if (ref.kind !== "play" && ref.kind !== "act") continue;
      const c = s.cards[ref.card];
      const def = c === undefined ? undefined : cardsOf(b.state)[c.def];
      if (def === undefined) continue;
      const cost =
        ref.kind === "play"
          ? def.cost
          : def.type === "character"
            ? (def.activated[ref.n]?.cost.nodes ?? 0)
            : 0;
      costs.push(`${o.id} ${cost}`);
    }
    if (costs.length > 0) out.push({ k: "fact.costs", p: { list: costs.join(", ") } });
  }
  const x = xOf(s);
  if (x.active === seat && x.phase === "main")
    out.push({
      k: "fact.main",
      p: { node: x.nodeSet === true ? 1 : 0, character: x.charPlayed === true ? 1 : 0 },
    });
  return out;
}
