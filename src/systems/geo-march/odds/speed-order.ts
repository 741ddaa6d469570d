/**
 * Who acts first once the speed totals are known (GEO-20, GEO-21), as a pure function for exact
 * odds. The battle decides the same way inline in `speed.ts` ("g.speed-decide"); it is restated
 * here rather than moved so the rules file stays untouched, and `test/odds/geo-march-odds.test.ts`
 * compares the two by driving real battles.
 */

/** The result of the speed timing: a side goes first, or equal totals lead to melee. */
export type SpeedOrder = "marcher" | "defender" | "melee";

/** The higher total goes first; equal totals → melee (乱戦). */
export function speedOrder(marcherTotal: number, defenderTotal: number): SpeedOrder {
  if (marcherTotal === defenderTotal) return "melee";
  return marcherTotal > defenderTotal ? "marcher" : "defender";
}
