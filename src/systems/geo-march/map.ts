/** Lookups on the game's map (GEO-70): geos, adjacency, home bases and outposts. */
import { type BattleState, EngineError } from "../../engine/index.ts";
import { gameOf } from "./battle-state.ts";
import { geoMarchContent } from "./content/index.ts";
import type { GeoDef, MapDef } from "./schema.ts";
import { levelOn, partyZone } from "./zones.ts";

/** The geos of the game's map. */
export function geosOf(s: BattleState): readonly GeoDef[] {
  return geoMarchContent(s).maps[gameOf(s).map].geos;
}

/** Each map's geos by id, built on first use (geoDef is asked on every option listing). */
const GEO_BY_ID = new WeakMap<MapDef, Map<string, GeoDef>>();

/** One geo of the map. */
export function geoDef(s: BattleState, id: string): GeoDef {
  const map = geoMarchContent(s).maps[gameOf(s).map];
  let byId = GEO_BY_ID.get(map);
  if (byId === undefined) {
    byId = new Map(map.geos.map((g) => [g.id, g]));
    GEO_BY_ID.set(map, byId);
  }
  const g = byId.get(id);
  if (g === undefined) throw new EngineError(`no geo ${id}`);
  return g;
}

/** Units of `seat` on a geo (bottom → top). */
export function unitsOn(s: BattleState, geo: string, seat: string): string[] {
  return s.zones[partyZone(geo, seat)] ?? [];
}

/** Room left under a geo's limit for `seat`'s party there. */
export function roomOn(s: BattleState, geo: string, seat: string): number {
  return geoDef(s, geo).limit - levelOn(s, partyZone(geo, seat));
}

/** The home base (本陣) of a seat. */
export function homeOf(s: BattleState, seat: string): string {
  const g = geosOf(s).find((x) => x.home === seat);
  if (g === undefined) throw new EngineError(`no home base for ${seat}`);
  return g.id;
}
