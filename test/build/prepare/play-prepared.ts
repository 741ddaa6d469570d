/**
 * Plays a prepared battle's scenario text (as an upload reads it) to its end with random bots,
 * for the builders' property tests: both systems' tests drive the battle the same way.
 */
import { botContext } from "../../../src/bots/bot.ts";
import { makeBot } from "../../../src/bots/registry.ts";
import { startBattle } from "../../../src/engine/index.ts";
import { parseScenario, scenarioInit } from "../../../src/scenario/load.ts";

/** Decisions before a battle counts as not ending. */
const MAX_DECISIONS = 20_000;

/**
 * Plays `text` with battle seed `seed` and a random bot per seat seeded by `botSeedOf(i)`;
 * answers whether it ended and the decisions taken.
 */
export function playPrepared(
  text: string,
  seed: number,
  botSeedOf: (seatIndex: number) => number,
): { ended: boolean; decisions: number } {
  const { scenario, system } = parseScenario(text, "prepared.yaml", { upload: true });
  const b = startBattle(system, { ...scenarioInit(scenario, seed), log: false });
  const seats = b.state.seats;
  const bots = seats.map((_, i) => makeBot("random", botSeedOf(i)));
  let n = 0;
  while (b.pending !== null && n < MAX_DECISIONS) {
    const p = b.pending;
    const bot = bots[seats.indexOf(p.seat)];
    const ctx = botContext(b, p.seat);
    if (bot.pick !== undefined) b.chooseIndex(bot.pick(ctx));
    else b.choose(p.seat, bot.choose(ctx));
    n++;
  }
  return { ended: b.pending === null && b.result !== null, decisions: n };
}
