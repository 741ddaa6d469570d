/** An oracle over a made-up win curve (seeded Bernoulli draws), for testing the search alone. */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { candidateSeed } from "../../src/tune/candidate-seed.ts";
import { type Counts, type Oracle, pointKey } from "../../src/tune/oracle.ts";

/** A seeded oracle whose win probability at `x` is `curve(x)`, with a battle budget. */
export function syntheticOracle(
  curve: (x: readonly number[]) => number,
  budget: number,
  seed = 1,
): Oracle & { spent: () => number; visits: () => string[] } {
  const counts = new Map<string, Counts>();
  const gens = new Map<string, ReturnType<typeof xoroshiro128plus>>();
  let spent = 0;
  return {
    counts: (x) => counts.get(pointKey(x)) ?? { wins: 0, n: 0 },
    left: () => budget - spent,
    async sample(x, battles) {
      const key = pointKey(x);
      const n = Math.min(battles, budget - spent);
      let g = gens.get(key);
      if (g === undefined) gens.set(key, (g = xoroshiro128plus(candidateSeed(seed, x))));
      const c = counts.get(key) ?? { wins: 0, n: 0 };
      const p = curve(x);
      let wins = c.wins;
      for (let i = 0; i < n; i++) if (uniformInt(g, 0, 999_999) < p * 1_000_000) wins++;
      const next = { wins, n: c.n + n };
      counts.set(key, next);
      spent += n;
      return next;
    },
    spent: () => spent,
    visits: () => [...counts.keys()],
  };
}
