/**
 * Exact damage of a hit (MGR-51, MGR-52) as `rollDamage` computes it: a regular hit rolls the MGR-51
 * formula (the engine's `formula` over the exact distributions of the weapon's damage and extra
 * dice); hard deals DAM/2 + 1d(DAM/2), extreme DAM, critical DAM + 1d(DAM/2), with DAM the
 * formula's maximum (`maxDamage`), halves rounded down and 1d0 reading 0; never below 0.
 */
import { distribution, parseDice } from "../../../engine/index.ts";
import type { Level } from "../checks.ts";
import { formula, maxDamage } from "../damage.ts";
import type { Arm } from "../weapons.ts";
import { combine, fromDistribution, mapValues, point, type Ways } from "./ways.ts";

/** The success levels that hit. */
export const HIT_LEVELS = ["regular", "hard", "extreme", "critical"] as const;
/** A success level that hits. */
export type HitLevel = (typeof HIT_LEVELS)[number];

/** Whether a level is one that hits. */
export function isHitLevel(level: Level | string): level is HitLevel {
  return (HIT_LEVELS as readonly string[]).includes(level);
}

/** One die of `n` faces, or 0 when `n` < 1 (as `rollDamage` reads 1d0). */
function die(n: number): Ways {
  return n >= 1 ? fromDistribution(distribution(parseDice(`1d${n}`))) : point(0);
}

/** The exact damage of a hit of `level` with `arm`, before any parry. */
export function damageWays(arm: Arm, level: HitLevel): Ways {
  const dam = maxDamage(arm);
  const half = Math.floor(dam / 2);
  let out: Ways;
  if (level === "critical") out = mapValues(die(half), (x) => dam + x);
  else if (level === "extreme") out = point(dam);
  else if (level === "hard") out = mapValues(die(half), (x) => half + x);
  else {
    const base = fromDistribution(distribution(parseDice(arm.damage)));
    const extra = fromDistribution(distribution(parseDice(arm.extra)));
    out = combine(base, extra, (b, e) => formula(arm, b, e));
  }
  return mapValues(out, (x) => Math.max(0, x));
}
