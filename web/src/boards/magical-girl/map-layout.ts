/**
 * Where to draw a map's positions: the content gives only distances in metres between named
 * positions (maps.yaml), so the board places them in the plane with those distances as nearly as
 * a flat drawing allows — classical multidimensional scaling on the distance matrix (missing
 * pairs by their shortest path), then a few rounds of stress majorisation to mend what a plane
 * cannot hold. Deterministic: the same map always looks the same.
 */

/** A position's place, in metres. */
export interface Point {
  x: number;
  y: number;
}

/** Distances between positions, in metres. */
export interface Distance {
  from: string;
  to: string;
  m: number;
}

/** The full matrix: given distances, the rest by shortest paths (Floyd–Warshall). */
export function distanceMatrix(ids: string[], distances: Distance[]): number[][] {
  const n = ids.length;
  const index = new Map(ids.map((id, i) => [id, i]));
  const d = ids.map((_, i) => ids.map((_, j) => (i === j ? 0 : Number.POSITIVE_INFINITY)));
  for (const e of distances) {
    const i = index.get(e.from);
    const j = index.get(e.to);
    if (i === undefined || j === undefined) continue;
    d[i][j] = Math.min(d[i][j], e.m);
    d[j][i] = d[i][j];
  }
  for (let k = 0; k < n; k++)
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) if (d[i][k] + d[k][j] < d[i][j]) d[i][j] = d[i][k] + d[k][j];
  // Unconnected parts: as far apart as the widest known distance.
  const known = d.flat().filter(Number.isFinite);
  const far = Math.max(10, ...known);
  return d.map((row) => row.map((v) => (Number.isFinite(v) ? v : far)));
}

/** The top eigenvector of a symmetric matrix by power iteration (deterministic start). */
function topVector(m: number[][], seed: number): { vec: number[]; value: number } {
  const n = m.length;
  let v = m.map((_, i) => 1 + ((i * 7 + seed * 3) % 5) / 10);
  let value = 0;
  for (let it = 0; it < 200; it++) {
    const w = m.map((row) => row.reduce((s, x, j) => s + x * v[j], 0));
    const norm = Math.sqrt(w.reduce((s, x) => s + x * x, 0));
    if (norm < 1e-12) return { vec: v.map(() => 0), value: 0 };
    value = norm;
    v = w.map((x) => x / norm);
  }
  return { vec: v, value: n === 0 ? 0 : value };
}

/** Classical MDS into two dimensions. */
function classical(d: number[][]): Point[] {
  const n = d.length;
  const sq = d.map((row) => row.map((x) => x * x));
  const rowMean = sq.map((row) => row.reduce((s, x) => s + x, 0) / n);
  const all = rowMean.reduce((s, x) => s + x, 0) / n;
  const b = sq.map((row, i) => row.map((x, j) => -0.5 * (x - rowMean[i] - rowMean[j] + all)));
  const first = topVector(b, 1);
  const deflated = b.map((row, i) =>
    row.map((x, j) => x - first.value * first.vec[i] * first.vec[j]),
  );
  const second = topVector(deflated, 2);
  const s1 = Math.sqrt(Math.max(0, first.value));
  const s2 = Math.sqrt(Math.max(0, second.value));
  return first.vec.map((v, i) => ({ x: v * s1, y: second.vec[i] * s2 }));
}

/** Stress majorisation (SMACOF, unit weights): moves points toward the wanted distances. */
function majorise(points: Point[], d: number[][], rounds: number): Point[] {
  const n = points.length;
  let p = points;
  for (let r = 0; r < rounds; r++) {
    p = p.map((_, i) => {
      let x = 0;
      let y = 0;
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const dx = p[i].x - p[j].x;
        const dy = p[i].y - p[j].y;
        const now = Math.hypot(dx, dy);
        const k = now > 1e-9 ? d[i][j] / now : 0;
        x += p[j].x + k * dx;
        y += p[j].y + k * dy;
      }
      return { x: x / (n - 1), y: y / (n - 1) };
    });
  }
  return p;
}

/**
 * Places `ids` in the plane (metres) with the given distances; the first position at the
 * origin's left, the widest spread along x.
 */
export function layoutPositions(ids: string[], distances: Distance[]): Record<string, Point> {
  if (ids.length === 0) return {};
  if (ids.length === 1) return { [ids[0]]: { x: 0, y: 0 } };
  const d = distanceMatrix(ids, distances);
  let p = majorise(classical(d), d, 60);
  // Keep the drawing's handedness stable: the first position on the left.
  const cx = p.reduce((s, q) => s + q.x, 0) / p.length;
  if (p[0].x > cx) p = p.map((q) => ({ x: -q.x, y: q.y }));
  return Object.fromEntries(ids.map((id, i) => [id, p[i]]));
}

/** The largest relative error of the drawn distances against the given ones. */
export function layoutError(layout: Record<string, Point>, distances: Distance[]): number {
  let worst = 0;
  for (const e of distances) {
    const a = layout[e.from];
    const b = layout[e.to];
    if (a === undefined || b === undefined || e.m === 0) continue;
    worst = Math.max(worst, Math.abs(Math.hypot(a.x - b.x, a.y - b.y) - e.m) / e.m);
  }
  return worst;
}

/** Metres → a drawing's pixels: the scale and where each point lands. */
export interface Frame {
  /** Pixels per metre. */
  k: number;
  at: (p: Point) => Point;
}

/**
 * Fits a layout into a `w` × `h` drawing with `pad` pixels of room at the edges (for names and
 * range labels): the whole map, one scale for both axes so that metres stay metres. The board's
 * positions map and the KP's map builder draw with it.
 */
export function fitFrame(layout: Record<string, Point>, w: number, h: number, pad: number): Frame {
  const pts = Object.values(layout);
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  const minX = Math.min(...xs, 0);
  const minY = Math.min(...ys, 0);
  const spanX = Math.max(...xs, 0) - minX || 1;
  const spanY = Math.max(...ys, 0) - minY || 1;
  const k = Math.min((w - 2 * pad) / spanX, (h - 2 * pad) / spanY);
  return { k, at: (p) => ({ x: pad + (p.x - minX) * k, y: pad + (p.y - minY) * k }) };
}

/** A position's marks after its name: ◧ half cover, ■ full cover, ⚠ dangerous terrain. */
export function placeMarks(cover: string | undefined, danger: boolean | undefined): string {
  return `${cover === "half" ? " ◧" : cover === "full" ? " ■" : ""}${danger ? " ⚠" : ""}`;
}

/**
 * Where a position's words go: right of its point, or left of it (anchored at their end) in the
 * drawing's right half, so that no name runs off a `width`-wide drawing.
 */
export function labelAt(x: number, width: number): { x: number; anchor: "start" | "end" } {
  return x > width / 2 ? { x: x - 10, anchor: "end" } : { x: x + 10, anchor: "start" };
}
