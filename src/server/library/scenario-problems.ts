/**
 * A prepared battle's problems, each at its place in the scenario, as the prepare page shows
 * them (src/build/prepare/prep-check.ts): the library checks a `scenario` item with the same
 * words the page's author saw.
 */
import type { PrepDoc, PrepProblem } from "../../build/prepare/prep-types.ts";
import { scenarioOfPrep } from "../../build/prepare/prep-yaml.ts";
import { parseScenario } from "../../scenario/load.ts";
import { DataFileError } from "../../systems/shared/data-file.ts";

/** Every problem of `doc` (none: it plays). */
export function scenarioProblems(doc: PrepDoc): PrepProblem[] {
  try {
    parseScenario(JSON.stringify(scenarioOfPrep(doc)), "scenario", { upload: true });
    return [];
  } catch (err) {
    if (!(err instanceof DataFileError)) throw err;
    return err.issues.map((i) => ({ path: i.path, message: i.message }));
  }
}
