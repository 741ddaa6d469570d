/**
 * A long replay for the replay viewer's ranged steps: a magical-girl battle (long games) played by a seeded
 * pseudo-random picker (no bot module, no clock), cut at `choices` choices — a replay need not
 * reach the battle's end, only reproduce its final hash.
 */
import { type Json, makeReplay, startBattle } from "../../src/engine/index.ts";
import { MAGICAL_GIRL_NEW_GAME, magicalGirl } from "../../src/systems/magical-girl/index.ts";

/** A geo-march replay of exactly `choices` choices (or as many as the first long game has). */
export function longReplay(choices = 250): Json {
  for (let seed = 1; seed < 50; seed++) {
    const init = { seed, setup: MAGICAL_GIRL_NEW_GAME };
    const b = startBattle(magicalGirl, init);
    let x = seed;
    let n = 0;
    while (b.pending !== null && n < choices) {
      x = (x * 1103515245 + 12345) % 2147483648;
      const p = b.pending;
      b.choose(p.seat, p.options[(x >> 8) % p.options.length].id);
      n++;
    }
    if (n === choices) return makeReplay(b, init) as unknown as Json;
  }
  throw new Error(`no magical-girl game of ${choices} choices in 50 seeds`);
}
