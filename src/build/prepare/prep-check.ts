/**
 * What is wrong with a prepared battle, each problem at its place in the scenario
 * (`content.cards[0].atk`, `setup.players.p1.character`): the checks the table server makes of
 * an uploaded scenario, reused as they are — the doc's own shape (prep-yaml.ts), its pack as the
 * library checks a pack (every problem, library-pack.ts), then the scenario as `POST /api/tables`
 * loads it (parseScenario with `upload`: options, the system building the battle, bots). Node
 * only (the registry reads the shipped content).
 */
import type { Lang } from "../../engine/index.ts";
import { parseScenario } from "../../scenario/load.ts";
import { safeErrorLine } from "../../shared/safe-text.ts";
import { SYSTEM_ENTRIES } from "../../systems/registry.ts";
import { ContentError } from "../../systems/shared/content-problems.ts";
import { DataFileError } from "../../systems/shared/data-file.ts";
import { prepSummary } from "./prep-summary.ts";
import type { PrepAnswer, PrepDoc, PrepProblem } from "./prep-types.ts";
import { PrepReadError, readPrepDoc, scenarioOfPrep } from "./prep-yaml.ts";

/** Problems one answer lists at most (the library's number: a pack of broken entries has thousands). */
export const MAX_PROBLEMS_SHOWN = 200;

/** The file name the checks give the scenario (never shown: problems carry paths only). */
const FILE = "scenario";

/**
 * A scenario path in the doc's notation: the one inline pack `content[0].cards[1]` is the doc's
 * `content.cards[1]`.
 */
function docPath(path: string): string {
  return path.replace(/^content\[0\](?=$|[.[])/, "content");
}

/** A problem as it is sent: one line, controls escaped. */
function shown(path: string, message: string): PrepProblem {
  return { path: safeErrorLine(docPath(path)), message: safeErrorLine(message) };
}

/**
 * The doc's pack checked as the library checks a pack (its system's schemas, then every
 * reference against the shipped content): every problem, at `content.<list>[i]…`.
 */
function contentProblems(doc: PrepDoc): PrepProblem[] {
  const store = SYSTEM_ENTRIES[doc.system].packs;
  if (Object.keys(doc.content).length === 0 || store === undefined) return [];
  return store
    .check([{ file: FILE, raw: { system: doc.system, ...doc.content } }])
    .map((p) => shown(p.path === "" ? "content" : `content.${p.path}`, p.message));
}

/** The problems of a DataFileError (a schema's every issue; a setup's or an option's one). */
function errorProblems(err: DataFileError): PrepProblem[] {
  if (err instanceof ContentError)
    return err.problems.map((p) => {
      // An inline pack's file is `scenario#content[0]`: its problems are inside it.
      const at = p.file.includes("#") ? p.file.slice(p.file.indexOf("#") + 1) : "";
      return shown(at === "" ? p.path : p.path === "" ? at : `${at}.${p.path}`, p.message);
    });
  return err.issues.map((i) => shown(i.path, i.message));
}

/**
 * Every problem of a prepared battle (none: it plays as a table made from it would), at most
 * MAX_PROBLEMS_SHOWN. The doc's shape first (a doc that is not one stops there), then its pack
 * (all its problems; a broken pack stops there, since the setup would only repeat them), then
 * the scenario as the table server loads an upload.
 */
export function checkPrep(doc: PrepDoc): PrepProblem[] {
  let read: PrepDoc;
  try {
    read = readPrepDoc(doc);
  } catch (err) {
    if (!(err instanceof PrepReadError)) throw err;
    const message = err.path === "" ? err.message : err.message.slice(err.path.length + 2);
    return [shown(err.path, message)];
  }
  const pack = contentProblems(read);
  if (pack.length > 0) return pack.slice(0, MAX_PROBLEMS_SHOWN);
  try {
    parseScenario(JSON.stringify(scenarioOfPrep(read)), FILE, { upload: true });
  } catch (err) {
    if (!(err instanceof DataFileError)) throw err;
    return errorProblems(err).slice(0, MAX_PROBLEMS_SHOWN);
  }
  return [];
}

/** `POST /api/build/prepare`: the problems, and the summary when there are none. */
export function prepAnswer(doc: PrepDoc, lang: Lang): PrepAnswer {
  const problems = checkPrep(doc);
  return { problems, summary: problems.length === 0 ? prepSummary(doc, lang) : null };
}
