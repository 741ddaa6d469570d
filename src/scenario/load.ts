/**
 * Loading scenario files. Everything that can be wrong with a scenario before it runs — YAML
 * syntax, a key of the wrong type, an unknown system, a card the setup names but the content
 * lacks — is reported as one DataFileError naming the file and the place inside it.
 */
import { z } from "zod";
import type { BattleInit, RuleSystem } from "../engine/index.ts";
import { KassenError } from "../engine/index.ts";
import { echo } from "../shared/limits.ts";
import { cutQuoted, escapeControls } from "../shared/safe-text.ts";
import { findSystem, SYSTEMS } from "../systems/registry.ts";
import { CONTENT_OPTION } from "../systems/shared/content-store.ts";
import {
  DataFileError,
  parseDataText,
  readDataFile,
  validateData,
} from "../systems/shared/data-file.ts";
import { gatherPacks, UPLOAD_PATH_REFUSAL, withPacks } from "./content-packs.ts";
import { checkBots, checkOptions, checkPinnedDice, checkSetupLists } from "./input-checks.ts";
import { Scenario } from "./schema.ts";

/** A validated scenario, the file it came from and the system it runs on. */
export interface LoadedScenario {
  file: string;
  scenario: Scenario;
  system: RuleSystem;
}

/** The system a scenario names; an unknown id is an error at `system` listing the known ones. */
export function scenarioSystem(scenario: Scenario, file: string): RuleSystem {
  const system = findSystem(scenario.system);
  if (system === undefined) {
    const known = Object.keys(SYSTEMS).join(", ");
    throw new DataFileError(
      file,
      "system",
      `unknown system ${JSON.stringify(echo(scenario.system))} (known: ${known})`,
    );
  }
  return system;
}

/**
 * Turns a system's setup path into the scenario file's notation: `p1.field.0` and
 * `setup.p1.field[0]` both become `setup.p1.field[0]`.
 */
