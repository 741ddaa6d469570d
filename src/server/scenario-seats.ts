/**
 * What the lobby needs to seat a scenario's table before making it: a scenario's seats and
 * their names (known only once it is parsed), and the preset games — each system's
 * `scenarios/<system>/examples/*.yaml`, the games `kassen menu` offers — with their text, which
 * is public (it ships in the repository) and is sent back as an upload would be.
 */
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { KassenError, LANGS, type Lang, type RuleSystem, seatLabel } from "../engine/index.ts";
import { yamlFilesUnder } from "../scenario/find-scenarios.ts";
import { type LoadedScenario, loadScenario, scenarioInit } from "../scenario/load.ts";
import { SYSTEM_ENTRIES } from "../systems/registry.ts";
import { readDataFile } from "../systems/shared/data-file.ts";
import { GM_SEATS, requestedSystem, uploadedScenario } from "./create-table.ts";
import type { LobbySeat, Preset, ScenarioSeats } from "./protocol/api-types.ts";

/** The repository's `scenarios/` folder (the bundle keeps `import.meta.url` the source's). */
const SCENARIO_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "scenarios");

/** Seats as the lobby offers them: each named in every language, the GM's/KP's marked. */
export function lobbySeats(system: RuleSystem, seats: readonly string[]): LobbySeat[] {
  return seats.map((seat) => ({
    seat,
    name: Object.fromEntries(LANGS.map((l) => [l, seatLabel(system, seat, l)])) as Record<
      Lang,
      string
    >,
    gm: GM_SEATS.includes(seat),
  }));
}

function seatsOf(system: RuleSystem, loaded: LoadedScenario): ScenarioSeats {
  return {
    system: system.id,
    name: loaded.scenario.name,
    seats: lobbySeats(system, system.create(scenarioInit(loaded.scenario, 1)).seats),
    bots: (loaded.scenario.bots ?? {}) as Record<string, string>,
  };
}

/**
 * The seats of uploaded scenario text for `systemId`: throws a KassenError naming the place
 * (`scenario: at setup.p1.deck: …`) for a scenario that could not make a table.
 */
export function scenarioSeats(systemId: string, text: string): ScenarioSeats {
  const entry = requestedSystem(systemId);
  return seatsOf(entry.system, uploadedScenario(systemId, text));
}

/** Every system's preset games (examples that load; a broken one is left out, as in the menu). */
export function presets(): Preset[] {
  const out: Preset[] = [];
  for (const [id, entry] of Object.entries(SYSTEM_ENTRIES)) {
    let files: string[] = [];
    try {
      files = yamlFilesUnder(join(SCENARIO_ROOT, id, "examples"));
    } catch {
      continue;
    }
    for (const file of files) {
      try {
        const loaded = loadScenario(file);
        const name = relative(join(SCENARIO_ROOT, id, "examples"), file).replace(/\.ya?ml$/, "");
        out.push({
          ...seatsOf(entry.system, loaded),
          id: `${id}/${name}`,
          text: readDataFile(file),
        });
      } catch (err) {
        if (!(err instanceof KassenError)) throw err;
      }
    }
  }
  return out;
}
