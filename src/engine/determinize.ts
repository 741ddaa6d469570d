/**
 * Determinization: a full battle a seat could be in, given only what it can see. Cards hidden
 * from the seat (its deck, an opponent's hand and face-down cards) are dealt again at random
 * among the hidden places of their owner, and the generator is reseeded, so the future dice are
 * unknown too. Search bots plan on such samples — they never read where a hidden card really is.
 *
 * The reading: each owner's hidden cards, as a set, are known (open deck lists, as in a
 * tournament); which hidden place holds which card is not. The sample is made from the hidden
 * cards in a canonical (sorted) order, so two battles that differ only in where hidden cards lie
 * give identical samples for the same seed.
 */
import type { Battle } from "./battle.ts";
import { seedRng, shuffleInPlace } from "./rng.ts";
import type { Seat } from "./types.ts";

/** Whether `seat` sees the contents of `zone`. */
function sees(b: Battle, zone: string, seat: Seat): boolean {
  const vis = b.system.zoneVisibility(zone);
  return vis === "public" || (vis === "owner" && zone.split(":")[0] === seat);
}

/**
 * A copy of `b` with every card hidden from `seat` re-dealt at random among its owner's hidden
 * places, the generator reseeded from `seed`, pinned dice dropped and the log off (and empty).
 */
export function determinize(b: Battle, seat: Seat, seed: number): Battle {
  // The log can be long and a sample never needs it: leave it out of the copy.
  const log = b.state.log;
  b.state.log = [];
  let copy: Battle;
  try {
    copy = b.fork();
  } finally {
    b.state.log = log;
  }
  const s = copy.state;
  s.logOn = false;
  s.pinned = [];
  s.rng = seedRng(seed);
  // Places (zone, index) and cards hidden from the seat, grouped by the cards' owner.
  const groups = new Map<Seat, { places: [string, number][]; ids: string[] }>();
  for (const zone of Object.keys(s.zones).sort()) {
    if (sees(copy, zone, seat)) continue;
    const ids = s.zones[zone];
    for (let i = 0; i < ids.length; i++) {
      const owner = s.cards[ids[i]].owner;
      let g = groups.get(owner);
      if (g === undefined) groups.set(owner, (g = { places: [], ids: [] }));
      g.places.push([zone, i]);
      g.ids.push(ids[i]);
    }
  }
  for (const owner of [...groups.keys()].sort()) {
    const g = groups.get(owner) as { places: [string, number][]; ids: string[] };
    g.ids.sort();
    shuffleInPlace(s, g.ids);
    for (let k = 0; k < g.ids.length; k++) {
      const [zone, i] = g.places[k];
      s.zones[zone][i] = g.ids[k];
      s.cards[g.ids[k]].zone = zone;
    }
  }
  // The shuffles above used the fresh generator; start the future dice from the seed again so
  // they do not depend on how many cards were hidden.
  s.rng = seedRng(seed ^ 0x2c1b3c6d);
  copy.dirty = true;
  return copy;
}
