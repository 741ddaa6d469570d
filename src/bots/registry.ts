/**
 * Bots by name, as scenarios (`bots: {p2: random}`) and the CLI (`--bot p2=mcts:200`) name them.
 * `NAME[:budget]`: `random[:seed]`, `greedy[:samples]`, `mcts[:iterations]` or `mcts:<n>ms`
 * (thinking time; not repeatable, since machines differ in speed).
 */
import { KassenError } from "../engine/index.ts";
import {
  grouped,
  MAX_GREEDY_SAMPLES,
  MAX_MCTS_ITERATIONS,
  MAX_THINK_MS,
} from "../shared/limits.ts";
import type { Bot } from "./bot.ts";
import { greedyBot } from "./greedy.ts";
import { type MctsBudget, mctsBot } from "./mcts.ts";
import { randomBot } from "./random.ts";

/** A spec that names no known bot or carries a bad budget. */
export class UnknownBotError extends KassenError {}

/** One kind of bot: how to read its budget and make it. */
interface BotKind {
  /** What the part after ":" means, for error messages. */
  budget: string;
  make(seed: number, budget: string | undefined, spec: string): Bot;
}

const whole = (spec: string, text: string, what: string, min: number, max?: number): number => {
  if (!/^-?\d+$/.test(text) || Number(text) < min || !Number.isSafeInteger(Number(text))) {
    throw new UnknownBotError(
      `bot ${JSON.stringify(spec)}: ${what} after ":" must be a whole number${min > 0 ? ` ≥ ${min}` : ""}`,
    );
  }
  // Limits (src/shared/limits.ts) keep one decision from taking hours.
  if (max !== undefined && Number(text) > max) {
    throw new UnknownBotError(
      `bot ${JSON.stringify(spec)}: ${what} after ":" must be at most ${grouped(max)}, got ${grouped(Number(text))}`,
    );
  }
  return Number(text);
};

/** Known bots. */
export const BOTS: Record<string, BotKind> = {
  random: {
    budget: "seed",
    make: (seed, b, spec) =>
      b === undefined ? randomBot(seed, spec) : randomBot(whole(spec, b, "the seed", 0), spec),
  },
  greedy: {
    budget: "samples per option",
    make: (seed, b, spec) =>
      greedyBot(
        seed,
        b === undefined ? 1 : whole(spec, b, "the samples", 1, MAX_GREEDY_SAMPLES),
        spec,
      ),
  },
  mcts: {
    budget: "iterations, or <n>ms",
    make: (seed, b, spec) => {
      let budget: MctsBudget = { iterations: 200 };
      if (b?.endsWith("ms"))
        budget = { ms: whole(spec, b.slice(0, -2), "the time", 1, MAX_THINK_MS) };
      else if (b !== undefined)
        budget = { iterations: whole(spec, b, "the iterations", 1, MAX_MCTS_ITERATIONS) };
      return mctsBot(seed, budget, {}, spec);
    },
  },
};

/** Makes a bot from a spec such as `random`, `random:123`, `greedy`, `mcts:500`, `mcts:50ms`. */
export function makeBot(spec: string, seed: number): Bot {
  const [name, budget, ...rest] = spec.split(":");
  const kind = Object.hasOwn(BOTS, name) ? BOTS[name] : undefined;
  if (kind === undefined || rest.length > 0) {
    const known = Object.entries(BOTS).map(([n, k]) => `${n}[:${k.budget}]`);
    throw new UnknownBotError(`unknown bot ${JSON.stringify(spec)} (known: ${known.join(", ")})`);
  }
  return kind.make(seed, budget, spec);
}

/** A seed for the bot on seat number `index`, derived from the battle seed so runs repeat. */
export function botSeed(battleSeed: number, index: number): number {
  // Mix with the golden-ratio constant so neighbouring seats and seeds get unrelated streams.
  return (Math.imul(battleSeed ^ 0x5bd1e995, 0x9e3779b1) + index * 0x6d2b79f5) | 0;
}
