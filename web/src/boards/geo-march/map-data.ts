/**
 * The map the board draws. A whole game's map (geos, limits, neighbours, home bases, outposts)
 * is public printed content served by `GET /api/geo-march/maps/:id`; the view itself only names
 * the map and each geo's limit. Without it (a lone battle, a map from a content pack) the board
 * derives what the view shows: the geos of `view.x.geos` and, in battle, origin → battle geo.
 */
import { createResource, type Resource } from "solid-js";
import type { Lang } from "../../net/protocol.ts";
import type { GeoX } from "./geo-view.ts";

/** One geo as the board draws it. */
export interface MapGeo {
  id: string;
  name: Partial<Record<Lang, string>>;
  limit: number;
  adjacent: string[];
  home?: string;
  outpost?: string;
}

/** A map's geos. */
export interface MapShape {
  geos: MapGeo[];
}

async function fetchMap(id: string): Promise<MapShape | null> {
  const res = await fetch(`/api/geo-march/maps/${encodeURIComponent(id)}`);
  if (!res.ok) return null;
  return (await res.json()) as MapShape;
}

/** The shipped map named `id()` (null while loading, for a lone battle or an unknown map). */
export function mapResource(id: () => string | undefined): Resource<MapShape | null | undefined> {
  const [map] = createResource(id, fetchMap);
  return map;
}

/** The map from the view alone: its geos and limits; in battle, each origin next to the geo. */
export function mapFromView(x: GeoX): MapShape {
  const bt = x.battle;
  const geos = Object.entries(x.geos).map(([id, limit]) => ({
    id,
    name: {},
    limit,
    adjacent: [] as string[],
  }));
  if (bt !== null)
    for (const g of geos) {
      if (g.id === bt.geo) g.adjacent = [...bt.origins];
      else if (bt.origins.includes(g.id)) g.adjacent = [bt.geo];
    }
  return { geos };
}

/** A geo's name in `lang` (its id when the map gave none). */
export function geoName(map: MapShape, id: string, lang: Lang): string {
  return map.geos.find((g) => g.id === id)?.name[lang] ?? id;
}
