/**
 * Where each geo sits on the board. The content gives no coordinates, only neighbours, so rows
 * come from the distances to both home bases (a geo nearer p1's home sits on p1's side), the
 * viewer's home at the bottom; within a row, geos follow the mean column of their neighbours in
 * the rows above (fewer crossing roads). Each row is centred on a grid of half columns.
 */
import type { MapGeo } from "./map-data.ts";

/** One geo's place: its row, and its centre in half columns (0 … 2·cols). */
export interface GeoPlace {
  id: string;
  row: number;
  /** First grid column (1-based) of its two half columns. */
  col: number;
}

/** A layout: places by id, with the grid's size. */
export interface MapLayout {
  places: Map<string, GeoPlace>;
  rows: number;
  cols: number;
}

function distances(geos: MapGeo[], from: string | undefined): Map<string, number> {
  const d = new Map<string, number>();
  if (from === undefined) return d;
  d.set(from, 0);
  const queue = [from];
  while (queue.length > 0) {
    const g = queue.shift() as string;
    for (const n of geos.find((x) => x.id === g)?.adjacent ?? [])
      if (!d.has(n)) {
        d.set(n, (d.get(g) ?? 0) + 1);
        queue.push(n);
      }
  }
  return d;
}

/** Lays out `geos` for a viewer seated at `me` (null: a spectator, p1 at the bottom). */
export function layoutMap(geos: MapGeo[], me: string | null): MapLayout {
  const far = geos.length + 1;
  const h1 = geos.find((g) => g.home === "p1")?.id ?? geos[0]?.id;
  const h2 = geos.find((g) => g.home === "p2")?.id;
  const d1 = distances(geos, h1);
  const d2 = distances(geos, h2);
  // Key: how much nearer p2's home than p1's; the viewer's own home goes to the bottom row.
  const sign = me === "p2" ? 1 : -1;
  const key = (g: MapGeo) =>
    sign * ((d1.get(g.id) ?? far) - (h2 === undefined ? 0 : (d2.get(g.id) ?? far)));
  const keys = [...new Set(geos.map(key))].sort((a, b) => a - b);
  const rows = keys.map((k) => geos.filter((g) => key(g) === k));
  const colOf = new Map<string, number>();
  rows.forEach((row, r) => {
    if (r > 0) {
      const mean = (g: MapGeo) => {
        const cs = g.adjacent.map((a) => colOf.get(a)).filter((c): c is number => c !== undefined);
        return cs.length === 0
          ? Number.POSITIVE_INFINITY
          : cs.reduce((a, b) => a + b, 0) / cs.length;
      };
      row.sort((a, b) => mean(a) - mean(b));
    }
    for (const [i, g] of row.entries()) colOf.set(g.id, i - row.length / 2);
  });
  const cols = Math.max(1, ...rows.map((row) => row.length));
  const places = new Map<string, GeoPlace>();
  for (const [r, row] of rows.entries())
    for (const [i, g] of row.entries())
      places.set(g.id, { id: g.id, row: r, col: cols - row.length + 2 * i + 1 });
  return { places, rows: rows.length, cols };
}
