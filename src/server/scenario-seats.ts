/**
 * What the lobby needs to seat a scenario's table before making it: a scenario's seats and
 * their names (known only once it is parsed), and the preset games — each system's
 * `scenarios/<system>/examples/*.yaml`, the games `kassen menu` offers — with their text, which
 * is public (it ships in the repository) and is sent back as an upload would be.
 */
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { KassenError, type Lang, type RuleSystem } from "../engine/index.ts";
import { yamlFilesUnder } from "../scenario/find-scenarios.ts";
import {
  type LoadedScenario,
  loadScenario,
  parseScenario,
  scenarioInit,
} from "../scenario/load.ts";
import { SYSTEM_ENTRIES } from "../systems/registry.ts";
import { readDataFile } from "../systems/shared/data-file.ts";
import { GM_SEATS } from "./create-table.ts";
import type { Preset, ScenarioSeats } from "./protocol/api-types.ts";

/** The repository's `scenarios/` folder (the bundle keeps `import.meta.url` the source's). */
const SCENARIO_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "scenarios");

function seatsOf(system: RuleSystem, loaded: LoadedScenario): ScenarioSeats {
  const seats = system.create(scenarioInit(loaded.scenario, 1)).seats;
  const nameOf = (seat: string) =>
    Object.fromEntries(
      (["ja", "zh", "en"] as Lang[]).map((l) => [l, system.seatName?.(seat, l) ?? seat]),
    ) as Record<Lang, string>;
  return {
    system: system.id,
    name: loaded.scenario.name,
    seats: seats.map((seat) => ({ seat, name: nameOf(seat), gm: GM_SEATS.includes(seat) })),
    bots: (loaded.scenario.bots ?? {}) as Record<string, string>,
  };
}

/**
 * The seats of uploaded scenario text for `systemId`: throws a KassenError naming the place
 * (`scenario: at setup.p1.deck: …`) for a scenario that could not make a table.
 */
export function scenarioSeats(systemId: string, text: string): ScenarioSeats {
  const entry = SYSTEM_ENTRIES[systemId];
  if (!Object.hasOwn(SYSTEM_ENTRIES, systemId))
    throw new KassenError(`system: unknown system ${JSON.stringify(systemId)}`);
  const loaded = parseScenario(text, "scenario");
  if (loaded.scenario.system !== systemId)
    throw new KassenError(
      `scenario: at system: it is a ${loaded.scenario.system} scenario, not ${systemId}`,
    );
  return seatsOf(entry.system, loaded);
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
