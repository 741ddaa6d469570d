/**
 * 速攻召喚タイミング (GEO-01…03): the marcher's three steps, then the defender's —
 * (1) fast summon, (2) equip / discard equipment, (3) declare cards marked for this timing.
 */
import {
  type Battle,
  type OptionDef,
  ownCard,
  ownFlags,
  type TaskHandler,
} from "../../engine/index.ts";
import { battleOf } from "./battle-state.ts";
import { declarePlay, legalPlays } from "./plays.ts";
import { repeatStep } from "./step.ts";
import { cardsOf, formation, levelOn, opponentOf, partyZone, pileOf } from "./zones.ts";

/** Fast-summon options: marked units whose level still fits the geo's limit (GEO-02, GEO-03). */
function summonOptions(b: Battle, seat: string): OptionDef[] {
  const s = b.state;
  const bt = battleOf(s);
  const room = bt.limit - levelOn(s, partyZone(bt.geo, seat));
  return (s.zones[pileOf(seat, "hand")] ?? [])
    .filter((id) => {
      const def = cardsOf(s)[s.cards[id].def];
      // The card's level, not the printed one: a setup may override it.
      return def.type === "unit" && def.fast && (s.cards[id].stats.level ?? def.level) <= room;
    })
    .map((id) => ({ id: `summon:${id}` }));
}

/** Equip options: each equipment in hand on each own unit; each equipped card may be discarded. */
function equipOptions(b: Battle, seat: string): OptionDef[] {
  const s = b.state;
  const units = formation(s, seat);
  const out: OptionDef[] = [];
  for (const id of s.zones[pileOf(seat, "hand")] ?? []) {
    if (cardsOf(s)[s.cards[id].def].type !== "equip") continue;
    for (const u of units) out.push({ id: `equip:${id}@${u}` });
  }
  for (const u of units) for (const e of s.cards[u].attached) out.push({ id: `unequip:${e}` });
  return out;
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
export const fastSummonHandlers: Record<string, TaskHandler> = {
  "g.fs-summon"(b, t) {
    const seat = t.seat as string;
    repeatStep(
      b,
      t,
      "prompt.fs-summon",
      () => summonOptions(b, seat),
      (choice) => {
        const id = choice.slice(7);
        const bt = battleOf(b.state);
        b.move(id, partyZone(bt.geo, seat));
        ownFlags(ownCard(b.state, id)).done = false;
        if (seat === bt.marcher) bt.summoned.push(id);
        b.emit({
          t: "fast-summon",
          seat,
          card: id,
          level: levelOn(b.state, partyZone(bt.geo, seat)),
          limit: bt.limit,
        });
      },
    );
  },
  "g.fs-equip"(b, t) {
    const seat = t.seat as string;
    repeatStep(
      b,
      t,
      "prompt.fs-equip",
      () => equipOptions(b, seat),
      (choice) => {
        if (choice.startsWith("unequip:")) {
          const id = choice.slice(8);
          const host = b.state.cards[id].zone.slice(1);
          b.move(id, pileOf(seat, "drop"));
          b.emit({ t: "unequip", seat, card: id, host });
          return;
        }
        const [id, unit] = choice.slice(6).split("@");
        equip(b, id, unit);
        b.emit({ t: "equip", seat, card: id, host: unit });
      },
    );
  },
  "g.fs-declare"(b, t) {
    const seat = t.seat as string;
    repeatStep(
      b,
      t,
      "prompt.fs-declare",
      () => legalPlays(b, seat, "fast"),
      (choice) => {
        battleOf(b.state).resolved = false;
        declarePlay(b, seat, choice);
        b.openResponses("counter", opponentOf(seat));
      },
    );
  },
};
