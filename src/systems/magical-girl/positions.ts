/**
 * Positions and distance (MGR-26, MGR-27, MGR-29): a map of named positions with distances in metres.
 * Moving costs DP by distance — 15 m per DP when AGI > size, else 10 m; halved by a light wound;
 * doubled when carrying more than 2 × STR, which also bars dangerous terrain. All movement in
 * one turn is one action, so a light wound caps a turn's movement below 4 DP. Hiding costs 2 DP
 * behind half cover, nothing behind full cover. Reading: melee attacks need the same position.
 */
import type { Battle, CardState, OptionDef } from "../../engine/index.ts";
import { mgContent } from "./content/index.ts";
import { barred, pay } from "./costs.ts";
import { ceilDiv, fraction } from "./exact.ts";
import { flags, mgx } from "./model.ts";
import { verbOption } from "./option-ids.ts";
import { readiedOn } from "./ready-triggers.ts";
import {
  FAST_METRES_PER_DP,
  HEAVY_LOAD_STR,
  LIGHT_WOUND_LIMIT,
  METRES_PER_DP,
} from "./rule-numbers.ts";
import type { BattleMap } from "./schema.ts";
import { carriedWeight } from "./weapons.ts";

/** The battle's map, or undefined. */
export function mapOf(b: Battle): BattleMap | undefined {
  const id = mgx(b).map;
  return id === "" ? undefined : mgContent(b.state).maps[id];
}

/** The map's way between two positions, or undefined. */
export function wayBetween(
  b: Battle,
  p: string,
  q: string,
): BattleMap["distances"][number] | undefined {
  return mapOf(b)?.distances.find(
    (x) => (x.from === p && x.to === q) || (x.from === q && x.to === p),
  );
}

/** The closed door on the way between two positions (MGR-14, seed l.29–31), or null. */
export function closedDoor(b: Battle, p: string, q: string): string | null {
  const door = wayBetween(b, p, q)?.door;
  return door !== undefined && mgx(b).objects[door]?.state !== "open" ? door : null;
}

/**
 * Metres between two positions (0 for the same one; Infinity when the map gives no distance, or
 * its way goes through a door that is closed: nothing moves or is thrown through it).
 */
export function distance(b: Battle, p: string, q: string): number {
  if (p === q) return 0;
  const d = wayBetween(b, p, q);
  if (d === undefined) return Number.POSITIVE_INFINITY;
  if (d.door !== undefined && mgx(b).objects[d.door]?.state !== "open")
    return Number.POSITIVE_INFINITY;
  return d.m;
}

/** Whether two fighters stand at the same position. */
export function samePos(a: CardState, c: CardState): boolean {
  return flags(a).pos === flags(c).pos;
}

/** Carrying more than 2 × STR (MGR-27): movement costs double, no dangerous terrain. */
export function heavyLoad(c: CardState): boolean {
  return carriedWeight(c) > HEAVY_LOAD_STR * c.stats.str;
}

/**
 * DP to move `metres` (MGR-26: 15 m per DP when AGI > size, else 10; halved by a light wound,
 * MGR-61): ⌈metres / metres per DP⌉ in integers, since a distance may be an authored decimal.
 */
export function moveCost(c: CardState, metres: number): number {
  if (!Number.isFinite(metres)) return Number.POSITIVE_INFINITY;
  const base = c.stats.agi > c.stats.size ? FAST_METRES_PER_DP : METRES_PER_DP;
  const [n, d] = fraction(metres);
  // A light wound halves the metres per DP: twice the metres at the full rate.
  const dp = ceilDiv(flags(c).wound === "light" ? 2 * n : n, d * base);
  return heavyLoad(c) ? dp * 2 : dp;
}

/** Movement options: every reachable position the fighter can pay for this turn. */
export function moveOptions(b: Battle, c: CardState, out: OptionDef[] = []): OptionDef[] {
  const map = mapOf(b);
  if (map === undefined) return out;
  const f = flags(c);
  // Overloaded, no movement in dangerous terrain at all: neither into it nor out of it.
  if (heavyLoad(c) && map.positions.some((q) => q.id === f.pos && q.danger)) return out;
  for (const p of map.positions) {
    if (p.id === f.pos) continue;
    if (p.danger && heavyLoad(c)) continue;
    const cost = moveCost(c, distance(b, f.pos, p.id));
    if (!Number.isFinite(cost)) continue;
    // The turn's movement is one action: a light wound caps its total below 4 DP.
    if (barred(c, cost) !== null && barred(c, cost) !== "light-wound") continue;
    if (f.wound === "light" && f.moved + cost > LIGHT_WOUND_LIMIT) continue;
    if (f.wound !== "light" && barred(c, cost) !== null) continue;
    out.push(verbOption("move", p.id));
  }
  return out;
}

/**
 * Moves `c` to position `to`, paying the DP (all of a turn's movement is one action), and sets off
 * foes' actions readied for someone entering `to` (MGR-32: they run next).
 */
export function moveTo(b: Battle, c: CardState, to: string): void {
  const f = flags(c);
  const cost = moveCost(c, distance(b, f.pos, to));
  pay(c, cost);
  f.moved += cost;
  b.emit({ t: "move", card: c.id, from: f.pos, to, dp: cost });
  f.pos = to;
  f.hidden = false;
  b.push(...readiedOn(b, `enters@${to}`, c));
}

/** DP to hide at the fighter's position (null: no cover there). */
export function hideCost(b: Battle, c: CardState): number | null {
  const p = mapOf(b)?.positions.find((q) => q.id === flags(c).pos);
  if (p === undefined || p.cover === "none") return null;
  return p.cover === "half" ? 2 : 0;
}
