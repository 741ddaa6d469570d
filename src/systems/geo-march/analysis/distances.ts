/**
 * Steps from every geo of a map to each home base (本陣), found once per map by breadth-first
 * search over the adjacency: the position value weighs how far units have marched.
 */
import type { BattleState } from "../../../engine/index.ts";
import { geoMarchContent } from "../content/index.ts";
import type { MapDef } from "../schema.ts";
import { opponentOf, partyZone, SEATS } from "../zones.ts";

/** A map's geos and, per seat, each geo's distance to that seat's home base. */
export interface MapDistances {
  geos: string[];
  /** `toHome[seat][geo]`: steps from the geo to `seat`'s home base. */
  toHome: Record<string, Record<string, number>>;
  /** The longest such distance (at least 1), to scale progress into 0…1. */
  max: number;
  /**
   * Per seat, in `geos` order: its party zone ids (built once: a fresh string is hashed again
   * on every lookup) and its progress toward the enemy home base, 0 at the own home, 1 there.
   */
  zones: Record<string, string[]>;
  progress: Record<string, number[]>;
  /** Per seat, the index in `geos` of its own home base (-1 if none). */
  home: Record<string, number>;
  /**
   * In `geos` order, the largest limit among each geo's neighbours: a party (which marches
   * whole) of a higher level can never leave that geo again.
   */
  exitLimit: number[];
}

const CACHE = new WeakMap<MapDef, MapDistances>();

/** Steps from `start` to every reachable geo. */
function bfs(adjacent: Record<string, string[]>, start: string): Record<string, number> {
  const dist: Record<string, number> = { [start]: 0 };
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const next of adjacent[queue[i]] ?? []) {
      if (next in dist) continue;
      dist[next] = dist[queue[i]] + 1;
      queue.push(next);
    }
  }
  return dist;
}

/** The distances of map `mapId` (computed on first use). */
export function mapDistances(s: BattleState, mapId: string): MapDistances {
  const map = geoMarchContent(s).maps[mapId];
  const hit = CACHE.get(map);
  if (hit !== undefined) return hit;
  const adjacent = Object.fromEntries(map.geos.map((g) => [g.id, g.adjacent]));
  const toHome: Record<string, Record<string, number>> = {};
  let max = 1;
  for (const seat of SEATS) {
    const home = map.geos.find((g) => g.home === seat);
    toHome[seat] = home === undefined ? {} : bfs(adjacent, home.id);
    for (const d of Object.values(toHome[seat])) max = Math.max(max, d);
  }
  const geos = map.geos.map((g) => g.id);
  const zones: Record<string, string[]> = {};
  const progress: Record<string, number[]> = {};
  const home: Record<string, number> = {};
  for (const seat of SEATS) {
    const foe = toHome[opponentOf(seat)];
    zones[seat] = geos.map((g) => partyZone(g, seat));
    progress[seat] = geos.map((g) => 1 - (foe[g] ?? max) / max);
    home[seat] = geos.findIndex((g) => toHome[seat][g] === 0);
  }
  const limit = Object.fromEntries(map.geos.map((g) => [g.id, g.limit]));
  const exitLimit = map.geos.map((g) => Math.max(0, ...g.adjacent.map((a) => limit[a] ?? 0)));
  const out = { geos, toHome, max, zones, progress, home, exitLimit };
  CACHE.set(map, out);
  return out;
}
