/** Bots by name, as scenarios (`bots: {p2: random}`) and the CLI (`--bot p2=random:7`) name them. */
import { KassenError } from "../engine/index.ts";
import { type Bot, randomBot } from "./random.ts";

/** Bot factories by name; the seed keeps every run repeatable. */
export const BOTS: Record<string, (seed: number) => Bot> = {
  random: (seed) => randomBot(seed),
};

/** A bot spec that names no known bot or carries a bad seed. */
export class UnknownBotError extends KassenError {}

/**
 * Makes a bot from a spec: `random` (seeded with `seed`) or `random:123` (its own seed, for
 * trying other lines of play without touching the battle's seed).
 */
export function makeBot(spec: string, seed: number): Bot {
  const [name, own, ...rest] = spec.split(":");
  const make = Object.hasOwn(BOTS, name) ? BOTS[name] : undefined;
  if (make === undefined || rest.length > 0) {
    throw new UnknownBotError(
      `unknown bot ${JSON.stringify(spec)} (known: ${Object.keys(BOTS).join(", ")}; add ":<seed>" for a seed)`,
    );
  }
  if (own === undefined) return { ...make(seed), name };
  if (!/^-?\d+$/.test(own)) {
    throw new UnknownBotError(
      `bot ${JSON.stringify(spec)}: the seed after ":" must be a whole number`,
    );
  }
  return { ...make(Number(own)), name: spec };
}

/** A seed for the bot on seat number `index`, derived from the battle seed so runs repeat. */
export function botSeed(battleSeed: number, index: number): number {
  // Mix with the golden-ratio constant so neighbouring seats and seeds get unrelated streams.
  return (Math.imul(battleSeed ^ 0x5bd1e995, 0x9e3779b1) + index * 0x6d2b79f5) | 0;
}
