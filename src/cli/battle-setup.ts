/** Loading a scenario for a battle command and checking the seat flags against it. */
import type { Seat } from "../engine/index.ts";
import { type LoadedScenario, loadScenario, scenarioInit } from "../scenario/load.ts";
import { checkBotSeats } from "./flags.ts";

/** A loaded scenario and the seats its battle has. */
export interface BattleSource extends LoadedScenario {
  seats: Seat[];
}

/**
 * Loads `file` and learns the battle's seats by building the initial state once, so `--bot` and
 * `--seat` can be checked before anything runs.
 */
export function loadBattleSource(
  file: string,
  bots: Record<Seat, string> = {},
  packs: readonly string[] = [],
): BattleSource {
  const loaded = loadScenario(file, packs);
  const seats = loaded.system.create(scenarioInit(loaded.scenario)).seats;
  checkBotSeats(bots, seats, loaded.system.id);
  return { ...loaded, seats };
}
