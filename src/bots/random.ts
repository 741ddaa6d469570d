/**
 * The random bot: picks uniformly among the legal options. It draws from its own seeded
 * generator — never Math.random (runs must repeat) and never the battle's generator (a bot's
 * choices must not shift the dice the rules roll).
 */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { Bot, BotContext } from "./bot.ts";

export type { Bot, BotContext } from "./bot.ts";

/** A bot choosing uniformly at random, reproducibly for a given seed. */
export function randomBot(seed: number, name = `random:${seed}`): Bot {
  const rng = xoroshiro128plus(seed | 0);
  const pick = (ctx: BotContext): number => uniformInt(rng, 0, ctx.options.length - 1);
  return {
    name,
    choose(ctx) {
      return ctx.options[pick(ctx)].id;
    },
    pick,
  };
}
