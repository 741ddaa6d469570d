/**
 * A whole game's per-geo tallies, kept beside the state: for each geo and seat, how many units
 * stand there, their total level and how many of them marched this turn. The turn's listings
 * (march, join, summon) ask these for every geo and neighbour after every decision; counting
 * them from the zones each time read every unit's record again. The tallies are made from the
 * state on first use (so a fork, a sample or a loaded state gets correct ones) and kept up to
 * date by the system's `onMove` hook and by the two writers of the `marched` flag (march.ts,
 * turn.ts). A unit's level is its base value: no modifier changes a level, and a whole game has
 * no setup overrides. Nothing here is in the state: hashes, replays and saved states never see
 * it. Check mode (tests, KASSEN_CHECK_CARDS=1) recounts on every use and throws on a mismatch.
 */
import { type Battle, type BattleState, checkingCards, EngineError } from "../../engine/index.ts";
import { type LMap, lmapOf } from "./lowered-map.ts";

/**
 * Tallies by slot `2 * geo.index + (p1 ? 0 : 1)`, three to a slot in one small typed array (a
 * few hundred bytes less per live battle than three arrays): units at `3 * slot`, their level
 * at `3 * slot + 1`, how many marched at `3 * slot + 2`.
 */
export interface GeoTallies {
  map: LMap;
  n: Int32Array;
}

/** Units in a slot. */
export function unitsIn(t: GeoTallies, slot: number): number {
  return t.n[3 * slot];
}

/** Their total level. */
export function levelIn(t: GeoTallies, slot: number): number {
  return t.n[3 * slot + 1];
}

/** How many of them marched this turn. */
export function marchedIn(t: GeoTallies, slot: number): number {
  return t.n[3 * slot + 2];
}

const TALLIES = new WeakMap<BattleState, GeoTallies>();

/** The slot of a seat on a geo of the lowered map. */
export function slotOf(index: number, seat: string): number {
  return seat === "p1" ? 2 * index : 2 * index + 1;
}

/** Counts the tallies from the state's zones. */
function count(s: BattleState, map: LMap): GeoTallies {
  const t: GeoTallies = { map, n: new Int32Array(6 * map.geos.length) };
  for (const g of map.geos) {
    for (const seat of ["p1", "p2"]) {
      const k = slotOf(g.index, seat);
      for (const id of s.zones[seat === "p1" ? g.p1 : g.p2] ?? []) {
        const c = s.cards[id];
        t.n[3 * k] += 1;
        t.n[3 * k + 1] += c.stats.level ?? 0;
        if (c.f.marched === true) t.n[3 * k + 2] += 1;
      }
    }
  }
  return t;
}

/** The tallies of a whole game's state (made now on first use). */
export function talliesOf(s: BattleState): GeoTallies {
  const map = lmapOf(s);
  let t = TALLIES.get(s);
  if (t === undefined || t.map !== map) {
    t = count(s, map);
    TALLIES.set(s, t);
  } else if (checkingCards()) {
    const fresh = count(s, map).n.join();
    if (fresh !== t.n.join()) throw new EngineError(`geo tallies out of date (${t.n} ≠ ${fresh})`);
  }
  return t;
}

/** The `onMove` hook: moves a unit's share from the geo it left to the one it entered. */
export function geoOnMove(b: Battle, cardId: string, from: string, to: string): void {
  const t = TALLIES.get(b.state);
  if (t === undefined) return;
  const a = t.map.slots.get(from);
  const z = t.map.slots.get(to);
  if (a === undefined && z === undefined) return;
  const c = b.state.cards[cardId];
  const level = c.stats.level ?? 0;
  const marched = c.f.marched === true ? 1 : 0;
  if (a !== undefined) {
    t.n[3 * a] -= 1;
    t.n[3 * a + 1] -= level;
    t.n[3 * a + 2] -= marched;
  }
  if (z !== undefined) {
    t.n[3 * z] += 1;
    t.n[3 * z + 1] += level;
    t.n[3 * z + 2] += marched;
  }
}

/** Notes that a unit on `zone` now has (`+1`) or no longer has (`−1`) the `marched` flag. */
export function noteMarched(s: BattleState, zone: string, delta: 1 | -1): void {
  const t = TALLIES.get(s);
  if (t === undefined) return;
  const k = t.map.slots.get(zone);
  if (k !== undefined) t.n[3 * k + 2] += delta;
}
