/**
 * The turn of a whole game (GEO-70; beyond the seed, readings in docs/rules/geo-march.md):
 * draw, then the summon phase (units from hand onto the own home base or outposts, within the
 * limit, not where the enemy stands — GEO-02, GEO-03), then the march phase.
 */
import { type Battle, EngineError, type OptionDef } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { gameOf } from "./battle-state.ts";
import { levelIn, marchedIn, noteMarched, slotOf, talliesOf, unitsIn } from "./geo-index.ts";
import { zoneOf } from "./lowered-map.ts";
import { asKind, type OptionRef, summonId } from "./option-ids.ts";
import { ownedFlags } from "./records.ts";
import { repeatStep } from "./step.ts";
import { geoHandlers } from "./tasks.ts";
import { cardsOf, opponentOf, partyZone, pileOf, SEATS } from "./zones.ts";

/** Draws one card if the deck has one (reading: an empty deck just stops drawing). */
function draw(b: Battle, seat: string): void {
  const deck = b.state.zones[pileOf(seat, "deck")];
  const top = deck.at(-1);
  if (top === undefined) return;
  b.move(top, pileOf(seat, "hand"));
  if (!heard(b)) return;
  b.emit({ t: "draw", seat });
  b.emit({ t: "drew", seat, card: top, $to: [seat] });
}

/** Normal summons: a unit in hand onto an own home base / outpost with room and no enemy. */
function summonOptions(b: Battle, seat: string): OptionDef[] {
  const s = b.state;
  const out: OptionDef[] = [];
  const hand = s.zones[pileOf(seat, "hand")] ?? [];
  if (hand.length === 0) return out;
  // The spots and the room on each, once per listing (not once per card and spot).
  const spots: string[] = [];
  const room: number[] = [];
  const opponent = opponentOf(seat);
  const t = talliesOf(s);
  const geos = t.map.geos;
  for (let i = 0; i < geos.length; i++) {
    const g = geos[i];
    if ((g.home !== seat && g.outpost !== seat) || unitsIn(t, slotOf(i, opponent)) > 0) continue;
    spots.push(g.id);
    room.push(g.limit - levelIn(t, slotOf(i, seat)));
  }
  if (spots.length === 0) return out;
  const cards = cardsOf(s);
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i];
    const c = s.cards[id];
    const def = cards[c.def];
    if (def.type !== "unit") continue;
    const level = c.stats.level ?? def.level;
    for (let k = 0; k < spots.length; k++)
      if (level <= room[k]) out.push({ id: summonId(id, spots[k]) });
  }
  return out;
}

/** Summons the chosen unit onto the chosen spot. */
function summon(b: Battle, seat: string, choice: OptionRef): void {
  const { card: id, geo } = asKind(choice, "summon");
  if (geo === null) throw new EngineError(`a summon without a geo: ${id}`);
  b.move(id, partyZone(geo, seat));
  ownedFlags(b.state, id).done = false;
  if (heard(b)) b.emit({ t: "summon", seat, card: id, geo });
}

/** Task handlers of the game's turn. */
export const turnHandlers = geoHandlers({
  "gm.start"(b, t) {
    const s = b.state;
    for (const seat of SEATS) {
      b.shuffle(s.zones[pileOf(seat, "deck")]);
      for (let i = 0; i < t.hand; i++) draw(b, seat);
    }
    b.emit({ t: "game-start", first: gameOf(s).first });
  },
  "gm.turn"(b) {
    const s = b.state;
    const x = gameOf(s);
    const turn = x.turn + 1;
    if (turn > x.maxTurns) {
      b.end({ winner: null, outcome: "draw", reason: { k: "reason.turn-limit" } });
      return;
    }
    const seat = turn === 1 ? x.first : opponentOf(x.active);
    x.turn = turn;
    x.active = seat;
    if (heard(b)) b.emit({ t: "turn", turn, seat });
    // Only units that marched have the flag (owning every unit's record each turn cost more).
    const tallies = talliesOf(s);
    const geos = tallies.map.geos;
    for (let i = 0; i < geos.length; i++) {
      if (marchedIn(tallies, slotOf(i, seat)) === 0) continue;
      const zone = zoneOf(geos[i], seat);
      const ids = s.zones[zone] ?? [];
      for (let j = 0; j < ids.length; j++) {
        const f = s.cards[ids[j]].f;
        if (f.marched === undefined) continue;
        if (f.marched === true) noteMarched(s, zone, -1);
        delete ownedFlags(s, ids[j]).marched;
      }
    }
    // Reading: the first player skips the draw of the very first turn.
    if (turn > 1) draw(b, seat);
    b.push({ k: "gm.summon", seat }, { k: "gm.march", seat }, { k: "gm.turn" });
  },
  "gm.summon"(b, t) {
    repeatStep(b, t, "prompt.summon", summonOptions, summon);
  },
});
