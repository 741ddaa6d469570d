/**
 * A small seeded generator (xorshift32) for the picks of scripted players in tests and benches:
 * which offered option to send. Never a battle's dice: those come from the battle's own
 * generator, which stays secret.
 */

/** A picker of `0 … n−1`, repeatable for a seed. */
export function picker(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}
