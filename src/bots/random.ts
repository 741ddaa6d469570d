/**
 * The random bot: picks uniformly among the legal options. It draws from its own seeded
 * generator — never Math.random (runs must repeat) and never the battle's generator (a bot's
 * choices must not shift the dice the rules roll).
 */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { BattleState, OptionDef, Seat } from "../engine/index.ts";

/**
 * A computer player. It sees only what its seat may see (`viewFor`) and the legal options, and
 * answers with one option id.
 */
export interface Bot {
  /** Name as given on the command line, e.g. `random:7`. */
  readonly name: string;
  /** Picks one of `options` (non-empty) for `seat`. */
  choose(view: BattleState, options: OptionDef[], seat: Seat): string;
}

/** A bot choosing uniformly at random, reproducibly for a given seed. */
export function randomBot(seed: number, name = `random:${seed}`): Bot {
  const rng = xoroshiro128plus(seed | 0);
  return {
    name,
    choose(_view, options) {
      return options[uniformInt(rng, 0, options.length - 1)].id;
    },
  };
}
