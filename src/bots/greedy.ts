/**
 * The greedy bot: tries every legal option on a sample of the battle (hidden cards re-dealt,
 * future dice reseeded), runs on to the next decision, and keeps the option whose outcome the
 * system's evaluator likes best for its seat. One ply, so it is fast and easy to predict: a
 * baseline opponent and a yardstick for the search bot.
 */
import type { Bot } from "./bot.ts";
import { botRng } from "./bot-rng.ts";
import { evaluatorFor } from "./evaluate.ts";

/**
 * A greedy bot. `samples` is how many samples each option is tried on (more smooths out dice;
 * all options share the same samples, so differences come from the options, not the dice).
 */
export function greedyBot(seed: number, samples = 1, name = "greedy"): Bot {
  const rng = botRng(seed);
  return {
    name,
    choose(ctx) {
      const n = ctx.options.length;
      if (n === 1) return ctx.options[0].id;
      const evaluate = evaluatorFor(ctx.system.id);
      const totals = new Float64Array(n);
      for (let s = 0; s < samples; s++) {
        const base = ctx.sample(rng.seed());
        for (let i = 0; i < n; i++) {
          // The last option may use the sample itself: nothing needs it afterwards.
          const b = i === n - 1 ? base : base.fork();
          b.choose(ctx.seat, ctx.options[i].id);
          totals[i] += evaluate(b.state, ctx.seat);
        }
      }
      let best = 0;
      let ties = 1;
      for (let i = 1; i < n; i++) {
        if (totals[i] > totals[best] + 1e-12) {
          best = i;
          ties = 1;
        } else if (Math.abs(totals[i] - totals[best]) <= 1e-12 && rng.int(++ties) === 0) {
          // Reservoir choice among equal options, so ties do not always favour the first.
          best = i;
        }
      }
      return ctx.options[best].id;
    },
  };
}
