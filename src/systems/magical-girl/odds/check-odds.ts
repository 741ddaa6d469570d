/**
 * Exact odds of a d100 check as `rollCheck` makes it (MGR-01, MGR-02): the d100's units digit is kept
 * and every extra tens die (a d10, face 10 reading 0) competes with the d100's own tens digit;
 * tens 0 with units 0 reads 100. A bonus die keeps the lowest value, a penalty die the highest.
 * The level of the kept value comes from the engine's own `levelOf`.
 */
import { LEVELS, type Level, levelOf } from "../checks.ts";
import type { Ways } from "./ways.ts";

/** The fumble reading of option `fumble`. */
export type FumbleOption = "coc7" | "100";

/** Value of tens digit `t` and units digit `u`, as the check reads them (00 + 0 = 100). */
function tensUnits(t: number, u: number): number {
  const v = t * 10 + u;
  return v === 0 ? 100 : v;
}

/**
 * Ways of each kept d100 value (1…100) with `bonus` net bonus dice (negative: penalty dice), out
 * of 100 × 10^|bonus| (the d100 and every extra d10).
 */
export function keptRollWays(bonus: number): Ways {
  const n = BigInt(Math.abs(bonus) + 1);
  const ways = new Map<number, bigint>();
  for (let u = 0; u < 10; u++) {
    // The d100 gives each tens digit once for this units digit; so does every extra die. The kept
    // value is the least (bonus) or greatest (penalty) of n independent picks among these ten.
    const values = Array.from({ length: 10 }, (_, t) => tensUnits(t, u)).sort((a, b) => a - b);
    values.forEach((v, i) => {
      const k = BigInt(i + 1);
      const w = bonus >= 0 ? (11n - k) ** n - (10n - k) ** n : k ** n - (k - 1n) ** n;
      ways.set(v, w);
    });
  }
  return { ways, total: 100n * 10n ** (n - 1n) };
}

/** Ways of each success level of a check against `target` with `bonus` dice. */
export function levelWays(
  target: number,
  bonus: number,
  fumble: FumbleOption,
): { ways: Record<Level, bigint>; total: bigint } {
  const rolls = keptRollWays(bonus);
  const ways = Object.fromEntries(LEVELS.map((l) => [l, 0n])) as Record<Level, bigint>;
  for (const [roll, w] of rolls.ways) ways[levelOf(roll, target, fumble)] += w;
  return { ways, total: rolls.total };
}
