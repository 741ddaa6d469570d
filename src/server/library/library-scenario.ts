/**
 * A `scenario` library item (issue 30): a GM's/KP's prepared battle of ygo-trpg or magical-girl,
 * stored as the scenario the CLI runs (scenarioOfPrep: its own entries as one inline pack), read
 * from a body's `pack` (a scenario object) or `yaml` (its text), checked as the prepare page
 * checks it (checkPrep: every problem at its place) — and exported as that scenario's YAML. A path
 * in `content:` is refused: a stored scenario carries its packs inline, as any upload.
 */
import { checkPrep } from "../../build/prepare/prep-check.ts";
import type { PrepDoc, PrepSystem } from "../../build/prepare/prep-types.ts";
import {
  PrepReadError,
  prepOfScenario,
  scenarioOfPrep,
  yamlOfPrep,
} from "../../build/prepare/prep-yaml.ts";
import { grouped, MAX_FILE_BYTES } from "../../shared/limits.ts";
import { safeErrorLine } from "../../shared/safe-text.ts";
import { readErrorPlace } from "../build/prep-read-place.ts";

/** A problem of a scenario item: its place in the scenario and what is wrong. */
export interface ScenarioProblem {
  path: string;
  message: string;
}

/** A scenario item's pack as it is stored: the scenario, its JSON text and size, its seats. */
export interface AcceptedScenario {
  pack: Record<string, unknown>;
  text: string;
  bytes: number;
  /** Seats of its battle (what a list shows as the item's size). */
  seats: number;
}

/** The doc a stored or sent scenario is, or its one problem (a shape it cannot be read in). */
export function scenarioDoc(
  system: PrepSystem,
  value: unknown,
): { doc: PrepDoc } | { problem: ScenarioProblem } {
  try {
    return { doc: prepOfScenario(value, system) };
  } catch (err) {
    if (err instanceof PrepReadError) return { problem: readErrorPlace(err) };
    throw err;
  }
}

/** Seats of a prepared battle's setup: its player seats and the GM's or KP's. */
export function seatCount(doc: PrepDoc): number {
  const setup = doc.setup as { players?: object; girls?: { seat?: unknown }[] };
  if (doc.system === "ygo-trpg") return Object.keys(setup.players ?? {}).length + 1;
  const girls = Array.isArray(setup.girls) ? setup.girls : [];
  return new Set(girls.map((g) => g.seat)).size + 1;
}

/**
 * Every problem of `value` as a scenario item of `system`: the doc it reads as, then the
 * prepared battle's own check. None: it can be stored and played.
 */
export function scenarioItemProblems(system: PrepSystem, value: unknown): ScenarioProblem[] {
  const read = scenarioDoc(system, value);
  if ("problem" in read) return [read.problem];
  return checkPrep(read.doc);
}

/**
 * A scenario item's pack accepted: read as a prepared battle, stored in the scenario's own key
 * order. Returns its problems instead when it has any. Sizes are checked by the caller first.
 */
export function acceptScenario(
  system: PrepSystem,
  value: unknown,
): AcceptedScenario | { problems: ScenarioProblem[] } {
  const read = scenarioDoc(system, value);
  if ("problem" in read) return { problems: [read.problem] };
  const problems = checkPrep(read.doc);
  if (problems.length > 0) return { problems };
  const pack = scenarioOfPrep(read.doc);
  const text = JSON.stringify(pack);
  return { pack, text, bytes: Buffer.byteLength(text, "utf8"), seats: seatCount(read.doc) };
}

/** A stored scenario item's YAML: the scenario `kassen run`, `sim` and `tune` read. */
export function scenarioYaml(system: PrepSystem, stored: string): string {
  const read = scenarioDoc(system, JSON.parse(stored));
  // A stored item was accepted; one that no longer reads (a limit lowered since) is still shown.
  if ("problem" in read) throw new Error(safeErrorLine(read.problem.message));
  return yamlOfPrep(read.doc);
}

/** A scenario text over the uploaded-scenario limit. */
export function scenarioTooLarge(field: string, bytes: number): string {
  return `${field}: ${grouped(bytes)} bytes: a scenario is at most ${grouped(MAX_FILE_BYTES)} bytes`;
}
