/**
 * 速攻召喚タイミング (GEO-01…03): the marcher's three steps, then the defender's —
 * (1) fast summon, (2) equip / discard equipment, (3) declare cards marked for this timing.
 */
import type { Battle, BattleState, OptionDef } from "../../engine/index.ts";
import { battleOf } from "./battle-state.ts";
import { asKind, asPlay, equipId, fastSummonId, type OptionRef, unequipId } from "./option-ids.ts";
import { declare, legalPlays } from "./plays.ts";
import { ownedFlags } from "./records.ts";
import { repeatStep } from "./step.ts";
import { geoHandlers } from "./tasks.ts";
import { battleGeo, cardsOf, hostOf, levelOn, opponentOf, partyZone, pileOf } from "./zones.ts";

/**
 * Whether a unit in the seat's party in the battle lets every unit in hand be fast-summoned
 * (`grantsFast`: 「まれにカードの効果により上記以外にも「速攻召喚」が可能な場合があります」, GEO-02).
 */
export function fastGranted(s: BattleState, seat: string): boolean {
  const party = s.zones[partyZone(battleOf(s).geo, seat)];
  if (party === undefined) return false;
  const defs = cardsOf(s);
  for (let i = 0; i < party.length; i++) {
    const def = defs[s.cards[party[i]].def];
    if (def.type === "unit" && def.grantsFast) return true;
  }
  return false;
}

/**
 * Fast-summon options: marked units — or any unit while a card grants it — whose level still
 * fits the geo's limit (GEO-02, GEO-03).
 */
function summonOptions(b: Battle, seat: string): OptionDef[] {
  const s = b.state;
  const bt = battleOf(s);
  const room = bt.limit - levelOn(s, partyZone(bt.geo, seat));
  const out: OptionDef[] = [];
  const hand = s.zones[pileOf(seat, "hand")];
  if (hand === undefined) return out;
  const defs = cardsOf(s);
  const granted = fastGranted(s, seat);
  for (let i = 0; i < hand.length; i++) {
    const c = s.cards[hand[i]];
    const def = defs[c.def];
    // The card's level, not the printed one: a setup may override it.
    if (def.type === "unit" && (def.fast || granted) && (c.stats.level ?? def.level) <= room)
      out.push({ id: fastSummonId(hand[i]) });
  }
  return out;
}

/** Equip options: each equipment in hand on each own unit; each equipped card may be discarded. */
function equipOptions(b: Battle, seat: string): OptionDef[] {
  const s = b.state;
  const out: OptionDef[] = [];
  const geo = battleGeo(s);
  const party = geo === null ? undefined : s.zones[partyZone(geo, seat)];
  // The formation is the party front first (the zone's top first).
  if (party === undefined || party.length === 0) return out;
  const hand = s.zones[pileOf(seat, "hand")];
  if (hand !== undefined) {
    const defs = cardsOf(s);
    for (let i = 0; i < hand.length; i++) {
      const id = hand[i];
      if (defs[s.cards[id].def].type !== "equip") continue;
      for (let k = party.length - 1; k >= 0; k--) out.push({ id: equipId(id, party[k]) });
    }
  }
  for (let k = party.length - 1; k >= 0; k--)
    for (const e of s.cards[party[k]].attached) out.push({ id: unequipId(e) });
  return out;
}

/** Fast-summons the chosen unit onto the battle geo. */
function fastSummon(b: Battle, seat: string, choice: OptionRef): void {
  const id = asKind(choice, "summon").card;
  const bt = battleOf(b.state);
  b.move(id, partyZone(bt.geo, seat));
  ownedFlags(b.state, id).done = false;
  if (seat === bt.marcher) bt.summoned.push(id);
  b.emit({
    t: "fast-summon",
    seat,
    card: id,
    level: levelOn(b.state, partyZone(bt.geo, seat)),
    limit: bt.limit,
  });
}

/** Equips the chosen card, or discards the chosen equipment. */
function equipChoice(b: Battle, seat: string, choice: OptionRef): void {
  if (choice.kind === "unequip") {
    const id = choice.card;
    const host = hostOf(b.state.cards[id]);
    b.move(id, pileOf(seat, "drop"));
    b.emit({ t: "unequip", seat, card: id, host });
    return;
  }
  const { card, unit } = asKind(choice, "equip");
  equip(b, card, unit);
  b.emit({ t: "equip", seat, card, host: unit });
}

/** The plays marked for the fast-summon timing. */
function fastPlays(b: Battle, seat: string): OptionDef[] {
  return legalPlays(b, seat, "fast");
}

/** Declares a fast-summon play; the opponent may answer it. */
function fastDeclare(b: Battle, seat: string, choice: OptionRef): void {
  battleOf(b.state).resolved = false;
  declare(b, seat, asPlay(choice));
  b.openResponses("counter", opponentOf(seat));
}

/** Equips a card: it is set on the unit and modifies it while it stays there. */
export function equip(b: Battle, card: string, unit: string): void {
  const def = cardsOf(b.state)[b.state.cards[card].def];
  if (def.type !== "equip") return;
  b.attach(card, unit);
  for (const stat of ["attack", "defence", "speed"] as const) {
    if (def[stat] !== 0)
      b.addMod({ target: unit, layer: "equip", op: "add", stat, value: def[stat], source: card });
  }
}

/** Task handlers of the fast-summon timing. */
export const fastSummonHandlers = geoHandlers({
  "g.fs-summon"(b, t) {
    repeatStep(b, t, "prompt.fs-summon", summonOptions, fastSummon);
  },
  "g.fs-equip"(b, t) {
    repeatStep(b, t, "prompt.fs-equip", equipOptions, equipChoice);
  },
  "g.fs-declare"(b, t) {
    repeatStep(b, t, "prompt.fs-declare", fastPlays, fastDeclare);
  },
});
