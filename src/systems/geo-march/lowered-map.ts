/**
 * The game's map lowered once per map definition (content is shared by every battle and never
 * written): each geo as an object holding its neighbours by reference, its two party zone ids
 * and the march option ids along its edges, so the turn's listings walk references instead of
 * composing `geo:<geo>:<seat>` keys and looking geos up by id on every listing. Nothing here is
 * in the state: hashes, replays and saved states never see it.
 */
import { type BattleState, EngineError } from "../../engine/index.ts";
import { gameOf } from "./battle-state.ts";
import { geoMarchContent } from "./content/index.ts";
import { marchId } from "./option-ids.ts";
import type { GeoDef, MapDef } from "./schema.ts";
import { partyZone } from "./zones.ts";

/** One geo of a lowered map. */
export interface LGeo {
  /** Its place in the map's list. */
  index: number;
  id: string;
  limit: number;
  home: string | undefined;
  outpost: string | undefined;
  /** p1's and p2's party zone on this geo (the interned ids of {@link partyZone}). */
  p1: string;
  p2: string;
  /** Neighbours, in the content's order. */
  adjacent: LGeo[];
  /** `march:<this>@<adjacent[k]>`, built once (option-ids.ts reads them back). */
  marchIds: string[];
}

/** A lowered map: its geos in the content's order, and by id. */
export interface LMap {
  geos: LGeo[];
  byId: Map<string, LGeo>;
  /** Each seat's home base. */
  homeOf: Record<string, LGeo>;
  /** Each party zone → its slot `2 * index + (p1 ? 0 : 1)` (see geo-index.ts). */
  slots: Map<string, number>;
}

const LOWERED = new WeakMap<MapDef, LMap>();

function lower(map: MapDef): LMap {
  const geos: LGeo[] = map.geos.map((g: GeoDef, index) => ({
    index,
    id: g.id,
    limit: g.limit,
    home: g.home,
    outpost: g.outpost,
    p1: partyZone(g.id, "p1"),
    p2: partyZone(g.id, "p2"),
    adjacent: [],
    marchIds: [],
  }));
  const byId = new Map(geos.map((g) => [g.id, g]));
  const homeOf: Record<string, LGeo> = {};
  map.geos.forEach((def, i) => {
    const g = geos[i];
    if (g.home !== undefined) homeOf[g.home] = g;
    for (const a of def.adjacent) {
      const to = byId.get(a);
      if (to === undefined) throw new EngineError(`no geo ${a}`);
      g.adjacent.push(to);
      g.marchIds.push(marchId(g.id, to.id));
    }
  });
  const slots = new Map<string, number>();
  for (const g of geos) {
    slots.set(g.p1, 2 * g.index);
    slots.set(g.p2, 2 * g.index + 1);
  }
  return { geos, byId, homeOf, slots };
}

/** The lowered map of the game a state plays (whole games only). */
export function lmapOf(s: BattleState): LMap {
  const map = geoMarchContent(s).maps[gameOf(s).map];
  // Nearly every battle plays the same map: the last one answers without the weak map.
  if (map === last) return lastLow;
  let low = LOWERED.get(map);
  if (low === undefined) {
    low = lower(map);
    LOWERED.set(map, low);
  }
  last = map;
  lastLow = low;
  return low;
}

let last: MapDef | undefined;
let lastLow: LMap = { geos: [], byId: new Map(), homeOf: {}, slots: new Map() };

/** A seat's party zone on a lowered geo. */
export function zoneOf(g: LGeo, seat: string): string {
  return seat === "p1" ? g.p1 : g.p2;
}
