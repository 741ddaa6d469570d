/**
 * How fast the thinking bots decide: whole games with the bot on the first seat and random bots
 * elsewhere, timing only the bot's own decisions in CPU time (the machine is shared: wall time
 * moved by ±20–50% between runs, which hid any change smaller than 2×).
 */
import { botContext } from "../src/bots/bot.ts";
import { botSeed, makeBot } from "../src/bots/registry.ts";
import { startBattle } from "../src/engine/index.ts";
import { SYSTEM_ENTRIES } from "../src/systems/registry.ts";
import { withLowered } from "../src/systems/shared/lowered-runtime.ts";
import { cpuSeconds } from "./random-games.ts";

/** One measured bot. */
export interface BotSpeed {
  system: string;
  bot: string;
  /** Where the bot's samples ran: the system's lowered runtime (when it can) or the engine. */
  on: "runtime" | "engine";
  decisions: number;
  decisionsPerSecond: number;
  msPerDecision: number;
}

/**
 * Plays until the bot made `decisions` decisions (over as many games as needed), its samples on
 * the runtime (`on`, the default where the system's runtime plays the battle) or on the engine
 * (`KASSEN_LOWERED=0` for the run). The decisions are the same either way, so are the games.
 */
export function benchBot(
  system: string,
  spec: string,
  decisions: number,
  on: "runtime" | "engine" = "runtime",
): BotSpeed {
  return withLowered(on === "runtime", () => play(system, spec, decisions, on));
}

function play(system: string, spec: string, decisions: number, on: BotSpeed["on"]): BotSpeed {
  const e = SYSTEM_ENTRIES[system];
  let made = 0;
  let ms = 0;
  for (let g = 0; made < decisions; g++) {
    const b = startBattle(e.system, {
      seed: botSeed(g, 99),
      setup: e.newGame ?? null,
      options: e.benchOptions ?? {},
      log: false,
    });
    const seats = b.state.seats;
    const bots = seats.map((_, i) => makeBot(i === 0 ? spec : "random", botSeed(g, i)));
    for (let d = 0; d < 20_000 && b.pending !== null && made < decisions; d++) {
      const p = b.pending;
      const i = seats.indexOf(p.seat);
      const t0 = i === 0 ? cpuSeconds() : 0;
      const choice = bots[i].choose(botContext(b, p.seat));
      if (i === 0) {
        ms += (cpuSeconds() - t0) * 1000;
        made++;
      }
      b.choose(p.seat, choice);
    }
  }
  return {
    system,
    bot: spec,
    on,
    decisions: made,
    decisionsPerSecond: (made * 1000) / ms,
    msPerDecision: ms / made,
  };
}