export function setupPath(path: string): string {
  const rest = path.replace(/^setup(?=$|[.[])\.?/, "");
  const parts = rest === "" ? [] : rest.replace(/\[(\d+)\]/g, ".$1").split(".");
  let out = "setup";
  for (const part of parts) out += /^\d+$/.test(part) ? `[${part}]` : `.${part}`;
  return out;
}

/**
 * A setup error thrown by `system.create` as a DataFileError at `setup.<path>`. Systems report
 * the path on the error (`.path`); the message's own `at <path>: ` prefix is dropped so the
 * place is named once.
 */
export function setupError(err: KassenError, file: string): DataFileError {
  // A pack carried in the options (a replay's, an upload's inline packs) is a place in `file`.
  if (err instanceof DataFileError && err.file.startsWith(`options.${CONTENT_OPTION}`)) {
    const at = err.path === "" ? err.file : `${err.file}.${err.path}`;
    return new DataFileError(file, at.replace(/\.\[/g, "["), err.expected);
  }
  if (err instanceof DataFileError) return err;
  const raw = (err as { path?: unknown }).path;
  const path = typeof raw === "string" ? raw : "";
  // Systems quote the setup's own values ("unknown deck …"): cut and escaped like any echo.
  const message = escapeControls(cutQuoted(err.message.replace(/^at [^:]+: /, "")));
  return new DataFileError(file, setupPath(echo(path, 200)), message);
}

/** The battle init a scenario describes (seed and dice may be overridden by the caller). */
export function scenarioInit(scenario: Scenario, seed?: number): BattleInit {
  return {
    seed: seed ?? scenario.seed,
    setup: scenario.setup,
    options: scenario.options ?? {},
    pinned: scenario.dice ?? [],
    ...(scenario.ids === "opaque" ? { ids: "opaque" as const } : {}),
  };
}

/**
 * Checks the setup (its sizes, its options, then the system building the initial state once)
 * and the pinned dice against the rolls of the script.
 */
function checkSetup(system: RuleSystem, scenario: Scenario, file: string): void {
  checkSetupLists(scenario.setup, file);
  checkOptions(system.id, scenario.options, file);
  let seats: string[];
  try {
    seats = system.create(scenarioInit(scenario)).seats;
  } catch (err) {
    if (err instanceof KassenError) throw setupError(err, file);
    throw err;
  }
  checkBots(scenario.bots, seats, file);
  checkPinnedDice(system, scenario, file);
}

/** What a mapping with neither `system:` nor `setup:` is told (by run and validate alike). */
const NOT_A_SCENARIO =
  "not a scenario: expected system: and setup: (for a content file, pass --system <id> to validate)";

/** Scenario text (YAML or JSON) checked against the scenario schema. */
function scenarioOf(text: string, file: string): Scenario {
  const data = parseDataText(text, file, z.unknown());
  // Blank files keep parseDataText's own "the file is empty" wording.
  if (data === undefined || data === null) return parseDataText(text, file, Scenario);
  if (typeof data === "object" && !Array.isArray(data) && !("system" in data || "setup" in data))
    throw new DataFileError(file, "", NOT_A_SCENARIO);
  return validateData(data, file, Scenario);
}

/** How a scenario's text is taken. */
export interface ParseOptions {
  /** `--content` packs to add to the scenario's own (paths the user typed). */
  packPaths?: readonly string[];
  /**
   * Text a client sent the table server: its packs must be written inline. A path anywhere a
   * loader would open one (`content:`, `options.content`) is refused before any file is touched.
   */
  upload?: boolean;
}

/** Throws at the first path in an upload's `options.content` (inline packs only). */
function refuseOptionPaths(scenario: Scenario, file: string): void {
  const packs = scenario.options?.content;
  if (packs === undefined) return;
  const list = Array.isArray(packs) ? packs : [packs];
  const i = list.findIndex((p) => p === null || typeof p !== "object" || Array.isArray(p));
  if (i >= 0)
    throw new DataFileError(
      file,
      Array.isArray(packs) ? `options.content[${i}]` : "options.content",
      UPLOAD_PATH_REFUSAL,
    );
}

/**
 * Reads the scenario's `content:` packs and any `--content` paths and puts them in its options
 * (`options.content`), where the system finds them when it builds the battle.
 */
function addPacks(scenario: Scenario, file: string, text: string, opts: ParseOptions): void {
  const paths = opts.packPaths ?? [];
  if (opts.upload === true) refuseOptionPaths(scenario, file);
  if (scenario.content === undefined && paths.length === 0) return;
  const packs = gatherPacks({
    system: scenario.system,
    scenarioFile: file,
    scenarioText: text,
    content: scenario.content,
    paths,
    inlineOnly: opts.upload === true,
  });
  scenario.options = withPacks(scenario.options ?? {}, packs);
}

/** Validates scenario text (YAML or JSON); `file` names it in errors. */
export function parseScenario(text: string, file: string, opts: ParseOptions = {}): LoadedScenario {
  const scenario = scenarioOf(text, file);
  const system = scenarioSystem(scenario, file);
  addPacks(scenario, file, text, opts);
  checkSetup(system, scenario, file);
  return { file, scenario, system };
}

/**
 * Reads and validates a scenario file (at most MAX_FILE_BYTES); `packPaths` are `--content`
 * packs to add to the scenario's own.
 */
export function loadScenario(file: string, packPaths: readonly string[] = []): LoadedScenario {
  return parseScenario(readDataFile(file), file, { packPaths });
}

/**
 * Whether a file looks like a scenario: a mapping with `system:` or `setup:` (either one, so a
 * scenario missing the other is reported as a scenario). A file that cannot be read or parsed
 * throws its DataFileError (not found, too large, a YAML error): the real problem, not a guess.
 */
export function looksLikeScenario(file: string): boolean {
  const data: unknown = parseDataText(readDataFile(file), file, z.unknown());
  return data !== null && typeof data === "object" && ("system" in data || "setup" in data);
}
