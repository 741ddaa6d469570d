/**
 * Who acts first once the speed totals are known (GEO-20, GEO-21), as a pure function: the
 * battle (`speed.ts`, "g.speed-decide") and the exact odds (`odds/act-first-question.ts`) both
 * decide with it.
 */

/** The result of the speed timing: a side goes first, or equal totals lead to melee. */
export type SpeedOrder = "marcher" | "defender" | "melee";

/** The higher total goes first; equal totals → melee (乱戦). */
export function speedOrder(marcherTotal: number, defenderTotal: number): SpeedOrder {
  if (marcherTotal === defenderTotal) return "melee";
  return marcherTotal > defenderTotal ? "marcher" : "defender";
}
