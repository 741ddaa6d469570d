/**
 * A bot's own small seeded generator (mulberry32). Search bots draw millions of numbers, so this
 * is a few lines of integer arithmetic rather than a general library; quality is ample for
 * picking moves and sample seeds, and it never touches a battle's generator.
 */

/** A seeded source of integers for one bot. */
export interface BotRng {
  /** A uniform integer in [0, n). */
  int(n: number): number;
  /** A fresh 32-bit seed (for a sample battle). */
  seed(): number;
  /** Where the generator is now (to draw the same numbers again from {@link rewind}). */
  mark(): number;
  /** Puts the generator back where {@link mark} said it was. */
  rewind(mark: number): void;
}

/** A generator seeded with `seed`. */
export function botRng(seed: number): BotRng {
  let a = seed | 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  return {
    int: (n) => Math.floor((next() / 4294967296) * n),
    seed: () => next() | 0,
    mark: () => a,
    rewind: (m) => {
      a = m;
    },
  };
}
