/** Jobs for the bot pool's tests: a system's fresh whole game, and jobs on it. */
import type { BattleInit, Seat } from "../../src/engine/index.ts";
import type { BotJob } from "../../src/server/bots/bot-pool.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";

/** The systems with a fresh whole game (all four). */
export const GAME_SYSTEMS = Object.keys(SYSTEM_ENTRIES).filter(
  (id) => SYSTEM_ENTRIES[id].newGame !== undefined,
);

/** How a table of `system` starts, as the server would start it (opaque card ids). */
export function gameInit(system: string, seed: number, options = {}): BattleInit {
  const e = SYSTEM_ENTRIES[system];
  return {
    seed,
    setup: e.newGame ?? null,
    options: { ...(e.benchOptions ?? {}), ...options },
    ids: "opaque",
  };
}

/** A job for table `tableId`: the bot on `seat` after `choices` (copied). */
export function job(
  tableId: string,
  system: string,
  init: BattleInit,
  choices: [Seat, string][],
  seat: Seat,
  spec = "random",
): BotJob {
  return { tableId, system, init, choices: choices.map(([s, o]) => [s, o]), seat, spec };
}
