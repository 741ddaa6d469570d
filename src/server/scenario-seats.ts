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
import { loadScenario, scenarioInit } from "../scenario/load.ts";
import type { Scenario } from "../scenario/schema.ts";
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

function seatsOf(system: RuleSystem, scenario: Scenario): ScenarioSeats {
  return {
    system: system.id,
    name: scenario.name,
    seats: lobbySeats(system, system.create(scenarioInit(scenario, 1)).seats),
    bots: (scenario.bots ?? {}) as Record<string, string>,
  };
}

/**
 * The seats of an uploaded scenario for `systemId` (its text, or the scenario already parsed
 * and checked for that system): throws a KassenError naming the place
 * (`scenario: at setup.p1.deck: …`) for a scenario that could not make a table.
 */
export function scenarioSeats(systemId: string, upload: string | Scenario): ScenarioSeats {
  const entry = requestedSystem(systemId);
  const scenario =
    typeof upload === "string" ? uploadedScenario(systemId, upload).scenario : upload;
  return seatsOf(entry.system, scenario);
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
          ...seatsOf(entry.system, loaded.scenario),
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
