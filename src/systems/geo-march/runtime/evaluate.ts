/**
 * geo-march's position value (analysis/evaluate.ts) on a runtime state, bit for bit: the same
 * terms added in the same order with the same float operations, so a search bot scores a runtime
 * sample exactly as it scores the engine's. What the evaluator reads of the map (analysis/
 * distances.ts: each geo's progress toward the enemy home base, the largest limit next to it,
 * the home bases) never changes in a battle, so it is worked out once per template here, over the
 * runtime's geo numbers (the map's order, as prepare.ts lists them).
 */
import { GUARD, SCALE, squash } from "../analysis/evaluate.ts";
import type { GeoState } from "./state.ts";
import type { GeoTemplate } from "./template.ts";

/** What the evaluator reads of a template's map, per seat and geo. */
export interface EvalTable {
  game: boolean;
  /** Per seat, per geo: 1 + the progress toward the enemy home base (distances.ts). */
  gain: [Float64Array, Float64Array];
  /** Per geo, the largest limit among its neighbours (0 with none). */
  exitLimit: Int32Array;
  /** Per seat, its home base geo (-1 without). */
  home: [number, number];
  /** A stand-alone battle's contested geo. */
  battleGeo: number;
}

const TABLES = new WeakMap<GeoTemplate, EvalTable>();

/** Steps from `start` to every geo (-1: unreachable), breadth first as distances.ts walks. */
function bfs(adjacent: readonly (readonly number[])[], start: number): Int32Array {
  const dist = new Int32Array(adjacent.length).fill(-1);
  dist[start] = 0;
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const next of adjacent[queue[i]]) {
      if (dist[next] >= 0) continue;
      dist[next] = dist[queue[i]] + 1;
      queue.push(next);
    }
  }
  return dist;
}

/** The table of template `t` (made on first use). */
export function evalTable(t: GeoTemplate): EvalTable {
  const hit = TABLES.get(t);
  if (hit !== undefined) return hit;
  const g = t.geos.length;
  const toHome: (Int32Array | null)[] = [null, null];
  let max = 1;
  for (let seat = 0; seat < 2; seat++) {
    const home = t.game ? t.homeOf[seat] : -1;
    if (home < 0) continue;
    const d = bfs(t.adjacent, home);
    toHome[seat] = d;
    for (let i = 0; i < g; i++) if (d[i] >= 0) max = Math.max(max, d[i]);
  }
  const gain: [Float64Array, Float64Array] = [new Float64Array(g), new Float64Array(g)];
  for (let seat = 0; seat < 2; seat++) {
    const foe = toHome[1 - seat];
    for (let i = 0; i < g; i++) {
      const d = foe !== null && foe[i] >= 0 ? foe[i] : max;
      // distances.ts keeps `1 - d / max`; the evaluator adds 1 to it: the same two operations.
      gain[seat][i] = 1 + (1 - d / max);
    }
  }
  const exitLimit = new Int32Array(g);
  if (t.game)
    for (let i = 0; i < g; i++) {
      let m = 0;
      for (const a of t.adjacent[i]) m = Math.max(m, t.limit[a]);
      exitLimit[i] = m;
    }
  const home: [number, number] = [
    t.game && toHome[0] !== null ? t.homeOf[0] : -1,
    t.game && toHome[1] !== null ? t.homeOf[1] : -1,
  ];
  const table: EvalTable = { game: t.game, gain, exitLimit, home, battleGeo: t.battleGeo };
  TABLES.set(t, table);
  return table;
}

/**
 * A unit's worth (the evaluator's unitWorth over its current stats): level, and a tenth of
 * attack and defence — in melee the printed values (the melee layer sets them).
 */
function worth(s: GeoState, c: number): number {
  const base = s.t.base;
  const at = c * 4;
  if (s.melee[c] !== 0) return base[at] + 0.1 * (base[at + 1] + base[at + 2]);
  const m = c * 3;
  const attack = base[at + 1] + s.eq[m] + s.ef[m];
  const defence = base[at + 2] + s.eq[m + 1] + s.ef[m + 1];
  return base[at] + 0.1 * (attack + defence);
}

/** gameScore: units weighed by their progress, home guard, hand. */
function gameScore(s: GeoState, e: EvalTable, seat: number): number {
  const base = s.t.base;
  const gain = e.gain[seat];
  const home = e.home[seat];
  const zones = s.zones;
  let score = 0.3 * zones[seat * 3 + 1].length;
  for (let i = 0; i < gain.length; i++) {
    const ids = zones[7 + 2 * i + seat];
    if (ids.length === 0) continue;
    let w = 0;
    let level = 0;
    for (let k = 0; k < ids.length; k++) {
      const c = ids[k];
      w += worth(s, c);
      level += base[c * 4];
    }
    score += level > e.exitLimit[i] ? w : w * gain[i];
    if (i === home) score += 0.3 * w * Math.min(1, GUARD / Math.max(level, 1));
  }
  return score;
}

/** battleScore: the party on the contested geo, and the hand. */
function battleScore(s: GeoState, e: EvalTable, seat: number): number {
  const ids = s.zones[7 + 2 * e.battleGeo + seat];
  let party = 0;
  for (let k = 0; k < ids.length; k++) party += worth(s, ids[k]);
  return party + 0.3 * s.zones[seat * 3 + 1].length;
}

/** evaluateGeoMarch for seat number `seat` on a runtime state. */
export function evaluate(s: GeoState, e: EvalTable, seat: number): number {
  if (s.over) return s.winner < 0 ? 0.5 : s.winner === seat ? 1 : 0;
  const score = e.game ? gameScore : battleScore;
  return squash(score(s, e, seat) - score(s, e, 1 - seat), SCALE);
}
