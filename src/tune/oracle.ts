/**
 * What `kassen tune`'s search asks of battles: play some more at a point, and how many may still
 * be played. The search itself (line-search.ts, tune-search.ts) knows nothing else, so it is
 * tested on made-up win curves as well as on real battles.
 */

/** Battles played at a point and how many of them the target seat won. */
export interface Counts {
  wins: number;
  n: number;
}

/** The battles behind a search. */
export interface Oracle {
  /** Plays `battles` more at `x` and returns the totals there (every battle ever played at `x`). */
  sample(x: readonly number[], battles: number): Promise<Counts>;
  /** The totals at `x` so far. */
  counts(x: readonly number[]): Counts;
  /** Battles that may still be played (0: stop). */
  left(): number;
}

/** The key of a point (its values as text). */
export function pointKey(x: readonly number[]): string {
  return x.map((v) => String(v)).join(",");
}

/** An oracle that lets at most `limit` more battles through `inner` (a share of the budget). */
export function limited(inner: Oracle, limit: number): Oracle {
  let spent = 0;
  return {
    async sample(x, battles) {
      const n = Math.max(0, Math.min(battles, limit - spent, inner.left()));
      if (n === 0) return inner.counts(x);
      spent += n;
      return inner.sample(x, n);
    },
    counts: (x) => inner.counts(x),
    left: () => Math.max(0, Math.min(limit - spent, inner.left())),
  };
}
