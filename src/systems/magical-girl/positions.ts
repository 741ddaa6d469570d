/**
 * Positions and distance (MGR-26/27/29): a map of named positions with distances in metres.
 * Moving costs DP by distance — 15 m per DP when AGI > size, else 10 m; halved by a light wound;
 * doubled when carrying more than 2 × STR, which also bars dangerous terrain. All movement in
 * one turn is one action, so a light wound caps a turn's movement below 4 DP. Hiding costs 2 DP
 * behind half cover, nothing behind full cover. Reading: melee attacks need the same position.
 */
import type { Battle, CardState, OptionDef } from "../../engine/index.ts";
import { mgContent } from "./content/index.ts";
import { barred, LIGHT_WOUND_LIMIT } from "./costs.ts";
import { flags, mgx } from "./model.ts";
import type { BattleMap } from "./schema.ts";
import { carriedWeight } from "./weapons.ts";

/** The battle's map, or undefined. */
export function mapOf(b: Battle): BattleMap | undefined {
  const id = mgx(b).map;
  return id === "" ? undefined : mgContent(b.state).maps[id];
}

/** Metres between two positions (0 for the same one; Infinity when the map gives no distance). */
export function distance(b: Battle, p: string, q: string): number {
  if (p === q) return 0;
  const d = mapOf(b)?.distances.find(
    (x) => (x.from === p && x.to === q) || (x.from === q && x.to === p),
  );
  return d?.m ?? Number.POSITIVE_INFINITY;
}

/** Whether two fighters stand at the same position. */
export function samePos(a: CardState, c: CardState): boolean {
  return flags(a).pos === flags(c).pos;
}

/** Metres per DP of movement (MGR-26, halved by a light wound MGR-61). */
export function metresPerDp(c: CardState): number {
  const base = c.stats.agi > c.stats.size ? 15 : 10;
  return flags(c).wound === "light" ? base / 2 : base;
}

/** Carrying more than 2 × STR (MGR-27): movement costs double, no dangerous terrain. */
export function heavyLoad(c: CardState): boolean {
  return carriedWeight(c) > 2 * c.stats.str;
}

/** DP to move `metres`. */
export function moveCost(c: CardState, metres: number): number {
  const dp = Math.ceil(metres / metresPerDp(c));
  return heavyLoad(c) ? dp * 2 : dp;
}

/** Movement options: every reachable position the fighter can pay for this turn. */
export function moveOptions(b: Battle, c: CardState): OptionDef[] {
  const map = mapOf(b);
  if (map === undefined) return [];
  const f = flags(c);
  const out: OptionDef[] = [];
  // Overloaded, no movement in dangerous terrain at all: neither into it nor out of it.
  if (heavyLoad(c) && map.positions.some((q) => q.id === f.pos && q.danger)) return [];
  for (const p of map.positions) {
    if (p.id === f.pos) continue;
    if (p.danger && heavyLoad(c)) continue;
    const cost = moveCost(c, distance(b, f.pos, p.id));
    if (!Number.isFinite(cost)) continue;
    // The turn's movement is one action: a light wound caps its total below 4 DP.
    if (barred(c, cost) !== null && barred(c, cost) !== "light-wound") continue;
    if (f.wound === "light" && f.moved + cost > LIGHT_WOUND_LIMIT) continue;
    if (f.wound !== "light" && barred(c, cost) !== null) continue;
    out.push({ id: `move:${p.id}` });
  }
  return out;
}

/** DP to hide at the fighter's position (null: no cover there). */
export function hideCost(b: Battle, c: CardState): number | null {
  const p = mapOf(b)?.positions.find((q) => q.id === flags(c).pos);
  if (p === undefined || p.cover === "none") return null;
  return p.cover === "half" ? 2 : 0;
}
