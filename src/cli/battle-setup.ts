/**
 * Loading what a battle command plays — a scenario file, or a system id for a fresh whole game
 * (`kassen run vision`, like `kassen sim vision`) — and checking the seat flags against it.
 */
import { existsSync } from "node:fs";
import type { Seat } from "../engine/index.ts";
import { gatherPacks, withPacks } from "../scenario/content-packs.ts";
import { type LoadedScenario, loadScenario, scenarioInit } from "../scenario/load.ts";
import type { OptionFlag } from "../scenario/option-flag-parse.ts";
import { withOptionFlags } from "../scenario/option-flags.ts";
import { Scenario } from "../scenario/schema.ts";
import { SYSTEM_ENTRIES, SYSTEMS } from "../systems/registry.ts";
import { DataFileError } from "../systems/shared/data-file.ts";
import { checkBotSeats } from "./flags.ts";

/** A loaded scenario and the seats its battle has. */
export interface BattleSource extends LoadedScenario {
  seats: Seat[];
}

/**
 * The system id `source` names when it is one and no file of that name exists; otherwise
 * undefined. A source that is neither a file nor a system id gets an error listing the systems.
 */
export function systemIdOf(source: string): string | undefined {
  if (Object.hasOwn(SYSTEM_ENTRIES, source) && !existsSync(source)) return source;
  if (!existsSync(source) && /^[\w-]+$/.test(source)) {
    const known = Object.keys(SYSTEMS).join(", ");
    throw new DataFileError(source, "", `no such file, and not a system id (systems: ${known})`);
  }
  return undefined;
}

/**
 * A fresh whole game of system `id` as a scenario. With `bots` every seat is played by a random
 * bot and the system's bench options apply (GM tools off), as in `kassen sim <system>`.
 */
export function newGameScenario(
  id: string,
  seed: number,
  bots: boolean,
  packs: readonly string[] = [],
): LoadedScenario {
  const entry = SYSTEM_ENTRIES[id];
  if (entry.newGame === undefined) {
    throw new DataFileError(id, "", "this system has no whole-game setup; give a scenario file");
  }
  // A played battle, not a rule scenario: card ids say nothing of the cards (as in the menu).
  const base = { name: `new ${id} game`, system: id, seed, ids: "opaque", setup: entry.newGame };
  const scenario = Scenario.parse(bots ? { ...base, options: entry.benchOptions } : base);
  // `--content` packs play in a fresh game too (a designer's card against the starter decks).
  if (packs.length > 0)
    scenario.options = withPacks(scenario.options ?? {}, gatherPacks({ system: id, paths: packs }));
  if (bots) {
    const seats = entry.system.create(scenarioInit(scenario)).seats;
    scenario.bots = Object.fromEntries(seats.map((s) => [s, "random"]));
  }
  return { file: id, scenario, system: entry.system };
}

/**
 * Loads `source`, sets the `--option` flags' table options over its own, and learns the battle's
 * seats by building the initial state once, so `--bot` and `--seat` can be checked before
 * anything runs. `fresh` says how a system id is played.
 */
export function loadBattleSource(
  source: string,
  bots: Record<Seat, string> = {},
  fresh: { seed: number; bots: boolean } = { seed: 1, bots: true },
  packs: readonly string[] = [],
  options: readonly OptionFlag[] = [],
): BattleSource {
  const id = systemIdOf(source);
  const loaded =
    id === undefined
      ? loadScenario(source, packs)
      : newGameScenario(id, fresh.seed, fresh.bots, packs);
  // `--option` flags over the scenario's (or the fresh game's) options, checked by its system.
  if (options.length > 0)
    loaded.scenario.options = withOptionFlags(loaded.system.id, loaded.scenario.options, options);
  const seats = loaded.system.create(scenarioInit(loaded.scenario)).seats;
  checkBotSeats(bots, seats, loaded.system.id);
  return { ...loaded, seats };
}
